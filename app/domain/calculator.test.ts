import { describe, expect, it } from "vitest";
import { pricedActivities, pricedActivity } from "~/content/activity-facts";
import {
  type CalculatorState,
  calculateTotal,
  clampPlayers,
  DEFAULT_PLAYERS,
  defaultCalculatorState,
  formatDollars,
  noAddOns,
  selectedActivity,
} from "./calculator.ts";
import { addOnRules, priceEvent } from "./pricing.ts";

// The calculator is the price engine with a form around it (docs/decisions/054-one-price-engine.md).
const feud = pricedActivity("lightning-feud"); // $35–$65, 8–500
const campfire = pricedActivity("tiny-campfire"); // $50–$65, 5–40

function state(overrides: Partial<CalculatorState> = {}): CalculatorState {
  return { ...defaultCalculatorState, ...overrides };
}

const everything = Object.fromEntries(addOnRules.map((rule) => [rule.id, true])) as CalculatorState["addOns"];

describe("defaults", () => {
  it("opens on Lightning Feud for 40 people, no add-ons: $2,000, as its page says", () => {
    expect(defaultCalculatorState).toEqual({ players: 40, activityId: "lightning-feud", addOns: noAddOns });
    expect(DEFAULT_PLAYERS).toBe(40);
    expect(calculateTotal(state(), feud)).toMatchObject({
      players: 40,
      totalCents: 200_000,
      minimumApplied: false,
    });
  });

  it("selects the named activity, or the first for an unknown id", () => {
    expect(selectedActivity(pricedActivities, "tiny-campfire")).toEqual(campfire);
    expect(selectedActivity(pricedActivities, "nope")).toEqual(feud);
  });
});

describe("clampPlayers", () => {
  it("keeps whole numbers within the activity's range", () => {
    expect(clampPlayers(8, feud)).toBe(8);
    expect(clampPlayers(500, feud)).toBe(500);
    expect(clampPlayers(3, feud)).toBe(8);
    expect(clampPlayers(501, feud)).toBe(500);
    expect(clampPlayers(100, campfire)).toBe(40);
    expect(clampPlayers(12.4, feud)).toBe(12);
  });

  it("turns anything not finite into the default, moved into the range", () => {
    expect(clampPlayers(Number.NaN, feud)).toBe(40);
    expect(clampPlayers(Number.POSITIVE_INFINITY, feud)).toBe(40);
    expect(clampPlayers(Number.NaN, pricedActivity("pitch-perfect"))).toBe(40);
  });
});

describe("calculateTotal", () => {
  it("5 players of Tiny Campfire: $325 raised to the $500 minimum, with the kit that is part of it", () => {
    expect(calculateTotal(state({ players: 5 }), campfire)).toMatchObject({
      players: 5,
      eventCents: 50_000,
      minimumApplied: true,
      totalCents: 50_000 + 5 * 3000,
    });
  });

  it("8 players of Lightning Feud: $520, above the minimum", () => {
    expect(calculateTotal(state({ players: 8 }), feud)).toMatchObject({
      totalCents: 52_000,
      minimumApplied: false,
    });
  });

  it("300 players of Lightning Feud with every add-on: $10,500 + $9,000 kits + $900 = $20,400", () => {
    const result = calculateTotal(state({ players: 300, addOns: everything }), feud);
    expect(result.eventCents).toBe(1_050_000);
    expect(result.addOnsCents).toBe(300 * 3000 + 25_000 + 30_000 + 15_000 + 20_000);
    expect(result.totalCents).toBe(2_040_000);
  });

  it("adds add-ons on top of the minimum, kits per actual player", () => {
    const result = calculateTotal(state({ players: 5, addOns: { ...noAddOns, kits: true } }), campfire);
    expect(result.totalCents).toBe(50_000 + 5 * 3000);
  });

  it("prices with the clamped player count", () => {
    expect(calculateTotal(state({ players: 9999 }), campfire)).toMatchObject({
      players: 40,
      totalCents: 230_000 + 40 * 3000,
    });
  });

  it("gives the engine's figures for every activity, headcount and add-on", () => {
    for (const activity of pricedActivities) {
      for (const players of [activity.headcountMin, 30, 31, 80, 81, activity.headcountMax]) {
        if (players < activity.headcountMin || players > activity.headcountMax) continue;
        for (const rule of addOnRules) {
          const result = calculateTotal(
            state({ players, addOns: { ...noAddOns, [rule.id]: true } }),
            activity,
          );
          expect(result.totalCents).toBe(
            priceEvent({ activity, headcount: players, addOns: [rule.id] }).totalCents,
          );
        }
      }
    }
  });
});

describe("formatDollars", () => {
  it("formats whole dollars with thousands separators", () => {
    expect(formatDollars(1234)).toBe("$1,234");
    expect(formatDollars(27_300)).toBe("$27,300");
    expect(formatDollars(400)).toBe("$400");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(1_000_000)).toBe("$1,000,000");
  });

  it("rounds to whole dollars", () => {
    expect(formatDollars(999.5)).toBe("$1,000");
    expect(formatDollars(1234.49)).toBe("$1,234");
    expect(formatDollars(-0.2)).toBe("$0");
  });

  it("shows $0 for a value that is not a number", () => {
    expect(formatDollars(Number.NaN)).toBe("$0");
  });
});
