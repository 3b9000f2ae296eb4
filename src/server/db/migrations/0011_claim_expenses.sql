CREATE TABLE "claim_expenses" (
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_expenses_claim_id_id_pk" PRIMARY KEY("claim_id","id"),
	CONSTRAINT "claim_expenses_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_expenses_claim_id_position_idx" ON "claim_expenses" ("claim_id","position");
--> statement-breakpoint
CREATE INDEX "claim_expenses_user_id_idx" ON "claim_expenses" ("user_id");
