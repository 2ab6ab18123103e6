import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandFloor, MINIMUM_EVENT_FEE_CENTS, RUSH_FEE_LABEL } from "./pricing.ts";
import {
  type AddonKey,
  breakdownOf,
  depositFor,
  formatCents,
  HEADCOUNT_MIN,
  type PricingItem,
  perPersonRate,
  priceQuote,
  quoteAddonKeys,
  quoteAddons,
} from "./quote-pricing.ts";

// The catalogue's figures (app/content/activity-facts.ts); add-ons and fees are the engine's.
const surveyShowdown: PricingItem = {
  activitySlug: "survey-showdown",
  title: "Survey Showdown",
  priceMinPp: 3500,
  priceMaxPp: 6500,
  minEventFee: 50000,
  headcountMin: 10,
  headcountMax: 300,
  addons: quoteAddons,
};
const tinyCampfire: PricingItem = {
  activitySlug: "tiny-campfire",
  title: "Tiny Campfire",
  priceMinPp: 5000,
  priceMaxPp: 6500,
  minEventFee: 50000,
  headcountMin: 5,
  headcountMax: 40,
  addons: quoteAddons,
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

  it("prices 39 and 80 people at the midpoint, 115 at the bottom; never less than a smaller team", () => {
    // 31 × $50 would be $1,550, below 30 × $65: 31 to 38 pay the 30-person price, $1,950.
    expect(priceQuote(surveyShowdown, 31, [], 50).totalCents).toBe(195000);
    expect(priceQuote(surveyShowdown, 39, [], 50).totalCents).toBe(195000);
    expect(priceQuote(surveyShowdown, 80, [], 50).totalCents).toBe(400000);
    expect(priceQuote(surveyShowdown, 81, [], 50).totalCents).toBe(400000);
    expect(priceQuote(surveyShowdown, 115, [], 50).totalCents).toBe(402500);
  });

  it("charges the minimum event fee when headcount × rate is below it", () => {
    const price = priceQuote(tinyCampfire, 5, [], 50);
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

  it("adds custom theme and branding once, at the one add-on price of $200", () => {
    expect(priceQuote(surveyShowdown, 40, ["branding"], 50)).toMatchObject({
      subtotalCents: 200000,
      addonsCents: 20000,
      totalCents: 220000,
    });
  });

  it("charges event kits per person, shipping included, on top of the minimum fee", () => {
    const price = priceQuote(tinyCampfire, 7, ["kits"], 50);
    expect(price).toMatchObject({ subtotalCents: 50000, addonsCents: 21000, totalCents: 71000 });
  });

  it("counts a repeated add-on once and sums all add-ons", () => {
    const price = priceQuote(tinyCampfire, 20, ["rush", "branding", "kits", "rush"], 50);
    expect(price.addonsCents).toBe(15000 + 20000 + 20 * 3000);
    expect(price.totalCents).toBe(20 * 6500 + price.addonsCents);
  });

  it("refuses an add-on the engine does not offer", () => {
    expect(() => priceQuote(surveyShowdown, 20, ["shipping_per_kit"], 50)).toThrow(/not an add-on/);
  });

  it("refuses headcounts outside the activity's range and fractions", () => {
    expect(() => priceQuote(surveyShowdown, 4, [], 50)).toThrow(RangeError);
    expect(() => priceQuote(surveyShowdown, 9, [], 50)).toThrow(/10 to 300 people/);
    expect(() => priceQuote(surveyShowdown, 301, [], 50)).toThrow(RangeError);
    expect(() => priceQuote(surveyShowdown, 1001, [], 50)).toThrow(RangeError);
    expect(() => priceQuote(surveyShowdown, 12.5, [], 50)).toThrow(RangeError);
    expect(priceQuote(surveyShowdown, 10, [], 50).totalCents).toBe(65000);
    expect(priceQuote(surveyShowdown, 300, [], 50).totalCents).toBe(1050000);
  });

  it("splits the total into deposit and balance that add up", () => {
    const price = priceQuote(tinyCampfire, 33, ["kits"], 50);
    // 33 × $57.50 is below 30 × $65 ($1,950): the 30-person price, then the kits.
    expect(price.totalCents).toBe(195000 + 33 * 3000);
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
    const price = priceQuote(tinyCampfire, 12, ["branding", "kits"], 50);
    expect(price.lines).toEqual([
      { kind: "people", headcount: 12, rateCents: 6500, cents: 78000 },
      { kind: "addon", key: "kits", name: "Event kits", quantity: 12, unitCents: 3000, cents: 36000 },
      {
        kind: "addon",
        key: "branding",
        name: "Custom theme and branding",
        quantity: 1,
        unitCents: 20000,
        cents: 20000,
      },
    ]);
    expect(price.totalCents).toBe(134000);
  });

  it("shows the minimum event fee as the charged line, with the headcount × rate it replaced", () => {
    expect(priceQuote(tinyCampfire, 5, ["rush"], 50).lines).toEqual([
      { kind: "minimum", headcount: 5, rateCents: 6500, byHeadcountCents: 32500, cents: 50000 },
      { kind: "addon", key: "rush", name: RUSH_FEE_LABEL, quantity: 1, unitCents: 15000, cents: 15000 },
    ]);
  });

  const keys: readonly AddonKey[] = quoteAddonKeys;
  const anItem = fc
    .record({
      low: fc.integer({ min: 100, max: 20000 }),
      spread: fc.integer({ min: 0, max: 20000 }),
      headcountMin: fc.integer({ min: HEADCOUNT_MIN, max: 50 }),
      span: fc.integer({ min: 0, max: 950 }),
    })
    .map(
      ({ low, spread, headcountMin, span }): PricingItem => ({
        activitySlug: "any",
        title: "Any",
        priceMinPp: low,
        priceMaxPp: low + spread,
        minEventFee: MINIMUM_EVENT_FEE_CENTS,
        headcountMin,
        headcountMax: headcountMin + span,
        addons: quoteAddons,
      }),
    );
  const aQuote = anItem.chain((item) =>
    fc.record({
      item: fc.constant(item),
      headcount: fc.integer({ min: item.headcountMin, max: item.headcountMax }),
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
        const band = bandFloor({ rateFromCents: item.priceMinPp, rateUpToCents: item.priceMaxPp }, headcount);
        const byHeadcount = headcount * perPersonRate(item, headcount);
        expect(event?.kind).toBe(
          price.minimumFeeApplied ? "minimum" : (band?.cents ?? 0) > byHeadcount ? "band" : "people",
        );
        expect(event?.cents).toBe(Math.max(byHeadcount, band?.cents ?? 0, MINIMUM_EVENT_FEE_CENTS));
        expect(rest.reduce((sum, line) => sum + line.cents, 0)).toBe(price.addonsCents);
        // In the engine's order, each once.
        expect(rest.map((line) => (line.kind === "addon" ? line.key : null))).toEqual(
          keys.filter((key) => addons.includes(key)),
        );
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
          // Priced before the rates changed: the stored amounts stand, without lines.
          const repriced = {
            ...item,
            priceMinPp: item.priceMinPp + bump,
            priceMaxPp: item.priceMaxPp + bump,
          };
          if (priceQuote(repriced, headcount, addons, percent).totalCents !== price.totalCents) {
            expect(breakdownOf(repriced, stored, percent)).toMatchObject({
              lines: null,
              depositPercent: null,
              totalCents: price.totalCents,
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("give no lines for an activity or add-on the catalogue no longer has", () => {
    const stored = { headcount: 20, addons: ["kits"], ...priceQuote(tinyCampfire, 20, ["kits"], 50) };
    expect(breakdownOf(undefined, stored, 50).lines).toBeNull();
    expect(breakdownOf(tinyCampfire, stored, 50).lines).not.toBeNull();
    expect(breakdownOf(tinyCampfire, stored, 40)).toMatchObject({ lines: null, depositPercent: null });
    // A quote from before the one add-on list (docs/decisions/054-one-price-engine.md).
    const old = {
      headcount: 20,
      addons: ["shipping_per_kit"],
      totalCents: 160000,
      depositCents: 80000,
      balanceCents: 80000,
    };
    expect(breakdownOf(tinyCampfire, old, 50)).toMatchObject({ lines: null, totalCents: 160000 });
  });
});

describe("formatCents", () => {
  it("shows dollars and cents", () => {
    expect(formatCents(15000)).toBe("$150.00");
    expect(formatCents(123456)).toBe("$1,234.56");
  });
});
