import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays } from "~/domain/scheduling";
import { type PickerSource, pickerData } from "~/server/booking-pages.server";

// Sunday 29 November 2026, 19:20 in New York: 48 hours' notice runs into Tuesday 1 December.
const NOW = Date.parse("2026-11-30T00:20:00Z");
const HOUR = 3_600_000;
const zone = "America/New_York";

/** A calendar source with one start a day at 20:30 in New York (01:30 UTC the next day), after the notice. */
function source(noticeMinutes?: number): PickerSource {
  return {
    minutes: 60,
    horizonDays: 90,
    ...(noticeMinutes ? { noticeMinutes } : {}),
    slots: async ({ from, days }) => {
      const first = NOW + (noticeMinutes ?? 0) * 60_000;
      return Array.from({ length: days }, (_, i) => Date.parse(`${addDays(from, i + 1)}T01:30:00Z`))
        .filter((start) => start >= first)
        .map((start) => ({ start, end: start + HOUR }));
    },
  };
}

const page = (query: string) => new Request(`http://127.0.0.1/book?tz=${encodeURIComponent(zone)}${query}`);

describe("the calendar's two-week window", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the first day the notice allows, with no earlier dates to offer", async () => {
    const picker = await pickerData(source(48 * 60), page(""));
    expect(picker.today).toBe("2026-11-29");
    expect(picker.from).toBe("2026-12-01");
    expect(picker.day).toBe("2026-12-01");
    expect(picker.earlier).toBeNull();
    expect(picker.later).toBe("2026-12-15");
  });

  it("moves a window asked to start before the notice to the first day it allows", async () => {
    const picker = await pickerData(source(48 * 60), page("&from=2026-11-29"));
    expect(picker.from).toBe("2026-12-01");
    expect(picker.earlier).toBeNull();
    expect(picker.days[0]?.date).toBe("2026-12-01");
  });

  it("steps back two weeks, never to before the first bookable day", async () => {
    expect((await pickerData(source(48 * 60), page("&from=2026-12-29"))).earlier).toBe("2026-12-15");
    expect((await pickerData(source(48 * 60), page("&from=2026-12-08"))).earlier).toBe("2026-12-01");
  });

  it("without a notice, opens today and steps back to today at the earliest", async () => {
    const first = await pickerData(source(), page(""));
    expect([first.from, first.earlier]).toEqual(["2026-11-29", null]);
    expect((await pickerData(source(), page("&from=2026-12-06"))).earlier).toBe("2026-11-29");
  });
});
