import { describe, expect, it } from "vitest";
import {
  canonicalZone,
  checkStart,
  computeSlots,
  dateIn,
  dayRange,
  formatRange,
  formatTime,
  groupByDay,
  type HostAvailability,
  isIsoDate,
  isoUtc,
  isValidTimeZone,
  isValidWeeklyHours,
  parseInstant,
  parseSlotQuery,
  presentDays,
  type SlotRules,
  utcOffsetLabel,
  type WeeklyHours,
  zoneLabel,
} from "./scheduling";
import { timeZoneNames } from "./zone-names";

const NY = "America/New_York";
const BERLIN = "Europe/Berlin";
const KOLKATA = "Asia/Kolkata";
const SYDNEY = "Australia/Sydney";

const nineToFive = { start: "09:00", end: "17:00" };
const weekdays: WeeklyHours = {
  mon: [nineToFive],
  tue: [nineToFive],
  wed: [nineToFive],
  thu: [nineToFive],
  fri: [nineToFive],
  sat: [],
  sun: [],
};
const closed: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

const intro: SlotRules = {
  minutes: 15,
  stepMinutes: 15,
  bufferMinutes: 10,
  minimumNoticeMinutes: 240,
  horizonDays: 60,
};
const demo: SlotRules = { ...intro, minutes: 30, stepMinutes: 30 };

const team = (overrides: Partial<HostAvailability> = {}): HostAvailability => ({
  id: "team",
  timeZone: NY,
  weeklyHours: weekdays,
  daysOff: [],
  busy: [],
  ...overrides,
});

const at = (iso: string) => Date.parse(iso);
const iso = (instants: number[]) => instants.map(isoUtc);
/** Slot starts of one visitor day. */
function day(date: string, zone: string, hosts: HostAvailability[], now: number, rules = intro) {
  return computeSlots({ hosts, rules, range: dayRange(date, 1, zone), now }).map((slot) => slot.start);
}

// Monday 2 March 2026, 07:00 in New York: the week before the US clocks change.
const mondayMorning = at("2026-03-02T12:00:00Z");

describe("weekly hours in the business time zone", () => {
  it("offers every 15 minutes from 9:00 to 16:45 on a weekday, in UTC", () => {
    const starts = day("2026-03-03", NY, [team()], mondayMorning);
    expect(starts).toHaveLength(32);
    expect(isoUtc(starts[0] ?? 0)).toBe("2026-03-03T14:00:00Z");
    expect(isoUtc(starts.at(-1) ?? 0)).toBe("2026-03-03T21:45:00Z");
    expect(day("2026-03-07", NY, [team()], mondayMorning), "Saturday").toEqual([]);
  });

  it("steps a 30-minute demo every 30 minutes and ends it by closing time", () => {
    const starts = day("2026-03-03", NY, [team()], mondayMorning, demo);
    expect(starts).toHaveLength(16);
    expect(formatTime(starts.at(-1) ?? 0, NY)).toBe("4:30 PM");
  });

  it("keeps 9:00 local across the spring change (2026-03-08): 14:00Z before, 13:00Z after", () => {
    const friday = day("2026-03-06", NY, [team()], mondayMorning);
    const monday = day("2026-03-09", NY, [team()], mondayMorning);
    expect(isoUtc(friday[0] ?? 0)).toBe("2026-03-06T14:00:00Z");
    expect(isoUtc(monday[0] ?? 0)).toBe("2026-03-09T13:00:00Z");
    expect(friday).toHaveLength(32);
    expect(monday).toHaveLength(32);
    expect(formatTime(monday[0] ?? 0, NY)).toBe("9:00 AM");
  });

  it("keeps 9:00 local across the autumn change (2026-11-01): 13:00Z before, 14:00Z after", () => {
    const now = at("2026-10-26T12:00:00Z");
    const friday = day("2026-10-30", NY, [team()], now);
    const monday = day("2026-11-02", NY, [team()], now);
    expect(isoUtc(friday[0] ?? 0)).toBe("2026-10-30T13:00:00Z");
    expect(isoUtc(monday[0] ?? 0)).toBe("2026-11-02T14:00:00Z");
    expect(monday).toHaveLength(32);
  });

  it("skips the hour that does not exist on 2026-03-08 and counts the repeated one on 2026-11-01", () => {
    const night = { start: "01:00", end: "04:00" };
    const sundays: WeeklyHours = { ...closed, sun: [night] };
    const spring = day("2026-03-08", NY, [team({ weeklyHours: sundays })], at("2026-03-01T00:00:00Z"));
    // 01:00 EST to 04:00 EDT is two real hours: eight slots, none at a 2 o'clock that never was.
    expect(spring.map((start) => formatTime(start, NY))).toEqual([
      "1:00 AM",
      "1:15 AM",
      "1:30 AM",
      "1:45 AM",
      "3:00 AM",
      "3:15 AM",
      "3:30 AM",
      "3:45 AM",
    ]);
    // 00:00 EDT to 03:00 EST is four real hours: 12:00–12:45, 1:00–1:45 twice, then 2:00–2:45.
    const fallNight: WeeklyHours = { ...closed, sun: [{ start: "00:00", end: "03:00" }] };
    const autumn = day("2026-11-01", NY, [team({ weeklyHours: fallNight })], at("2026-10-20T00:00:00Z"));
    expect(autumn).toHaveLength(16);
    expect(new Set(autumn).size).toBe(16);
    expect(autumn.map((start) => formatTime(start, NY)).filter((label) => label === "1:30 AM")).toHaveLength(
      2,
    );
    expect(iso([autumn[0] ?? 0, autumn.at(-1) ?? 0])).toEqual([
      "2026-11-01T04:00:00Z",
      "2026-11-01T07:45:00Z",
    ]);
    // A window that starts at the ambiguous 1:00 starts at the second one (luxon takes the later offset).
    const fromOne = day("2026-11-01", NY, [team({ weeklyHours: sundays })], at("2026-10-20T00:00:00Z"));
    expect(iso(fromOne.slice(0, 1))).toEqual(["2026-11-01T06:00:00Z"]);
    expect(fromOne).toHaveLength(12);
  });
});

