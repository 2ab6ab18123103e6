import { site } from "~/config/site";
import { buildIcs } from "~/domain/ics";
import { dateIn, formatDayLong, formatRange, formatTime, zoneLabel } from "~/domain/scheduling";
import { quotableText } from "~/domain/text-safety";
import type { AttendeeResponse, OutboxIcalEvent } from "~/server/db/schema.server";
import type { DetailRow } from "~/server/email/layout.server";
import { attendeePaths } from "~/server/services/attendees/model.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * The words and the calendar entry every email to an attendee shares (issue 41): the start in
 * the attendee's own zone once known, always with the zone named and the organiser's zone beside
 * it, and a personal .ics written from the same instants, so the body and the calendar never
 * disagree. The attendee's emails carry no free text from the organiser: the event's facts, the
 * organiser's name and company only where they pass `quotableText`.
 */

/** The attendee as an email or the .ics names them. */
export interface AttendeeMailee {
  id: string;
  name: string;
  email: string;
  /** Their own zone once they told their page; null until then. */
  timeZone: string | null;
  /** What they answered; the calendar entry's PARTSTAT follows it (NEEDS-ACTION until they do). */
  response?: AttendeeResponse | undefined;
}

const partstats = { invited: "NEEDS-ACTION", coming: "ACCEPTED", not_coming: "DECLINED" } as const;

/**
 * How long until a moment, as a reminder or a countdown says it: "3 days", "24 hours", "1 hour",
 * "40 minutes" (days from 48 hours on).
 */
export function leadWords(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes >= 48 * 60) return `${Math.round(minutes / (24 * 60))} days`;
  if (minutes >= 90) return `${Math.round(minutes / 60)} hours`;
  if (minutes >= 55) return "1 hour";
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A moment in a zone, its zone named: "Friday, March 12, 2027, 11:59 PM (America/New York (UTC-5))". */
export const momentIn = (zone: string, instant: number): string =>
  `${formatDayLong(dateIn(instant, zone))}, ${formatTime(instant, zone)} (${zoneLabel(zone, instant)})`;

/** "Tuesday, March 10, 2026, 2:00 – 3:30 PM (America/New York (UTC-4))" */
export const rangeIn = (zone: string, start: number, end: number): string =>
  `${formatRange(start, end, zone)} (${zoneLabel(zone, start)})`;

/**
 * The "When" rows: the attendee's time first when their zone is known and differs, then the
 * organiser's. Every row names its zone.
 */
export function attendeeWhenRows(
  mail: Pick<EventMail, "start" | "end" | "visitorTimeZone">,
  zone: string | null,
): DetailRow[] {
  const organiser: DetailRow = ["Organiser's time", rangeIn(mail.visitorTimeZone, mail.start, mail.end)];
  if (!zone || zone === mail.visitorTimeZone) return [["When", organiser[1]]];
  return [["Your time", rangeIn(zone, mail.start, mail.end)], organiser];
}

/** Who invited them, as far as the words are safe to repeat ("Pat Buyer (Initech)", or the company). */
export function organiserName(mail: Pick<EventMail, "name" | "company">): string {
  const name = quotableText(mail.name);
  const company = quotableText(mail.company);
  if (name && company) return `${name} (${company})`;
  return name ?? company ?? "Your organiser";
}

/**
 * Why an attendee gets email about the event, above its one-click unsubscribe (which stops email
 * about this event only): every attendee email's envelope carries it.
 */
export const attendeeUnsubscribeReason = (mail: Pick<EventMail, "name" | "company">): string =>
  `You receive this because ${organiserName(mail)} invited you to a ${site.name} event; unsubscribing stops email about this event only.`;

/** Absolute links of one attendee on the public origin. */
export function attendeeLinks(origin: string, secret: string, attendeeId: string) {
  const paths = attendeePaths(attendeeId, secret);
  return {
    page: `${origin}${paths.page}`,
    ics: `${origin}${paths.ics}`,
    unsubscribe: `${origin}${paths.unsubscribe}`,
  };
}

/**
 * The attendee's own calendar entry: one UID per attendee, the event's SEQUENCE (a reschedule
 * raises it, so the entry moves), the join page as location and URL (the call's link may change
 * without a new invitation).
 */
export function attendeeIcs(
  mail: Pick<EventMail, "start" | "end" | "sequence" | "activityTitle" | "uidDomain" | "host">,
  attendee: AttendeeMailee,
  pageUrl: string,
  method: "REQUEST" | "CANCEL" | "PUBLISH",
): string {
  return buildIcs({
    uid: `attendee-${attendee.id}@${mail.uidDomain}`,
    sequence: mail.sequence,
    method,
    start: mail.start,
    end: mail.end,
    stamp: Date.now(),
    summary: `${mail.activityTitle} (${site.name})`,
    description: [
      `${mail.activityTitle}, hosted by ${mail.host.name}.`,
      `Join from your page (the button works from ${site.attendees.joinOpensMinutes} minutes before the start): ${pageUrl}`,
    ].join("\n"),
    location: pageUrl,
    url: pageUrl,
    organizer: { name: site.name, email: site.email.hello },
    attendees: [
      {
        name: quotableText(attendee.name) ?? attendee.email,
        email: attendee.email,
        partstat: partstats[attendee.response ?? "invited"],
      },
    ],
  });
}

/** The .ics as an email's calendar part: REQUEST for an invitation or a move, CANCEL for a cancellation. */
export function attendeeInvitation(
  mail: Parameters<typeof attendeeIcs>[0],
  attendee: AttendeeMailee,
  pageUrl: string,
  method: "REQUEST" | "CANCEL",
): OutboxIcalEvent {
  return {
    method,
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: attendeeIcs(mail, attendee, pageUrl, method),
  };
}

/**
 * What an attendee prepares, as their page and their reminders say it: a device to join from,
 * their page (where the join button is), and the kit when the event ships one.
 */
export function attendeePreparation(kits: boolean): string[] {
  return [
    "A laptop or phone with an up-to-date browser, a working microphone and, if you can, a camera.",
    `Your attendee page: its join button works from ${site.attendees.joinOpensMinutes} minutes before the start.`,
    ...(kits ? ["Your event kit, opened and at hand."] : []),
  ];
}
