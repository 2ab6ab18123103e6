import { describe, expect, it } from "vitest";
import {
  addOnOptions,
  type CalculatorState,
  calculateTotal,
  clampPlayers,
  DEFAULT_PLAYERS,
  defaultCalculatorState,
  formatDollars,
  MINIMUM_BASE,
  MINIMUM_FEE_NOTE,
  PACKAGE_RATES,
  PLAYERS_MAX,
  PLAYERS_MIN,
  packageOptions,
} from "./calculator.ts";

function state(overrides: Partial<CalculatorState> = {}): CalculatorState {
  return { ...defaultCalculatorState, ...overrides };
}

const everything = {
  kits: true,
  awards: true,
  premiumHost: true,
  extraTime: true,
  customTheme: true,
} as const;

describe("constants", () => {
  it("defaults to 25 players, core, no add-ons", () => {
    expect(defaultCalculatorState).toEqual({
      players: 25,
      package: "core",
      kits: false,
      awards: false,
      premiumHost: false,
      extraTime: false,
      customTheme: false,
    });
    expect(Object.isFrozen(defaultCalculatorState)).toBe(true);
    expect(DEFAULT_PLAYERS).toBe(25);
  });

  it("uses the spec's limits, rates and minimum", () => {
    expect([PLAYERS_MIN, PLAYERS_MAX]).toEqual([5, 300]);
    expect(PACKAGE_RATES).toEqual({ core: 40, premium: 58 });
    expect(MINIMUM_BASE).toBe(400);
    expect(MINIMUM_FEE_NOTE).toBe("Includes minimum fee when applicable");
    expect(packageOptions.map((o) => o.id)).toEqual(["core", "premium"]);
  });

  it("prices the five add-ons as the spec says", () => {
    expect(addOnOptions.map(({ key, price, perPlayer }) => [key, price, perPlayer])).toEqual([
      ["kits", 30, true],
      ["awards", 250, false],
      ["premiumHost", 300, false],
      ["extraTime", 150, false],
      ["customTheme", 200, false],
    ]);
    expect(new Set(addOnOptions.map((o) => o.label)).size).toBe(5);
  });
});

describe("clampPlayers", () => {
  it("keeps whole numbers in range", () => {
    expect(clampPlayers(5)).toBe(5);
    expect(clampPlayers(25)).toBe(25);
    expect(clampPlayers(300)).toBe(300);
  });

  it("clamps to 5..300", () => {
    expect(clampPlayers(4)).toBe(5);
    expect(clampPlayers(0)).toBe(5);
    expect(clampPlayers(-20)).toBe(5);
    expect(clampPlayers(301)).toBe(300);
    expect(clampPlayers(10_000)).toBe(300);
  });

  it("rounds to an integer", () => {
    expect(clampPlayers(12.4)).toBe(12);
    expect(clampPlayers(12.5)).toBe(13);
    expect(clampPlayers(4.6)).toBe(5);
    expect(clampPlayers(300.4)).toBe(300);
  });

  it("turns anything not finite into the default 25", () => {
    expect(clampPlayers(Number.NaN)).toBe(25);
    expect(clampPlayers(Number.POSITIVE_INFINITY)).toBe(25);
    expect(clampPlayers(Number.NEGATIVE_INFINITY)).toBe(25);
    expect(clampPlayers(Number(""))).toBe(5);
    expect(clampPlayers(Number("abc"))).toBe(25);
  });
});

describe("calculateTotal", () => {
  it("25 players, core: $1,000", () => {
    expect(calculateTotal(state())).toEqual({
      players: 25,
      base: 1000,
      minimumApplied: false,
      addOns: [],
      total: 1000,
    });
  });

  it("5 players, core: raised to the $400 minimum", () => {
    expect(calculateTotal(state({ players: 5 }))).toMatchObject({
      base: 400,
      minimumApplied: true,
      total: 400,
    });
  });

  it("10 players, core: exactly $400, so the minimum is not applied", () => {
    expect(calculateTotal(state({ players: 10 }))).toMatchObject({
      base: 400,
      minimumApplied: false,
      total: 400,
    });
  });

  it("9 players, core: $360 raised to $400", () => {
    expect(calculateTotal(state({ players: 9 }))).toMatchObject({
      base: 400,
      minimumApplied: true,
      total: 400,
    });
  });

  it("7 players, premium: $406, above the minimum", () => {
    expect(calculateTotal(state({ players: 7, package: "premium" }))).toMatchObject({
      base: 406,
      minimumApplied: false,
      total: 406,
    });
  });

  it("6 players, premium: $348 raised to $400", () => {
    expect(calculateTotal(state({ players: 6, package: "premium" }))).toMatchObject({
      base: 400,
      minimumApplied: true,
    });
  });

  it("300 players, premium, everything: $27,300", () => {
    const result = calculateTotal(state({ players: 300, package: "premium", ...everything }));
    expect(result).toEqual({
      players: 300,
      base: 17_400,
      minimumApplied: false,
      addOns: [
        { key: "kits", label: "Event kits", amount: 9000 },
        { key: "awards", label: "Awards ceremony", amount: 250 },
        { key: "premiumHost", label: "Premium host", amount: 300 },
        { key: "extraTime", label: "Extra 30 minutes", amount: 150 },
        { key: "customTheme", label: "Custom theme", amount: 200 },
      ],
      total: 27_300,
    });
    expect(result.total).toBe(300 * 58 + 300 * 30 + 250 + 300 + 150 + 200);
  });

  it("adds each add-on on its own", () => {
    const base = 1000;
    expect(calculateTotal(state({ kits: true })).total).toBe(base + 25 * 30);
    expect(calculateTotal(state({ awards: true })).total).toBe(base + 250);
    expect(calculateTotal(state({ premiumHost: true })).total).toBe(base + 300);
    expect(calculateTotal(state({ extraTime: true })).total).toBe(base + 150);
    expect(calculateTotal(state({ customTheme: true })).total).toBe(base + 200);
  });

  it("adds add-ons on top of the minimum, kits per actual player", () => {
    const result = calculateTotal(state({ players: 5, kits: true, awards: true }));
    expect(result).toMatchObject({ base: 400, minimumApplied: true, total: 400 + 5 * 30 + 250 });
    expect(result.addOns.map((a) => a.amount)).toEqual([150, 250]);
  });

  it("uses the clamped player count", () => {
    expect(calculateTotal(state({ players: 1000, kits: true }))).toMatchObject({
      players: 300,
      base: 12_000,
      total: 12_000 + 9000,
    });
    expect(calculateTotal(state({ players: 2 }))).toMatchObject({
      players: 5,
      base: 400,
      minimumApplied: true,
    });
    expect(calculateTotal(state({ players: 24.6 }))).toMatchObject({ players: 25, total: 1000 });
    expect(calculateTotal(state({ players: Number.NaN }))).toMatchObject({ players: 25, total: 1000 });
  });

  it("always returns whole dollars", () => {
    for (let players = PLAYERS_MIN; players <= PLAYERS_MAX; players++) {
      for (const pkg of ["core", "premium"] as const) {
        const { total, base } = calculateTotal(state({ players, package: pkg, kits: players % 2 === 0 }));
        expect(Number.isInteger(total)).toBe(true);
        expect(base).toBeGreaterThanOrEqual(MINIMUM_BASE);
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
