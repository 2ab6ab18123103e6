import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { bookingPolicy } from "~/content/booking-policy";
import { termsOfService } from "~/content/legal";
import { depositInvoiceDueAt, depositInvoiceSentence } from "./deposit-invoice";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const booked = Date.parse("2027-03-01T12:00:00Z");
const notice = site.events.minimumNoticeHours * 60;
const kitNotice = site.events.kitNoticeDays * 24 * 60;

describe("a deposit invoice left unpaid", () => {
  it("is due 7 days after booking, sooner when the notice begins first, never within 24 hours", () => {
    expect(site.events.invoiceWithdrawDays).toBe(7);
    // A month ahead: 7 days.
    expect(depositInvoiceDueAt({ bookedAt: booked, start: booked + 30 * DAY, noticeMinutes: notice })).toBe(
      booked + 7 * DAY,
    );
    // Five days ahead: when the 48 hours' notice begins, 3 days on.
    expect(depositInvoiceDueAt({ bookedAt: booked, start: booked + 5 * DAY, noticeMinutes: notice })).toBe(
      booked + 3 * DAY,
    );
    // Two and a half days ahead: the notice began 12 hours in, so the 24 hours' grace.
    expect(depositInvoiceDueAt({ bookedAt: booked, start: booked + 60 * HOUR, noticeMinutes: notice })).toBe(
      booked + 24 * HOUR,
    );
    // With kits 25 days ahead: when the 21 days' kit notice begins, 4 days on.
    expect(
      depositInvoiceDueAt({ bookedAt: booked, start: booked + 25 * DAY, noticeMinutes: kitNotice }),
    ).toBe(booked + 4 * DAY);
  });

  it("is stated on the booking policy and in the terms", () => {
    expect(depositInvoiceSentence).toContain("due 7 days after you book");
    expect(depositInvoiceSentence).toContain("48 hours before the event starts");
    expect(depositInvoiceSentence).toContain("at least 24 hours");
    const payment = bookingPolicy.sections.find((section) => section.id === "payment");
    expect(payment?.paragraphs).toContain(depositInvoiceSentence);
    const terms = termsOfService.sections.find((section) => section.id === "deposits-and-payment");
    expect(terms?.paragraphs).toContain(depositInvoiceSentence);
  });
});
