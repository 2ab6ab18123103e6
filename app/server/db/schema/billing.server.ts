import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.server";

/** A seeded add-on; quotes price add-ons from the engine (app/domain/pricing.ts) instead. */
export interface CatalogAddon {
  key: string;
  cents: number;
  name: string;
}

/** What can be quoted, in cents; rows are seeded by migration, not by a request. */
export const billingCatalogItems = pgTable("billing_catalog_items", {
  activitySlug: text("activity_slug").primaryKey(),
  title: text("title").notNull(),
  priceMinPp: integer("price_min_pp").notNull(),
  priceMaxPp: integer("price_max_pp").notNull(),
  minEventFee: integer("min_event_fee").notNull(),
  addons: jsonb("addons").$type<CatalogAddon[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * draft → sent (staff emailed the link) → accepted (deposit paid) → invoiced (balance invoiced).
 * Without a card checkout the client asks for an invoice instead: invoice_requested → invoiced
 * (staff sent it) → accepted once staff mark the deposit paid.
 */
export const quoteStatuses = ["draft", "sent", "invoice_requested", "accepted", "invoiced"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/**
 * How a quote's deposit was paid: by card through Stripe, through the built-in test checkout
 * (no money taken: never counted as revenue), or by an invoice staff marked paid.
 */
export const paymentMethods = ["stripe", "test", "invoice"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * A priced quote. Amounts are computed on the server when the quote is created and frozen
 * here, so a later catalogue change never alters what a client was offered.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activitySlug: text("activity_slug")
      .notNull()
      .references(() => billingCatalogItems.activitySlug),
    contactEmail: text("contact_email").notNull(),
    clientRef: text("client_ref"),
    /**
     * The priced figures of a quote made on /billing. Null for an event's quote: its event order
     * (event_orders) owns the headcount, lines and totals, and every reader takes them from
     * `quote_view`, so a change of the event never leaves a stale copy here.
     */
    estHeadcount: integer("est_headcount"),
    addons: jsonb("addons").$type<string[]>().notNull().default([]),
    rateCents: integer("rate_cents"),
    subtotalCents: integer("subtotal_cents"),
    addonsCents: integer("addons_cents"),
    totalCents: integer("total_cents"),
    depositCents: integer("deposit_cents"),
    balanceCents: integer("balance_cents"),
    currency: text("currency").notNull().default("usd"),
    status: text("status").$type<QuoteStatus>().notNull().default("draft"),
    /** sha256 of the random browser id in the visitor's signed cookie: who may see the quote. */
    ownerHash: text("owner_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    invoiceRequestedAt: timestamp("invoice_requested_at", { withTimezone: true }),
    /** Set with `paid_at` when the deposit is paid, and only then. */
    paymentMethod: text("payment_method").$type<PaymentMethod>(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The workspace the quote was claimed into at sign-in (issue 43): by its browser or its email. */
    workspaceId: uuid("workspace_id").references(() => workspaces.id),
  },
  (t) => [
    index("quotes_workspace_idx").on(t.workspaceId),
    index("quotes_owner_created_idx").on(t.ownerHash, t.createdAt),
    index("quotes_created_idx").on(t.createdAt),
    check(
      "quotes_payment_method_check",
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in ('stripe', 'test', 'invoice')`,
    ),
    check("quotes_paid_together_check", sql`(${t.paymentMethod} is null) = (${t.paidAt} is null)`),
    check(
      "quotes_figures_together_check",
      sql`num_nonnulls(${t.estHeadcount}, ${t.rateCents}, ${t.subtotalCents}, ${t.addonsCents}, ${t.totalCents}, ${t.depositCents}, ${t.balanceCents}) in (0, 7)`,
    ),
  ],
);

/**
 * Every quote as its readers see it (migration 0011_event-owns-facts creates the view): a
 * /billing quote's own figures, or, for an event bought on the site, its event order's
 * headcount, add-ons and totals, the event's start (its booking) and the event's status. The
 * one read path of /billing, the quote page, the deposit checkout and the admin.
 */
export const quoteView = pgView("quote_view", {
  id: uuid("id").notNull(),
  activitySlug: text("activity_slug").notNull(),
  contactEmail: text("contact_email").notNull(),
  clientRef: text("client_ref"),
  estHeadcount: integer("est_headcount").notNull(),
  addons: jsonb("addons").$type<string[]>().notNull(),
  rateCents: integer("rate_cents").notNull(),
  subtotalCents: integer("subtotal_cents").notNull(),
  addonsCents: integer("addons_cents").notNull(),
  totalCents: integer("total_cents").notNull(),
  depositCents: integer("deposit_cents").notNull(),
  balanceCents: integer("balance_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<QuoteStatus>().notNull(),
  ownerHash: text("owner_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
  invoiceRequestedAt: timestamp("invoice_requested_at", { withTimezone: true }),
  paymentMethod: text("payment_method").$type<PaymentMethod>(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  /** The event bought with this quote (its order's id), null for a /billing quote. */
  eventId: uuid("event_id"),
  /** That event's status (held, paid, invoiced, cancelled, completed, expired). */
  eventStatus: text("event_status").$type<EventStatusOfQuote>(),
  /** That event's start now (its booking's), null for a /billing quote. */
  eventStartsAt: timestamp("event_starts_at", { withTimezone: true }),
}).existing();

/** The statuses of an event order, as quote_view carries them (schema/events.server.ts owns the list). */
export type EventStatusOfQuote = "held" | "paid" | "invoiced" | "cancelled" | "completed" | "expired";

export const paymentSessionStatuses = ["open", "paid", "failed", "expired"] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];

/** One checkout session per deposit attempt, at Stripe or in the built-in test checkout. */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").$type<"stripe" | "test">().notNull(),
    sessionId: text("session_id").notNull().unique(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    url: text("url").notNull(),
    status: text("status").$type<PaymentSessionStatus>().notNull().default("open"),
    /** The invoice this checkout pays (a closing invoice paid by card), null for a deposit. */
    invoiceId: uuid("invoice_id"),
    /**
     * Where the checkout returns once paid (the event's page, the workspace's, /billing/success):
     * Stripe keeps its own copy; the test checkout reads it here. Null for sessions before 0018.
     */
    successUrl: text("success_url"),
    /** Stripe's payment intent (or the test checkout's payment id) once paid: refunds name it. */
    paymentReference: text("payment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("payment_sessions_quote_idx").on(t.quoteId)],
);

/** Webhook event ids already handled: a replayed event finds its id here and changes nothing. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  outcome: text("outcome").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().default(sql`now()`),
});
