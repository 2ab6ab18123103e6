import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pricedActivities, pricedActivity } from "~/content/activity-facts";
import {
  addOnPriceLabel,
  addOnRules,
  formatPrice,
  isRush,
  MINIMUM_EVENT_FEE_CENTS,
  PriceInputError,
  priceEvent,
  RUSH_FEE_CENTS,
  rateCents,
  sampleHeadcount,
  samplePriceLabel,
} from "./pricing";

const feud = pricedActivity("lightning-feud"); // $35–$65, 8–500 people
// Tiny Campfire's rates and range ($50–$65, 5–40 people) without its kit, for the engine's general rules.
const campfire = { ...pricedActivity("tiny-campfire"), kitIncluded: false };
const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-12-01T15:00:00Z");

describe("priceEvent", () => {
  it("prices Lightning Feud for 40 people at the midpoint rate: $2,000", () => {
    const price = priceEvent({ activity: feud, headcount: 40 });
    expect(price).toMatchObject({
      rateCents: 5000,
      eventCents: 200_000,
      minimumApplied: false,
      addOnsCents: 0,
      rushCents: 0,
      discountCents: 0,
      subtotalCents: 200_000,
      totalCents: 200_000,
      depositPercent: 50,
      depositCents: 100_000,
      balanceCents: 100_000,
    });
    expect(price.lines).toEqual([
      { kind: "people", label: "40 people", headcount: 40, rateCents: 5000, cents: 200_000 },
    ]);
  });

  it("uses the top rate to 30 people, the midpoint to 80, the lowest from 81", () => {
    expect(rateCents(feud, 30)).toBe(6500);
    expect(rateCents(feud, 31)).toBe(5000);
    expect(rateCents(feud, 80)).toBe(5000);
    expect(rateCents(feud, 81)).toBe(3500);
    // 81 × $35 = $2,835 is below 80 × $50: the team pays the 80-person price (see below).
    expect(priceEvent({ activity: feud, headcount: 81 }).totalCents).toBe(400_000);
  });

  it("charges the $500 minimum when headcount × rate is below it, and not when it is equal or above", () => {
    const five = priceEvent({ activity: campfire, headcount: 5 });
    expect(five.lines[0]).toEqual({
      kind: "minimum",
      label: "Minimum event fee",
      headcount: 5,
      rateCents: 6500,
      byHeadcountCents: 32_500,
      cents: MINIMUM_EVENT_FEE_CENTS,
    });
    expect(five).toMatchObject({ minimumApplied: true, totalCents: 50_000, depositCents: 25_000 });
    // 8 × $65 = $520: above the minimum.
    expect(priceEvent({ activity: feud, headcount: 8 })).toMatchObject({
      minimumApplied: false,
      totalCents: 52_000,
    });
    // The minimum covers the event fee only: add-ons come on top.
    expect(priceEvent({ activity: campfire, headcount: 5, addOns: ["awards"] }).totalCents).toBe(75_000);
  });

  it("takes headcounts at the activity's minimum and maximum and refuses one outside, naming the field", () => {
    expect(priceEvent({ activity: feud, headcount: 8 }).totalCents).toBe(52_000);
    expect(priceEvent({ activity: feud, headcount: 500 }).totalCents).toBe(1_750_000);
    expect(priceEvent({ activity: campfire, headcount: 40 }).totalCents).toBe(230_000); // 40 × $57.50
    for (const headcount of [7, 501, 12.5, Number.NaN]) {
      expect(() => priceEvent({ activity: feud, headcount })).toThrow(PriceInputError);
    }
    try {
      priceEvent({ activity: campfire, headcount: 41 });
    } catch (error) {
      expect(error).toBeInstanceOf(PriceInputError);
      expect((error as PriceInputError).field).toBe("headcount");
      expect((error as PriceInputError).message).toBe("Tiny Campfire takes 5 to 40 people.");
    }
  });

  it("adds each add-on once, kits per person, in the list's order", () => {
    const price = priceEvent({
      activity: feud,
      headcount: 40,
      addOns: ["branding", "kits", "kits", "extra_time"],
    });
    expect(price.lines.slice(1)).toEqual([
      { kind: "addon", id: "kits", label: "Event kits", quantity: 40, unitCents: 3000, cents: 120_000 },
      {
        kind: "addon",
        id: "extra_time",
        label: "Extra 30 minutes",
        quantity: 1,
        unitCents: 15_000,
        cents: 15_000,
      },
      {
        kind: "addon",
        id: "branding",
        label: "Custom theme and branding",
        quantity: 1,
        unitCents: 20_000,
        cents: 20_000,
      },
    ]);
    expect(price.addOnsCents).toBe(155_000);
    expect(price.totalCents).toBe(355_000);
  });

  it("refuses an add-on not in the list", () => {
    expect(() => priceEvent({ activity: feud, headcount: 40, addOns: ["confetti"] })).toThrow(
      /not an add-on/,
    );
  });

  it("adds the $150 rush fee under 14 days' notice, none at 14 days or more", () => {
    const soon = { eventStart: new Date(now.getTime() + 14 * DAY - 1), now };
    const onTime = { eventStart: new Date(now.getTime() + 14 * DAY), now };
    expect(isRush(soon)).toBe(true);
    expect(isRush(onTime)).toBe(false);
    expect(isRush(undefined)).toBe(false);
    const rushed = priceEvent({ activity: feud, headcount: 40, notice: soon });
    expect(rushed).toMatchObject({ rushCents: RUSH_FEE_CENTS, totalCents: 215_000 });
    expect(rushed.lines.at(-1)).toEqual({
      kind: "rush",
      label: "Rush fee (under 14 days' notice)",
      cents: 15_000,
    });
    expect(priceEvent({ activity: feud, headcount: 40, notice: onTime }).totalCents).toBe(200_000);
    expect(priceEvent({ activity: feud, headcount: 40, notice: { rush: true } }).totalCents).toBe(215_000);
  });

  it("applies the voucher's upgrade once: the add-on is included and taken off", () => {
    const price = priceEvent({ activity: feud, headcount: 40, voucher: { upgrade: "awards" } });
    expect(price.lines.map((line) => [line.kind, line.cents])).toEqual([
      ["people", 200_000],
      ["addon", 25_000],
      ["voucher", -25_000],
    ]);
    expect(price).toMatchObject({ subtotalCents: 225_000, discountCents: 25_000, totalCents: 200_000 });
    // Chosen as an add-on too: still one awards line, one discount.
    const twice = priceEvent({
      activity: feud,
      headcount: 40,
      addOns: ["awards", "branding"],
      voucher: { upgrade: "awards" },
    });
    expect(twice.lines.filter((line) => line.kind === "addon" && line.id === "awards")).toHaveLength(1);
    expect(twice).toMatchObject({ discountCents: 25_000, totalCents: 220_000 });
    // Never below the minimum: the upgrade is free, the event fee stays.
    const small = priceEvent({ activity: campfire, headcount: 5, voucher: { upgrade: "branding" } });
    expect(small).toMatchObject({ minimumApplied: true, totalCents: 50_000, discountCents: 20_000 });
    expect(() =>
      priceEvent({ activity: feud, headcount: 40, voucher: { upgrade: "kits" as unknown as "awards" } }),
    ).toThrow(PriceInputError);
  });

  it("splits an odd total's cent into the deposit, at any percentage", () => {
    const odd = { ...feud, rateUpToCents: 6501 };
    const price = priceEvent({ activity: odd, headcount: 21, depositPercent: 50 });
    expect(price.totalCents).toBe(136_521);
    expect(price.depositCents).toBe(68_261);
    expect(price.balanceCents).toBe(68_260);
    expect(priceEvent({ activity: feud, headcount: 40, depositPercent: 30 }).depositCents).toBe(60_000);
  });

  it("keeps every amount a whole number of cents and the lines adding up to the total", () => {
    for (const headcount of [8, 29, 30, 31, 55, 80, 81, 137, 500]) {
      const price = priceEvent({
        activity: feud,
        headcount,
        addOns: addOnRules.map((rule) => rule.id),
        notice: { rush: headcount % 2 === 0 },
        voucher: { upgrade: "extra_time" },
      });
      expect(price.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(price.totalCents);
      for (const value of [price.totalCents, price.depositCents, price.balanceCents]) {
        expect(Number.isInteger(value)).toBe(true);
      }
    }
  });
});

describe("labels", () => {
  it("writes the sample price for the pages and cards", () => {
    expect(samplePriceLabel(feud)).toBe("For 40 people: $2,000");
    expect(samplePriceLabel(campfire)).toBe("For 40 people: $2,300");
    expect(sampleHeadcount({ headcountMin: 5, headcountMax: 20 })).toBe(20);
    expect(sampleHeadcount({ headcountMin: 50, headcountMax: 200 })).toBe(50);
  });

  it("writes add-on prices and amounts", () => {
    expect(addOnRules.map(addOnPriceLabel)).toEqual(["+$30 per person", "+$250", "+$300", "+$150", "+$200"]);
    expect(formatPrice(200_000)).toBe("$2,000");
    expect(formatPrice(136_521)).toBe("$1,365.21");
  });
});

describe("a bigger team never pays more per person, nor less in total (issue 38)", () => {
  const options = fc.record({
    addOns: fc.subarray(addOnRules.map((rule) => rule.id)),
    rush: fc.boolean(),
  });

  it.each(pricedActivities.map((activity) => [activity.id, activity] as const))(
    "%s: every headcount against the next, with any add-ons and the rush fee",
    (_id, activity) => {
      fc.assert(
        fc.property(options, ({ addOns, rush }) => {
          const price = (headcount: number) =>
            priceEvent({ activity, headcount, addOns, notice: { rush } }).totalCents;
          let previous = price(activity.headcountMin);
          for (let n = activity.headcountMin + 1; n <= activity.headcountMax; n++) {
            const total = price(n);
            if (total < previous) return false;
            // Per person, cross-multiplied to stay in whole cents: total(n) / n <= total(n-1) / (n-1).
            if (total * (n - 1) > previous * n) return false;
            previous = total;
          }
          return true;
        }),
        {
          numRuns: 20,
          // Always the two ends too: no add-ons at standard notice, every add-on with the rush fee.
          examples: [
            [{ addOns: [], rush: false }],
            [{ addOns: addOnRules.map((rule) => rule.id), rush: true }],
          ],
        },
      );
    },
  );

  it("prices 31 to 38 people of Lightning Feud as 30, then $50 each from 39", () => {
    const total = (headcount: number) => priceEvent({ activity: feud, headcount }).totalCents;
    expect(total(30)).toBe(195_000);
    expect(total(31)).toBe(195_000);
    expect(total(38)).toBe(195_000);
    expect(total(39)).toBe(195_000);
    expect(total(40)).toBe(200_000);
    expect(priceEvent({ activity: feud, headcount: 31 }).lines[0]).toMatchObject({
      kind: "band",
      label: "31 people at the 30-person price",
      byHeadcountCents: 155_000,
      bandHeadcount: 30,
    });
    expect(priceEvent({ activity: feud, headcount: 39 }).lines[0]).toMatchObject({ kind: "people" });
    // Past 80 the same: 80 at $50 is $4,000, 81 at $35 would be $2,835.
    expect(total(81)).toBe(400_000);
    expect(total(115)).toBe(402_500);
  });
});

describe("an activity whose kit is part of it (issue 38)", () => {
  const withKit = pricedActivity("tiny-campfire");

  it("always prices Tiny Campfire's kit, once, whether or not it was chosen", () => {
    expect(withKit.kitIncluded).toBe(true);
    for (const addOns of [[], ["kits"]]) {
      const price = priceEvent({ activity: withKit, headcount: 20, addOns });
      const kits = price.lines.filter((line) => line.kind === "addon" && line.id === "kits");
      expect(kits).toEqual([
        expect.objectContaining({
          label: "Event kits, part of Tiny Campfire",
          quantity: 20,
          cents: 20 * 3000,
        }),
      ]);
      expect(price.totalCents).toBe(20 * 6500 + 20 * 3000);
    }
    expect(samplePriceLabel(withKit)).toBe("For 40 people: $3,500");
  });
});
