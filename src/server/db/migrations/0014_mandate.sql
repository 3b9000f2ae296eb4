ALTER TABLE "claim_passengers" ADD COLUMN "minor" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD COLUMN "mandate_version" text;
--> statement-breakpoint
ALTER TABLE "claim_signatures" ADD COLUMN "mandate_sha256" text;
--> statement-breakpoint
CREATE TABLE "claim_cosigners" (
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blob_key" text,
	"sha256" text,
	"size" integer,
	"mandate_version" text,
	"mandate_sha256" text,
	"signed_at" timestamp with time zone,
	CONSTRAINT "claim_cosigners_claim_id_position_pk" PRIMARY KEY("claim_id","position"),
	CONSTRAINT "claim_cosigners_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "claim_cosigners_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "claim_cosigners" ADD CONSTRAINT "claim_cosigners_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "claim_mandates" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"mandate_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_mandates_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "claim_mandates" ADD CONSTRAINT "claim_mandates_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
