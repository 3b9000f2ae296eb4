-- The due jobs had one index for both workers: the mail worker read past every desk job due before
-- its mails, and a strike day's bulk send queues thousands of them (issue #37: the mail worker's take
-- cost 0.23 ms at 2,000 claims and 0.57 ms at 10,000). An index per lane (notify/queue.ts
-- takeDueJobs): each worker reads only its own due jobs, in the order it takes them.
DROP INDEX "notification_jobs_due_idx";
--> statement-breakpoint
CREATE INDEX "notification_jobs_due_mail_idx" ON "notification_jobs" ("run_at", "id") WHERE "state" = 'pending' AND "channel" <> 'desk';
--> statement-breakpoint
CREATE INDEX "notification_jobs_due_desk_idx" ON "notification_jobs" ("run_at", "id") WHERE "state" = 'pending' AND "channel" = 'desk';
