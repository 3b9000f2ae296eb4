CREATE TABLE "partner_firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_firms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_partner_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "partner_firm_id" uuid;
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_partner_firm_id_partner_firms_id_fk" FOREIGN KEY ("partner_firm_id") REFERENCES "public"."partner_firms"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claims_partner_firm_id_created_at_idx" ON "claims" USING btree ("partner_firm_id","created_at") WHERE "claims"."partner_firm_id" is not null;
--> statement-breakpoint
CREATE TABLE "claim_court_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"firm_id" uuid,
	"kind" text NOT NULL,
	"occurred_on" text NOT NULL,
	"court" text,
	"case_number" text,
	"amount_minor" bigint,
	"currency" text,
	"note" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_court_steps_kind_check" CHECK ("claim_court_steps"."kind" in ('filed', 'hearing', 'judgment', 'paid', 'enforcement'))
);
--> statement-breakpoint
ALTER TABLE "claim_court_steps" ADD CONSTRAINT "claim_court_steps_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_court_steps_claim_id_idx" ON "claim_court_steps" USING btree ("claim_id","created_at");
--> statement-breakpoint
CREATE TABLE "limitation_alerts" (
	"claim_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"deadline" text NOT NULL,
	"due_on" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limitation_alerts_pk" PRIMARY KEY("claim_id","deadline","days_before"),
	CONSTRAINT "limitation_alerts_state_check" CHECK ("limitation_alerts"."state" in ('pending', 'sent', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "limitation_alerts" ADD CONSTRAINT "limitation_alerts_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "limitation_alerts_due_idx" ON "limitation_alerts" USING btree ("due_on") WHERE "limitation_alerts"."state" = 'pending';
