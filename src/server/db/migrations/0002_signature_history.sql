-- Signatures are append-only (security review F13): a claim keeps every signature it was given.
ALTER TABLE "claim_signatures" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "claim_signatures" DROP CONSTRAINT "claim_signatures_pkey";
--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD CONSTRAINT "claim_signatures_pkey" PRIMARY KEY("id");
--> statement-breakpoint
CREATE INDEX "claim_signatures_claim_id_signed_at_idx" ON "claim_signatures" USING btree ("claim_id","signed_at");
