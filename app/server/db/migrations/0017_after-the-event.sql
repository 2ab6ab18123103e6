CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"billing_email" text NOT NULL,
	"cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"applied_invoice_id" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_credits_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "event_credits_cents_check" CHECK ("event_credits"."cents" > 0),
	CONSTRAINT "event_credits_status_check" CHECK ("event_credits"."status" in ('open', 'applied', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"credits_invoice_id" uuid,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"headcount" integer NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"company" text NOT NULL,
	"invoice_address" text NOT NULL,
	"po_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('deposit', 'closing', 'credit_note')),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attendee_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" integer,
	"comment" text,
	"consent" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"review" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "event_surveys_rating_check" CHECK ("event_surveys"."rating" is null or "event_surveys"."rating" between 1 and 5),
	CONSTRAINT "event_surveys_answered_check" CHECK (("event_surveys"."rating" is null) = ("event_surveys"."answered_at" is null)),
	CONSTRAINT "event_surveys_review_check" CHECK ("event_surveys"."review" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "attended_count" integer;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "recap_note" text;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "recap_winners" text;--> statement-breakpoint
ALTER TABLE "event_payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "event_credits" ADD CONSTRAINT "event_credits_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_credits" ADD CONSTRAINT "event_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_credits" ADD CONSTRAINT "event_credits_applied_invoice_id_invoices_id_fk" FOREIGN KEY ("applied_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_surveys" ADD CONSTRAINT "event_surveys_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_surveys" ADD CONSTRAINT "event_surveys_attendee_id_event_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."event_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_credits_email_idx" ON "event_credits" USING btree ("billing_email");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_revision_idx" ON "invoices" USING btree ("order_id","kind","revision") WHERE "invoices"."kind" <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_idx" ON "invoices" USING btree ("credits_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_surveys_attendee_idx" ON "event_surveys" USING btree ("order_id","attendee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_surveys_organiser_idx" ON "event_surveys" USING btree ("order_id") WHERE "event_surveys"."attendee_id" is null;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_attended_check" CHECK ("event_orders"."attended_count" is null or "event_orders"."attended_count" >= 0);--> statement-breakpoint
INSERT INTO "document_counters" ("name", "last_number") VALUES ('invoice', 0);
--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id");--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id");
