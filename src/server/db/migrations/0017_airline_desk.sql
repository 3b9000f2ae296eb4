-- The airline desk (issue #34): the case inside `processing`, the letters sent (immutable, with
-- their SHA-256 and blob key) and the airline's answers.
CREATE TABLE "claim_cases" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"airline" text,
	"channel" text,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"airline_reference" text,
	"blocked" text,
	"next_due_on" text,
	"next_due_what" text,
	"escalated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_cases_stage_check" CHECK ("stage" in ('preparing', 'sent', 'reminded', 'answered', 'escalated', 'in-court', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "claim_cases" ADD CONSTRAINT "claim_cases_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_cases_next_due_idx" ON "claim_cases" USING btree ("next_due_on");
--> statement-breakpoint
CREATE TABLE "claim_letters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"channel" text,
	"sent_to" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "claim_letters_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "claim_letters" ADD CONSTRAINT "claim_letters_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_letters_claim_id_idx" ON "claim_letters" USING btree ("claim_id","created_at");
--> statement-breakpoint
CREATE TABLE "claim_airline_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"received_on" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"passenger_decision" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "claim_airline_answers" ADD CONSTRAINT "claim_airline_answers_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_airline_answers_claim_id_idx" ON "claim_airline_answers" USING btree ("claim_id","created_at");
