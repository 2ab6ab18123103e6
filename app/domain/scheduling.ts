import { DateTime } from "luxon";
import { site } from "~/config/site";
import { isMeetingType, type MeetingTypeId } from "./meetings";
import { canonicalZone, isValidTimeZone, zoneOptionLabel } from "./time-zones";
import { zoneOf } from "./zone-memo";

/**
 * The scheduler's rules, pure: weekly hours, days off, buffer, notice and horizon turned into
 * bookable slots, with every conversion between wall-clock time and instants done by luxon in
 * the zone concerned (a host's for the hours, the visitor's for the days they see).
 *
 * The meeting types (meetings.ts) and the time zone names (time-zones.ts) live apart, free of
 * luxon, for the browser; the server goes on importing them from here.
 */
export { isMeetingType, type MeetingTypeId, meetingName, meetingTypeIds } from "./meetings";
export { canonicalZone, detectTimeZone, isValidTimeZone, storedZone } from "./time-zones";

export const weekdayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];
export const weekdayNames: Record<WeekdayKey, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** A stretch of a day in a host's own time zone, "HH:MM" to "HH:MM" (end "24:00" is midnight). */
export interface TimeWindow {
  start: string;
  end: string;
}
export type WeeklyHours = Record<WeekdayKey, readonly TimeWindow[]>;

export interface SlotRules {
  /** Length of the meeting. */
  minutes: number;
  /** Slots start every this many minutes from the start of a window. */
  stepMinutes: number;
  /** Free time the host keeps after each meeting. */
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
}

/** The rules of a meeting type, from the site configuration. */
export function rulesFor(type: MeetingTypeId, config = site.scheduler): SlotRules {
  const meeting = config.meetingTypes[type];
  return {
    minutes: meeting.minutes,
    stepMinutes: meeting.stepMinutes,
    bufferMinutes: config.bufferMinutes,
    minimumNoticeMinutes: config.minimumNoticeMinutes,
    horizonDays: config.horizonDays,
  };
}

/** An instant range in epoch milliseconds, start included, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** One calendar that may take a booking, with what it already holds. */
export interface HostAvailability {
  id: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Whole days off, YYYY-MM-DD in the host's time zone. */
  daysOff: readonly string[];
  /** Existing bookings as [start, end + their buffer). */
  busy: readonly Interval[];
}

