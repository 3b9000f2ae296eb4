ALTER TABLE "claim_cases" ADD COLUMN "escalated_to" text;
--> statement-breakpoint
UPDATE "claim_cases" SET "escalated_to" = 'court' WHERE "stage" = 'in-court' AND "escalated_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "claim_body_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"body" text NOT NULL,
	"answer" jsonb NOT NULL,
	"body_reference" text,
	"received_on" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_body_answers" ADD CONSTRAINT "claim_body_answers_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_body_answers_claim_id_idx" ON "claim_body_answers" USING btree ("claim_id","created_at");
