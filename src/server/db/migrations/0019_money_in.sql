CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"sha256" text NOT NULL,
	"message_id" text NOT NULL,
	"account" text,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_statement_id_unique" UNIQUE("statement_id")
);
--> statement-breakpoint
CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL REFERENCES "bank_statements"("id"),
	"position" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"value_date" date NOT NULL,
	"bank_reference" text NOT NULL,
	"end_to_end_id" text,
	"remittance" text NOT NULL,
	"debtor_name" text,
	"claim_id" uuid REFERENCES "claims"("id") ON DELETE SET NULL,
	"unmatched_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_credits_statement_position_unique" UNIQUE("statement_id","position")
);
--> statement-breakpoint
CREATE INDEX "bank_credits_unmatched_idx" ON "bank_credits" ("created_at") WHERE "unmatched_reason" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "airline_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"amount_minor" bigint NOT NULL CHECK ("amount_minor" > 0),
	"currency" text NOT NULL,
	"value_date" date NOT NULL,
	"bank_reference" text,
	"bank_credit_id" uuid REFERENCES "bank_credits"("id"),
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_payments_claim_id_unique" UNIQUE("claim_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "last_number") VALUES ('invoice', 0), ('credit-note', 0);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit-note')),
	"number" bigint NOT NULL,
	"claim_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"credits_invoice_id" uuid REFERENCES "invoices"("id"),
	"issue_date" date NOT NULL,
	"locale" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text,
	"claim_reference" text NOT NULL,
	"compensation_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee_minor" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_minor" bigint NOT NULL,
	"aed_rate" text NOT NULL,
	"aed_rate_date" date NOT NULL,
	"fee_aed_minor" bigint NOT NULL,
	"vat_aed_minor" bigint NOT NULL,
	"reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_number_unique" UNIQUE("kind","number"),
	CONSTRAINT "invoices_credits_invoice_id_unique" UNIQUE("credits_invoice_id")
);
--> statement-breakpoint
CREATE INDEX "invoices_claim_id_idx" ON "invoices" ("claim_id");
--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" ("issue_date");
--> statement-breakpoint
CREATE FUNCTION "invoices_never_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A tax invoice is corrected by a credit note, never edited; it is kept five years
	-- (Federal Decree-Law No. 8 of 2017, Art. 78), then it may be deleted.
	IF TG_OP = 'DELETE' AND OLD."issue_date" < current_date - interval '5 years' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'invoices are never edited' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_never_edited" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_never_edited"();
