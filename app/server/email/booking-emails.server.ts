import { site } from "~/config/site";
import type { BookingDetails } from "~/domain/booking-form";
import { buildIcs, googleCalendarUrl, type IcsEvent } from "~/domain/ics";
import type { BookingType } from "~/domain/meetings";
import { formatRange, meetingName, zoneLabel } from "~/domain/scheduling";
import { greetingName, quotableText } from "~/domain/text-safety";
import type { OutboxIcalEvent } from "~/server/db/schema.server";
import { composeEmail, type DetailRow } from "~/server/email/layout.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The booking emails: the visitor's confirmation (with the calendar invitation), the host's
 * notification, the 24-hour reminder, the reschedule and the cancellation. Transactional (the
 * visitor asked for the meeting): no marketing footer, no unsubscribe link. Nobody has verified
 * the visitor's address, so what they typed is repeated only where it passes `quotableText`
 * (the greeting, the invitation's attendee name, the host's subject line); the host's details
 * table, which goes to our own staff, shows every field as typed.
 */

/** What every booking email is written from. */
export interface BookingMail extends BookingDetails {
  host: { name: string; email: string; videoUrl: string | null };
  /** Absolute links on the public origin. */
  links: { manage: string; ics: string };
  /** The host part of the public origin, for the calendar UID. */
  uidDomain: string;
}

const business = site.businessTimeZone;

/** The visitor as a subject line or a sentence names them: their name and company when both pass. */
function who(mail: BookingMail): string {
  const name = quotableText(mail.name) ?? mail.email;
  const company = quotableText(mail.company);
  return company ? `${name} (${company})` : name;
}

function whenRows(mail: BookingMail): DetailRow[] {
  const yours: DetailRow = [
    "Your time",
    `${formatRange(mail.start, mail.end, mail.visitorTimeZone)} (${zoneLabel(mail.visitorTimeZone, mail.start)})`,
  ];
  if (mail.visitorTimeZone === business) return [yours];
  return [
    yours,
    ["Our time", `${formatRange(mail.start, mail.end, business)} (${zoneLabel(business, mail.start)})`],
  ];
}

const videoLine = (mail: BookingMail) =>
  mail.host.videoUrl ?? "Your host emails the video link before the call.";

function calendarDescription(mail: BookingMail): string {
  return [
    `${meetingName(mail.type)} with ${site.name} (host: ${mail.host.name}).`,
    `Video call: ${videoLine(mail)}`,
    `Reschedule or cancel: ${mail.links.manage}`,
  ].join("\n");
}

const summaryOf = (mail: BookingMail) => `${site.name}: ${meetingName(mail.type)}`;

/** What a hosted call's calendar entry needs of a booking or an event. */
export interface HostedEntry {
  id: string;
  uidDomain: string;
  sequence: number;
  start: number;
  end: number;
  name: string;
  email: string;
  host: { name: string; email: string; videoUrl: string | null };
  links: { manage: string };
}

/**
 * The calendar entry of a call a host runs (a meeting, an event): `kind` names its UID, the
 * organizer is the site, the one attendee the guest (named only when `quotableText` passes) or
 * the host.
 */
export function hostedIcsEvent(
  kind: "booking" | "event",
  entry: HostedEntry,
  words: { summary: string; description: string },
  method: IcsEvent["method"],
  attendee: "guest" | "host",
): IcsEvent {
  return {
    uid: `${kind}-${entry.id}@${entry.uidDomain}`,
    sequence: entry.sequence,
    method,
    start: entry.start,
    end: entry.end,
    stamp: Date.now(),
    summary: words.summary,
    description: words.description,
    location: entry.host.videoUrl,
    url: entry.links.manage,
    organizer: { name: site.name, email: site.email.hello },
    attendees:
      attendee === "guest"
        ? [{ name: quotableText(entry.name) ?? entry.email, email: entry.email }]
        : [{ name: entry.host.name, email: entry.host.email }],
  };
}

const icsEvent = (mail: BookingMail, method: IcsEvent["method"], attendee: "visitor" | "host") =>
  hostedIcsEvent(
    "booking",
    mail,
    { summary: summaryOf(mail), description: calendarDescription(mail) },
    method,
    attendee === "host" ? "host" : "guest",
  );

/** The .ics of a booking as a download: PUBLISH, the same UID and SEQUENCE as the emailed invite. */
export function bookingIcs(mail: BookingMail, method: IcsEvent["method"] = "PUBLISH"): string {
  return buildIcs(icsEvent(mail, method, "visitor"));
}

function invitation(
  mail: BookingMail,
  method: "REQUEST" | "CANCEL",
  attendee: "visitor" | "host",
): OutboxIcalEvent {
  return {
    method,
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: buildIcs(icsEvent(mail, method, attendee)),
  };
}

