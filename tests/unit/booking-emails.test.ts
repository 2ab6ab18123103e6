import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type BookingMail,
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingHostEmail,
  bookingIcs,
  bookingReminderEmail,
  bookingRescheduledEmail,
} from "~/server/email/booking-emails.server";

const mail: BookingMail = {
  id: "6f1c2a9e-1111-4222-8333-944455556666",
  type: "demo",
  start: Date.parse("2026-11-02T14:00:00Z"),
  end: Date.parse("2026-11-02T14:30:00Z"),
  sequence: 0,
  name: 'Dana <b>"DJ"</b> O\'Neil',
  email: "dana@acme.example",
  company: "Acme & Co",
  teamSize: "13-30",
  notes: "Line one\nLine two",
  game: "Mini Trivia",
  visitorTimeZone: "Australia/Sydney",
  host: { name: "Rallyroom team", email: "team@rallyroom.example", videoUrl: "https://meet.example/team" },
  links: {
    manage: "https://www.rallyroom.example/booking/6f1c2a9e-1111-4222-8333-944455556666?key=k",
    ics: "https://www.rallyroom.example/booking/6f1c2a9e-1111-4222-8333-944455556666/invite.ics?key=k",
  },
  uidDomain: "www.rallyroom.example",
};

const eventOf = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined),
  };
};

describe("booking emails", () => {
  it("the confirmation names both time zones, links on the public origin and carries a REQUEST invitation", () => {
    const message = bookingConfirmationEmail(mail);
    expect(message.to).toBe("dana@acme.example");
    expect(message.kind).toBe("booking_confirmation");
    // Monday 9:00 in New York (just after the US change) is Tuesday 1:00 AM in Sydney.
    expect(message.text).toContain(
      "Your time: Tuesday, November 3, 2026, 1:00 – 1:30 AM (Australia/Sydney (UTC+11))",
    );
    expect(message.text).toContain(
      "Our time: Monday, November 2, 2026, 9:00 – 9:30 AM (America/New York (UTC-5))",
    );
    expect(message.text).toContain(`Reschedule or cancel: ${mail.links.manage}`);
    expect(message.text).toContain("Demo game: Mini Trivia");
    expect(message.html).not.toContain("<b>");
    // Markup is not a name: the visitor is greeted neutrally and the typed text is not repeated.
    expect(message.text).toContain("Hi there,");
    expect(message.html).not.toContain("DJ");
    expect(message.icalEvent?.method).toBe("REQUEST");
    const { method, event } = eventOf(message.icalEvent?.content ?? "");
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`booking-${mail.id}@www.rallyroom.example`);
    expect(event.sequence).toBe(0);
    expect(event.location).toBe("https://meet.example/team");
    expect(event.attendees[0]?.getFirstValue()).toBe("mailto:dana@acme.example");
  });

  it("the host's notice replies to the visitor and invites the host", () => {
    const message = bookingHostEmail(mail);
    expect(message.to).toBe("team@rallyroom.example");
    expect(message.headers).toEqual({ "Reply-To": "dana@acme.example" });
    expect(message.text).toContain("Note: Line one\nLine two");
    expect(message.text).toContain("Team size: 13-30");
    expect(message.text).toContain("https://www.rallyroom.example/admin/bookings");
    expect(eventOf(message.icalEvent?.content ?? "").event.attendees[0]?.getFirstValue()).toBe(
      "mailto:team@rallyroom.example",
    );
  });

  it("a reschedule keeps the UID with the next SEQUENCE; a cancellation is METHOD:CANCEL", () => {
    const moved = bookingRescheduledEmail({ ...mail, sequence: 1 });
    expect(eventOf(moved.icalEvent?.content ?? "")).toMatchObject({
      method: "REQUEST",
      event: { sequence: 1 },
    });
    const cancelled = bookingCancelledEmail(
      { ...mail, sequence: 2 },
      "staff",
      "Host is ill",
      "https://x.example/book/demo",
    );
    expect(cancelled.text).toContain("Reason: Host is ill");
    expect(cancelled.icalEvent?.method).toBe("CANCEL");
    const parsed = eventOf(cancelled.icalEvent?.content ?? "");
    expect(parsed.method).toBe("CANCEL");
    expect(parsed.event.uid).toBe(`booking-${mail.id}@www.rallyroom.example`);
    expect(parsed.event.sequence).toBe(2);
  });

  it("repeats a stranger's text nowhere the visitor's address receives it (issue 32)", () => {
    const lure = "your mailbox is full. Restore access now at https://evil.example/restore";
    const victim = { ...mail, name: lure, company: "Visit www.evil.example" };
    const messages = [
      bookingConfirmationEmail(victim),
      bookingRescheduledEmail(victim),
      bookingReminderEmail(victim),
      bookingCancelledEmail(
        victim,
        "visitor",
        "Restore access at https://evil.example",
        "https://x.example/b",
      ),
    ];
    for (const message of messages) {
      expect(message.text, message.kind).toContain("Hi there,");
      const everything = `${message.subject}${message.text}${message.html}${message.icalEvent?.content ?? ""}`;
      expect(everything, message.kind).not.toContain("evil.example");
      expect(everything, message.kind).not.toContain("mailbox");
    }
    // The invitation names the attendee by address, not by the typed text.
    const { event } = eventOf(bookingConfirmationEmail(victim).icalEvent?.content ?? "");
    expect(event.attendees[0]?.getParameter("cn")).toBe("dana@acme.example");
    expect(event.summary).toBe("Rallyroom: 30-minute live demo");
    expect(eventOf(bookingIcs(victim)).event.attendees[0]?.getParameter("cn")).toBe("dana@acme.example");
    // The host's subject names the visitor by address too; the details table keeps the text for staff.
    const host = bookingHostEmail(victim);
    expect(host.subject).toContain("with dana@acme.example");
    expect(host.subject).not.toContain("evil");
    expect(host.text).toContain(`Name: ${lure}`);
    // A name that reads as one is used as typed.
    expect(bookingConfirmationEmail({ ...mail, name: "Dana O'Neil" }).text).toContain("Hi Dana O'Neil,");
    expect(bookingHostEmail({ ...mail, name: "Dana O'Neil" }).subject).toContain(
      "with Dana O'Neil (Acme & Co)",
    );
  });

  it("shows the visitor's typed text in the host's notice as text, never as markup or a link", () => {
    const markup = '<a href="https://evil.example/x">Dana</a><img src=x onerror=alert(1)>';
    const message = bookingHostEmail({ ...mail, name: markup, notes: "Line one\n<b>Line two</b>" });
    expect(message.html).not.toContain("<img");
    expect(message.html).not.toContain("<b>");
    expect(message.html).not.toContain('href="https://evil.example');
    expect(message.html).toContain("&lt;a href=&quot;https://evil.example/x&quot;&gt;Dana&lt;/a&gt;");
    expect(message.text).toContain(`Name: ${markup}`);
    expect(message.text).toContain("Note: Line one\n<b>Line two</b>");
    // The buttons keep their links, escaped as attributes.
    expect(message.html).toContain('href="https://www.rallyroom.example/admin/bookings"');
    expect(bookingConfirmationEmail(mail).html).toContain(`href="${mail.links.manage}"`);
  });

  it("the reminder and the download", () => {
    expect(bookingReminderEmail(mail).subject).toContain("tomorrow");
    expect(bookingReminderEmail(mail).icalEvent).toBeUndefined();
    expect(eventOf(bookingIcs(mail)).method).toBe("PUBLISH");
  });
});
