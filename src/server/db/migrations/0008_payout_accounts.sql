CREATE TABLE "claim_payout_accounts" (
	"claim_id" uuid PRIMARY KEY NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"masked" text NOT NULL,
	"sealed" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_payout_accounts_kind_check" CHECK ("kind" in ('iban', 'account'))
);
