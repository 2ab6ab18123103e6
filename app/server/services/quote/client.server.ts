import { and, asc, desc, eq, sql } from "drizzle-orm";
import { isCatalogueId, pricedActivity } from "~/content/activity-facts";
import { MINIMUM_EVENT_FEE_CENTS, PriceInputError } from "~/domain/pricing";
import { createQuoteSchema, invalidQuote, type QuoteFormErrors, quoteFormErrors } from "~/domain/quote-form";
import { type PricingItem, priceQuote, quoteAddons } from "~/domain/quote-pricing";
import { billingCatalogItems, quotes, quoteView } from "~/server/db/schema.server";
import type { QuoteContext } from "~/server/services/quote/context.server";
import { isUuid, type Quote, type QuoteSummary, readQuote } from "~/server/services/quote/model.server";

/**
 * A quotable activity priced by the engine (docs/decisions/054-one-price-engine.md): the
 * database row says which activities can be quoted and in what order; the rates, headcount
 * range, minimum and add-ons are the engine's, so /billing says what every other page says.
 */
export function quoteItem(slug: string): PricingItem | undefined {
  if (!isCatalogueId(slug)) return undefined;
  const activity = pricedActivity(slug);
  return {
    activitySlug: activity.id,
    title: activity.title,
    priceMinPp: activity.rateFromCents,
    priceMaxPp: activity.rateUpToCents,
    minEventFee: MINIMUM_EVENT_FEE_CENTS,
    headcountMin: activity.headcountMin,
    headcountMax: activity.headcountMax,
    addons: quoteAddons,
  };
}

export type CreateQuoteResult = { ok: true; quote: Quote } | ({ ok: false } & QuoteFormErrors);

/**
 * What a client does with quotes before paying: read the catalogue, create a quote (validated and
 * priced on the server) and read back the quotes this browser owns.
 */
export function createQuoteClient({ db, depositPercent }: QuoteContext) {
  async function catalog(): Promise<PricingItem[]> {
    const rows = await db
      .select({ activitySlug: billingCatalogItems.activitySlug })
      .from(billingCatalogItems)
      .orderBy(asc(billingCatalogItems.sortOrder));
    return rows.flatMap((row) => quoteItem(row.activitySlug) ?? []);
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
      const [row] = await db
        .select({ activitySlug: billingCatalogItems.activitySlug })
        .from(billingCatalogItems)
        .where(eq(billingCatalogItems.activitySlug, data.activity_slug));
      const item = row ? quoteItem(row.activitySlug) : undefined;
      if (!item)
        return { ok: false, ...invalidQuote({ activity_slug: ["Choose an activity from the list"] }) };
      const offered = new Set(item.addons.map((addon) => addon.key as string));
      const unknown = data.addons.filter((key) => !offered.has(key));
      if (unknown.length > 0) {
        return {
          ok: false,
          ...invalidQuote({ addons: [`${item.title} does not offer: ${unknown.join(", ")}`] }),
        };
      }
      const addons = [...new Set(data.addons)];
      let price: ReturnType<typeof priceQuote>;
      try {
        price = priceQuote(item, data.est_headcount, addons, depositPercent);
      } catch (error) {
        if (!(error instanceof PriceInputError)) throw error;
        const field = error.field === "headcount" ? "est_headcount" : "addons";
        return { ok: false, ...invalidQuote({ [field]: [error.message] }) };
      }
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
        .returning({ id: quotes.id });
      const stored = quote ? await readQuote(db, quote.id) : undefined;
      if (!stored) throw new Error("The quote insert returned no row.");
      return { ok: true, quote: stored };
    },

    async listForOwner(ownerHash: string, limit = 50): Promise<Quote[]> {
      return db
        .select()
        .from(quoteView)
        .where(eq(quoteView.ownerHash, ownerHash))
        .orderBy(desc(quoteView.createdAt))
        .limit(limit);
    },

    async summaryForOwner(ownerHash: string): Promise<QuoteSummary> {
      const [row] = await db
        .select({
          totalQuotes: sql<number>`count(*)::int`,
          acceptedQuotes: sql<number>`(count(*) filter (where ${quoteView.status} = 'accepted'))::int`,
          totalValueCents: sql<number>`coalesce(sum(${quoteView.totalCents}), 0)::bigint`,
        })
        .from(quoteView)
        .where(eq(quoteView.ownerHash, ownerHash));
      return {
        totalQuotes: Number(row?.totalQuotes ?? 0),
        acceptedQuotes: Number(row?.acceptedQuotes ?? 0),
        totalValueCents: Number(row?.totalValueCents ?? 0),
      };
    },

    async get(id: string): Promise<Quote | undefined> {
      if (!isUuid(id)) return undefined;
      return readQuote(db, id);
    },

    async getForOwner(id: string, ownerHash: string): Promise<Quote | undefined> {
      if (!isUuid(id)) return undefined;
      const [quote] = await db
        .select()
        .from(quoteView)
        .where(and(eq(quoteView.id, id), eq(quoteView.ownerHash, ownerHash)));
      return quote;
    },
  };
}
