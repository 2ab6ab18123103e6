import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PriceLine } from "~/domain/pricing";
import { quotes } from "./billing.server";
import { bookings } from "./booking.server";
import { workspaces } from "./workspaces.server";

/**
 * An event bought on the site (decision 057): `held` while the buyer checks out (its booking
 * holds the host's time until `hold_expires_at`), `paid` once the card deposit is in, `invoiced`
 * when the buyer chose a net-30 invoice, then `completed` or `cancelled`; `expired` when the
 * hold ran out unpaid.
 */
export const eventOrderStatuses = ["held", "paid", "invoiced", "cancelled", "completed", "expired"] as const;
export type EventOrderStatus = (typeof eventOrderStatuses)[number];

export const eventPaymentModes = ["card", "invoice"] as const;
export type EventPaymentMode = (typeof eventPaymentModes)[number];

/**
 * The event's order: the booking (`id` is the booking's id: the host's time, the buyer's name,
 * email, company and time zone live there), the quote it was priced as (its deposit is what the
 * card checkout takes, and /billing shows it), and what the price engine made of it now. A change
 * of headcount reprices the order; the quote keeps what was first offered.
 */
export const eventOrders = pgTable(
  "event_orders",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => bookings.id),
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    activitySlug: text("activity_slug").notNull(),
    headcount: integer("headcount").notNull(),
    addOns: jsonb("add_ons").$type<string[]>().notNull().default([]),
    /** A first-event voucher's code: one live order may use it (the partial unique index). */
    voucherCode: text("voucher_code"),
    voucherUpgrade: text("voucher_upgrade"),
    /** The price engine's lines for the current headcount, and its totals, in cents. */
    lines: jsonb("lines").$type<PriceLine[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    paymentMode: text("payment_mode").$type<EventPaymentMode>().notNull(),
    status: text("status").$type<EventOrderStatus>().notNull().default("held"),
    billingName: text("billing_name").notNull(),
    billingEmail: text("billing_email").notNull(),
    poNumber: text("po_number"),
    invoiceAddress: text("invoice_address").notNull(),
    /**
     * The event's video call, set by staff (an https link on `site.attendees.videoHosts`); the
     * attendees' join button redirects to it, so it can change without re-sending anything.
     */
    videoUrl: text("video_url"),
    /**
     * When the event's current time was chosen (the checkout, or the latest move): the rush fee is
     * judged from it, so a move into the rush window pays the fee and a headcount change never adds one.
     */
    pricedAt: timestamp("priced_at", { withTimezone: true }).notNull(),
    /**
     * The start the booking policy's deadlines are judged from (the refund tier, the 72-hour
     * headcount rule): the booked start, moved along only by a reschedule made while every right
     * was still whole, so a late move keeps the tier it was made in.
     */
    termsStartsAt: timestamp("terms_starts_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the job loop (or staff) closed the event after its end: the closing invoice and surveys follow. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * Staff's correction of how many attended, when the join links missed people (a forwarded
     * call link, a room sharing one screen); null means the count of attendees who joined.
     */
    attendedCount: integer("attended_count"),
    /** The host's note and winners for the organiser's recap, entered by staff after the event. */
    recapNote: text("recap_note"),
    recapWinners: text("recap_winners"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The workspace the event was claimed into when its buyer first signed in (issue 43); null before. */
    workspaceId: uuid("workspace_id").references(() => workspaces.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("event_orders_status_idx").on(t.status),
    index("event_orders_workspace_idx").on(t.workspaceId),
    uniqueIndex("event_orders_voucher_live_idx")
      .on(t.voucherCode)
      .where(sql`${t.voucherCode} is not null and ${t.status} not in ('cancelled', 'expired')`),
    check("event_orders_headcount_check", sql`${t.headcount} > 0`),
    check("event_orders_attended_check", sql`${t.attendedCount} is null or ${t.attendedCount} >= 0`),
    check(
      "event_orders_amounts_check",
      sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0 and ${t.depositCents} <= ${t.totalCents}`,
    ),
  ],
);

export const eventPaymentKinds = ["payment", "refund"] as const;
export type EventPaymentKind = (typeof eventPaymentKinds)[number];

/**
 * Money that moved for an event, one row per movement: the deposit paid (card, test checkout or an
 * invoice staff marked paid) and each refund. `reference` is the provider's id (a Stripe payment
 * intent or refund, a test checkout's), unique so a replayed event records nothing twice.
 */
export const eventPayments = pgTable(
  "event_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    kind: text("kind").$type<EventPaymentKind>().notNull(),
    method: text("method").$type<"stripe" | "test" | "invoice">().notNull(),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference").unique(),
    note: text("note"),
    /** The invoice this money settles (schema/invoices.server.ts); null for a refund or a top-up. */
    invoiceId: uuid("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("event_payments_order_idx").on(t.orderId),
    check("event_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);
