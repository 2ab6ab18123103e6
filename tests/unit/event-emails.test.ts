import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { changeOfPlansSentence } from "~/domain/booking-policy";
import { priceEvent } from "~/domain/pricing";
import { eventIcs } from "~/server/email/event-calendar.server";
import {
  eventCancelledEmail,
  eventChangedEmail,
  eventConfirmationEmail,
  eventTeamEmail,
} from "~/server/email/event-emails.server";
import {
  eventDocument,
  eventLedger,
  eventNextSteps,
  ledgerSentence,
} from "~/server/email/event-wording.server";
import type { EventMail } from "~/server/services/events/view.server";

const id = "6f1c2a9e-1111-4222-8333-944455556666";
const origin = "https://www.rallyroom.example";
const activity = {
  id: "murder-mystery",
  title: "Virtual Murder Mystery",
  rateFromCents: 3_500,
  rateUpToCents: 5_000,
  headcountMin: 5,
  headcountMax: 200,
};
// 40 people at $42.50 (the 31–80 band) with event kits and an awards ceremony, and the branding upgrade from the voucher.
const price = priceEvent({
  activity,
  headcount: 40,
  addOns: ["kits", "awards"],
  voucher: { upgrade: "branding" },
});

const sampleEvent: EventMail = {
  id,
  activitySlug: "murder-mystery",
  activityTitle: "Virtual Murder Mystery",
  // Monday 2 November 2026, 2:00 PM in New York (just after the US change) is Tuesday 1:00 AM in Sydney.
  start: Date.parse("2026-11-02T19:00:00Z"),
  end: Date.parse("2026-11-02T20:30:00Z"),
  sequence: 0,
  policyStart: Date.parse("2026-11-02T19:00:00Z"),
  visitorTimeZone: "Australia/Sydney",
  name: "Dana O'Neil",
  email: "dana@acme.example",
  company: "Acme & Co",
  headcount: 40,
  addOns: ["kits", "awards"],
  lines: price.lines,
  totalCents: price.totalCents,
  depositCents: price.depositCents,
  balanceCents: price.balanceCents,
  receivedCents: price.depositCents,
  paidCents: price.depositCents,
  refundedCents: 0,
  testPaid: false,
  paymentMode: "card",
  status: "paid",
  billingName: "Priya Shah",
  billingEmail: "ap@acme.example",
  poNumber: "PO-2291",
  invoiceAddress: "Acme & Co\n100 Main St\nSpringfield, IL 62701",
  host: { name: "Nadia Okafor", email: "nadia@rallyroom.example", videoUrl: "https://meet.example/nadia" },
  links: {
    manage: `${origin}/events/${id}?key=k`,
    ics: `${origin}/events/${id}/invite.ics?key=k`,
    receipt: `${origin}/events/${id}/receipt.pdf?key=k`,
  },
  uidDomain: "www.rallyroom.example",
  createdAt: Date.parse("2026-10-01T12:00:00Z"),
  // The buyer typed the emailed code at checkout.
  emailConfirmedAt: Date.parse("2026-10-01T11:58:00Z"),
};

const invoiced: EventMail = {
  ...sampleEvent,
  paymentMode: "invoice",
  status: "invoiced",
  receivedCents: 0,
  paidCents: 0,
};
/** The sample after a full refund: paid, refunded and nothing kept. */
const refunded = { receivedCents: 157_500, paidCents: 0, refundedCents: 157_500 };
/** The order for 30 people, before the sample's change to 40. */
const at30 = { totalCents: 235_000, depositCents: 117_500 };

const calendarOf = (content: string) => {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined),
  };
};

const yourTime = "Your time: Tuesday, November 3, 2026, 6:00 – 7:30 AM (Australia/Sydney (UTC+11))";
const ourTime = "Our time: Monday, November 2, 2026, 2:00 – 3:30 PM (America/New York (UTC-5))";

