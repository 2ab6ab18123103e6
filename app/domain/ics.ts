import { DateTime } from "luxon";

/**
 * iCalendar (RFC 5545) invitations for bookings. One UID per booking, so a calendar that
 * received the first invite updates the same entry when a later one (higher SEQUENCE) arrives:
 * a reschedule moves it, a METHOD:CANCEL removes it.
 */

export interface IcsEvent {
  /** Stable per booking: "booking-<id>@<host of the public origin>". */
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  start: number;
  end: number;
  /** When this version was written (DTSTAMP). */
  stamp: number;
  summary: string;
  description: string;
  location?: string | null | undefined;
  url?: string | null | undefined;
  organizer: { name: string; email: string };
  /**
   * PARTSTAT is ACCEPTED for someone who booked the time themselves (DECLINED once cancelled);
   * an invited attendee's says what they answered (NEEDS-ACTION until they do).
   */
  attendees: { name: string; email: string; partstat?: "NEEDS-ACTION" | "ACCEPTED" | "DECLINED" }[];
}

/** UTC date-time as iCalendar writes it: 20260310T140000Z. */
export const icsDateTime = (instant: number): string =>
  DateTime.fromMillis(instant, { zone: "UTC" }).toFormat("yyyyMMdd'T'HHmmss'Z'");

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "").slice(0, 120)}"`;
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character (continuations start with a space). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  const limit = () => (parts.length === 0 ? 75 : 74);
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit()) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole VCALENDAR, CRLF line endings, lines folded. */
export function buildIcs(event: IcsEvent): string {
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Rallyroom//Scheduler//EN",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : (attendee.partstat ?? "ACCEPTED")};RSVP=FALSE:mailto:${attendee.email}`,
    ),
    "TRANSP:OPAQUE",
    ...(cancelled
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          "TRIGGER:-PT15M",
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A Google Calendar "add event" link for the same meeting. */
export function googleCalendarUrl(event: {
  start: number;
  end: number;
  summary: string;
  description: string;
  location?: string | null | undefined;
}): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end)}`,
    details: event.description,
  });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
