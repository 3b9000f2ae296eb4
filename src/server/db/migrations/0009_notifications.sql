CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY,
	"user_id" text NOT NULL,
	"claim_id" uuid REFERENCES "claims"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_id_event_key_idx" ON "notifications" ("user_id", "event_key");
--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY,
	"email" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"delivery_key" text NOT NULL,
	"channel" text NOT NULL,
	"notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
	"subscription_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_jobs_state_check" CHECK ("state" in ('pending', 'done', 'dead', 'dropped')),
	CONSTRAINT "notification_jobs_channel_check" CHECK ("channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_jobs_delivery_key_idx" ON "notification_jobs" ("delivery_key");
--> statement-breakpoint
CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" ("run_at") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "notification_jobs_state_idx" ON "notification_jobs" ("state", "updated_at");
