CREATE TABLE "booking_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"staff_id" uuid,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"host_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"team_size" text,
	"notes" text,
	"game" text,
	"visitor_time_zone" text NOT NULL,
	"lead_id" bigint,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_queued_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "ical_event" jsonb;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_booking_hosts_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_hosts_staff_idx" ON "booking_hosts" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "bookings_host_start_idx" ON "bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_host_start_live_idx" ON "bookings" USING btree ("host_id","starts_at") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
-- The team calendar that takes bookings out of the box: no staff member, the business time zone,
-- and NULL weekly hours, which means the weekly hours of the site configuration (site.scheduler).
INSERT INTO "booking_hosts" ("name", "email", "staff_id", "time_zone", "weekly_hours", "active")
VALUES ('Rallyroom team', NULL, NULL, 'America/New_York', NULL, true);
