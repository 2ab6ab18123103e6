import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, googleCalendarUrl, type IcsEvent } from "./ics";

const event: IcsEvent = {
  uid: "booking-6f1c2a9e-1111-4222-8333-944455556666@rallyroom.example",
  sequence: 0,
  method: "REQUEST",
  start: Date.parse("2026-03-09T13:00:00Z"),
  end: Date.parse("2026-03-09T13:15:00Z"),
  stamp: Date.parse("2026-03-01T10:00:00Z"),
  summary: "Rallyroom: 15-minute intro call",
  description: "Intro call, with a comma, a semicolon; a backslash \\ and\na second line. Ünïcödé 🎉 ".repeat(
    3,
  ),
  location: "https://meet.example/rallyroom-team",
  url: "https://rallyroom.example/booking/6f1c2a9e-1111-4222-8333-944455556666?key=abc",
  organizer: { name: "Rallyroom", email: "hello@rallyroom.example" },
  attendees: [{ name: 'Dana "DJ" O\'Neil, VP People', email: "dana@acme.example" }],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("the booking invitation (.ics)", () => {
  it("parses with ical.js: method, UID, sequence, times in UTC, text and attendee intact", () => {
    const text = buildIcs(event);
    const { calendar, vevent, event: parsed } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(0);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-03-09T13:15:00.000Z");
    expect(parsed.startDate.zone?.tzid).toBe("UTC");
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const attendee = vevent.getFirstProperty("attendee");
    expect(attendee?.getFirstValue()).toBe("mailto:dana@acme.example");
    expect(attendee?.getParameter("cn")).toBe("Dana DJ O'Neil, VP People");
    expect(vevent.getFirstProperty("organizer")?.getFirstValue()).toBe("mailto:hello@rallyroom.example");
  });

  it("uses CRLF, folds every line to 75 octets, and never splits a character", () => {
    const text = buildIcs(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n|\r/);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("a reschedule keeps the UID and raises SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED", () => {
    const moved = parse(
      buildIcs({ ...event, sequence: 1, start: event.start + 86_400_000, end: event.end + 86_400_000 }),
    );
    expect(moved.event.uid).toBe(event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2026-03-10T13:00:00.000Z");
    const cancelled = parse(buildIcs({ ...event, sequence: 2, method: "CANCEL" }));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.vevent.getFirstSubcomponent("valarm")).toBeNull();
  });

  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("links Google Calendar with the same times", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20260309T130000Z/20260309T131500Z");
    expect(url.searchParams.get("text")).toBe(event.summary);
    expect(url.searchParams.get("location")).toBe(event.location);
  });
});