describe("what visitors in other time zones see", () => {
  /** The first start a Berlin visitor is offered on each day, as the page shows it, asked at `now`. */
  const firstInBerlin = (now: number) => (date: string) =>
    formatTime(day(date, BERLIN, [team()], now)[0] ?? 0, BERLIN);

  it("Europe/Berlin: 3 PM, then 2 PM in the weeks the US has changed and Europe has not, then 3 PM again", () => {
    const first = firstInBerlin(at("2026-03-01T00:00:00Z"));
    expect(first("2026-03-03")).toBe("3:00 PM");
    expect(first("2026-03-10")).toBe("2:00 PM");
    // Europe changes on 2026-03-29.
    expect(first("2026-03-31")).toBe("3:00 PM");
    expect(utcOffsetLabel(BERLIN, at("2026-03-10T12:00:00Z"))).toBe("UTC+1");
    expect(utcOffsetLabel(BERLIN, at("2026-03-31T12:00:00Z"))).toBe("UTC+2");
  });

  it("Europe/Berlin in the autumn gap (Europe 2026-10-25, US 2026-11-01): 2 PM for one week", () => {
    const first = firstInBerlin(at("2026-10-15T00:00:00Z"));
    expect(first("2026-10-23")).toBe("3:00 PM");
    expect(first("2026-10-27")).toBe("2:00 PM");
    expect(first("2026-11-03")).toBe("3:00 PM");
  });

  it("Asia/Kolkata: a New York afternoon falls on the next calendar day", () => {
    const now = mondayMorning;
    const tuesday = day("2026-03-03", KOLKATA, [team()], now).map((start) => ({
      ist: formatTime(start, KOLKATA),
      nyDay: dateIn(start, NY),
      ny: formatTime(start, NY),
    }));
    // Tuesday in Kolkata opens at midnight with New York's Monday afternoon…
    expect(tuesday[0]).toEqual({ ist: "12:00 AM", nyDay: "2026-03-02", ny: "1:30 PM" });
    expect(tuesday.find((slot) => slot.ist === "3:15 AM")).toEqual({
      ist: "3:15 AM",
      nyDay: "2026-03-02",
      ny: "4:45 PM",
    });
    // …and ends with New York's Tuesday morning, 9:00 (7:30 PM IST) to 13:15 (11:45 PM IST).
    expect(tuesday.find((slot) => slot.ist === "7:30 PM")).toEqual({
      ist: "7:30 PM",
      nyDay: "2026-03-03",
      ny: "9:00 AM",
    });
    expect(tuesday.at(-1)).toEqual({ ist: "11:45 PM", nyDay: "2026-03-03", ny: "1:15 PM" });
    expect(tuesday).toHaveLength(32);
    const wednesday = day("2026-03-04", KOLKATA, [team()], now);
    expect(isoUtc(wednesday[0] ?? 0)).toBe("2026-03-03T18:30:00Z");
    expect(utcOffsetLabel(KOLKATA, now)).toBe("UTC+5:30");
    // After the US change the same 9:00 in New York is 6:30 PM in Kolkata.
    const afterChange = day("2026-03-10", KOLKATA, [team()], now).find(
      (start) => formatTime(start, NY) === "9:00 AM",
    );
    expect(formatTime(afterChange ?? 0, KOLKATA)).toBe("6:30 PM");
  });

  it("Australia/Sydney: Monday in New York is Tuesday in Sydney, until both change their clocks", () => {
    const now = mondayMorning;
    const slots = computeSlots({ hosts: [team()], rules: intro, range: dayRange("2026-03-02", 7, NY), now });
    const days = groupByDay(slots, SYDNEY);
    // 2 March, New York 9:00 EST = 14:00Z = 1:00 AM AEDT on Tuesday 3 March.
    const firstMondayNY = slots.find((slot) => dateIn(slot.start, NY) === "2026-03-03");
    expect(firstMondayNY && dateIn(firstMondayNY.start, SYDNEY)).toBe("2026-03-04");
    expect(days.every((d) => d.date >= "2026-03-03")).toBe(true);
    // Sydney leaves daylight time on 2026-04-05: New York's Monday 9:00 EDT is Monday 11 PM AEST.
    const april = day("2026-04-06", NY, [team()], at("2026-04-01T00:00:00Z"));
    expect(dateIn(april[0] ?? 0, SYDNEY)).toBe("2026-04-06");
    expect(formatTime(april[0] ?? 0, SYDNEY)).toBe("11:00 PM");
    expect(utcOffsetLabel(SYDNEY, april[0] ?? 0)).toBe("UTC+10");
  });

  it("presents days and labels in the visitor's zone, and a range in both zones", () => {
    const slots = computeSlots({
      hosts: [team()],
      rules: intro,
      range: dayRange("2026-03-03", 1, NY),
      now: mondayMorning,
    });
    const [first] = presentDays(slots, BERLIN);
    expect(first?.date).toBe("2026-03-03");
    expect(first?.short).toBe("Tue, Mar 3");
    expect(first?.long).toBe("Tuesday, March 3, 2026");
    expect(first?.slots[0]).toEqual({
      start: "2026-03-03T14:00:00Z",
      end: "2026-03-03T14:15:00Z",
      label: "3:00 PM",
    });
    const start = at("2026-03-03T14:00:00Z");
    expect(formatRange(start, start + 15 * 60_000, BERLIN)).toBe("Tuesday, March 3, 2026, 3:00 – 3:15 PM");
    // An hour from 11:30 PM in Kolkata ends on the next day, which the range names.
    const late = Date.parse("2026-12-03T18:00:00Z");
    expect(formatRange(late, late + 3_600_000, "Asia/Kolkata")).toBe(
      "Thursday, December 3, 2026, 11:30 PM – Friday, 12:30 AM",
    );
    expect(formatRange(start, start + 15 * 60_000, NY)).toBe("Tuesday, March 3, 2026, 9:00 – 9:15 AM");
    expect(formatRange(at("2026-03-03T16:45:00Z"), at("2026-03-03T17:15:00Z"), NY)).toBe(
      "Tuesday, March 3, 2026, 11:45 AM – 12:15 PM",
    );
    expect(zoneLabel(NY, start)).toBe("America/New York (UTC-5)");
    expect(zoneLabel("UTC", start)).toBe("UTC");
    expect(zoneLabel("Europe/London", start)).toBe("Europe/London (UTC)");
  });

  it("a visitor day is midnight to midnight in their zone, even on a DST day", () => {
    const range = dayRange("2026-03-08", 1, NY);
    expect(range.end - range.start).toBe(23 * 3_600_000);
    const berlin = dayRange("2026-10-25", 1, BERLIN);
    expect(berlin.end - berlin.start).toBe(25 * 3_600_000);
  });
});

