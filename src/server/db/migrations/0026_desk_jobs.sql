-- The airline desk's own jobs in the delivery queue (issue #37): 'desk' is a send-to-airline queued by
-- the bulk letter action, run by the desk worker (printing needs Chromium, not the mail sender).
ALTER TABLE "notification_jobs" DROP CONSTRAINT "notification_jobs_channel_check";
--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD CONSTRAINT "notification_jobs_channel_check" CHECK ("channel" in ('email', 'push', 'desk'));