/** The Google Calendar link the confirmation offers. */
export function bookingGoogleUrl(mail: BookingMail): string {
  return googleCalendarUrl({
    start: mail.start,
    end: mail.end,
    summary: summaryOf(mail),
    description: calendarDescription(mail),
    location: mail.host.videoUrl,
  });
}

function visitorDetails(mail: BookingMail): DetailRow[] {
  return [
    ["Meeting", meetingName(mail.type)],
    ...whenRows(mail),
    ["Host", mail.host.name],
    ["Video call", videoLine(mail)],
    ...(mail.game ? ([["Demo game", mail.game]] as DetailRow[]) : []),
  ];
}

export function bookingConfirmationEmail(mail: BookingMail): OutboxMessage {
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Booked: ${meetingName(mail.type)} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
        kind: "booking_confirmation",
      },
      {
        heading: "You're booked!",
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          `Your ${meetingName(mail.type)} with ${site.name} is confirmed. The calendar invitation is attached.`,
        ],
        details: visitorDetails(mail),
        links: [
          { label: "Reschedule or cancel", url: mail.links.manage },
          { label: "Add to Google Calendar", url: bookingGoogleUrl(mail) },
          { label: "Download the invite (.ics)", url: mail.links.ics },
        ],
        outro: ["We'll send a reminder the day before."],
      },
    ),
    icalEvent: invitation(mail, "REQUEST", "visitor"),
  };
}

function hostDetails(mail: BookingMail): DetailRow[] {
  return [
    ["Meeting", meetingName(mail.type)],
    ["When", `${formatRange(mail.start, mail.end, business)} (${zoneLabel(business, mail.start)})`],
    [
      "Visitor's time",
      `${formatRange(mail.start, mail.end, mail.visitorTimeZone)} (${zoneLabel(mail.visitorTimeZone, mail.start)})`,
    ],
    ["Name", mail.name],
    ["Email", mail.email],
    ["Company", mail.company],
    ["Team size", mail.teamSize ?? "—"],
    ["Note", mail.notes ?? "—"],
    ...(mail.game ? ([["Demo game", mail.game]] as DetailRow[]) : []),
    ["Video call", mail.host.videoUrl ?? "No link set: send one to the visitor before the call."],
  ];
}

export function bookingHostEmail(mail: BookingMail, change: "new" | "rescheduled" = "new"): OutboxMessage {
  const verb = change === "new" ? "New booking" : "Rescheduled";
  return {
    ...composeEmail(
      {
        to: mail.host.email,
        subject: `[${site.name}] ${verb}: ${meetingName(mail.type)} with ${who(mail)}`,
        kind: change === "new" ? "booking_host" : "booking_host_rescheduled",
        replyTo: mail.email,
      },
      {
        heading: `${verb}: ${meetingName(mail.type)}`,
        paragraphs: [
          change === "new"
            ? `${who(mail)} booked a ${meetingName(mail.type)} with you.`
            : `${who(mail)} moved their ${meetingName(mail.type)} to a new time.`,
        ],
        details: hostDetails(mail),
        links: [{ label: "Open the bookings", url: `${new URL(mail.links.manage).origin}/admin/bookings` }],
      },
    ),
    icalEvent: invitation(mail, "REQUEST", "host"),
  };
}

export function bookingRescheduledEmail(mail: BookingMail): OutboxMessage {
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Rescheduled: ${meetingName(mail.type)} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
        kind: "booking_rescheduled",
      },
      {
        heading: "Your booking has moved",
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          `Your ${meetingName(mail.type)} is now at the time below. The updated invitation replaces the old one in your calendar.`,
        ],
        details: visitorDetails(mail),
        links: [
          { label: "Reschedule or cancel", url: mail.links.manage },
          { label: "Add to Google Calendar", url: bookingGoogleUrl(mail) },
        ],
      },
    ),
    icalEvent: invitation(mail, "REQUEST", "visitor"),
  };
}

export function bookingReminderEmail(mail: BookingMail): OutboxMessage {
  return composeEmail(
    {
      to: mail.email,
      subject: `Reminder: your ${meetingName(mail.type)} with ${site.name} is tomorrow`,
      kind: "booking_reminder",
    },
    {
      heading: "See you tomorrow",
      paragraphs: [
        `Hi ${greetingName(mail.name)},`,
        `A reminder of your ${meetingName(mail.type)} with ${site.name}.`,
      ],
      details: visitorDetails(mail),
      links: [{ label: "Reschedule or cancel", url: mail.links.manage }],
    },
  );
}

