CREATE TABLE "event_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"activity_slug" text NOT NULL,
	"headcount" integer NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voucher_code" text,
	"voucher_upgrade" text,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"po_number" text,
	"invoice_address" text NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_orders_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "event_orders_headcount_check" CHECK ("event_orders"."headcount" > 0),
	CONSTRAINT "event_orders_amounts_check" CHECK ("event_orders"."total_cents" >= 0 and "event_orders"."deposit_cents" >= 0 and "event_orders"."deposit_cents" <= "event_orders"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "event_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "event_payments_amount_check" CHECK ("event_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "event_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_id_bookings_id_fk" FOREIGN KEY ("id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_orders_status_idx" ON "event_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_voucher_live_idx" ON "event_orders" USING btree ("voucher_code") WHERE "event_orders"."voucher_code" is not null and "event_orders"."status" not in ('cancelled', 'expired');--> statement-breakpoint
CREATE INDEX "event_payments_order_idx" ON "event_payments" USING btree ("order_id");