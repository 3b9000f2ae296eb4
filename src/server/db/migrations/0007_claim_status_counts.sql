CREATE TABLE "claim_status_counts" (
	"status" text PRIMARY KEY,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "claim_status_counts" ("status", "n")
	SELECT s, (SELECT count(*) FROM "claims" WHERE "claims"."status" = s)
	FROM unnest(ARRAY['draft', 'submitted', 'processing', 'approved', 'rejected', 'paid']) AS s;
--> statement-breakpoint
CREATE FUNCTION "claim_status_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- In the transaction that changes the claim: the counts are exact when it commits. Both rows are
	-- locked in status order first, so two moves in opposite directions cannot deadlock.
	PERFORM 1 FROM "claim_status_counts"
		WHERE "status" IN (
			CASE WHEN TG_OP <> 'INSERT' THEN OLD."status" END,
			CASE WHEN TG_OP <> 'DELETE' THEN NEW."status" END)
		ORDER BY "status" FOR UPDATE;
	IF TG_OP <> 'INSERT' THEN
		UPDATE "claim_status_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "claim_status_counts" SET "n" = "n" + 1 WHERE "status" = NEW."status";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "claim_status_counts_insert_delete" AFTER INSERT OR DELETE ON "claims"
	FOR EACH ROW EXECUTE FUNCTION "claim_status_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "claim_status_counts_update" AFTER UPDATE OF "status" ON "claims"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "claim_status_counts_keep"();