export interface Slot {
  start: number;
  end: number;
  /** The hosts free for it, in the order the hosts were given. */
  hosts: string[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isClockTime(value: unknown): value is string {
  return typeof value === "string" && clock.test(value);
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** True when every window is well-formed and ends after it starts. */
export function isValidWeeklyHours(hours: unknown): hours is WeeklyHours {
  if (typeof hours !== "object" || hours === null) return false;
  const record = hours as Record<string, unknown>;
  return weekdayKeys.every((key) => {
    const windows = record[key];
    return (
      Array.isArray(windows) &&
      windows.length <= 4 &&
      windows.every(
        (w: unknown) =>
          typeof w === "object" &&
          w !== null &&
          isClockTime((w as TimeWindow).start) &&
          isClockTime((w as TimeWindow).end) &&
          minutesOf((w as TimeWindow).end) > minutesOf((w as TimeWindow).start),
      )
    );
  });
}

/**
 * Instants of wall-clock times, by zone, date and time. A pure function of the time zone data,
 * so kept for the process (bounded): a calendar asks for the same few hundred on every request,
 * and each costs luxon two `Intl` offset lookups.
 */
const wallClocks = new Map<string, number>();

/** A wall-clock time on a date (YYYY-MM-DD) in a zone, as luxon resolves it (a time in a spring-forward gap moves on). */
function wallClock(zone: string, date: string, time: string): number {
  const key = `${zone} ${date} ${time}`;
  const known = wallClocks.get(key);
  if (known !== undefined) return known;
  const total = minutesOf(time);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const instant = (
    total === 24 * 60
      ? DateTime.fromObject({ year, month, day }, { zone: zoneOf(zone) })
          .plus({ days: 1 })
          .startOf("day")
      : DateTime.fromObject(
          { year, month, day, hour: Math.floor(total / 60), minute: total % 60 },
          { zone: zoneOf(zone) },
        )
  ).toMillis();
  if (wallClocks.size >= 50_000) wallClocks.clear();
  wallClocks.set(key, instant);
  return instant;
}

/** The date after a YYYY-MM-DD date, by the calendar alone. */
function nextDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A date's weekday key, by the calendar alone. */
function weekdayOf(date: string): WeekdayKey {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return weekdayKeys[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as WeekdayKey;
}

/** Whether [start, start + length) collides with a busy range. */
const collides = (start: number, length: number, busy: readonly Interval[]) =>
  busy.some((b) => start < b.end && start + length > b.start);

/**
 * The start times a host's hours offer between `range.start` and `range.end` (slot starts in
 * that range), before notice, horizon and bookings are applied.
 */
function hostStarts(host: HostAvailability, rules: SlotRules, range: Interval): number[] {
  const starts: number[] = [];
  const length = rules.minutes * MINUTE;
  const step = Math.max(5, rules.stepMinutes) * MINUTE;
  const zone = host.timeZone;
  // Local days of the host that can hold a slot starting in the range (a day either side).
  const last = addDays(dateIn(range.end, zone), 1);
  const daysOff = new Set(host.daysOff);
  for (let date = addDays(dateIn(range.start, zone), -1); date <= last; date = nextDate(date)) {
    if (daysOff.has(date)) continue;
    for (const window of host.weeklyHours[weekdayOf(date)] ?? []) {
      const open = wallClock(zone, date, window.start);
      const close = wallClock(zone, date, window.end);
      for (let start = open; start + length <= close; start += step) {
        if (start >= range.start && start < range.end) starts.push(start);
      }
    }
  }
  return starts;
}

export interface SlotQuery {
  hosts: readonly HostAvailability[];
  rules: SlotRules;
  /** Slot starts in this range are considered. */
  range: Interval;
  now: number;
  /** false: ignore existing bookings (to tell "taken" from "outside the hours"). */
  respectBookings?: boolean;
}

/**
 * Every bookable slot in the range: inside some host's hours on a day that host works, not
 * before now plus the notice, not past the horizon, and clear of that host's bookings with the
 * buffer after each meeting on both sides. Slots are the union over hosts, sorted by start.
 */
export function computeSlots({ hosts, rules, range, now, respectBookings = true }: SlotQuery): Slot[] {
  const earliest = now + rules.minimumNoticeMinutes * MINUTE;
  const latest = now + rules.horizonDays * DAY;
  const occupied = (rules.minutes + rules.bufferMinutes) * MINUTE;
  const bounded = { start: Math.max(range.start, earliest), end: Math.min(range.end, latest + 1) };
  if (bounded.end <= bounded.start) return [];
  const byStart = new Map<number, Slot>();
  for (const host of hosts) {
    for (const start of hostStarts(host, rules, bounded)) {
      if (respectBookings && collides(start, occupied, host.busy)) continue;
      const slot = byStart.get(start);
      if (slot) {
        if (!slot.hosts.includes(host.id)) slot.hosts.push(host.id);
      } else {
        byStart.set(start, { start, end: start + rules.minutes * MINUTE, hosts: [host.id] });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

export type Unbookable = "past" | "notice" | "horizon" | "hours" | "taken";

export const unbookableMessages: Record<Unbookable, string> = {
  past: "That time has already passed. Please choose another time.",
  notice: `That time is too soon: please book at least ${Math.round(site.scheduler.minimumNoticeMinutes / 60)} hours ahead.`,
  horizon: `That time is too far ahead: we take bookings up to ${site.scheduler.horizonDays} days ahead.`,
  hours: "That time is not one of our available times. Please choose one from the calendar.",
  taken: "Sorry, that time was just taken. Please choose another time.",
};

/**
 * Whether one start time can be booked now: the hosts free for it, or why it cannot be.
 * The same rules as the calendar, so a time the calendar showed is refused only when it has
 * since been taken or has slipped inside the notice period.
 */
export function checkStart(
  start: number,
  hosts: readonly HostAvailability[],
  rules: SlotRules,
  now: number,
): { ok: true; hosts: string[] } | { ok: false; reason: Unbookable } {
  if (start <= now) return { ok: false, reason: "past" };
  if (start < now + rules.minimumNoticeMinutes * MINUTE) return { ok: false, reason: "notice" };
  if (start > now + rules.horizonDays * DAY) return { ok: false, reason: "horizon" };
  const range = { start, end: start + 1 };
  const free = computeSlots({ hosts, rules, range, now }).find((slot) => slot.start === start);
  if (free) return { ok: true, hosts: free.hosts };
  const inHours = computeSlots({ hosts, rules, range, now, respectBookings: false }).some(
    (slot) => slot.start === start,
  );
  return { ok: false, reason: inHours ? "taken" : "hours" };
}

/** The busy range a booking holds: its start until its end plus the buffer. */
export function blockedUntil(end: number, bufferMinutes: number = site.scheduler.bufferMinutes): number {
  return end + bufferMinutes * MINUTE;
}

/** Today's date in a zone, YYYY-MM-DD. */
export function todayIn(zone: string, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: zoneOf(zone) }).toISODate() ?? "";
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a date or instant from outside may name: every one is bounded here, before it
 * reaches a query (year 9999 plus a week is past what PostgreSQL's timestamps hold), so an
 * absurd date earns a 4xx answer, never a 5xx.
 */
export const DATE_BOUNDS = { firstYear: 2000, lastYear: 2199 } as const;
const inBounds = (year: number) => year >= DATE_BOUNDS.firstYear && year <= DATE_BOUNDS.lastYear;

/** A real calendar date written YYYY-MM-DD (2026-02-31 is not one), within DATE_BOUNDS. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !isoDatePattern.test(value)) return false;
  const date = DateTime.fromISO(value);
  return date.isValid && inBounds(date.year);
}

/** `days` whole days from `from` in `zone`, as instants: midnight to midnight, whatever DST does. */
export function dayRange(from: string, days: number, zone: string): Interval {
  const first = DateTime.fromISO(from, { zone: zoneOf(zone) }).startOf("day");
  return { start: first.toMillis(), end: first.plus({ days }).startOf("day").toMillis() };
}

/** The date after (or before) one, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: "UTC" }).plus({ days }).toISODate() ?? date;
}

/** The date of an instant in a zone, YYYY-MM-DD. */
export const dateIn = (instant: number, zone: string): string =>
  DateTime.fromMillis(instant, { zone: zoneOf(zone) }).toISODate() ?? "";

/** An instant as the API writes it: ISO 8601 in UTC with Z, no milliseconds. */
export function isoUtc(instant: number): string {
  // What luxon's toISO({ suppressMilliseconds: true }) wrote in UTC, for the years DATE_BOUNDS allows.
  if (!Number.isFinite(instant)) return "";
  const iso = new Date(instant).toISOString();
  return iso.endsWith(".000Z") ? `${iso.slice(0, -5)}Z` : iso;
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset (Z or ±HH:MM), as epoch ms; null for anything else. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== "string" || !instantPattern.test(value)) return null;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid && inBounds(parsed.toUTC().year) ? parsed.toMillis() : null;
}

/* ---------- What people read ---------- */

const locale = "en-US";
const at = (instant: number, zone: string) => DateTime.fromMillis(instant, { zone: zoneOf(zone), locale });

/** "9:00 AM" */
export const formatTime = (instant: number, zone: string): string => at(instant, zone).toFormat("h:mm a");

/** "Tue, Mar 10" for a YYYY-MM-DD date. */
export const formatDayShort = (date: string): string =>
  DateTime.fromISO(date, { zone: "UTC" }).setLocale(locale).toFormat("ccc, LLL d");

/** "Tuesday, March 10, 2026" for a YYYY-MM-DD date. */
export const formatDayLong = (date: string): string =>
  DateTime.fromISO(date, { zone: "UTC" }).setLocale(locale).toFormat("cccc, LLLL d, yyyy");

/** "UTC+5:30", "UTC-4", "UTC" at the given instant. */
export function utcOffsetLabel(zone: string, instant: number): string {
  const offset = at(instant, zone).offset;
  if (offset === 0) return "UTC";
  const sign = offset > 0 ? "+" : "-";
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

/** "America/New York (UTC-5)": the zone's own name and its offset at that instant. */
export const zoneLabel = (zone: string, instant: number): string =>
  zoneOptionLabel(zone, utcOffsetLabel(zone, instant));

/**
 * "Tuesday, March 10, 2026, 9:00 – 9:15 AM" in a zone; a range that ends on the next day names
 * it: "Thursday, December 3, 2026, 11:30 PM – Friday, 12:30 AM".
 */
export function formatRange(start: number, end: number, zone: string): string {
  const from = at(start, zone);
  const to = at(end, zone);
  const day = `${from.toFormat("cccc, LLLL d, yyyy")}, `;
  if (to.toISODate() !== from.toISODate()) {
    return `${day}${from.toFormat("h:mm a")} – ${to.toFormat("cccc")}, ${to.toFormat("h:mm a")}`;
  }
  const sameHalf = from.toFormat("a") === to.toFormat("a");
  return `${day}${from.toFormat(sameHalf ? "h:mm" : "h:mm a")} – ${to.toFormat("h:mm a")}`;
}

export interface DaySlots {
  /** YYYY-MM-DD in the visitor's zone. */
  date: string;
  slots: { start: number; end: number }[];
}

/** Slots grouped by the visitor's calendar day, in order. */
export function groupByDay(slots: readonly { start: number; end: number }[], zone: string): DaySlots[] {
  const days: DaySlots[] = [];
  // Sorted slots fill one day until the next midnight in `zone`: one date conversion per day.
  let nextMidnight = Number.NEGATIVE_INFINITY;
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const last = days.at(-1);
    if (last && slot.start < nextMidnight) {
      last.slots.push({ start: slot.start, end: slot.end });
      continue;
    }
    const day = DateTime.fromMillis(slot.start, { zone: zoneOf(zone) }).startOf("day");
    nextMidnight = day.plus({ days: 1 }).toMillis();
    days.push({ date: day.toISODate() ?? "", slots: [{ start: slot.start, end: slot.end }] });
  }
  return days;
}

/** One day of the calendar's day grid: labels in the visitor's zone and how many free times. */
export interface DaySummary {
  date: string;
  /** "Tue, Mar 10" */
  short: string;
  /** "Tuesday, March 10, 2026" */
  long: string;
  times: number;
}

/** One day of the calendar as the scheduler draws it, with its free times. */
export interface DayView extends DaySummary {
  slots: { start: string; end: string; label: string }[];
}

/** A day of grouped slots as the day grid draws it: its labels and how many times it has. */
export const summarizeDay = (day: DaySlots): DaySummary => ({
  date: day.date,
  short: formatDayShort(day.date),
  long: formatDayLong(day.date),
  times: day.slots.length,
});

/** A free time as the scheduler draws it: its instants and its start's label in `zone`. */
export const presentSlot = (
  slot: { start: number; end: number },
  zone: string,
): DayView["slots"][number] => ({
  start: isoUtc(slot.start),
  end: isoUtc(slot.end),
  label: formatTime(slot.start, zone),
});

/** Slots grouped by the visitor's day with their labels, ready to draw (server or browser). */
export function presentDays(slots: readonly { start: number; end: number }[], zone: string): DayView[] {
  return groupByDay(slots, zone).map((day) => ({
    ...summarizeDay(day),
    slots: day.slots.map((slot) => presentSlot(slot, zone)),
  }));
}

/**
 * The first day of a calendar window (`from`, YYYY-MM-DD in the visitor's zone): absent means
 * today; otherwise a real date from yesterday (the visitor's "today" may trail the server's) to
 * the last bookable day. Anything else (9999-12-01, 0000-01-01, 2026-02-30, garbage) is refused
 * naming the parameter: no date outside the horizon ever reaches the slot arithmetic.
 */
export function checkFromDate(
  value: string | null,
  zone: string,
  now: number = Date.now(),
  horizonDays: number = site.scheduler.horizonDays,
): { ok: true; from: string } | { ok: false; parameter: "from"; error: string } {
  const today = todayIn(zone, now);
  if (value === null) return { ok: true, from: today };
  if (!isIsoDate(value)) return { ok: false, parameter: "from", error: "from must be a date as YYYY-MM-DD" };
  const last = addDays(today, horizonDays);
  if (value < addDays(today, -1) || value > last) {
    return { ok: false, parameter: "from", error: `from must be a date from ${today} to ${last}` };
  }
  return { ok: true, from: value };
}

/** The query of GET /api/booking/slots, or the parameter that is wrong. */
export type SlotQueryParams =
  | { ok: true; type: MeetingTypeId; from: string; days: number; timeZone: string }
  | { ok: false; parameter: string; error: string };

export const maxSlotDays = 31;

export function parseSlotQuery(params: URLSearchParams, now: number = Date.now()): SlotQueryParams {
  const type = params.get("type");
  if (!isMeetingType(type)) return { ok: false, parameter: "type", error: "type must be intro or demo" };
  const zone = params.get("tz") ?? site.businessTimeZone;
  if (!isValidTimeZone(zone)) {
    return { ok: false, parameter: "tz", error: "tz must be an IANA time zone such as Europe/Berlin" };
  }
  const checked = checkFromDate(params.get("from"), zone, now);
  if (!checked.ok) return checked;
  const from = checked.from;
  const daysText = params.get("days") ?? "7";
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > maxSlotDays) {
    return { ok: false, parameter: "days", error: `days must be a whole number from 1 to ${maxSlotDays}` };
  }
  return { ok: true, type, from, days, timeZone: canonicalZone(zone) };
}
