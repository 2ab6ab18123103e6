/**
 * Quotes on /billing, priced by the price engine (./pricing.ts, docs/decisions/054-one-price-engine.md):
 * every amount in integer cents, computed on the server; the browser never sends an amount. A
 * quote has no date yet, so the buyer states a short notice by choosing "rush".
 */
import {
  addOnRules,
  type PricedActivity,
  PriceInputError,
  priceEvent,
  RUSH_FEE_CENTS,
  RUSH_FEE_LABEL,
  rateCents,
} from "./pricing";

/** What a quote may add: the engine's add-ons, and the rush fee for an event sooner than the standard notice. */
export type AddonKey = (typeof addOnRules)[number]["id"] | "rush";
export const quoteAddonKeys: readonly AddonKey[] = [...addOnRules.map((rule) => rule.id), "rush"];

export interface PricedAddon {
  key: AddonKey;
  cents: number;
  name: string;
  perPerson: boolean;
}

/** The add-ons a quote offers, priced by the engine, in its order, the rush fee last. */
export const quoteAddons: readonly PricedAddon[] = [
  ...addOnRules.map((rule) => ({
    key: rule.id,
    cents: rule.cents,
    name: rule.label,
    perPerson: rule.perPerson,
  })),
  { key: "rush", cents: RUSH_FEE_CENTS, name: RUSH_FEE_LABEL, perPerson: false },
];

/** An activity as /billing lists it: the engine's rates (cents), headcount range and add-ons. */
export interface PricingItem {
  activitySlug: string;
  title: string;
  priceMinPp: number;
  priceMaxPp: number;
  minEventFee: number;
  headcountMin: number;
  headcountMax: number;
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
  | {
      kind: "band";
      headcount: number;
      rateCents: number;
      /** headcount × rate, below what the largest team of the dearer band pays: charged that instead. */
      byHeadcountCents: number;
      bandHeadcount: number;
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

/** The bounds any quote's headcount form field takes; each activity's own range is the engine's. */
export const HEADCOUNT_MIN = 5;
export const HEADCOUNT_MAX = 1000;

function activityOf(item: PricingItem): PricedActivity {
  return {
    id: item.activitySlug,
    title: item.title,
    rateFromCents: item.priceMinPp,
    rateUpToCents: item.priceMaxPp,
    headcountMin: item.headcountMin,
    headcountMax: item.headcountMax,
  };
}

/**
 * Prices a quote with the engine: the total is the sum of its lines, split into the deposit and
 * the balance. Throws PriceInputError (naming the field) for a headcount outside the activity's
 * range or an add-on not offered.
 */
export function priceQuote(
  item: PricingItem,
  headcount: number,
  addonKeys: readonly string[],
  depositPercent: number,
): QuotePrice {
  const keys = [...new Set(addonKeys)];
  const price = priceEvent({
    activity: activityOf(item),
    headcount,
    addOns: keys.filter((key) => key !== "rush"),
    notice: { rush: keys.includes("rush") },
    depositPercent,
  });
  const lines = price.lines.map((line): QuoteLine => {
    switch (line.kind) {
      case "people":
        return { kind: "people", headcount: line.headcount, rateCents: line.rateCents, cents: line.cents };
      case "band":
        return {
          kind: "band",
          headcount: line.headcount,
          rateCents: line.rateCents,
          byHeadcountCents: line.byHeadcountCents,
          bandHeadcount: line.bandHeadcount,
          cents: line.cents,
        };
      case "minimum":
        return {
          kind: "minimum",
          headcount: line.headcount,
          rateCents: line.rateCents,
          byHeadcountCents: line.byHeadcountCents,
          cents: line.cents,
        };
      case "addon":
        return {
          kind: "addon",
          key: line.id,
          name: line.label,
          quantity: line.quantity,
          unitCents: line.unitCents,
          cents: line.cents,
        };
      case "rush":
        return {
          kind: "addon",
          key: "rush",
          name: line.label,
          quantity: 1,
          unitCents: line.cents,
          cents: line.cents,
        };
      default:
        throw new PriceInputError("voucher", "Quotes take no voucher.");
    }
  });
  return {
    rateCents: price.rateCents,
    subtotalCents: price.eventCents,
    addonsCents: price.addOnsCents + price.rushCents,
    totalCents: price.totalCents,
    depositCents: price.depositCents,
    balanceCents: price.balanceCents,
    minimumFeeApplied: price.minimumApplied,
    lines,
    depositPercent: price.depositPercent,
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

/** The per-person rate of a quote's activity for a headcount (the engine's bands). */
export function perPersonRate(
  item: Pick<PricingItem, "priceMinPp" | "priceMaxPp">,
  headcount: number,
): number {
  return rateCents({ rateFromCents: item.priceMinPp, rateUpToCents: item.priceMaxPp }, headcount);
}

export { formatCents } from "./money";
export { depositCents as depositFor } from "./pricing";
