import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { eventOrders } from "./events.server";

/**
 * The invoices of events bought on the site (issue 42, decision 071): the deposit invoice issued
 * at booking, the closing invoice issued after the event, and credit notes. An invoice is never
 * edited once issued: what it billed, to whom, is frozen here (a change of the event after that
 * is a credit note and a new invoice). Whether it is paid is read from the money that moved
 * (event_payments.invoice_id), never stored twice.
 */

export const invoiceKinds = ["deposit", "closing", "credit_note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** One printed line of an invoice, in cents (negative for a deduction such as the deposit received). */
export interface InvoiceLine {
  label: string;
  cents: number;
  /** Taken off the total (payments received, a credit applied), printed under it. */
  deduction?: true;
}

/**
 * The one gapless numbering of invoices and credit notes: the issuing transaction takes the row's
 * lock with `update … set last_number = last_number + 1 returning`, so two servers never share a
 * number, and a transaction that rolls back gives its number back.
 */
export const documentCounters = pgTable("document_counters", {
  name: text("name").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique(),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    /** 1 for the first invoice of its kind; a re-issue after a credit note is the next. */
    revision: integer("revision").notNull().default(1),
    /** The invoice a credit note cancels. */
    creditsInvoiceId: uuid("credits_invoice_id").references((): AnyPgColumn => invoices.id),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    /** The sum of the lines charged (those that are no `deduction`): the invoice's total. */
    totalCents: integer("total_cents").notNull(),
    /** The sum of all the lines: what the buyer owes on this invoice (negative: a credit in their favour). */
    amountDueCents: integer("amount_due_cents").notNull(),
    /** The headcount billed (a closing invoice: booked after the last change, plus joined above it). */
    headcount: integer("headcount").notNull(),
    billingName: text("billing_name").notNull(),
    billingEmail: text("billing_email").notNull(),
    company: text("company").notNull(),
    invoiceAddress: text("invoice_address").notNull(),
    poNumber: text("po_number"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("invoices_order_idx").on(t.orderId),
    // One deposit and one closing invoice per revision; credit notes are one per invoice they cancel.
    uniqueIndex("invoices_order_kind_revision_idx")
      .on(t.orderId, t.kind, t.revision)
      .where(sql`${t.kind} <> 'credit_note'`),
    uniqueIndex("invoices_credits_idx").on(t.creditsInvoiceId),
    check("invoices_kind_check", sql`${t.kind} in ('deposit', 'closing', 'credit_note')`),
    check(
      "invoices_credit_note_check",
      sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`,
    ),
  ],
);

export const creditStatuses = ["open", "applied", "refunded"] as const;
export type CreditStatus = (typeof creditStatuses)[number];

/**
 * Money owed back to a buyer when fewer were billed than they paid for: recorded with the invoice
 * that showed it, then applied to the same billing contact's next closing invoice or refunded
 * through the provider that took the payment.
 */
export const eventCredits = pgTable(
  "event_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => eventOrders.id),
    invoiceId: uuid("invoice_id")
      .notNull()
      .unique()
      .references(() => invoices.id),
    /** Lower-cased: whose next event it is applied to. */
    billingEmail: text("billing_email").notNull(),
    cents: integer("cents").notNull(),
    status: text("status").$type<CreditStatus>().notNull().default("open"),
    appliedInvoiceId: uuid("applied_invoice_id").references(() => invoices.id),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("event_credits_email_idx").on(t.billingEmail),
    check("event_credits_cents_check", sql`${t.cents} > 0`),
    check("event_credits_status_check", sql`${t.status} in ('open', 'applied', 'refunded')`),
  ],
);
