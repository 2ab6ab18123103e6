import { describe, expect, it } from "vitest";
import { depositAfter, depositOwedCents } from "~/server/services/events/money.server";

const half = (totalCents: number) => ({ totalCents, depositPercent: 50 });

describe("an event's deposit after a change of price (decision 061)", () => {
  it("is the share of the total as it is now, with what was paid standing", () => {
    // $615 paid for 12 people; grown to 20 with a rush fee ($1,750): half is $875.
    expect(depositAfter({ paidCents: 61_500, paymentMode: "card" }, half(175_000))).toBe(87_500);
    // Then moved out of the rush window ($1,600): half of that, not the $875 asked before.
    expect(depositAfter({ paidCents: 61_500, paymentMode: "card" }, half(160_000))).toBe(80_000);
    // A deposit paid in full stands when the total falls, up to the new total.
    expect(depositAfter({ paidCents: 100_000, paymentMode: "card" }, half(160_000))).toBe(100_000);
    expect(depositAfter({ paidCents: 100_000, paymentMode: "card" }, half(90_000))).toBe(90_000);
    // Nothing paid yet (an invoiced event): the share.
    expect(depositAfter({ paidCents: 0, paymentMode: "invoice" }, half(160_000))).toBe(80_000);
    // A paid deposit invoice stands as the deposit: growth goes on the balance.
    expect(depositAfter({ paidCents: 50_000, paymentMode: "invoice" }, half(160_000))).toBe(50_000);
    expect(depositAfter({ paidCents: 50_000, paymentMode: "invoice" }, half(40_000))).toBe(40_000);
  });

  it("owes the rest by card only on a paid card event that has not started", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    const grown = {
      status: "paid",
      paymentMode: "card",
      depositCents: 80_000,
      paidCents: 61_500,
      start: now + 86_400_000,
    } as const;
    expect(depositOwedCents(grown, now)).toBe(18_500);
    expect(depositOwedCents({ ...grown, paidCents: 80_000 }, now)).toBe(0);
    expect(depositOwedCents({ ...grown, paymentMode: "invoice" }, now)).toBe(0);
    expect(depositOwedCents({ ...grown, status: "cancelled" }, now)).toBe(0);
    expect(depositOwedCents({ ...grown, start: now - 1 }, now)).toBe(0);
  });
});
