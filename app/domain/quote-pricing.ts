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

/** Flat add-ons count once; shipping is per kit, one kit per person. */
export function addonCents(addon: PricedAddon, headcount: number): number {
  return addon.key === "shipping_per_kit" ? addon.cents * headcount : addon.cents;
}

export function depositFor(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

/**
 * Prices a quote. Add-on keys the activity does not offer are an error, not silently dropped,
 * so the caller can tell the visitor which field is wrong.
 */
export function priceQuote(
  item: PricingItem,
  headcount: number,
  addonKeys: readonly string[],
  depositPercent: number,
): QuotePrice {
  if (!Number.isInteger(headcount) || headcount < HEADCOUNT_MIN || headcount > HEADCOUNT_MAX) {
    throw new RangeError(`Headcount must be a whole number from ${HEADCOUNT_MIN} to ${HEADCOUNT_MAX}.`);
  }
  const rateCents = perPersonRate(item, headcount);
  const byHeadcount = headcount * rateCents;
  const subtotalCents = Math.max(byHeadcount, item.minEventFee);
  let addonsCents = 0;
  for (const key of new Set(addonKeys)) {
    const addon = item.addons.find((candidate) => candidate.key === key);
    if (!addon) throw new RangeError(`The add-on "${key}" is not offered for this activity.`);
    addonsCents += addonCents(addon, headcount);
  }
  const totalCents = subtotalCents + addonsCents;
  const depositCents = depositFor(totalCents, depositPercent);
  return {
    rateCents,
    subtotalCents,
    addonsCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    minimumFeeApplied: byHeadcount < item.minEventFee,
  };
}

/** US dollars from cents, the way the site shows money: $1,234.50. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
