-- A calendar for each host profile (content/hosts/*.md) other than the team calendar's person:
-- it takes the events of the activities its person hosts, never meetings. The business time
-- zone and the configured weekly hours until staff set the host's own on /admin/availability.
ALTER TABLE "booking_hosts" ADD COLUMN "meetings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
INSERT INTO "booking_hosts" ("name", "email", "staff_id", "time_zone", "weekly_hours", "active", "meetings")
SELECT v."name", v."email", NULL, 'America/New_York', NULL, true, false
FROM (VALUES
  ('Daniel Reyes', 'daniel@rallyroom.example'),
  ('Mei Tanaka', 'mei@rallyroom.example'),
  ('Samuel Adeyemi', 'samuel@rallyroom.example'),
  ('Clara Jensen', 'clara@rallyroom.example'),
  ('Rafael Costa', 'rafael@rallyroom.example')
) AS v("name", "email")
WHERE NOT EXISTS (SELECT 1 FROM "booking_hosts" h WHERE lower(h."email") = v."email");
