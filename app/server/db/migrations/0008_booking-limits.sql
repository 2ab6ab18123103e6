DROP INDEX "bookings_host_start_live_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email_domain" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_email_domain_idx" ON "bookings" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "bookings_client_address_idx" ON "bookings" USING btree ("client_address");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_host_start_live_idx" ON "bookings" USING btree ("host_id","starts_at") WHERE "bookings"."status" not in ('cancelled', 'expired');--> statement-breakpoint
-- Bookings made before the limits count by their email's whole domain (close enough for the
-- per-domain count: new rows store the registrable domain).
UPDATE "bookings" SET "email_domain" = lower(split_part("email", '@', 2)) WHERE "email_domain" IS NULL;
