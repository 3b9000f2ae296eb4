CREATE TABLE "claim_residences" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_residences" ADD CONSTRAINT "claim_residences_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
