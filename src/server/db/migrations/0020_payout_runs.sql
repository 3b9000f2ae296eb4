-- Payout runs (issue #36, money out): an admin puts ready claims in a run, a second admin approves
-- it (never its creator: four eyes, also a CHECK here), the files go to the bank, and the bank's
-- execution report (or the agent's date and reference) marks each claim paid. One pending item per
-- claim at a time (the partial unique index): a claim is never in two open runs. Items keep the
-- claim's reference and amounts when the claim is erased (SET NULL): the books stay whole.
ALTER TABLE "claim_payout_accounts" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "claim_payout_accounts" ADD COLUMN "address_country" text;--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"message_id" text NOT NULL UNIQUE,
	"execution_date" date NOT NULL,
	"rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payout_runs_status_check" CHECK ("status" in ('created', 'approved', 'confirmed')),
	CONSTRAINT "payout_runs_four_eyes" CHECK ("approved_by" IS NULL OR "approved_by" <> "created_by")
);--> statement-breakpoint
CREATE TABLE "payout_run_items" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL REFERENCES "payout_runs"("id") ON DELETE CASCADE,
	"claim_id" uuid REFERENCES "claims"("id") ON DELETE SET NULL,
	"reference" text NOT NULL,
	"route" text NOT NULL,
	"source_amount" bigint NOT NULL,
	"source_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"rate" jsonb,
	"account_masked" text NOT NULL,
	"account_updated_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"value_date" date,
	"bank_reference" text,
	"reason" text,
	CONSTRAINT "payout_run_items_route_check" CHECK ("route" in ('sepa', 'bank-csv')),
	CONSTRAINT "payout_run_items_status_check" CHECK ("status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "payout_run_items_amount_check" CHECK ("amount" > 0 AND "source_amount" > 0)
);--> statement-breakpoint
CREATE INDEX "payout_run_items_run_idx" ON "payout_run_items" ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_one_open_per_claim" ON "payout_run_items" ("claim_id") WHERE "status" = 'pending';