export function bookingCancelledEmail(
  mail: BookingMail,
  by: "visitor" | "staff",
  reason: string | null,
  bookAgainUrl: string,
): OutboxMessage {
  const intro =
    by === "visitor"
      ? `Your ${meetingName(mail.type)} is cancelled, as you asked. It has been removed from your calendar.`
      : `We're sorry: we had to cancel your ${meetingName(mail.type)}.`;
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Cancelled: ${meetingName(mail.type)} with ${site.name}`,
        kind: "booking_cancelled",
      },
      {
        heading: "Booking cancelled",
        // Only a staff member's reason is quoted: the visitor's own would be a stranger's words again.
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          intro,
          ...(reason && by === "staff" ? [`Reason: ${reason}`] : []),
        ],
        details: [["Meeting", meetingName(mail.type)], ...whenRows(mail)],
        links: [{ label: "Book another time", url: bookAgainUrl }],
      },
    ),
    icalEvent: invitation(mail, "CANCEL", "visitor"),
  };
}

export function bookingHostCancelledEmail(
  mail: BookingMail,
  by: "visitor" | "staff" | "moved",
  reason: string | null,
): OutboxMessage {
  const why =
    by === "visitor"
      ? `${who(mail)} cancelled.`
      : by === "moved"
        ? `${who(mail)} moved it to a time another host takes.`
        : "A staff member cancelled it.";
  return {
    ...composeEmail(
      {
        to: mail.host.email,
        subject: `[${site.name}] Cancelled: ${meetingName(mail.type)} with ${who(mail)}`,
        kind: "booking_host_cancelled",
      },
      {
        heading: `Cancelled: ${meetingName(mail.type)}`,
        paragraphs: [why, ...(reason ? [`Reason: ${reason}`] : [])],
        details: hostDetails(mail),
        links: [{ label: "Open the bookings", url: `${new URL(mail.links.manage).origin}/admin/bookings` }],
      },
    ),
    icalEvent: invitation(mail, "CANCEL", "host"),
  };
}

/**
 * The one email a pending booking sends (decision 043): the link that makes it final. Nobody has
 * verified the address yet, so it carries no invitation and repeats nothing the booker typed
 * beyond a greeting that passes `quotableText`; someone who did not book can ignore it and the
 * hold lapses.
 */
export function bookingConfirmRequestEmail(
  mail: BookingMail,
  confirmUrl: string,
  /** How long the time is held for; null when it is not held (many bookings are waiting). */
  minutes: number | null,
): OutboxMessage {
  return composeEmail(
    {
      to: mail.email,
      subject: `Confirm your ${meetingName(mail.type)} with ${site.name}`,
      kind: "booking_confirm_request",
    },
    {
      heading: "Confirm your booking",
      paragraphs: [
        `Hi ${greetingName(mail.name)},`,
        minutes === null
          ? "Many bookings are waiting for confirmation right now, so the time below is not held yet: confirm it with the button and it is yours if it is still free. The calendar invitation follows."
          : `We are holding the time below for you for ${minutes} minutes. Confirm it with the button, and the calendar invitation follows.`,
      ],
      details: [["Meeting", meetingName(mail.type)], ...whenRows(mail)],
      links: [{ label: "Confirm my booking", url: confirmUrl }],
      outro: [
        minutes === null
          ? "Did not book with us? Ignore this email: nothing is booked and nothing else is sent."
          : "Did not book with us? Ignore this email: the time is released by itself and nothing else is sent.",
      ],
    },
  );
}

/** A host's one notice of a bulk cancel by staff: how many of their meetings, and when they were. */
export function bookingBulkCancelledHostEmail(input: {
  to: string;
  hostName: string;
  reason: string | null;
  meetings: { type: BookingType; start: number; end: number }[];
  adminUrl: string;
}): OutboxMessage {
  const count = input.meetings.length;
  const sorted = [...input.meetings].sort((a, b) => a.start - b.start);
  const shown = sorted.slice(0, 50);
  return composeEmail(
    {
      to: input.to,
      subject: `[${site.name}] ${count} booking${count === 1 ? "" : "s"} cancelled by staff`,
      kind: "booking_host_bulk_cancelled",
    },
    {
      heading: `${count} booking${count === 1 ? "" : "s"} cancelled`,
      paragraphs: [
        `A staff member cancelled ${count} of the meetings booked with ${input.hostName} in one action. The visitors were not emailed.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
      ],
      details: shown.map(
        (meeting): DetailRow => [
          meetingName(meeting.type),
          `${formatRange(meeting.start, meeting.end, business)} (${zoneLabel(business, meeting.start)})`,
        ],
      ),
      links: [{ label: "Open the bookings", url: input.adminUrl }],
      outro: sorted.length > shown.length ? [`And ${sorted.length - shown.length} more.`] : [],
    },
  );
}
