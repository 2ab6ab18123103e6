-- The start the booking policy's deadlines are judged from (issue 40): the booked start, kept
-- through a late reschedule. Existing orders take their booking's start.
ALTER TABLE "event_orders" ADD COLUMN "terms_starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "event_orders" o SET "terms_starts_at" = b."starts_at" FROM "bookings" b WHERE b."id" = o."id";--> statement-breakpoint
ALTER TABLE "event_orders" ALTER COLUMN "terms_starts_at" SET NOT NULL;