describe("event emails", () => {
  it("prices the sample as the engine does", () => {
    // 40 × $42.50 + kits 40 × $30 + awards $250 + branding $200 − branding $200.
    expect(price.totalCents).toBe(315_000);
    expect(price.depositCents).toBe(157_500);
    expect(price.lines.map((line) => line.kind)).toEqual(["people", "addon", "addon", "addon", "voucher"]);
  });

  it("the confirmation gives both zones, every price line, the money and the links, with a REQUEST", () => {
    const message = eventConfirmationEmail(sampleEvent);
    expect(message.to).toBe("dana@acme.example");
    expect(message.kind).toBe("event_confirmation");
    expect(message.subject).toBe(
      "Booked: Virtual Murder Mystery with Rallyroom, Tuesday, November 3, 2026, 6:00 – 7:30 AM",
    );
    expect(message.headers).toEqual({});
    expect(message.text).toContain("Hi Dana O'Neil,");
    expect(message.text).toContain(yourTime);
    expect(message.text).toContain(ourTime);
    expect(message.text).toContain("Activity: Virtual Murder Mystery");
    expect(message.text).toContain("Headcount: 40 people");
    expect(message.text).toContain("Host: Nadia Okafor");
    expect(message.text).toContain(
      [
        "Price: 40 people × $42.50: $1,700",
        "Event kits (40 × $30): $1,200",
        "Awards ceremony: $250",
        "Custom theme and branding: $200",
        "First-event upgrade: Custom theme and branding: -$200",
      ].join("\n"),
    );
    expect(message.text).toContain("Total: $3,150");
    expect(message.text).toContain("Deposit: $1,575");
    expect(message.text).toContain("Balance: $1,575, invoiced after the event");
    // What happens next, in order: the confirmation, the deposit, the host, changes, the balance.
    expect(message.text).toContain("is booked. What happens next:");
    expect(message.text).toContain(
      "1. Confirmation and calendar invitation: This email is your confirmation, and the calendar invitation is attached. It went to you only: forward it to anyone who should have it.",
    );
    expect(message.text).toContain("2. Deposit paid: We received $1,575 by card.");
    expect(message.text).toContain(
      "3. Your host: Nadia Okafor runs your event. The video link is in the calendar invitation: https://meet.example/nadia. Invite your attendees from your event's page: each gets an invitation and a page of their own whose join button opens the call from 15 minutes before the start.",
    );
    expect(message.text).toContain(
      `4. Changes: Change the headcount until 72 hours before the start; the price follows it. ${changeOfPlansSentence}`,
    );
    expect(message.text).toContain(
      "5. After the event: A day after the event we email the closing invoice for the balance, the total less the deposit ($1,575 at today's headcount), to your billing contact, Priya Shah, quoting PO number PO-2291, due in 30 days.",
    );
    expect(message.text).toContain(
      `Questions? Email ${site.email.support} or call ${site.phone.display} (Monday – Friday 9 AM – 6 PM EST, Saturday 10 AM – 4 PM EST). Your host is Nadia Okafor.`,
    );
    // The ledger after the price: what was paid.
    expect(message.text).toContain("Balance: $1,575, invoiced after the event\nPaid: $1,575\n");
    expect(message.text).not.toContain("Refunded");
    expect(message.text).toContain(`Change headcount, reschedule or cancel: ${sampleEvent.links.manage}`);
    expect(message.text).toContain(`Download the receipt (PDF): ${sampleEvent.links.receipt}`);
    expect(message.text).toContain(`Add to calendar (.ics): ${sampleEvent.links.ics}`);
    expect(message.text).toContain(`Read the booking policy: ${origin}/booking-policy`);
    expect(message.html).toContain(`href="${origin}/booking-policy"`);
    // Transactional: the footer carries the contacts only.
    expect(message.text).not.toContain("Unsubscribe");

    expect(message.icalEvent).toMatchObject({ method: "REQUEST", filename: "invite.ics" });
    const { method, event } = calendarOf(message.icalEvent?.content ?? "");
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`event-${id}@www.rallyroom.example`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toUnixTime() * 1000).toBe(sampleEvent.start);
    expect(event.endDate.toUnixTime() * 1000).toBe(sampleEvent.end);
    expect(event.summary).toBe("Rallyroom: Virtual Murder Mystery for Acme & Co");
    expect(event.description).toContain("for 40 people (host: Nadia Okafor)");
    expect(event.description).toContain("Video call: https://meet.example/nadia");
    expect(event.description).toContain(`reschedule or cancel: ${sampleEvent.links.manage}`);
    expect(event.attendees[0]?.getFirstValue()).toBe("mailto:dana@acme.example");
  });

  it("an invoiced confirmation says who invoices whom, and offers the booking confirmation", () => {
    const message = eventConfirmationEmail(invoiced);
    expect(message.text).toContain(
      "2. Deposit invoice: We email the numbered invoice for the $1,575 deposit to your billing contact, Priya Shah, quoting PO number PO-2291, due by October 8, 2026; it is also on your event's page. Your event is booked meanwhile; unpaid by then, the booking is withdrawn.",
    );
    expect(message.text).toContain(
      "5. After the event: A day after the event we email the closing invoice for the balance, the total less the deposit ($1,575 at today's headcount), to your billing contact, Priya Shah, quoting PO number PO-2291, due in 30 days.",
    );
    expect(message.text).not.toContain("Deposit paid");
    // Nothing was paid: no ledger rows, and the document is no receipt and no invoice.
    expect(message.text).not.toContain("Paid:");
    expect(message.text).toContain(`Download the booking confirmation (PDF): ${sampleEvent.links.receipt}`);
    expect(message.text).not.toMatch(/Download the (receipt|quote|invoice)/);
    // The billing contact's address, typed by the buyer, is not repeated to the buyer's address.
    expect(message.text).not.toContain("ap@acme.example");
    const withoutPo = eventConfirmationEmail({ ...invoiced, poNumber: null });
    expect(withoutPo.text).toContain("to your billing contact, Priya Shah, due by October 8, 2026;");
  });

  it("links no document before the mailbox is confirmed or a payment received (issue 40)", () => {
    const unproven: EventMail = { ...invoiced, emailConfirmedAt: null };
    // The deposit invoice waits for that proof too, and the buyer is told how to give it.
    expect(eventConfirmationEmail(unproven).text).toContain(
      "to your billing contact, Priya Shah, quoting PO number PO-2291 once you confirm your email address (your event's page asks for a code; signing in to your events does it too), due by October 8, 2026;",
    );
    expect(eventNextSteps(unproven, "page")[1]?.text).toContain(
      `once you confirm that ${unproven.email} is yours (see Payments), due by`,
    );
    expect(eventConfirmationEmail(invoiced).text).not.toContain("once you confirm");
    const messages = [
      eventConfirmationEmail(unproven),
      eventChangedEmail(unproven, { kind: "headcount", from: 30, before: at30 }),
    ];
    for (const message of messages) {
      expect(message.text + message.html).not.toContain("receipt.pdf");
      expect(message.text).not.toContain("Download the booking confirmation");
      // The manage link stays: it is where the buyer pays and changes the event, and the PDF is.
      expect(message.text).toContain(`Change headcount, reschedule or cancel: ${sampleEvent.links.manage}`);
      expect(message.text).toContain(
        "Your booking confirmation (PDF) is on your event's page, the first link below. Once the deposit is paid, our emails link it too.",
      );
    }
    // A payment received (a card checkout's deposit, a refunded one too) or a confirmed mailbox links it.
    for (const linked of [
      { ...sampleEvent, emailConfirmedAt: null },
      { ...sampleEvent, emailConfirmedAt: null, status: "cancelled" as const, ...refunded },
      invoiced,
    ]) {
      const message = eventConfirmationEmail(linked);
      expect(message.text).toContain(`(PDF): ${sampleEvent.links.receipt}`);
      expect(message.text).not.toContain("is on your event's page");
    }
  });

  it("names the PDF by what happened to the money, in one place", () => {
    expect(eventDocument(sampleEvent)).toEqual({
      kind: "receipt",
      title: "Receipt",
      button: "Receipt (PDF)",
      link: "Download the receipt (PDF)",
      filename: "rallyroom-receipt-6f1c2a9e.pdf",
    });
    // Refunded in full, it stays a receipt: money was received.
    expect(eventDocument({ ...sampleEvent, status: "cancelled", ...refunded }).title).toBe("Receipt");
    // Booked by invoice, nothing paid yet: not an invoice (no invoice number, no remittance details).
    expect(eventDocument(invoiced)).toMatchObject({
      kind: "booking-confirmation",
      button: "Booking confirmation (PDF)",
      filename: "rallyroom-booking-confirmation-6f1c2a9e.pdf",
    });
    expect(eventDocument({ ...invoiced, status: "cancelled" }).title).toBe("Booking confirmation");
    // A card checkout never paid: a quote.
    for (const status of ["held", "expired"] as const) {
      expect(eventDocument({ ...sampleEvent, status, receivedCents: 0 }).title).toBe("Quote");
    }
  });

  it("reads the money as a ledger: paid, then refunded and net paid once anything came back", () => {
    expect(eventLedger(invoiced)).toEqual([]);
    expect(ledgerSentence(invoiced)).toBe("Nothing paid yet");
    expect(eventLedger(sampleEvent)).toEqual([{ label: "Paid", cents: 157_500 }]);
    // The test checkout took no money, and every ledger (page, emails, PDF) says so.
    expect(ledgerSentence({ ...sampleEvent, testPaid: true })).toBe(
      "Paid (test payment — no money taken) $1,575",
    );
    expect(eventNextSteps({ ...sampleEvent, testPaid: true }, "page")[1]?.text).toBe(
      "We received $1,575 through the test checkout (no money taken).",
    );
    expect(eventLedger(refunded)).toEqual([
      { label: "Paid", cents: 157_500 },
      { label: "Refunded", cents: -157_500 },
      { label: "Net paid", cents: 0, total: true },
    ]);
    expect(ledgerSentence({ receivedCents: 157_500, refundedCents: 78_750, paidCents: 78_750 })).toBe(
      "Paid $1,575, refunded $787.50, net paid $787.50",
    );
  });

  it("the page's next steps name the addresses as typed; the email's leave them out", () => {
    const page = eventNextSteps(invoiced, "page");
    expect(page.map((step) => step.title)).toEqual([
      "Confirmation and calendar invitation",
      "Deposit invoice",
      "Your host",
      "Changes",
      "After the event",
    ]);
    expect(page[0]?.text).toBe(
      "Sent to dana@acme.example: your confirmation with the calendar invitation. Nobody else got a copy: forward it to anyone who should have it.",
    );
    expect(page[1]?.text).toContain("to Priya Shah (ap@acme.example), quoting PO number PO-2291");
    const noBalance = eventNextSteps({ ...sampleEvent, balanceCents: 0 }, "email");
    expect(noBalance.at(-1)?.text).toBe("Nothing more is due: the deposit covers the total.");
  });

  it("the .ics download is PUBLISH with the same UID and SEQUENCE", () => {
    const { method, event } = calendarOf(eventIcs({ ...sampleEvent, sequence: 3 }));
    expect(method).toBe("PUBLISH");
    expect(event.uid).toBe(`event-${id}@www.rallyroom.example`);
    expect(event.sequence).toBe(3);
  });

  it("the team's notice names the change, gives every field as typed and links the admin", () => {
    const message = eventTeamEmail(invoiced, "new");
    expect(message.to).toBe("nadia@rallyroom.example");
    expect(message.headers).toEqual({ "Reply-To": "dana@acme.example" });
    expect(message.kind).toBe("event_team_new");
    expect(message.subject).toBe("[Rallyroom] New event: Virtual Murder Mystery for Dana O'Neil (Acme & Co)");
    // The business zone first, the buyer's too.
    expect(message.text).toContain(
      "When: Monday, November 2, 2026, 2:00 – 3:30 PM (America/New York (UTC-5))\nBuyer's time: Tuesday, November 3, 2026, 6:00 – 7:30 AM (Australia/Sydney (UTC+11))",
    );
    expect(message.text).toContain("Total: $3,150");
    expect(message.text).toContain(
      "Payment: Invoice, deposit due by October 8, 2026 (order invoiced)\nPaid: Nothing yet\n",
    );
    expect(message.text).toContain("Billing contact: Priya Shah <ap@acme.example>");
    expect(message.text).toContain("PO number: PO-2291");
    expect(message.text).toContain("Invoice address: Acme & Co\n100 Main St\nSpringfield, IL 62701");
    expect(message.text).toContain(`Open the events: ${origin}/admin/events`);
    expect(calendarOf(message.icalEvent?.content ?? "").event.attendees[0]?.getFirstValue()).toBe(
      "mailto:nadia@rallyroom.example",
    );

    expect(eventTeamEmail(sampleEvent, "rescheduled").subject).toContain("Event rescheduled:");
    const headcount = eventTeamEmail(sampleEvent, "headcount");
    expect(headcount.subject).toContain("Headcount changed:");
    expect(headcount.icalEvent).toBeUndefined();
    const cancelled = eventTeamEmail(
      { ...sampleEvent, status: "cancelled", ...refunded, sequence: 2 },
      "cancelled",
    );
    expect(cancelled.subject).toContain("Event cancelled:");
    expect(cancelled.text).toContain("is cancelled. Paid $1,575, refunded $1,575, net paid $0.");
    expect(cancelled.text).toContain(
      "Payment: Card (order cancelled)\nPaid: $1,575\nRefunded: -$1,575\nNet paid: $0\n",
    );
    expect(calendarOf(cancelled.icalEvent?.content ?? "")).toMatchObject({
      method: "CANCEL",
      event: { sequence: 2 },
    });
    const lost = eventTeamEmail(sampleEvent, "time-lost");
    expect(lost.kind).toBe("event_team_time_lost");
    expect(lost.text).toContain("paid $1,575");
    expect(lost.icalEvent).toBeUndefined();
  });

  it("a headcount change says where its money went: deposit, balance, refund, summing to the change", () => {
    // Paid $1,175 by card for 30 people ($2,350); now 40 ($3,150): half is $1,575.
    const grown: EventMail = { ...sampleEvent, paidCents: 117_500, receivedCents: 117_500 };
    const up = eventChangedEmail(grown, { kind: "headcount", from: 30, before: at30 });
    expect(up.to).toBe("dana@acme.example");
    expect(up.kind).toBe("event_headcount_changed");
    expect(up.subject).toBe("Updated: Virtual Murder Mystery with Rallyroom, now for 40 people");
    expect(up.text).toContain("is now for 40 people (was 30). The new total is $3,150.");
    expect(up.text).toContain(
      "$400 more of the deposit is due now: pay it by card on your event's page. $400 is added to the balance invoiced after the event.",
    );
    expect(up.text).toContain(yourTime);
    expect(up.text).toContain(ourTime);
    expect(up.text).toContain("Total: $3,150");
    expect(up.icalEvent).toBeUndefined();

    // Paid $1,875 for 50 people ($3,750); down to a $1,500 event: $375 comes back to the card.
    const shrunk: EventMail = {
      ...sampleEvent,
      totalCents: 150_000,
      depositCents: 150_000,
      paidCents: 150_000,
    };
    const down = eventChangedEmail(
      shrunk,
      { kind: "headcount", from: 50, before: { totalCents: 375_000, depositCents: 187_500 } },
      37_500,
    );
    expect(down.text).toContain(
      "$1,875 comes off the balance invoiced after the event. $375 is refunded to the card you paid with, in 5–10 business days.",
    );

    // Invoiced, nothing paid, 45 → 40 people: the deposit invoice is replaced, the balance falls.
    const fewer = eventChangedEmail(invoiced, {
      kind: "headcount",
      from: 45,
      before: { totalCents: 365_000, depositCents: 182_500 },
    });
    expect(fewer.text).toContain(
      "The deposit invoice is replaced by one for $1,575, due by October 8, 2026. $250 comes off the balance invoiced after the event.",
    );
    expect(fewer.text).not.toContain("refunded");
  });

  it("a reschedule gives the new time in both zones and the old one, with the raised SEQUENCE", () => {
    const moved = { ...sampleEvent, sequence: 1 };
    const message = eventChangedEmail(moved, {
      kind: "rescheduled",
      previousStart: Date.parse("2026-10-28T18:00:00Z"),
    });
    expect(message.kind).toBe("event_rescheduled");
    expect(message.subject).toContain("Rescheduled: Virtual Murder Mystery with Rallyroom");
    expect(message.text).toContain(
      "Your new time: Tuesday, November 3, 2026, 6:00 – 7:30 AM (Australia/Sydney (UTC+11))",
    );
    expect(message.text).toContain(
      "Our new time: Monday, November 2, 2026, 2:00 – 3:30 PM (America/New York (UTC-5))",
    );
    expect(message.text).toContain(
      "Previously: Thursday, October 29, 2026, 5:00 – 6:30 AM (Australia/Sydney (UTC+11))",
    );
    const { method, event } = calendarOf(message.icalEvent?.content ?? "");
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`event-${id}@www.rallyroom.example`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toUnixTime() * 1000).toBe(moved.start);
  });

  it("a cancellation says the refund, where it goes and the policy's tier, with a CANCEL", () => {
    const threeDaysBefore = sampleEvent.start - 72 * 3_600_000;
    const cancelled = { ...sampleEvent, status: "cancelled" as const, sequence: 1 };
    const card = eventCancelledEmail(
      { ...cancelled, ...refunded },
      { by: "buyer", refundCents: 157_500, reason: "Budget frozen at https://evil.example" },
      threeDaysBefore,
    );
    expect(card.to).toBe("dana@acme.example");
    expect(card.kind).toBe("event_cancelled");
    expect(card.subject).toBe("Cancelled: Virtual Murder Mystery with Rallyroom");
    expect(card.text).toContain(
      "You cancelled with 48 or more hours' notice: under our booking policy, that is a full refund or a free reschedule.",
    );
    expect(card.text).toContain("$1,575 is refunded to the card you paid with, in 5–10 business days.");
    expect(card.text).toContain("Paid: $1,575\nRefunded: -$1,575\nNet paid: $0");
    expect(card.text).toContain(yourTime);
    expect(card.text).toContain(ourTime);
    // The buyer's own reason is not repeated.
    expect(card.text).not.toContain("evil.example");
    const { method, event } = calendarOf(card.icalEvent?.content ?? "");
    expect(card.icalEvent?.method).toBe("CANCEL");
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(`event-${id}@www.rallyroom.example`);
    expect(event.sequence).toBe(1);

    const late = eventCancelledEmail(
      cancelled,
      { by: "buyer", refundCents: 0, reason: null },
      sampleEvent.start - 12 * 3_600_000,
    );
    expect(late.text).toContain(
      "You cancelled with less than 24 hours' notice: under our booking policy, that is no refund. No refund is due.",
    );

    const unpaidInvoice = eventCancelledEmail(
      { ...invoiced, status: "cancelled" },
      { by: "buyer", refundCents: 0, reason: null },
      sampleEvent.start - 30 * 3_600_000,
    );
    expect(unpaidInvoice.text).toContain("that is a 50% refund or a free reschedule.");
    expect(unpaidInvoice.text).toContain("Nothing was paid, so the invoice is withdrawn: you owe nothing.");

    const byStaff = eventCancelledEmail(
      cancelled,
      { by: "staff", refundCents: 157_500, reason: "Host is ill" },
      threeDaysBefore,
    );
    expect(byStaff.text).toContain("We're sorry: we had to cancel your Virtual Murder Mystery");
    expect(byStaff.text).toContain("Reason: Host is ill");
  });

  it("repeats no stranger's text to the buyer's address (issue 32)", () => {
    const lure = "your mailbox is full. Restore access now at https://evil.example/restore";
    const victim: EventMail = {
      ...invoiced,
      name: lure,
      company: "Visit www.evil.example",
      billingName: "Pay\u0007 at evil.example",
      poNumber: "https://evil.example/po",
    };
    const messages = [
      eventConfirmationEmail(victim),
      eventChangedEmail(victim, { kind: "headcount", from: 30, before: at30 }),
      eventChangedEmail(victim, { kind: "rescheduled", previousStart: victim.start - 86_400_000 }),
      eventCancelledEmail(victim, { by: "buyer", refundCents: 0, reason: lure }),
    ];
    for (const message of messages) {
      expect(message.text, message.kind).toContain("Hi there,");
      const everything = `${message.subject}${message.text}${message.html}${message.icalEvent?.content ?? ""}`;
      expect(everything, message.kind).not.toContain("evil.example");
      expect(everything, message.kind).not.toContain("mailbox");
      expect(everything, message.kind).not.toContain("\u0007");
    }
    // The invoice line names nobody rather than the typed text.
    expect(eventConfirmationEmail(victim).text).toContain(
      "We email the numbered invoice for the $1,575 deposit to your billing contact, due by October 8, 2026;",
    );
    const { event } = calendarOf(eventIcs(victim));
    expect(event.summary).toBe("Rallyroom: Virtual Murder Mystery");
    expect(event.attendees[0]?.getParameter("cn")).toBe("dana@acme.example");
    // The team's notice names the buyer by address in the subject and keeps the fields for staff.
    const team = eventTeamEmail(victim, "new");
    expect(team.subject).toBe("[Rallyroom] New event: Virtual Murder Mystery for dana@acme.example");
    expect(team.text).toContain(`Name: ${lure}`);
    expect(team.text).toContain("PO number: https://evil.example/po");
  });

  it("shows typed markup as text, never as markup", () => {
    const markup = '<a href="https://evil.example/x">Dana</a><img src=x onerror=alert(1)>';
    const team = eventTeamEmail({ ...sampleEvent, name: markup, invoiceAddress: "<b>1 Main St</b>" }, "new");
    expect(team.html).not.toContain("<img");
    expect(team.html).not.toContain("<b>");
    expect(team.html).toContain("&lt;b&gt;1 Main St&lt;/b&gt;");
    expect(eventConfirmationEmail({ ...sampleEvent, name: markup }).html).not.toContain("Dana</a>");
  });
});
