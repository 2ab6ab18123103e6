CREATE TABLE "event_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"response" text DEFAULT 'invited' NOT NULL,
	"responded_at" timestamp with time zone,
	"time_zone" text,
	"first_joined_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_message_id" bigint,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_response_check" CHECK ("event_attendees"."response" in ('invited', 'coming', 'not_coming'))
);
--> statement-breakpoint
CREATE TABLE "event_kit_addresses" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_notices" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_notices_order_id_kind_starts_at_pk" PRIMARY KEY("order_id","kind","starts_at")
);
--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_last_message_id_email_outbox_id_fk" FOREIGN KEY ("last_message_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_kit_addresses" ADD CONSTRAINT "event_kit_addresses_attendee_id_event_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."event_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notices" ADD CONSTRAINT "event_notices_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_order_email_idx" ON "event_attendees" USING btree ("order_id","email");