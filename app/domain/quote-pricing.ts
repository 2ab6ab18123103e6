/**
 * Quote pricing: every amount in integer cents, computed on the server
 * from the catalogue; the browser never sends an amount.
 */

export type AddonKey = "rush" | "branding" | "shipping_per_kit";

export interface PricedAddon {
  key: AddonKey;
  cents: number;
  name: string;
}

export interface PricingItem {
  priceMinPp: number;
  priceMaxPp: number;
  minEventFee: number;
  addons: readonly PricedAddon[];
}

/**
 * One charged line of a quote. A quote's lines always add up to its total: the event fee (the
 * people at the per-person rate, or the minimum event fee when that is higher), then each add-on.
 */
export type QuoteLine =
  | { kind: "people"; headcount: number; rateCents: number; cents: number }
  | {
      kind: "minimum";
      headcount: number;
      rateCents: number;
      /** headcount × rate, which came out below the minimum event fee charged instead. */
      byHeadcountCents: number;
      cents: number;
    }
  | { kind: "addon"; key: AddonKey; name: string; quantity: number; unitCents: number; cents: number };

export interface QuotePrice {
  rateCents: number;
  /** max(headcount × rate, minimum event fee). */
  subtotalCents: number;
  addonsCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  /** True when the minimum event fee replaced headcount × rate. */
  minimumFeeApplied: boolean;
  /** The charged lines, in order; their cents add up to totalCents. */
  lines: QuoteLine[];
  depositPercent: number;
}

export const HEADCOUNT_MIN = 5;
export const HEADCOUNT_MAX = 1000;

/** Small teams pay the top of the range, mid-size the midpoint, large teams the bottom. */
export function perPersonRate(
  item: Pick<PricingItem, "priceMinPp" | "priceMaxPp">,
  headcount: number,
): number {
  if (headcount <= 30) return item.priceMaxPp;
  if (headcount <= 80) return Math.round((item.priceMinPp + item.priceMaxPp) / 2);
  return item.priceMinPp;
}

/** How many of an add-on a quote charges: flat add-ons count once; shipping is per kit, one kit per person. */
export function addonQuantity(addon: Pick<PricedAddon, "key">, headcount: number): number {
  return addon.key === "shipping_per_kit" ? headcount : 1;
}

export function addonCents(addon: PricedAddon, headcount: number): number {
  return addon.cents * addonQuantity(addon, headcount);
}

export function depositFor(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

/**
 * The charged lines of a quote: the event fee, then each add-on once. Add-on keys the activity
 * does not offer are an error, not silently dropped, so the caller can tell the visitor which
 * field is wrong.
 */
export function quoteLines(item: PricingItem, headcount: number, addonKeys: readonly string[]): QuoteLine[] {
  if (!Number.isInteger(headcount) || headcount < HEADCOUNT_MIN || headcount > HEADCOUNT_MAX) {
    throw new RangeError(`Headcount must be a whole number from ${HEADCOUNT_MIN} to ${HEADCOUNT_MAX}.`);
  }
  const rateCents = perPersonRate(item, headcount);
  const byHeadcountCents = headcount * rateCents;
  const event: QuoteLine =
    byHeadcountCents < item.minEventFee
      ? { kind: "minimum", headcount, rateCents, byHeadcountCents, cents: item.minEventFee }
      : { kind: "people", headcount, rateCents, cents: byHeadcountCents };
  const addons = [...new Set(addonKeys)].map((key): QuoteLine => {
    const addon = item.addons.find((candidate) => candidate.key === key);
    if (!addon) throw new RangeError(`The add-on "${key}" is not offered for this activity.`);
    return {
      kind: "addon",
      key: addon.key,
      name: addon.name,
      quantity: addonQuantity(addon, headcount),
      unitCents: addon.cents,
      cents: addonCents(addon, headcount),
    };
  });
  return [event, ...addons];
}

const sumCents = (lines: readonly QuoteLine[]) => lines.reduce((sum, line) => sum + line.cents, 0);

/** Prices a quote: the total is the sum of its lines, split into the deposit and the balance. */
export function priceQuote(
  item: PricingItem,
  headcount: number,
  addonKeys: readonly string[],
  depositPercent: number,
): QuotePrice {
  const lines = quoteLines(item, headcount, addonKeys);
  const [event] = lines;
  if (!event || event.kind === "addon") throw new Error("A quote starts with its event fee.");
  const addonsCents = sumCents(lines.slice(1));
  const totalCents = sumCents(lines);
  const depositCents = depositFor(totalCents, depositPercent);
  return {
    rateCents: event.rateCents,
    subtotalCents: event.cents,
    addonsCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    minimumFeeApplied: event.kind === "minimum",
    lines,
    depositPercent,
  };
}

/** What a stored quote says it costs: the figures fixed when it was priced. */
export interface StoredQuotePrice {
  headcount: number;
  addons: readonly string[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** A stored quote as a client reads it: its lines, total, deposit (with its percentage) and balance. */
export interface QuoteBreakdown {
  /**
   * The charged lines, adding up to totalCents; null when today's catalogue or deposit
   * percentage no longer gives the stored figures (the quote keeps the price it was given).
   */
  lines: QuoteLine[] | null;
  totalCents: number;
  /** Null with the lines: the stored deposit was taken at another percentage. */
  depositPercent: number | null;
  depositCents: number;
  balanceCents: number;
}

/**
 * Itemises a stored quote by pricing it again with the same rules. The stored amounts are what
 * the client owes, so the lines are shown only when they reproduce them exactly.
 */
export function breakdownOf(
  item: PricingItem | undefined,
  quote: StoredQuotePrice,
  depositPercent: number,
): QuoteBreakdown {
  const stored = {
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
  };
  let price: QuotePrice | null = null;
  try {
    price = item ? priceQuote(item, quote.headcount, quote.addons, depositPercent) : null;
  } catch {
    // A headcount or add-on today's catalogue refuses: the stored figures stand alone.
    price = null;
  }
  const same =
    price !== null &&
    price.totalCents === quote.totalCents &&
    price.depositCents === quote.depositCents &&
    price.balanceCents === quote.balanceCents;
  return same && price
    ? { ...stored, lines: price.lines, depositPercent }
    : { ...stored, lines: null, depositPercent: null };
}

export { formatCents } from "./money";
