import { site } from "~/config/site";
import type { BookingDetails } from "~/domain/booking-form";
import { buildIcs, googleCalendarUrl, type IcsEvent } from "~/domain/ics";
import { formatRange, meetingName, zoneLabel } from "~/domain/scheduling";
import { greetingName, quotableText } from "~/domain/text-safety";
import type { OutboxIcalEvent } from "~/server/db/schema.server";
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

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

interface Content {
  heading: string;
  intro: string[];
  details: [label: string, value: string][];
  links: { label: string; url: string }[];
  outro?: string[];
}

function render(content: Content): { html: string; text: string } {
  const text = [
    content.heading,
    "",
    ...content.intro.flatMap((p) => [p, ""]),
    ...content.details.map(([label, value]) => `${label}: ${value}`),
    "",
    ...content.links.map((link) => `${link.label}: ${link.url}`),
    ...(content.outro ?? []).flatMap((p) => ["", p]),
    "",
    "--",
    site.name,
    site.postalAddress,
  ].join("\n");
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:6px 16px 6px 0;color:#334155;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const buttons = content.links
    .map(
      (link, index) =>
        `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:9999px;text-decoration:none;font-weight:600;${index === 0 ? "background:#4338ca;color:#fff" : "border:1px solid #4338ca;color:#3730a3"}">${escapeHtml(link.label)}</a>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5"><h1 style="font-size:22px">${escapeHtml(content.heading)}</h1>${content.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table><p>${buttons}</p>${(content.outro ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<hr style="border:none;border-top:1px solid #e2e8f0"><p style="color:#475569;font-size:12px">${escapeHtml(site.name)}<br>${escapeHtml(site.postalAddress)}</p></body></html>`;
  return { html, text };
}

const business = site.businessTimeZone;

/** The visitor as a subject line or a sentence names them: their name and company when both pass. */
function who(mail: BookingMail): string {
  const name = quotableText(mail.name) ?? mail.email;
  const company = quotableText(mail.company);
  return company ? `${name} (${company})` : name;
}

function whenRows(mail: BookingMail): [string, string][] {
  const yours: [string, string] = [
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

function icsEvent(mail: BookingMail, method: IcsEvent["method"], attendee: "visitor" | "host"): IcsEvent {
  return {
    uid: `booking-${mail.id}@${mail.uidDomain}`,
    sequence: mail.sequence,
    method,
    start: mail.start,
    end: mail.end,
    stamp: Date.now(),
    summary: summaryOf(mail),
    description: calendarDescription(mail),
    location: mail.host.videoUrl,
    url: mail.links.manage,
    organizer: { name: site.name, email: site.email.hello },
    attendees:
      attendee === "visitor"
        ? [{ name: quotableText(mail.name) ?? mail.email, email: mail.email }]
        : [{ name: mail.host.name, email: mail.host.email }],
  };
}

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

function visitorDetails(mail: BookingMail): [string, string][] {
  return [
    ["Meeting", meetingName(mail.type)],
    ...whenRows(mail),
    ["Host", mail.host.name],
    ["Video call", videoLine(mail)],
    ...(mail.game ? ([["Demo game", mail.game]] as [string, string][]) : []),
  ];
}

export function bookingConfirmationEmail(mail: BookingMail): OutboxMessage {
  return {
    to: mail.email,
    subject: `Booked: ${meetingName(mail.type)} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
    ...render({
      heading: "You're booked!",
      intro: [
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
    }),
    headers: {},
    icalEvent: invitation(mail, "REQUEST", "visitor"),
    kind: "booking_confirmation",
  };
}

function hostDetails(mail: BookingMail): [string, string][] {
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
    ...(mail.game ? ([["Demo game", mail.game]] as [string, string][]) : []),
    ["Video call", mail.host.videoUrl ?? "No link set: send one to the visitor before the call."],
  ];
}

export function bookingHostEmail(mail: BookingMail, change: "new" | "rescheduled" = "new"): OutboxMessage {
  const verb = change === "new" ? "New booking" : "Rescheduled";
  return {
    to: mail.host.email,
    subject: `[${site.name}] ${verb}: ${meetingName(mail.type)} with ${who(mail)}`,
    ...render({
      heading: `${verb}: ${meetingName(mail.type)}`,
      intro: [
        change === "new"
          ? `${who(mail)} booked a ${meetingName(mail.type)} with you.`
          : `${who(mail)} moved their ${meetingName(mail.type)} to a new time.`,
      ],
      details: hostDetails(mail),
      links: [{ label: "Open the bookings", url: `${new URL(mail.links.manage).origin}/admin/bookings` }],
    }),
    headers: { "Reply-To": mail.email },
    icalEvent: invitation(mail, "REQUEST", "host"),
    kind: change === "new" ? "booking_host" : "booking_host_rescheduled",
  };
}

export function bookingRescheduledEmail(mail: BookingMail): OutboxMessage {
  return {
    to: mail.email,
    subject: `Rescheduled: ${meetingName(mail.type)} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
    ...render({
      heading: "Your booking has moved",
      intro: [
        `Hi ${greetingName(mail.name)},`,
        `Your ${meetingName(mail.type)} is now at the time below. The updated invitation replaces the old one in your calendar.`,
      ],
      details: visitorDetails(mail),
      links: [
        { label: "Reschedule or cancel", url: mail.links.manage },
        { label: "Add to Google Calendar", url: bookingGoogleUrl(mail) },
      ],
    }),
    headers: {},
    icalEvent: invitation(mail, "REQUEST", "visitor"),
    kind: "booking_rescheduled",
  };
}

export function bookingReminderEmail(mail: BookingMail): OutboxMessage {
  return {
    to: mail.email,
    subject: `Reminder: your ${meetingName(mail.type)} with ${site.name} is tomorrow`,
    ...render({
      heading: "See you tomorrow",
      intro: [
        `Hi ${greetingName(mail.name)},`,
        `A reminder of your ${meetingName(mail.type)} with ${site.name}.`,
      ],
      details: visitorDetails(mail),
      links: [{ label: "Reschedule or cancel", url: mail.links.manage }],
    }),
    headers: {},
    kind: "booking_reminder",
  };
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
    to: mail.email,
    subject: `Cancelled: ${meetingName(mail.type)} with ${site.name}`,
    ...render({
      heading: "Booking cancelled",
      // Only a staff member's reason is quoted: the visitor's own would be a stranger's words again.
      intro: [
        `Hi ${greetingName(mail.name)},`,
        intro,
        ...(reason && by === "staff" ? [`Reason: ${reason}`] : []),
      ],
      details: [["Meeting", meetingName(mail.type)], ...whenRows(mail)],
      links: [{ label: "Book another time", url: bookAgainUrl }],
    }),
    headers: {},
    icalEvent: invitation(mail, "CANCEL", "visitor"),
    kind: "booking_cancelled",
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
    to: mail.host.email,
    subject: `[${site.name}] Cancelled: ${meetingName(mail.type)} with ${who(mail)}`,
    ...render({
      heading: `Cancelled: ${meetingName(mail.type)}`,
      intro: [why, ...(reason ? [`Reason: ${reason}`] : [])],
      details: hostDetails(mail),
      links: [{ label: "Open the bookings", url: `${new URL(mail.links.manage).origin}/admin/bookings` }],
    }),
    headers: {},
    icalEvent: invitation(mail, "CANCEL", "host"),
    kind: "booking_host_cancelled",
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
  /** How long the time is held for. */
  minutes: number,
): OutboxMessage {
  return {
    to: mail.email,
    subject: `Confirm your ${meetingName(mail.type)} with ${site.name}`,
    ...render({
      heading: "Confirm your booking",
      intro: [
        `Hi ${greetingName(mail.name)},`,
        `We are holding the time below for you for ${minutes} minutes. Confirm it with the button, and the calendar invitation follows.`,
      ],
      details: [["Meeting", meetingName(mail.type)], ...whenRows(mail)],
      links: [{ label: "Confirm my booking", url: confirmUrl }],
      outro: [
        "Did not book with us? Ignore this email: the time is released by itself and nothing else is sent.",
      ],
    }),
    headers: {},
    kind: "booking_confirm_request",
  };
}

/** A host's one notice of a bulk cancel by staff: how many of their meetings, and when they were. */
export function bookingBulkCancelledHostEmail(input: {
  to: string;
  hostName: string;
  reason: string | null;
  meetings: { type: BookingMail["type"]; start: number }[];
  adminUrl: string;
}): OutboxMessage {
  const count = input.meetings.length;
  const sorted = [...input.meetings].sort((a, b) => a.start - b.start);
  const shown = sorted.slice(0, 50);
  return {
    to: input.to,
    subject: `[${site.name}] ${count} booking${count === 1 ? "" : "s"} cancelled by staff`,
    ...render({
      heading: `${count} booking${count === 1 ? "" : "s"} cancelled`,
      intro: [
        `A staff member cancelled ${count} of the meetings booked with ${input.hostName} in one action. The visitors were not emailed.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
      ],
      details: shown.map((meeting): [string, string] => [
        meetingName(meeting.type),
        `${formatRange(meeting.start, meeting.start + site.scheduler.meetingTypes[meeting.type].minutes * 60_000, business)} (${zoneLabel(business, meeting.start)})`,
      ]),
      links: [{ label: "Open the bookings", url: input.adminUrl }],
      ...(sorted.length > shown.length ? { outro: [`And ${sorted.length - shown.length} more.`] } : {}),
    }),
    headers: {},
    kind: "booking_host_bulk_cancelled",
  };
}
