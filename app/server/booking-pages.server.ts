import { parse as parseCookies } from "cookie-es";
import { data } from "react-router";
import { TIME_ZONE_COOKIE } from "~/config/browser-storage";
import { site } from "~/config/site";
import type { BookingSummary } from "~/content/shapes";
import {
  addDays,
  canonicalZone,
  checkFromDate,
  dateIn,
  formatRange,
  formatTime,
  groupByDay,
  isoUtc,
  isValidTimeZone,
  type MeetingTypeId,
  meetingName,
  parseInstant,
  summarizeDay,
  todayIn,
  zoneLabel,
} from "~/domain/scheduling";
import { timeZoneList } from "~/domain/zone-offsets";
import { bookingGoogleUrl } from "~/server/email/booking-emails.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { bookingPaths } from "~/server/services/booking/links.server";
import type { BookingView } from "~/server/services/booking/view.server";

/** What the confirmation (/thank-you, /booking/:id) shows of a booking, in the visitor's zone and ours. */
export function bookingSummary(booking: BookingView): BookingSummary {
  const { bookings, cookieSecret } = runtime();
  const paths = bookingPaths(booking.id, cookieSecret);
  const business = site.businessTimeZone;
  return {
    id: booking.id,
    meeting: meetingName(booking.type),
    cancelled: booking.status === "cancelled" || booking.status === "expired",
    pendingUntil:
      booking.status === "pending" && booking.holdExpiresAt !== null
        ? formatTime(booking.holdExpiresAt, booking.visitorTimeZone)
        : null,
    requested: booking.status === "requested",
    host: booking.host.name,
    game: booking.gameName,
    yours: {
      when: formatRange(booking.start, booking.end, booking.visitorTimeZone),
      zone: zoneLabel(booking.visitorTimeZone, booking.start),
    },
    business:
      booking.visitorTimeZone === business
        ? null
        : {
            when: formatRange(booking.start, booking.end, business),
            zone: zoneLabel(business, booking.start),
          },
    videoUrl: booking.host.videoUrl,
    icsUrl: paths.ics,
    googleUrl: bookingGoogleUrl(bookings.mail(booking)),
    manageUrl: paths.manage,
  };
}

const WINDOW_DAYS = 14;

/**
 * The calendar of the no-JavaScript pages (/book/:type, /booking/:id), read from the request's
 * URL: the zone (`tz`, else the visitor's remembered one, else the business zone), the two-week
 * window (`from`), the chosen day (`day`) and time (`start`). Everything is formatted here, so the
 * page draws strings.
 */
/** What a calendar page books: a meeting type, or another length and horizon (an event's). */
export interface PickerSource {
  minutes: number;
  horizonDays: number;
  /** The least notice, in minutes: without a `from`, the calendar opens on the first day it allows. */
  noticeMinutes?: number;
  slots: (query: {
    from: string;
    days: number;
    timeZone: string;
  }) => Promise<{ start: number; end: number }[]>;
}

function meetingSource(type: MeetingTypeId, except?: string): PickerSource {
  return {
    minutes: site.scheduler.meetingTypes[type].minutes,
    horizonDays: site.scheduler.horizonDays,
    slots: (query) => runtime().bookings.slots({ type, ...query, except }),
  };
}

export async function pickerData(kind: MeetingTypeId | PickerSource, request: Request, except?: string) {
  const source = typeof kind === "string" ? meetingSource(kind, except) : kind;
  const query = new URL(request.url).searchParams;
  const tz = query.get("tz");
  const named = isValidTimeZone(tz) ? canonicalZone(tz) : null;
  // Else the zone the browser remembered once a page had hydrated (app/lib/time-zone-cookie.ts),
  // read by the parser React Router's cookies use (docs/decisions/048-cookies-by-the-framework.md).
  const remembered = named ? null : parseCookies(request.headers.get("Cookie") ?? "")[TIME_ZONE_COOKIE];
  const known = named ?? (isValidTimeZone(remembered) ? canonicalZone(remembered) : null);
  const zone = known ?? site.businessTimeZone;
  const now = Date.now();
  const today = todayIn(zone, now);
  const horizonEnd = addDays(today, source.horizonDays);
  const checked = checkFromDate(query.get("from"), zone, now, source.horizonDays);
  // A date outside the horizon is the visitor's (or a crawler's) mistake: 400 naming it.
  if (!checked.ok)
    throw data({ error: checked.error, parameter: checked.parameter }, { status: 400, headers: noStore });
  // The window opens on the first day the notice allows (three weeks for kits) unless a later
  // date is asked for: no window, and no "Earlier dates", starts on days that cannot be booked.
  const earliest = source.noticeMinutes ? dateIn(now + source.noticeMinutes * 60_000, zone) : today;
  const from = query.get("from") === null || checked.from < earliest ? earliest : checked.from;
  const slots = await source.slots({ from, days: WINDOW_DAYS, timeZone: zone });
  const grouped = groupByDay(slots, zone);
  const day = grouped.find((d) => d.date === query.get("day")) ?? grouped[0] ?? null;
  const start = parseInstant(query.get("start"));
  const business = site.businessTimeZone;
  let chosen: { start: string; when: string; zone: string; business: string | null } | null = null;
  if (start !== null && start > now) {
    const end = start + source.minutes * 60_000;
    chosen = {
      start: isoUtc(start),
      when: formatRange(start, end, zone),
      zone: zoneLabel(zone, start),
      business:
        zone === business
          ? null
          : `Our time: ${formatRange(start, end, business)} (${zoneLabel(business, start)})`,
    };
  }
  const back = addDays(from, -WINDOW_DAYS);
  return {
    zone,
    zoneNamed: named !== null,
    zoneKnown: known !== null,
    zoneLabel: zoneLabel(zone, now),
    zones: timeZoneList(now, zone),
    from,
    today,
    windowDays: WINDOW_DAYS,
    earlier: from > earliest ? (back < earliest ? earliest : back) : null,
    later: addDays(from, WINDOW_DAYS) <= horizonEnd ? addDays(from, WINDOW_DAYS) : null,
    days: grouped.map(summarizeDay),
    day: day?.date ?? null,
    // The chosen day's times only: choosing another day is a navigation, which loads its own.
    slots:
      day?.slots.map((slot) => ({ start: isoUtc(slot.start), label: formatTime(slot.start, zone) })) ?? [],
    chosen,
  };
}

export type PickerData = Awaited<ReturnType<typeof pickerData>>;
