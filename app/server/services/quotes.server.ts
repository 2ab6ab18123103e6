import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { publicOrigin } from "~/config/origin";
import { site } from "~/config/site";
import { createQuoteSchema, invalidQuote, type QuoteFormErrors, quoteFormErrors } from "~/domain/quote-form";
import { priceQuote } from "~/domain/quote-pricing";
import type { Db } from "~/server/db/client.server";
import {
  billingCatalogItems,
  type PaymentMethod,
  type QuoteStatus,
  quoteStatuses,
  quotes,
} from "~/server/db/schema.server";
import {
  invoiceRequestConfirmationEmail,
  invoiceRequestTeamEmail,
  quoteSentEmail,
} from "~/server/email/quote-email.server";
import { enqueueEmails } from "~/server/services/outbox.server";
import { quoteLinkPath } from "~/server/services/quote-link.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Quote = typeof quotes.$inferSelect;
export type CatalogItem = typeof billingCatalogItems.$inferSelect;

export type CreateQuoteResult = { ok: true; quote: Quote } | ({ ok: false } & QuoteFormErrors);

export interface QuoteSummary {
  totalQuotes: number;
  acceptedQuotes: number;
  totalValueCents: number;
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

export type RequestInvoiceResult =
  | { ok: true; quote: Quote }
  | { ok: false; status: 400 | 404 | 409; error: string };

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

async function activityTitle(tx: Tx, quote: Quote): Promise<string> {
  const [item] = await tx
    .select({ title: billingCatalogItems.title })
    .from(billingCatalogItems)
    .where(eq(billingCatalogItems.activitySlug, quote.activitySlug));
  return item?.title ?? quote.activitySlug;
}

/**
 * Called inside the transaction that marks a quote sent: the client's email with their signed
 * quote link joins the outbox, so the status change and the email commit together.
 */
export async function notifyQuoteSent(tx: Tx, quote: Quote, link: QuoteLinkOptions): Promise<void> {
  await enqueueEmails(tx, [
    quoteSentEmail({
      to: quote.contactEmail,
      activity: await activityTitle(tx, quote),
      headcount: quote.estHeadcount,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      clientRef: quote.clientRef,
      url: `${link.origin}${quoteLinkPath(quote.id, link.secret)}`,
    }),
  ]);
}

/**
 * Called inside the transaction that records an invoice request: the team is told (with a link
 * to the admin) and the client gets a confirmation with their quote link, committed together.
 */
export async function notifyInvoiceRequested(tx: Tx, quote: Quote, link: QuoteLinkOptions): Promise<void> {
  const details = {
    activity: await activityTitle(tx, quote),
    contactEmail: quote.contactEmail,
    headcount: quote.estHeadcount,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
    clientRef: quote.clientRef,
  };
  await enqueueEmails(tx, [
    invoiceRequestTeamEmail({
      ...details,
      quoteId: quote.id,
      adminUrl: `${link.origin}/admin/quotes?status=invoice_requested`,
    }),
    invoiceRequestConfirmationEmail({
      ...details,
      url: `${link.origin}${quoteLinkPath(quote.id, link.secret)}`,
    }),
  ]);
}

export function summarise(list: readonly Pick<Quote, "status" | "totalCents">[]): QuoteSummary {
  return {
    totalQuotes: list.length,
    acceptedQuotes: list.filter((quote) => quote.status === "accepted").length,
    totalValueCents: list.reduce((sum, quote) => sum + quote.totalCents, 0),
  };
}

/** Quotes whose deposit went through the test checkout are kept out of staff's real figures. */
const notTestPaid = or(isNull(quotes.paymentMethod), ne(quotes.paymentMethod, "test")) as SQL;

export function createQuotes(
  db: Db,
  options: {
    depositPercent?: number;
    link?: QuoteLinkOptions;
    onQueued?: () => void;
  } = {},
) {
  const depositPercent = options.depositPercent ?? site.deposit.percent;
  // The runtime passes its cookie secret and public origin; a bare service (tests) signs with a
  // secret of its own on the build's public origin.
  const link = options.link ?? { origin: publicOrigin, secret: randomBytes(32).toString("base64url") };

  async function catalog(): Promise<CatalogItem[]> {
    return db.select().from(billingCatalogItems).orderBy(asc(billingCatalogItems.sortOrder));
  }

  return {
    catalog,

    /** Validates, prices on the server and stores a draft quote owned by this browser. */
    async create(input: unknown, ownerHash: string): Promise<CreateQuoteResult> {
      const raw = (
        typeof input === "object" && input !== null && !Array.isArray(input) ? input : {}
      ) as Record<string, unknown>;
      const parsed = createQuoteSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, ...quoteFormErrors(raw, parsed.error) };
      const data = parsed.data;
      const [item] = await db
        .select()
        .from(billingCatalogItems)
        .where(eq(billingCatalogItems.activitySlug, data.activity_slug));
      if (!item)
        return { ok: false, ...invalidQuote({ activity_slug: ["Choose an activity from the list"] }) };
      const offered = new Set(item.addons.map((addon) => addon.key));
      const unknown = data.addons.filter((key) => !offered.has(key));
      if (unknown.length > 0) {
        return {
          ok: false,
          ...invalidQuote({ addons: [`${item.title} does not offer: ${unknown.join(", ")}`] }),
        };
      }
      const addons = [...new Set(data.addons)];
      const price = priceQuote(item, data.est_headcount, addons, depositPercent);
      const [quote] = await db
        .insert(quotes)
        .values({
          activitySlug: item.activitySlug,
          contactEmail: data.contact_email.toLowerCase(),
          clientRef: data.client_ref ?? null,
          estHeadcount: data.est_headcount,
          addons,
          rateCents: price.rateCents,
          subtotalCents: price.subtotalCents,
          addonsCents: price.addonsCents,
          totalCents: price.totalCents,
          depositCents: price.depositCents,
          balanceCents: price.balanceCents,
          ownerHash,
        })
        .returning();
      if (!quote) throw new Error("The quote insert returned no row.");
      return { ok: true, quote };
    },

    async listForOwner(ownerHash: string, limit = 50): Promise<Quote[]> {
      return db
        .select()
        .from(quotes)
        .where(eq(quotes.ownerHash, ownerHash))
        .orderBy(desc(quotes.createdAt))
        .limit(limit);
    },

    async summaryForOwner(ownerHash: string): Promise<QuoteSummary> {
      const [row] = await db
        .select({
          totalQuotes: sql<number>`count(*)::int`,
          acceptedQuotes: sql<number>`(count(*) filter (where ${quotes.status} = 'accepted'))::int`,
          totalValueCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
        .where(eq(quotes.ownerHash, ownerHash));
      return {
        totalQuotes: Number(row?.totalQuotes ?? 0),
        acceptedQuotes: Number(row?.acceptedQuotes ?? 0),
        totalValueCents: Number(row?.totalValueCents ?? 0),
      };
    },

    async get(id: string): Promise<Quote | undefined> {
      if (!isUuid(id)) return undefined;
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
      return quote;
    },

    async getForOwner(id: string, ownerHash: string): Promise<Quote | undefined> {
      if (!isUuid(id)) return undefined;
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.ownerHash, ownerHash)));
      return quote;
    },

