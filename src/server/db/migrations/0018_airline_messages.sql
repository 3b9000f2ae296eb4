CREATE TABLE "airline_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"via" text NOT NULL,
	"from_address" text,
	"subject" text,
	"body" text DEFAULT '' NOT NULL,
	"note" text,
	"uploaded_by" text,
	"message_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airline_messages_via_check" CHECK ("via" in ('email', 'upload'))
);
--> statement-breakpoint
ALTER TABLE "airline_messages" ADD CONSTRAINT "airline_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "airline_messages_claim_id_received_at_idx" ON "airline_messages" USING btree ("claim_id","received_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "airline_messages_claim_id_message_id_idx" ON "airline_messages" USING btree ("claim_id","message_id");
--> statement-breakpoint
CREATE TABLE "airline_message_files" (
	"message_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text,
	"blob_key" text,
	"refused" text,
	"refused_detail" text,
	CONSTRAINT "airline_message_files_message_id_position_pk" PRIMARY KEY("message_id","position"),
	CONSTRAINT "airline_message_files_blob_key_unique" UNIQUE("blob_key")
);
--> statement-breakpoint
ALTER TABLE "airline_message_files" ADD CONSTRAINT "airline_message_files_message_id_airline_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."airline_messages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "airline_channel_corrections" (
	"iata" text PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"languages" jsonb,
	"direct_first" jsonb,
	"adr" jsonb,
	"source" text NOT NULL,
	"corrected_by" text NOT NULL,
	"corrected_by_name" text NOT NULL,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
