import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, formatCount, formatDollars } from "./money";

const intlCount = new Intl.NumberFormat("en-US");
const intlDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const integers = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, 1, 9, 10, 99, 100, 999, 1000, 1001, 99_999, 100_000, -1, -100, -1000),
);

describe("money and counts without Intl", () => {
  it("write whole numbers exactly as Intl.NumberFormat does (en-US)", () => {
    fc.assert(
      fc.property(integers, (n) => {
        expect(formatCount(n)).toBe(intlCount.format(n));
        expect(formatDollars(n)).toBe(intlDollars.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it("write cents exactly as Intl.NumberFormat does, up to ten billion dollars", () => {
    // Beyond about 2^53 / 100, Intl's input (cents / 100 as a double) is off by a cent itself.
    const cents = fc.oneof(
      integers.filter((n) => Math.abs(n) <= 1e12),
      fc.integer({ min: -1e12, max: 1e12 }),
    );
    fc.assert(
      fc.property(cents, (n) => {
        expect(formatCents(n)).toBe(intlCents.format(n / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("round dollars and leave what is not a whole number to Intl", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatDollars(amount)).toBe(intlDollars.format(Math.round(amount) || 0));
        expect(formatCents(amount)).toBe(intlCents.format(amount / 100));
        expect(formatCount(amount)).toBe(intlCount.format(amount));
      }),
      { numRuns: 2000 },
    );
    expect(formatDollars(1234.5)).toBe("$1,235");
    expect(formatDollars(-0.4)).toBe("$0");
    expect(formatDollars(Number.NaN)).toBe("$0");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-250)).toBe("-$2.50");
    expect(formatCents(-0)).toBe(intlCents.format(-0));
    expect(formatCount(1000)).toBe("1,000");
  });
});
