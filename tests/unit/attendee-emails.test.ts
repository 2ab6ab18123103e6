import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { formatRange } from "~/domain/scheduling";
import { invitationEmail } from "~/server/email/attendee-emails.server";
import { type AttendeeMailee, attendeeIcs, attendeeLinks } from "~/server/email/attendee-wording.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * The attendee's invitation (issue 41, point 2): the "When" rows of its body and the DTSTART of
 * its .ics never disagree, whichever zone the attendee is in; the organiser's zone is always
 * named; no name that fails quotableText is repeated.
 */

const origin = "https://www.rallyroom.example";
const eventId = "6f1c2a9e-1111-4222-8333-944455556666";
const attendeeId = "0b7d6a55-2222-4333-8444-955566667777";

const mail: EventMail = {
  id: eventId,
  activitySlug: "lightning-feud",
  activityTitle: "Lightning Feud",
  // Tuesday 10 November 2026, 2:00 PM in New York; 8:00 PM in Berlin; Wednesday 6:00 AM in Sydney.
  start: Date.parse("2026-11-10T19:00:00Z"),
  end: Date.parse("2026-11-10T20:00:00Z"),
  sequence: 2,
  policyStart: Date.parse("2026-11-10T19:00:00Z"),
  visitorTimeZone: "America/New_York",
  name: "Dana O'Neil",
  email: "dana@acme.example",
  company: "Acme & Co",
  headcount: 40,
  addOns: [],
  lines: [],
  totalCents: 200_000,
  depositCents: 100_000,
  balanceCents: 100_000,
  receivedCents: 100_000,
  paidCents: 100_000,
  refundedCents: 0,
  testPaid: false,
  paymentMode: "card",
  status: "paid",
  billingName: "Priya Shah",
  billingEmail: "ap@acme.example",
  poNumber: null,
  invoiceAddress: "Acme & Co\n100 Main St",
  host: { name: "Nadia Okafor", email: "nadia@rallyroom.example", videoUrl: "https://acme.zoom.us/j/1" },
  links: { manage: `${origin}/events/${eventId}?key=k`, ics: `${origin}/x.ics`, receipt: `${origin}/x.pdf` },
  uidDomain: "www.rallyroom.example",
  createdAt: Date.parse("2026-10-01T12:00:00Z"),
  emailConfirmedAt: Date.parse("2026-10-01T11:58:00Z"),
};

const attendee = (timeZone: string | null, name = "Ada Lovelace"): AttendeeMailee => ({
  id: attendeeId,
  name,
  email: "ada@acme.example",
  timeZone,
});

const links = attendeeLinks(origin, "attendee-email-secret-0123456789", attendeeId);

function calendarOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
  };
}

describe("the attendee's invitation", () => {
  it.each([
    ["Europe/Berlin", "Your time: Tuesday, November 10, 2026, 8:00 – 9:00 PM (Europe/Berlin (UTC+1))"],
    [
      "Australia/Sydney",
      "Your time: Wednesday, November 11, 2026, 6:00 – 7:00 AM (Australia/Sydney (UTC+11))",
    ],
  ])(
    "says the .ics's own instants in the attendee's zone %s, with the organiser's beside it",
    (zone, yours) => {
      const message = invitationEmail(mail, attendee(zone), links);
      const ics = calendarOf(message.icalEvent?.content ?? "");
      expect(ics).toMatchObject({
        method: "REQUEST",
        uid: `attendee-${attendeeId}@www.rallyroom.example`,
        sequence: 2,
      });
      // The body's rows, written again from the .ics's DTSTART and DTEND: they agree.
      expect(message.text).toContain(yours);
      expect(yours).toContain(formatRange(ics.start, ics.end, zone));
      const organisers = `Organiser's time: ${formatRange(ics.start, ics.end, "America/New_York")} (America/New York (UTC-5))`;
      expect(message.text).toContain(organisers);
      expect(message.html).toContain(zone);
    },
  );

  it("names the organiser's zone when the attendee's is not known yet", () => {
    const message = invitationEmail(mail, attendee(null), links);
    expect(message.text).toContain(
      "When: Tuesday, November 10, 2026, 2:00 – 3:00 PM (America/New York (UTC-5))",
    );
    expect(message.subject).toBe("You're invited: Lightning Feud with Rallyroom, Tuesday, November 10, 2026");
  });

  it("opens their page, links their .ics, offers the one-click unsubscribe, names the organiser", () => {
    const message = invitationEmail(mail, attendee("Europe/Berlin"), links);
    expect(message.kind).toBe("attendee_invitation");
    expect(message.to).toBe("ada@acme.example");
    expect(message.text).toContain(`Open your invitation: ${links.page}`);
    expect(message.text).toContain(`Add to calendar (.ics): ${links.ics}`);
    expect(message.headers["List-Unsubscribe"]).toBe(`<${links.unsubscribe}>`);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.text).toContain("Dana O'Neil (Acme & Co) invited you to Lightning Feud");
    expect(message.text).toContain("Host: Nadia Okafor");
  });

  it("marks the calendar entry as awaiting their answer, then as they answered", () => {
    const partstat = (response?: AttendeeMailee["response"]) =>
      /PARTSTAT=([A-Z-]+)/.exec(
        attendeeIcs(
          { ...mail, uidDomain: "www.rallyroom.example" },
          { ...attendee(null), response },
          links.page,
          "REQUEST",
        ),
      )?.[1];
    expect(
      /PARTSTAT=([A-Z-]+)/.exec(invitationEmail(mail, attendee(null), links).icalEvent?.content ?? "")?.[1],
    ).toBe("NEEDS-ACTION");
    expect(partstat("invited")).toBe("NEEDS-ACTION");
    expect(partstat("coming")).toBe("ACCEPTED");
    expect(partstat("not_coming")).toBe("DECLINED");
  });

  it("repeats no name that fails quotableText, the organiser's nor the attendee's", () => {
    const pitch = "Win a prize at evil.example";
    const message = invitationEmail(
      { ...mail, name: pitch, company: "https://evil.example" },
      attendee("Europe/Berlin", "Click www.evil.example"),
      links,
    );
    for (const part of [message.text, message.html, message.subject, message.icalEvent?.content ?? ""]) {
      expect(part).not.toContain("evil.example");
    }
    expect(message.text).toContain("Hi there,");
    expect(message.text).toContain("Your organiser invited you");
  });

  it("asks for the kit address by the deadline when the event ships kits", () => {
    const message = invitationEmail({ ...mail, addOns: ["kits"] }, attendee("Europe/Berlin"), links);
    // Ten business days before Tuesday 10 November: Tuesday 27 October, end of day in New York.
    expect(message.text).toContain(
      "Give your shipping address on your page by Wednesday, October 28, 2026, 4:59 AM (Europe/Berlin (UTC+1))",
    );
    expect(message.text).toContain("Your event kit, opened and at hand.");
    expect(invitationEmail(mail, attendee(null), links).text).not.toContain("kit");
  });
});
