import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { quotes } from "~/server/db/schema.server";
import type { QuoteContext } from "~/server/services/quote/context.server";
import {
  DEPOSIT_STATUSES,
  EVENT_QUOTE_REFUSAL,
  INVOICEABLE_STATUSES,
  isUuid,
  type Quote,
  readQuote,
} from "~/server/services/quote/model.server";
import { notifyInvoiceRequested, notifyQuoteSent } from "~/server/services/quote/notify.server";

export type RequestInvoiceResult =
  | { ok: true; quote: Quote }
  | { ok: false; status: 400 | 404 | 409; error: string };

/**
 * A quote's way from draft to paid, apart from the card checkout (app/server/services/deposits.server.ts):
 * the client's invoice request and staff's status changes. Each change that emails someone queues
 * the email in the transaction that makes the change.
 */
export function createQuoteStatus({ db, link, onQueued }: QuoteContext) {
  return {
    /**
     * The client asks for an invoice instead of paying by card (the only way when the site has
     * no card checkout). Only the quote's owner, only while no deposit is under way: the status
     * becomes invoice_requested, and the team's notification and the client's confirmation join
     * the outbox in the same transaction.
     */
    async requestInvoice(quoteId: unknown, ownerHash: string): Promise<RequestInvoiceResult> {
      if (typeof quoteId !== "string" || !isUuid(quoteId)) {
        return { ok: false, status: 400, error: "Choose a quote" };
      }
      const result = await db.transaction(async (tx): Promise<RequestInvoiceResult> => {
        const [quote] = await tx
          .update(quotes)
          .set({ status: "invoice_requested", invoiceRequestedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(quotes.id, quoteId),
              eq(quotes.ownerHash, ownerHash),
              inArray(quotes.status, [...DEPOSIT_STATUSES]),
              // An event's quote: its figures are null, its invoice the event checkout's.
              isNotNull(quotes.totalCents),
            ),
          )
          .returning({ id: quotes.id });
        const requested = quote ? await readQuote(tx, quote.id) : undefined;
        if (requested) {
          await notifyInvoiceRequested(tx, requested, link);
          return { ok: true, quote: requested };
        }
        const [existing] = await tx
          .select({ status: quotes.status, totalCents: quotes.totalCents })
          .from(quotes)
          .where(and(eq(quotes.id, quoteId), eq(quotes.ownerHash, ownerHash)));
        if (!existing) return { ok: false, status: 404, error: "Quote not found" };
        if (existing.totalCents === null) return { ok: false, status: 409, error: EVENT_QUOTE_REFUSAL };
        return {
          ok: false,
          status: 409,
          error:
            existing.status === "invoice_requested"
              ? "An invoice is already requested for this quote."
              : `This quote is ${existing.status}: no deposit is due.`,
        };
      });
      if (result.ok) onQueued();
      return result;
    },

    /**
     * Staff status changes, for /billing quotes only (an event's quote follows its event, which
     * staff change on /admin/events). `sent` only from draft (the client is emailed their link in the same
     * transaction); `invoiced` from sent, invoice_requested or accepted; paid (by invoice) only
     * from invoiced while the deposit is unpaid. Returns the updated quote, or null when the
     * quote is missing or the change is not allowed from its current status.
     */
    async markSent(id: string): Promise<Quote | null> {
      if (!isUuid(id)) return null;
      const sent = await db.transaction(async (tx) => {
        const [quote] = await tx
          .update(quotes)
          .set({ status: "sent", sentAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(quotes.id, id), eq(quotes.status, "draft"), isNotNull(quotes.totalCents)))
          .returning({ id: quotes.id });
        const sent = quote ? await readQuote(tx, quote.id) : undefined;
        if (!sent) return null;
        await notifyQuoteSent(tx, sent, link);
        return sent;
      });
      if (sent) onQueued();
      return sent;
    },

    async markInvoiced(id: string): Promise<Quote | null> {
      if (!isUuid(id)) return null;
      const [quote] = await db
        .update(quotes)
        .set({ status: "invoiced", invoicedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(quotes.id, id),
            inArray(quotes.status, [...INVOICEABLE_STATUSES]),
            isNotNull(quotes.totalCents),
          ),
        )
        .returning({ id: quotes.id });
      return (quote && (await readQuote(db, quote.id))) ?? null;
    },

    /** The client paid the invoiced deposit: the quote is accepted, paid by invoice. */
    async markPaid(id: string): Promise<Quote | null> {
      if (!isUuid(id)) return null;
      const [quote] = await db
        .update(quotes)
        .set({
          status: "accepted",
          acceptedAt: sql`now()`,
          paymentMethod: "invoice",
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(quotes.id, id),
            eq(quotes.status, "invoiced"),
            isNull(quotes.paymentMethod),
            isNotNull(quotes.totalCents),
          ),
        )
        .returning({ id: quotes.id });
      return (quote && (await readQuote(db, quote.id))) ?? null;
    },
  };
}
