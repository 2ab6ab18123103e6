-- One owner for each fact of an event (issue 38): its order in event_orders holds the headcount,
-- add-ons, lines and totals; the quote it was bought with and its booking keep no copy.
ALTER TABLE "quotes" ALTER COLUMN "est_headcount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "subtotal_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "addons_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "total_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "deposit_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "balance_cents" DROP NOT NULL;--> statement-breakpoint
UPDATE "quotes" SET "est_headcount" = NULL, "addons" = '[]'::jsonb, "rate_cents" = NULL, "subtotal_cents" = NULL,
  "addons_cents" = NULL, "total_cents" = NULL, "deposit_cents" = NULL, "balance_cents" = NULL
  WHERE "id" IN (SELECT "quote_id" FROM "event_orders");--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "event_starts_at";--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_figures_together_check" CHECK (num_nonnulls("quotes"."est_headcount", "quotes"."rate_cents", "quotes"."subtotal_cents", "quotes"."addons_cents", "quotes"."total_cents", "quotes"."deposit_cents", "quotes"."balance_cents") in (0, 7));--> statement-breakpoint
UPDATE "bookings" SET "team_size" = NULL WHERE "type" = 'event';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_team_size_check" CHECK ("bookings"."type" <> 'event' or "bookings"."team_size" is null);--> statement-breakpoint
-- Every quote as its readers see it: an event's figures come from its order and booking.
CREATE VIEW "quote_view" AS
SELECT q."id", q."activity_slug", q."contact_email", q."client_ref",
  coalesce(o."headcount", q."est_headcount") AS "est_headcount",
  CASE WHEN o."id" IS NULL THEN q."addons"
    ELSE o."add_ons" || CASE WHEN o."lines" @> '[{"kind": "rush"}]'::jsonb THEN '["rush"]'::jsonb ELSE '[]'::jsonb END
  END AS "addons",
  coalesce(fee."rate_cents", q."rate_cents") AS "rate_cents",
  coalesce(fee."cents", q."subtotal_cents") AS "subtotal_cents",
  coalesce(o."total_cents" - fee."cents", q."addons_cents") AS "addons_cents",
  coalesce(o."total_cents", q."total_cents") AS "total_cents",
  coalesce(o."deposit_cents", q."deposit_cents") AS "deposit_cents",
  coalesce(o."total_cents" - o."deposit_cents", q."balance_cents") AS "balance_cents",
  q."currency", q."status", q."owner_hash", q."created_at", q."updated_at", q."sent_at", q."accepted_at",
  q."invoiced_at", q."invoice_requested_at", q."payment_method", q."paid_at",
  o."id" AS "event_id", o."status" AS "event_status", b."starts_at" AS "event_starts_at"
FROM "quotes" q
LEFT JOIN "event_orders" o ON o."quote_id" = q."id"
LEFT JOIN "bookings" b ON b."id" = o."id"
LEFT JOIN LATERAL (
  SELECT (line->>'rateCents')::int AS "rate_cents", (line->>'cents')::int AS "cents"
  FROM jsonb_array_elements(o."lines") AS line
  WHERE line->>'kind' NOT IN ('addon', 'rush', 'voucher')
  LIMIT 1
) fee ON true;
