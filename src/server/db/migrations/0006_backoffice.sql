ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "assigned_to" text;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "open_request_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE CASCADE,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "claim_events_claim_id_id_idx" ON "claim_events" ("claim_id", "id");
--> statement-breakpoint
CREATE FUNCTION "claim_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Deleting the claim (account erasure) cascades here from the foreign key's own trigger
	-- (depth 2); a direct UPDATE or DELETE (depth 1) is refused.
	IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'claim_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "claim_events_append_only" BEFORE UPDATE OR DELETE ON "claim_events"
	FOR EACH ROW EXECUTE FUNCTION "claim_events_append_only"();
--> statement-breakpoint
CREATE INDEX "claims_created_at_id_idx" ON "claims" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "claims_status_created_at_id_idx" ON "claims" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "claims_assigned_to_created_at_idx" ON "claims" ("assigned_to", "created_at");
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "flight_number" text GENERATED ALWAYS AS (upper(replace("flight"->>'flight_number', ' ', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "flight_date" text GENERATED ALWAYS AS ("flight"->>'departure_date') STORED;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "airline" text GENERATED ALWAYS AS (coalesce(upper("flight"->>'operating_carrier'), left(upper("flight"->>'flight_number'), 2))) STORED;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "limitation_deadline" text GENERATED ALWAYS AS ("assessment"->'claimDeadlines'->'shortest'->>'lastDay') STORED;
--> statement-breakpoint
CREATE INDEX "claims_flight_number_idx" ON "claims" ("flight_number" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "claims_flight_date_idx" ON "claims" ("flight_date");
--> statement-breakpoint
CREATE INDEX "claims_airline_created_at_idx" ON "claims" ("airline", "created_at");
--> statement-breakpoint
CREATE INDEX "claims_booking_reference_idx" ON "claims" ("booking_reference" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "claim_passengers_email_idx" ON "claim_passengers" (lower("email") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "claim_passengers_last_name_idx" ON "claim_passengers" (lower("last_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "claim_passengers_first_name_idx" ON "claim_passengers" (lower("first_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "claims_limitation_deadline_idx" ON "claims" ("limitation_deadline");
