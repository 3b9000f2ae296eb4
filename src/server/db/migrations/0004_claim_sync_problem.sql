ALTER TABLE "claims" ADD COLUMN "sync_problem" jsonb;
