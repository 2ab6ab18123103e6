import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { kitAddressDeadline, kitDeadlineSentence } from "./kits";
import { RUSH_KIT_CENTS, rushKitLine } from "./pricing";

const inZone = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone }).toISO({ includeOffset: false });

describe("the kit address deadline", () => {
  it("is the end of the day ten business days before the event, in the organiser's zone", () => {
    // Thursday 25 March 2027, 3 PM in New York: ten weekdays back is Thursday 11 March.
    const start = DateTime.fromISO("2027-03-25T15:00", { zone: "America/New_York" }).toMillis();
    expect(site.attendees.kits.addressBusinessDays).toBe(10);
    expect(inZone(kitAddressDeadline(start, "America/New_York"), "America/New_York")).toBe(
      "2027-03-11T23:59:59.999",
    );
  });

  it("skips weekends: an event on a Monday counts back from the Friday before", () => {
    const start = DateTime.fromISO("2027-03-29T09:00", { zone: "Europe/London" }).toMillis();
    expect(inZone(kitAddressDeadline(start, "Europe/London", 1), "Europe/London")).toBe(
      "2027-03-26T23:59:59.999",
    );
    expect(inZone(kitAddressDeadline(start, "Europe/London", 3), "Europe/London")).toBe(
      "2027-03-24T23:59:59.999",
    );
  });

  it("counts days in the organiser's zone, not the server's", () => {
    // 1 AM Tuesday in Tokyo is still Monday in New York: the two deadlines fall a day apart.
    const start = DateTime.fromISO("2027-03-30T01:00", { zone: "Asia/Tokyo" }).toMillis();
    expect(inZone(kitAddressDeadline(start, "Asia/Tokyo", 1), "Asia/Tokyo")).toBe("2027-03-29T23:59:59.999");
    expect(inZone(kitAddressDeadline(start, "America/New_York", 1), "America/New_York")).toBe(
      "2027-03-26T23:59:59.999",
    );
  });

  it("is stated with the setting's number and the rush price", () => {
    expect(kitDeadlineSentence).toContain(`${site.attendees.kits.addressBusinessDays} business days`);
    expect(kitDeadlineSentence).toContain("$25 more each");
  });
});

describe("rush kits", () => {
  it("prices each late kit at the rush price, and nothing when none is late", () => {
    expect(rushKitLine(0)).toBeNull();
    expect(rushKitLine(-1)).toBeNull();
    expect(rushKitLine(1.5)).toBeNull();
    expect(rushKitLine(3)).toEqual({
      kind: "rush",
      label: "Rush kit shipping, 3 addresses after the deadline (3 × $25)",
      cents: 3 * RUSH_KIT_CENTS,
    });
    expect(rushKitLine(1)?.label).toBe("Rush kit shipping, 1 address after the deadline (1 × $25)");
  });
});
