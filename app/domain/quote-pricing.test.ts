import { describe, expect, it } from "vitest";
import { depositFor, formatCents, type PricingItem, perPersonRate, priceQuote } from "./quote-pricing.ts";

const flat = [
  { key: "rush", cents: 15000, name: "Rush Fee (< 48hrs)" },
  { key: "branding", cents: 25000, name: "Custom Branding" },
] as const;

const surveyShowdown: PricingItem = { priceMinPp: 3500, priceMaxPp: 6500, minEventFee: 50000, addons: flat };
const tinyCampfire: PricingItem = {
  priceMinPp: 5000,
  priceMaxPp: 6500,
  minEventFee: 50000,
  addons: [...flat, { key: "shipping_per_kit", cents: 1500, name: "Shipping per Kit" }],
};

describe("per-person rate tiers", () => {
  it.each([
    [5, 6500],
    [30, 6500],
    [31, 5000],
    [80, 5000],
    [81, 3500],
    [500, 3500],
  ])("%i people pay %i cents each", (headcount, rate) => {
    expect(perPersonRate(surveyShowdown, headcount)).toBe(rate);
  });

  it("rounds a midpoint that falls on half a cent", () => {
    expect(perPersonRate({ priceMinPp: 3500, priceMaxPp: 6501 }, 50)).toBe(5001);
  });
});

describe("priceQuote", () => {
  it("prices 30 people at the top of the range", () => {
    const price = priceQuote(surveyShowdown, 30, [], 50);
    expect(price).toMatchObject({ rateCents: 6500, subtotalCents: 195000, totalCents: 195000 });
    expect(price.minimumFeeApplied).toBe(false);
  });

  it("prices 31 and 80 people at the midpoint, 81 at the bottom", () => {
    expect(priceQuote(surveyShowdown, 31, [], 50).totalCents).toBe(155000);
    expect(priceQuote(surveyShowdown, 80, [], 50).totalCents).toBe(400000);
    expect(priceQuote(surveyShowdown, 81, [], 50).totalCents).toBe(283500);
  });

  it("charges the minimum event fee when headcount × rate is below it", () => {
    const price = priceQuote(surveyShowdown, 5, [], 50);
    // 5 people at the small-team rate would be 5 × $65 = $325: the $500 minimum applies instead.
    expect(price.rateCents * 5).toBe(32500);
    expect(price).toMatchObject({ subtotalCents: 50000, totalCents: 50000, minimumFeeApplied: true });
  });

  it("adds the rush fee once", () => {
    expect(priceQuote(surveyShowdown, 10, ["rush"], 50)).toMatchObject({
      addonsCents: 15000,
      totalCents: 80000,
    });
  });

  it("adds custom branding once", () => {
    expect(priceQuote(surveyShowdown, 40, ["branding"], 50)).toMatchObject({
      subtotalCents: 200000,
      addonsCents: 25000,
      totalCents: 225000,
    });
  });

  it("charges shipping per kit, one kit per person, on top of the minimum fee", () => {
    const price = priceQuote(tinyCampfire, 7, ["shipping_per_kit"], 50);
    expect(price).toMatchObject({ subtotalCents: 50000, addonsCents: 10500, totalCents: 60500 });
  });

  it("counts a repeated add-on once and sums all add-ons", () => {
    const price = priceQuote(tinyCampfire, 20, ["rush", "branding", "shipping_per_kit", "rush"], 50);
    expect(price.addonsCents).toBe(15000 + 25000 + 20 * 1500);
    expect(price.totalCents).toBe(20 * 6500 + price.addonsCents);
  });

  it("refuses an add-on the activity does not offer", () => {
    expect(() => priceQuote(surveyShowdown, 20, ["shipping_per_kit"], 50)).toThrow(/not offered/);
  });

  it("refuses headcounts outside 5 to 1000 and fractions", () => {
    expect(() => priceQuote(surveyShowdown, 4, [], 50)).toThrow(RangeError);
    expect(() => priceQuote(surveyShowdown, 1001, [], 50)).toThrow(RangeError);
    expect(() => priceQuote(surveyShowdown, 12.5, [], 50)).toThrow(RangeError);
  });

  it("splits the total into deposit and balance that add up", () => {
    const price = priceQuote(tinyCampfire, 33, ["shipping_per_kit"], 50);
    expect(price.totalCents).toBe(33 * 5750 + 33 * 1500);
    expect(price.depositCents + price.balanceCents).toBe(price.totalCents);
  });
});

describe("deposit rounding", () => {
  it("rounds half a cent up and keeps whole cents", () => {
    expect(depositFor(239251, 50)).toBe(119626);
    expect(depositFor(239250, 50)).toBe(119625);
    expect(depositFor(100001, 30)).toBe(30000);
    expect(depositFor(100002, 30)).toBe(30001);
  });

  it("gives an odd total's extra cent to the deposit and the rest to the balance", () => {
    const oddCents: PricingItem = { ...surveyShowdown, priceMaxPp: 6501 };
    const price = priceQuote(oddCents, 21, [], 50);
    expect(price.totalCents).toBe(136521);
    expect(price.depositCents).toBe((price.totalCents + 1) / 2);
    expect(price.balanceCents).toBe((price.totalCents - 1) / 2);
  });
});

describe("formatCents", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(15000)).toBe("$150.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});
