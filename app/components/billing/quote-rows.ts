import { site } from "~/config/site";
import { breakdownOf, type PricingItem, type QuoteBreakdown } from "~/domain/quote-pricing";
import type { CatalogEntry, QuoteRow } from "./types";

/** The stored figures of a quote, as the database row names them. */
interface StoredQuote {
  estHeadcount: number;
  addons: readonly string[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/**
 * A stored quote's lines, total, deposit and balance at this site's deposit percentage: what
 * /billing, the quote link page and /billing/success show.
 */
export function storedBreakdown(item: PricingItem | undefined, quote: StoredQuote): QuoteBreakdown {
  const { estHeadcount, addons, totalCents, depositCents, balanceCents } = quote;
  return breakdownOf(
    item,
    { headcount: estHeadcount, addons, totalCents, depositCents, balanceCents },
    site.deposit.percent,
  );
}

/** This browser's quotes as the page lists them: each with its activity's title and priced lines. */
export function toQuoteRows(
  quotes: readonly Omit<QuoteRow, "title" | "breakdown">[],
  catalog: CatalogEntry[],
) {
  return quotes.map((quote): QuoteRow => {
    const item = catalog.find((entry) => entry.activitySlug === quote.activity_slug);
    const breakdown = storedBreakdown(item, {
      estHeadcount: quote.est_headcount,
      addons: quote.addons,
      totalCents: quote.total_cents,
      depositCents: quote.deposit_cents,
      balanceCents: quote.balance_cents,
    });
    return { ...quote, title: item?.title ?? quote.activity_slug, breakdown };
  });
}
