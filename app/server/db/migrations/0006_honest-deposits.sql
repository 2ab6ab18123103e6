ALTER TABLE "quotes" ADD COLUMN "invoice_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_payment_method_check" CHECK ("quotes"."payment_method" is null or "quotes"."payment_method" in ('stripe', 'test', 'invoice'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_paid_together_check" CHECK (("quotes"."payment_method" is null) = ("quotes"."paid_at" is null));--> statement-breakpoint
-- Deposits paid before this migration: the method is the provider of the quote's paid session.
UPDATE "quotes" SET "payment_method" = "paid"."provider", "paid_at" = "paid"."completed_at"
FROM (
  SELECT DISTINCT ON ("quote_id") "quote_id", "provider", coalesce("completed_at", "created_at") AS "completed_at"
  FROM "payment_sessions" WHERE "status" = 'paid'
  ORDER BY "quote_id", "completed_at"
) AS "paid"
WHERE "paid"."quote_id" = "quotes"."id" AND "quotes"."payment_method" IS NULL;