    /**
     * Staff overview: how many quotes are in each status, and their value. Quotes paid through
     * the test checkout are left out (they are counted apart, in `paymentTotals`).
     */
    async countsByStatus(): Promise<Record<QuoteStatus, { count: number; totalCents: number }>> {
      const rows = await db
        .select({
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
        .where(notTestPaid)
        .groupBy(quotes.status);
      const counts = Object.fromEntries(
        quoteStatuses.map((status) => [status, { count: 0, totalCents: 0 }]),
      ) as Record<QuoteStatus, { count: number; totalCents: number }>;
      for (const row of rows) {
        if (row.status in counts)
          counts[row.status] = { count: Number(row.count), totalCents: Number(row.totalCents) };
      }
      return counts;
    },

    /** Staff overview: deposits paid for real (card or invoice), and test payments apart. */
    async paymentTotals(): Promise<PaymentTotals> {
      const rows = await db
        .select({
          test: sql<boolean>`${quotes.paymentMethod} = 'test'`,
          count: sql<number>`count(*)::int`,
          depositCents: sql<number>`coalesce(sum(${quotes.depositCents}), 0)::bigint`,
          totalCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
        .where(sql`${quotes.paymentMethod} is not null`)
        .groupBy(sql`1`);
      const totals: PaymentTotals = {
        paid: { count: 0, depositCents: 0, totalCents: 0 },
        test: { count: 0, depositCents: 0, totalCents: 0 },
      };
      for (const row of rows) {
        totals[row.test ? "test" : "paid"] = {
          count: Number(row.count),
          depositCents: Number(row.depositCents),
          totalCents: Number(row.totalCents),
        };
      }
      return totals;
    },

    /** Staff: every client's quotes, newest first, by status and by how the deposit was paid. */
    async listAll(
      options: { status?: QuoteStatus; payment?: PaymentMethod | "unpaid"; limit?: number } = {},
    ): Promise<Quote[]> {
      const { status, payment } = options;
      const paymentFilter =
        payment === undefined
          ? undefined
          : payment === "unpaid"
            ? isNull(quotes.paymentMethod)
            : eq(quotes.paymentMethod, payment);
      return db
        .select()
        .from(quotes)
        .where(and(status ? eq(quotes.status, status) : undefined, paymentFilter))
        .orderBy(desc(quotes.createdAt))
        .limit(options.limit ?? 200);
    },

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
            ),
          )
          .returning();
        if (quote) {
          await notifyInvoiceRequested(tx, quote, link);
          return { ok: true, quote };
        }
        const [existing] = await tx
          .select({ status: quotes.status })
          .from(quotes)
          .where(and(eq(quotes.id, quoteId), eq(quotes.ownerHash, ownerHash)));
        if (!existing) return { ok: false, status: 404, error: "Quote not found" };
        return {
          ok: false,
          status: 409,
          error:
            existing.status === "invoice_requested"
              ? "An invoice is already requested for this quote."
              : `This quote is ${existing.status}: no deposit is due.`,
        };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    /**
     * Staff status changes. `sent` only from draft (the client is emailed their link in the same
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
          .where(and(eq(quotes.id, id), eq(quotes.status, "draft")))
          .returning();
        if (!quote) return null;
        await notifyQuoteSent(tx, quote, link);
        return quote;
      });
      if (sent) options.onQueued?.();
      return sent;
    },

    async markInvoiced(id: string): Promise<Quote | null> {
      if (!isUuid(id)) return null;
      const [quote] = await db
        .update(quotes)
        .set({ status: "invoiced", invoicedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(quotes.id, id), inArray(quotes.status, [...INVOICEABLE_STATUSES])))
        .returning();
      return quote ?? null;
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
        .where(and(eq(quotes.id, id), eq(quotes.status, "invoiced"), isNull(quotes.paymentMethod)))
        .returning();
      return quote ?? null;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