describe("notice, horizon, buffer, days off and several hosts", () => {
  it("keeps the minimum notice: booking at 10:00 on a Tuesday opens 14:00 that day", () => {
    const now = at("2026-03-03T15:00:00Z"); // 10:00 EST
    const starts = day("2026-03-03", NY, [team()], now);
    expect(formatTime(starts[0] ?? 0, NY)).toBe("2:00 PM");
  });

  it("offers nothing past the horizon", () => {
    const now = mondayMorning;
    const inside = day("2026-04-30", NY, [team()], now);
    const outside = day("2026-05-05", NY, [team()], now);
    expect(inside.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  it("keeps the buffer after each meeting free, on both sides of a booking", () => {
    const booked = at("2026-03-03T15:00:00Z"); // 10:00 EST
    const busy = [{ start: booked, end: booked + 25 * 60_000 }]; // 15 min + 10 min buffer
    const starts = day("2026-03-03", NY, [team({ busy })], mondayMorning).map((s) => formatTime(s, NY));
    expect(starts).toContain("9:30 AM");
    expect(starts).not.toContain("9:45 AM"); // would end at 10:00 with its buffer running into 10:00
    expect(starts).not.toContain("10:00 AM");
    expect(starts).not.toContain("10:15 AM"); // inside the booked meeting's buffer
    expect(starts).toContain("10:30 AM");
  });

  it("skips a host's days off (dates in the host's zone)", () => {
    expect(day("2026-03-03", NY, [team({ daysOff: ["2026-03-03"] })], mondayMorning)).toEqual([]);
    expect(day("2026-03-04", NY, [team({ daysOff: ["2026-03-03"] })], mondayMorning)).toHaveLength(32);
  });

  it("offers the union of hosts' free times and names who is free for each", () => {
    const mornings: WeeklyHours = { ...closed, tue: [{ start: "09:00", end: "12:00" }] };
    const london: WeeklyHours = { ...closed, tue: [{ start: "15:00", end: "19:00" }] };
    const ann = team({ id: "ann", weeklyHours: mornings });
    const ben = team({ id: "ben", timeZone: "Europe/London", weeklyHours: london });
    const slots = computeSlots({
      hosts: [ann, ben],
      rules: intro,
      range: dayRange("2026-03-03", 1, NY),
      now: mondayMorning,
    });
    const byLabel = new Map(slots.map((slot) => [formatTime(slot.start, NY), slot.hosts]));
    expect(byLabel.get("9:00 AM")).toEqual(["ann"]);
    expect(byLabel.get("10:00 AM")).toEqual(["ann", "ben"]); // 15:00 in London
    expect(byLabel.get("1:45 PM")).toEqual(["ben"]);
    expect(slots.map((slot) => slot.start)).toEqual(
      [...slots.map((slot) => slot.start)].sort((a, b) => a - b),
    );
    const annBusy = team({
      id: "ann",
      weeklyHours: mornings,
      busy: [{ start: at("2026-03-03T15:00:00Z"), end: at("2026-03-03T15:25:00Z") }],
    });
    const again = computeSlots({
      hosts: [annBusy, ben],
      rules: intro,
      range: dayRange("2026-03-03", 1, NY),
      now: mondayMorning,
    });
    expect(again.find((slot) => formatTime(slot.start, NY) === "10:00 AM")?.hosts).toEqual(["ben"]);
  });
});

describe("checking one start time", () => {
  const hosts = [team()];
  const now = mondayMorning;
  it("finds the free hosts of a slot on the grid", () => {
    expect(checkStart(at("2026-03-03T14:00:00Z"), hosts, intro, now)).toEqual({ ok: true, hosts: ["team"] });
  });
  it("says why a start cannot be booked", () => {
    const reason = (instant: number, h = hosts) => {
      const result = checkStart(instant, h, intro, now);
      return result.ok ? "ok" : result.reason;
    };
    expect(reason(at("2026-03-01T14:00:00Z"))).toBe("past");
    expect(reason(now + 60 * 60_000)).toBe("notice");
    expect(reason(at("2026-06-01T14:00:00Z"))).toBe("horizon");
    expect(reason(at("2026-03-03T14:07:00Z"))).toBe("hours"); // off the 15-minute grid
    expect(reason(at("2026-03-07T14:00:00Z"))).toBe("hours"); // Saturday
    expect(reason(at("2026-03-03T22:00:00Z"))).toBe("hours"); // 17:00: would end after closing
    const busy = [{ start: at("2026-03-03T14:00:00Z"), end: at("2026-03-03T14:25:00Z") }];
    expect(reason(at("2026-03-03T14:00:00Z"), [team({ busy })])).toBe("taken");
  });
});

describe("parsing", () => {
  it("reads ISO instants with an offset only", () => {
    expect(parseInstant("2026-03-03T14:00:00Z")).toBe(at("2026-03-03T14:00:00Z"));
    expect(parseInstant("2026-03-03T09:00:00-05:00")).toBe(at("2026-03-03T14:00:00Z"));
    expect(parseInstant("2026-03-03T14:00:00")).toBeNull();
    expect(parseInstant("2026-02-31T14:00:00Z")).toBeNull();
    // Bounded before any query: year 9999 (plus a week of calendar) is past PostgreSQL's timestamps.
    expect(parseInstant("9999-12-31T15:00:00Z")).toBeNull();
    expect(parseInstant("1900-01-01T00:00:00Z")).toBeNull();
    expect(parseInstant("2199-12-31T23:00:00Z")).toBe(at("2199-12-31T23:00:00Z"));
    expect(isIsoDate("9999-12-31")).toBe(false);
    expect(isIsoDate("2026-03-03")).toBe(true);
    expect(parseInstant(1_772_546_400_000)).toBeNull();
  });

  it("answers each bad query parameter by name", () => {
    const q = (query: string) => parseSlotQuery(new URLSearchParams(query), mondayMorning);
    expect(q("type=intro&from=2026-03-03&days=7&tz=Europe/Berlin")).toEqual({
      ok: true,
      type: "intro",
      from: "2026-03-03",
      days: 7,
      timeZone: BERLIN,
    });
    expect(q("type=intro")).toMatchObject({ ok: true, from: "2026-03-02", days: 7, timeZone: NY });
    expect(q("type=call")).toMatchObject({ ok: false, parameter: "type" });
    expect(q("from=2026-03-03")).toMatchObject({ ok: false, parameter: "type" });
    expect(q("type=demo&tz=Mars/Olympus")).toMatchObject({ ok: false, parameter: "tz" });
    expect(q("type=demo&from=2026-02-30")).toMatchObject({ ok: false, parameter: "from" });
    expect(q("type=demo&from=03/03/2026")).toMatchObject({ ok: false, parameter: "from" });
    // Outside the bookable horizon (yesterday to 60 days ahead), malformed or empty: refused by name.
    for (const from of [
      "9999-12-01",
      "0000-01-01",
      "10000-01-01",
      "2026-02-28",
      "2026-05-02",
      "",
      "garbage",
    ]) {
      expect(q(`type=demo&from=${from}`), from).toMatchObject({ ok: false, parameter: "from" });
    }
    expect(q("type=demo&from=2026-03-01")).toMatchObject({ ok: true, from: "2026-03-01" });
    expect(q("type=demo&from=2026-05-01")).toMatchObject({ ok: true, from: "2026-05-01" });
    for (const days of ["0", "32", "-1", "1.5", "x", ""]) {
      expect(q(`type=demo&days=${days}`), days).toMatchObject({ ok: false, parameter: "days" });
    }
  });

  it("accepts only well-formed weekly hours", () => {
    expect(isValidWeeklyHours(weekdays)).toBe(true);
    expect(isValidWeeklyHours({ ...weekdays, mon: [{ start: "17:00", end: "09:00" }] })).toBe(false);
    expect(isValidWeeklyHours({ ...weekdays, mon: [{ start: "9:00", end: "17:00" }] })).toBe(false);
    expect(isValidWeeklyHours({ ...weekdays, sun: undefined })).toBe(false);
    expect(isValidWeeklyHours({ ...weekdays, fri: [{ start: "18:00", end: "24:00" }] })).toBe(true);
  });
});

describe("time zone names", () => {
  it("shows current IANA names for zones the runtime knows by their old ids", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(canonicalZone("Europe/Berlin")).toBe("Europe/Berlin");
    const names = timeZoneNames();
    expect(names).toContain("Asia/Kolkata");
    expect(names).not.toContain("Asia/Calcutta");
    expect(names).toContain("America/New_York");
    expect(names).toContain("UTC");
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((zone) => isValidTimeZone(zone))).toBe(true);
  });
});
