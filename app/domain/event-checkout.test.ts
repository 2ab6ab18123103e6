import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { pricedActivity } from "~/content/activity-facts";
import {
  effectiveAddOns,
  eventMinutes,
  eventSlotRules,
  eventUnbookableMessages,
  parseEventCheckout,
  priceCheckout,
} from "./event-checkout";
import { priceEvent, RUSH_FEE_CENTS } from "./pricing";

const feud = { ...pricedActivity("lightning-feud"), durationMinutes: 60 };
const now = new Date("2026-12-01T15:00:00Z");
const inThreeWeeks = "2026-12-22T15:00:00Z";

const valid = {
  start: inThreeWeeks,
  timeZone: "America/Chicago",
  headcount: "40",
  addOns: ["awards"],
  name: "Ana Lopez",
  email: "ana@acme-test.com",
  company: "Acme",
  billingName: "Bo Ray",
  billingEmail: "ap@acme-test.com",
  poNumber: "",
  invoiceAddress: "1 Main St, Springfield",
  payment: "invoice",
  agree: "on",
};

describe("an event's calendar rules", () => {
  it("last the activity's length, plus 30 minutes with extra time", () => {
    expect(eventMinutes(feud, [])).toBe(60);
    expect(eventMinutes(feud, ["extra_time"])).toBe(90);
    expect(eventSlotRules(feud, ["extra_time"]).minutes).toBe(90);
  });

  it("hold the time longer than the card checkout stays open, which Stripe keeps 30 minutes at least", () => {
    expect(site.events.checkoutMinutes).toBeGreaterThanOrEqual(30);
    expect(site.events.holdMinutes).toBeGreaterThan(site.events.checkoutMinutes);
  });

  it("need 48 hours' notice, and three weeks when kits ship (the notice the copy states)", () => {
    expect(eventSlotRules(feud, []).minimumNoticeMinutes).toBe(48 * 60);
    expect(eventSlotRules(feud, ["kits"]).minimumNoticeMinutes).toBe(21 * 24 * 60);
    expect(eventSlotRules(feud, []).bufferMinutes).toBe(30);
  });

  it("give Tiny Campfire, whose kit is part of it, the kit notice with or without the add-on chosen", () => {
    const campfire = { ...pricedActivity("tiny-campfire"), durationMinutes: 60 };
    expect(eventSlotRules(campfire, []).minimumNoticeMinutes).toBe(21 * 24 * 60);
    expect(eventSlotRules(campfire, ["kits"]).minimumNoticeMinutes).toBe(21 * 24 * 60);
    // A stored event is refused in the same words, its kit counted once.
    expect(effectiveAddOns(campfire, [])).toEqual(["kits"]);
    expect(effectiveAddOns(campfire, ["kits", "awards"])).toEqual(["kits", "awards"]);
    expect(eventUnbookableMessages(effectiveAddOns(campfire, [])).notice).toBe(
      "Events with kits need three weeks' notice so the kits arrive: please choose a later date.",
    );
  });
});

describe("the checkout form", () => {
  it("accepts a complete form and prices it with the engine", () => {
    const parsed = parseEventCheckout(valid, feud, now);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.headcount).toBe(40);
    expect(parsed.data.poNumber).toBeNull();
    expect(parsed.price.totalCents).toBe(
      priceEvent({ activity: feud, headcount: 40, addOns: ["awards"] }).totalCents,
    );
  });

  it("names the field at fault", () => {
    const cases: [Partial<typeof valid> & Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ email: "ana@gmail.com" }, "email"],
      [{ headcount: "3" }, "headcount"],
      [{ headcount: "forty" }, "headcount"],
      [{ addOns: ["confetti"] }, "addOns"],
      [{ billingEmail: "not an email" }, "billingEmail"],
      [{ invoiceAddress: "" }, "invoiceAddress"],
      [{ payment: "cash" }, "payment"],
      [{ agree: "" }, "agree"],
      [{ start: "next tuesday" }, "start"],
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ voucherCode: "FREE" }, "voucherCode"],
      [{ voucherCode: "RALLY-AB23-CD45" }, "voucherUpgrade"],
    ];
    for (const [change, field] of cases) {
      const parsed = parseEventCheckout({ ...valid, ...change }, feud, now);
      expect(parsed.ok, field).toBe(false);
      if (!parsed.ok) expect(Object.keys(parsed.fieldErrors), field).toContain(field);
    }
  });

  it("gives the voucher's upgrade free once, and charges the rush fee under two weeks", () => {
    const withVoucher = parseEventCheckout(
      { ...valid, voucherCode: "RALLY-AB23-CD45", voucherUpgrade: "awards" },
      feud,
      now,
    );
    expect(withVoucher.ok && withVoucher.price.discountCents).toBe(25_000);
    const soon = priceCheckout(
      feud,
      { headcount: 40, addOns: [], start: Date.parse("2026-12-05T15:00:00Z") },
      now,
    );
    expect(soon.rushCents).toBe(RUSH_FEE_CENTS);
    const later = priceCheckout(feud, { headcount: 40, addOns: [], start: Date.parse(inThreeWeeks) }, now);
    expect(later.rushCents).toBe(0);
  });
});
