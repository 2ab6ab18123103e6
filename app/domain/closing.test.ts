import { describe, expect, it } from "vitest";
import { pricedActivity } from "~/content/activity-facts";
import { HEADCOUNT_CHANGE_HOURS } from "./booking-policy";
import { attendedCount, billedHeadcount, closingRuleSentence, INVOICE_DAYS, priceClosing } from "./closing";
import { priceEvent, RUSH_KIT_CENTS } from "./pricing";

const feud = pricedActivity("lightning-feud");
const start = new Date("2027-03-25T19:00:00Z");
const pricedAt = new Date("2027-02-01T12:00:00Z");
const base = { activity: feud, addOns: [], voucherUpgrade: null, start, pricedAt, rushKits: 0 } as const;

describe("the closing rule", () => {
  it("counts staff's correction over the join links, and the joins without one", () => {
    expect(attendedCount({ joined: 17, attendedCount: null })).toBe(17);
    expect(attendedCount({ joined: 17, attendedCount: 22 })).toBe(22);
    expect(attendedCount({ joined: 17, attendedCount: 0 })).toBe(0);
  });

  it("bills the booked headcount when fewer came, and everyone above it when more did", () => {
    expect(billedHeadcount(feud, 40, 31)).toBe(40);
    expect(billedHeadcount(feud, 40, 40)).toBe(40);
    expect(billedHeadcount(feud, 40, 44)).toBe(44);
  });

  it("never bills past the activity's largest team by surprise", () => {
    expect(billedHeadcount(feud, feud.headcountMax - 2, feud.headcountMax + 9)).toBe(feud.headcountMax);
  });

  it("prices the billed headcount with the engine, so the invoice and a new quote agree", () => {
    const closing = priceClosing({ ...base, booked: 40, attended: 44, addOns: ["awards"] });
    const quoted = priceEvent({
      activity: feud,
      headcount: 44,
      addOns: ["awards"],
      notice: { eventStart: start, now: pricedAt },
    });
    expect(closing.headcount).toBe(44);
    expect(closing.lines).toEqual(quoted.lines);
    expect(closing.totalCents).toBe(quoted.totalCents);
  });

  it("keeps the rush fee of a late booking and adds the rush kits on top", () => {
    const late = new Date(start.getTime() - 5 * 24 * 3_600_000);
    const closing = priceClosing({ ...base, booked: 40, attended: 38, pricedAt: late, rushKits: 3 });
    const quoted = priceEvent({ activity: feud, headcount: 40, notice: { eventStart: start, now: late } });
    expect(quoted.rushCents).toBeGreaterThan(0);
    expect(closing.totalCents).toBe(quoted.totalCents + 3 * RUSH_KIT_CENTS);
    expect(closing.lines.at(-1)).toMatchObject({ kind: "rush", cents: 3 * RUSH_KIT_CENTS });
  });

  it("is published with the figures it runs on", () => {
    expect(closingRuleSentence).toContain(`${HEADCOUNT_CHANGE_HOURS} hours`);
    expect(closingRuleSentence).toContain(`${INVOICE_DAYS} days`);
    expect(closingRuleSentence).toContain("$25");
  });
});
