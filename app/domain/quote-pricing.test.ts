import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AddonKey,
  breakdownOf,
  depositFor,
  formatCents,
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  type PricingItem,
  perPersonRate,
  priceQuote,
} from "./quote-pricing.ts";

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

describe("quote lines", () => {
  it("lists the people at their rate, then each add-on with its price", () => {
    const price = priceQuote(tinyCampfire, 12, ["shipping_per_kit", "branding"], 50);
    expect(price.lines).toEqual([
      { kind: "people", headcount: 12, rateCents: 6500, cents: 78000 },
      {
        kind: "addon",
        key: "shipping_per_kit",
        name: "Shipping per Kit",
        quantity: 12,
        unitCents: 1500,
        cents: 18000,
      },
      {
        kind: "addon",
        key: "branding",
        name: "Custom Branding",
        quantity: 1,
        unitCents: 25000,
        cents: 25000,
      },
    ]);
    expect(price.totalCents).toBe(121000);
  });

  it("shows the minimum event fee as the charged line, with the headcount × rate it replaced", () => {
    expect(priceQuote(surveyShowdown, 5, ["rush"], 50).lines).toEqual([
      { kind: "minimum", headcount: 5, rateCents: 6500, byHeadcountCents: 32500, cents: 50000 },
      { kind: "addon", key: "rush", name: "Rush Fee (< 48hrs)", quantity: 1, unitCents: 15000, cents: 15000 },
    ]);
  });

  const keys: AddonKey[] = ["rush", "branding", "shipping_per_kit"];
  const anItem = fc
    .record({
      low: fc.integer({ min: 100, max: 20000 }),
      spread: fc.integer({ min: 0, max: 20000 }),
      minEventFee: fc.integer({ min: 0, max: 2_000_000 }),
      addonCents: fc.tuple(...keys.map(() => fc.option(fc.integer({ min: 1, max: 100000 }), { nil: null }))),
    })
    .map(
      ({ low, spread, minEventFee, addonCents }): PricingItem => ({
        priceMinPp: low,
        priceMaxPp: low + spread,
        minEventFee,
        addons: keys.flatMap((key, index) => {
          const cents = addonCents[index];
          return cents == null ? [] : [{ key, cents, name: key }];
        }),
      }),
    );
  const aQuote = anItem.chain((item) =>
    fc.record({
      item: fc.constant(item),
      headcount: fc.integer({ min: HEADCOUNT_MIN, max: HEADCOUNT_MAX }),
      // Offered add-ons, some chosen twice: a repeat is charged once.
      chosen: fc.array(fc.constantFrom("", ...item.addons.map((addon) => addon.key)), { maxLength: 5 }),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
  );

  it("add up to the total, and the total splits into the deposit and the balance, for any quote", () => {
    fc.assert(
      fc.property(aQuote, ({ item, headcount, chosen, percent }) => {
        const addons = chosen.filter((key) => key !== "");
        const price = priceQuote(item, headcount, addons, percent);
        const [event, ...rest] = price.lines;
        expect(price.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(price.totalCents);
        expect(event?.cents).toBe(price.subtotalCents);
        expect(event?.kind).toBe(price.minimumFeeApplied ? "minimum" : "people");
        expect(event?.cents).toBe(Math.max(headcount * perPersonRate(item, headcount), item.minEventFee));
        expect(rest.reduce((sum, line) => sum + line.cents, 0)).toBe(price.addonsCents);
        expect(rest.map((line) => (line.kind === "addon" ? line.key : null))).toEqual([...new Set(addons)]);
        for (const line of rest) {
          if (line.kind === "addon") expect(line.cents).toBe(line.quantity * line.unitCents);
        }
        expect(price.depositCents).toBe(depositFor(price.totalCents, percent));
        expect(price.depositCents + price.balanceCents).toBe(price.totalCents);
      }),
      { numRuns: 500 },
    );
  });

  it("itemise a stored quote only when they reproduce its stored figures", () => {
    fc.assert(
      fc.property(
        aQuote,
        fc.integer({ min: 1, max: 10000 }),
        ({ item, headcount, chosen, percent }, bump) => {
          const addons = chosen.filter((key) => key !== "");
          const price = priceQuote(item, headcount, addons, percent);
          const stored = { headcount, addons, ...price };
          expect(breakdownOf(item, stored, percent)).toEqual({
            lines: price.lines,
            totalCents: price.totalCents,
            depositPercent: percent,
            depositCents: price.depositCents,
            balanceCents: price.balanceCents,
          });
          // Priced before the catalogue changed: the stored amounts stand, without lines.
          const repriced = { ...item, minEventFee: price.totalCents + bump };
          expect(breakdownOf(repriced, stored, percent)).toMatchObject({
            lines: null,
            depositPercent: null,
            totalCents: price.totalCents,
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("give no lines for an activity or add-on the catalogue no longer has", () => {
    const stored = {
      headcount: 20,
      addons: ["shipping_per_kit"],
      ...priceQuote(tinyCampfire, 20, ["shipping_per_kit"], 50),
    };
    expect(breakdownOf(undefined, stored, 50).lines).toBeNull();
    expect(breakdownOf(surveyShowdown, stored, 50).lines).toBeNull();
    expect(breakdownOf(tinyCampfire, stored, 40)).toMatchObject({ lines: null, depositPercent: null });
  });
});

describe("formatCents", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(15000)).toBe("$150.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});
