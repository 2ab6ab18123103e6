import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { type billingCatalogItems, type QuoteStatus, quoteView } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The quote as the rest of the server sees it: its row types, the statuses each step accepts and
 * the small rules read from a row. No database access here: import these from this module, not
 * through the service (app/server/services/quotes.server.ts).
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * A quote as every reader sees it: a row of `quote_view`, where an event's quote carries its
 * event order's headcount, add-ons and totals, its start and its status (migration 0011).
 */
export type Quote = typeof quoteView.$inferSelect;

/**
 * The status a quote shows: an event's quote shows its event's (held, paid, invoiced, cancelled,
 * completed, expired), which the event's page and the admin show too; a /billing quote its own.
 */
export const shownQuoteStatus = (quote: Pick<Quote, "status" | "eventStatus">): string =>
  quote.eventStatus ?? quote.status;

/** An event's quote is paid, changed and cancelled on the event's page, never through /billing. */
export const EVENT_QUOTE_REFUSAL =
  "This quote is for an event booked on the site: pay for it or change it on the event's page.";

/** One quote through the view; writers call it after their update, so they answer what readers see. */
export async function readQuote(exec: Executor, id: string): Promise<Quote | undefined> {
  const [quote] = await exec.select().from(quoteView).where(eq(quoteView.id, id));
  return quote;
}
export type CatalogItem = typeof billingCatalogItems.$inferSelect;

export interface QuoteSummary {
  totalQuotes: number;
  acceptedQuotes: number;
  totalValueCents: number;
}

/** Paid figures with test payments kept apart: they never count as money taken. */
export interface PaymentTotals {
  /** Deposits paid by card (Stripe) or by invoice. */
  paid: { count: number; depositCents: number; totalCents: number };
  /** Deposits marked paid through the test checkout: no money taken. */
  test: { count: number; depositCents: number; totalCents: number };
}

/** Where the emailed quote link points and how its key is signed. */
export interface QuoteLinkOptions {
  origin: string;
  secret: string;
}

/**
 * Statuses from which the client may still start paying the deposit (open a checkout, or
 * request an invoice): the quote is not yet paid for and no invoice was asked for.
 */
export const DEPOSIT_STATUSES: readonly QuoteStatus[] = ["draft", "sent"];

/**
 * Statuses a completed checkout may accept: a client who asked for an invoice may still have
 * paid an open checkout, and that payment must not be lost.
 */
export const PAYABLE_STATUSES: readonly QuoteStatus[] = [...DEPOSIT_STATUSES, "invoice_requested"];

/** Statuses staff may mark invoiced. */
export const INVOICEABLE_STATUSES: readonly QuoteStatus[] = ["sent", "invoice_requested", "accepted"];

/** A quote whose deposit went through the test checkout: no money was taken. */
export const isTestPayment = (quote: Pick<Quote, "paymentMethod">) => quote.paymentMethod === "test";

/** Staff may mark an invoiced quote paid while its deposit is unpaid. */
export const canMarkPaid = (quote: Pick<Quote, "status" | "paymentMethod">) =>
  quote.status === "invoiced" && quote.paymentMethod === null;

export function summarise(list: readonly Pick<Quote, "status" | "totalCents">[]): QuoteSummary {
  return {
    totalQuotes: list.length,
    acceptedQuotes: list.filter((quote) => quote.status === "accepted").length,
    totalValueCents: list.reduce((sum, quote) => sum + quote.totalCents, 0),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
