ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before verification existed count as verified (their claims keep being processed).
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- E-mails are keyed by NFKC + lower case now (src/domain/text): bring stored ones to that form,
-- leaving any address whose normal form another account already holds as it is.
DO $$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    UPDATE "users" AS u SET "email" = lower(normalize(btrim(u."email"), NFKC))
    WHERE u."email" <> lower(normalize(btrim(u."email"), NFKC))
      AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o."id" <> u."id" AND o."email" = lower(normalize(btrim(u."email"), NFKC)));
  END IF;
END $$;
