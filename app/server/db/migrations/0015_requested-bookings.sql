-- A meeting requested while many holds wait for their email (status 'requested', decision 064)
-- holds no time until its link is clicked, so the no-overlap rule leaves it out like a lapsed hold.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_host_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" NOT IN ('cancelled', 'expired', 'requested'));
