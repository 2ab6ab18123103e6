import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { publicOrigin } from "../../app/config/origin";
import { site } from "../../app/config/site";
import { priceQuote } from "../../app/domain/quote-pricing";
import { createQuoteSchema, type QuoteFormErrors, quoteFormErrors } from "../../app/lib/quote-form";
import type { Db } from "../db/client";
import { billingCatalogItems, type QuoteStatus, quoteStatuses, quotes } from "../db/schema";
import { quoteSentEmail } from "../email/quote-email";
import { enqueueEmails } from "./outbox";
import { quoteLinkPath } from "./quote-link";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Quote = typeof quotes.$inferSelect;
export type CatalogItem = typeof billingCatalogItems.$inferSelect;

export type CreateQuoteResult = { ok: true; quote: Quote } | ({ ok: false } & QuoteFormErrors);

export interface QuoteSummary {
  totalQuotes: number;
  acceptedQuotes: number;
  totalValueCents: number;
}

/** Statuses from which a deposit may still be collected (SPEC.md §2). */
export const DEPOSIT_STATUSES: readonly QuoteStatus[] = ["draft", "sent"];

/** Where the emailed quote link points and how its key is signed. */
export interface QuoteLinkOptions {
  origin: string;
  secret: string;
}

/**
 * Called inside the transaction that marks a quote sent: the client's email with their signed
 * quote link joins the outbox, so the status change and the email commit together.
 */
export async function notifyQuoteSent(tx: Tx, quote: Quote, link: QuoteLinkOptions): Promise<void> {
  const [item] = await tx
    .select({ title: billingCatalogItems.title })
    .from(billingCatalogItems)
    .where(eq(billingCatalogItems.activitySlug, quote.activitySlug));
  await enqueueEmails(tx, [
    quoteSentEmail({
      to: quote.contactEmail,
      activity: item?.title ?? quote.activitySlug,
      headcount: quote.estHeadcount,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      clientRef: quote.clientRef,
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

export function createQuotes(
  db: Db,
  options: { depositPercent?: number; link?: QuoteLinkOptions; onQueued?: () => void } = {},
) {
  const depositPercent = options.depositPercent ?? site.deposit.percent;
  // The runtime passes its cookie secret; a bare service (tests) signs with a secret of its own.
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
      if (!item) {
        return {
          ok: false,
          error: "Please correct the highlighted fields",
          fieldErrors: { activity_slug: ["Choose an activity from the list"] },
        };
      }
      const offered = new Set(item.addons.map((addon) => addon.key));
      const unknown = data.addons.filter((key) => !offered.has(key));
      if (unknown.length > 0) {
        return {
          ok: false,
          error: "Please correct the highlighted fields",
          fieldErrors: { addons: [`${item.title} does not offer: ${unknown.join(", ")}`] },
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

    /** Staff overview: how many quotes are in each status, and their value. */
    async countsByStatus(): Promise<Record<QuoteStatus, { count: number; totalCents: number }>> {
      const rows = await db
        .select({
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
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

    /** Staff: every client's quotes, newest first. */
    async listAll(options: { status?: QuoteStatus; limit?: number } = {}): Promise<Quote[]> {
      return db
        .select()
        .from(quotes)
        .where(options.status ? eq(quotes.status, options.status) : undefined)
        .orderBy(desc(quotes.createdAt))
        .limit(options.limit ?? 200);
    },

    /**
     * Staff status changes. `sent` only from draft (the client is emailed their link in the same
     * transaction); `invoiced` from sent or accepted. Returns the updated quote, or null when the
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
        .where(and(eq(quotes.id, id), inArray(quotes.status, ["sent", "accepted"])))
        .returning();
      return quote ?? null;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
