import { describe, expect, it } from "vitest";
import { howQuotesWorkFor } from "~/content/billing";
import { bookingPolicy } from "~/content/booking-policy";
import { helpCenterGroups } from "~/content/faq";
import { termsOfService } from "~/content/legal";
import {
  cancellationLines,
  cancellationTerms,
  cancellationTiers,
  changeOfPlansSentence,
  FULL_REFUND_HOURS,
  HEADCOUNT_CHANGE_HOURS,
  refundCents,
} from "./booking-policy";

describe("booking policy", () => {
  it("refunds by notice: 48 h or more all, 24 to 48 h half, under 24 h and no-shows nothing", () => {
    const cases: [hoursBefore: number, percent: number, freeReschedule: boolean][] = [
      [500, 100, true],
      [48, 100, true],
      [47.99, 50, true],
      [24, 50, true],
      [23.99, 0, false],
      [0, 0, false],
      [-1, 0, false],
      [Number.NaN, 0, false],
    ];
    for (const [hoursBefore, percent, freeReschedule] of cases) {
      const terms = cancellationTerms(hoursBefore);
      expect(terms.refundPercent, `${hoursBefore} h`).toBe(percent);
      expect(terms.freeReschedule, `${hoursBefore} h`).toBe(freeReschedule);
    }
    expect(refundCents(200_000, 72)).toBe(200_000);
    expect(refundCents(200_000, 30)).toBe(100_000);
    expect(refundCents(100_001, 30)).toBe(50_000);
    expect(refundCents(200_000, 2)).toBe(0);
  });

  it("states each tier's figures in its own words", () => {
    expect(cancellationTiers.map((tier) => tier.fromHours)).toEqual([48, 24, 0]);
    expect(cancellationTiers[0]?.notice).toContain(String(FULL_REFUND_HOURS));
    expect(cancellationTiers[1]?.outcome).toContain("50%");
    expect(cancellationLines).toHaveLength(cancellationTiers.length + 1);
    expect(HEADCOUNT_CHANGE_HOURS).toBe(72);
  });

  it("is what the policy page, the terms, the FAQ and /billing say", () => {
    const policySection = bookingPolicy.sections.find(
      (section) => section.id === "cancellations-and-rescheduling",
    );
    expect(policySection?.list).toEqual(cancellationLines);
    const termsSection = termsOfService.sections.find(
      (section) => section.id === "cancellations-and-rescheduling",
    );
    expect(termsSection?.list).toEqual(cancellationLines);
    const answer = helpCenterGroups
      .flatMap((group) => group.items)
      .find((item) => item.q === "What is your cancellation policy?")?.a;
    for (const line of cancellationLines) expect(answer).toContain(line);
    expect(howQuotesWorkFor("stripe").facts.map((fact) => fact.body)).toContain(changeOfPlansSentence);
    const headcount = bookingPolicy.sections.find((section) => section.id === "headcount");
    expect(headcount?.paragraphs.join(" ")).toContain(`${HEADCOUNT_CHANGE_HOURS} hours before the start`);
  });
});
