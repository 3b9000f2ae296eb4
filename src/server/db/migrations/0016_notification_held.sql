-- A mail to an address its owner has not confirmed yet waits as 'held' and is sent once they confirm it.
ALTER TABLE "notification_jobs" DROP CONSTRAINT "notification_jobs_state_check";
--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD CONSTRAINT "notification_jobs_state_check" CHECK ("state" in ('pending', 'done', 'dead', 'dropped', 'held'));
