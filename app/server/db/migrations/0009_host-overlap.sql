-- Two live bookings of one host never hold overlapping times: the rule the calendar applies
-- (a booking holds [starts_at, blocked_until), blocked_until being the end plus the buffer)
-- becomes an exclusion constraint, which both PostgreSQL and PGlite (with its btree_gist
-- extension loaded) enforce. Decision 050.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Pending bookings whose hold has run out stop counting, as the booking job would mark them.
UPDATE "bookings" SET "status" = 'expired', "updated_at" = now() WHERE "status" = 'pending' AND "hold_expires_at" <= now();--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order" CHECK ("bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."blocked_until");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" NOT IN ('cancelled', 'expired'));--> statement-breakpoint
-- The unique index on (host_id, starts_at) of live bookings guarded a subset of that rule.
DROP INDEX "bookings_host_start_live_idx";
