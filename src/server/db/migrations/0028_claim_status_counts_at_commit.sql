-- The counts per status (0007) were kept by triggers that ran at each insert, delete or status move:
-- a new claim locked its status's count row from its insert until its transaction committed, so
-- every claim filed at once waited for the one before it to commit (issue #37: on a strike day most
-- of the database's busy backends were waiting on that row). As constraint triggers deferred to
-- commit, the same function runs in the committing transaction's last moment and holds the row
-- only for the commit itself. The counts stay exact when each transaction commits.
DROP TRIGGER "claim_status_counts_insert_delete" ON "claims";
--> statement-breakpoint
DROP TRIGGER "claim_status_counts_update" ON "claims";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "claim_status_counts_insert_delete" AFTER INSERT OR DELETE ON "claims"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "claim_status_counts_keep"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "claim_status_counts_update" AFTER UPDATE OF "status" ON "claims"
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "claim_status_counts_keep"();
