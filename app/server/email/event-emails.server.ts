import { site } from "~/config/site";
import { cancellationTerms } from "~/domain/booking-policy";
import { formatPrice } from "~/domain/pricing";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import { greetingName, quotableText } from "~/domain/text-safety";
import { eventIcs, invitation } from "~/server/email/event-calendar.server";
import {
  contactSentence,
  depositDueDay,
  documentsLinkable,
  eventDocument,
  eventLedger,
  eventNextSteps,
  ledgerSentence,
  moveMoneySentence,
  people,
  priceChangeSentences,
  priceLineLabel,
  refundDestination,
  videoLine,
} from "~/server/email/event-wording.server";
import { composeEmail, type DetailRow } from "~/server/email/layout.server";
import type { EventMail } from "~/server/services/events/view.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The emails of an event bought at checkout (decision 057): the buyer's confirmation (with the
 * calendar invitation), the host's notices, and the change and cancellation notices.
 * Transactional (the buyer booked the event): no marketing footer, no unsubscribe link. Nobody
 * has verified the buyer's address, so what they typed (name, company, billing contact, PO
 * number) is repeated to that address only where it passes `quotableText`, as the booking emails
 * do; the host's notice, which goes to our own staff, shows every field as typed. The words the
 * event's page and PDF share with these emails are app/server/email/event-wording.server.ts; the
 * calendar entry is app/server/email/event-calendar.server.ts.
 */

/** Where the event's contacts and .ics were read from before they had their own modules. */
export { eventContact } from "~/server/email/event-wording.server";
export { eventIcs };

const business = site.businessTimeZone;
const HOUR_MS = 60 * 60 * 1000;

const originOf = (mail: EventMail) => new URL(mail.links.manage).origin;
const policyUrl = (mail: EventMail) => `${originOf(mail)}/booking-policy`;

/** The buyer as a subject line or a sentence names them: their name and company when both pass. */
function who(mail: EventMail): string {
  const name = quotableText(mail.name) ?? mail.email;
  const company = quotableText(mail.company);
  return company ? `${name} (${company})` : name;
}

/** "Tuesday, March 10, 2026, 2:00 – 3:30 PM (America/New York (UTC-4))" */
function rangeIn(zone: string, start: number, end: number): string {
  return `${formatRange(start, end, zone)} (${zoneLabel(zone, start)})`;
}

/** The buyer's time, then ours when the zones differ. */
function whenRows(
  mail: EventMail,
  labels: readonly [yours: string, ours: string] = ["Your time", "Our time"],
): DetailRow[] {
  const yours: DetailRow = [labels[0], rangeIn(mail.visitorTimeZone, mail.start, mail.end)];
  if (mail.visitorTimeZone === business) return [yours];
  return [yours, [labels[1], rangeIn(business, mail.start, mail.end)]];
}

/** The price, one line each, then the total, the deposit and the balance. */
function priceRows(mail: EventMail): DetailRow[] {
  return [
    ["Price", mail.lines.map((line) => `${priceLineLabel(line)}: ${formatPrice(line.cents)}`).join("\n")],
    ["Total", formatPrice(mail.totalCents)],
    ["Deposit", formatPrice(mail.depositCents)],
    ["Balance", `${formatPrice(mail.balanceCents)}, invoiced after the event`],
  ];
}

/** What the buyer's emails say about the event itself. */
function eventRows(mail: EventMail): DetailRow[] {
  return [
    ["Activity", mail.activityTitle],
    ...whenRows(mail),
    ["Headcount", people(mail.headcount)],
    ["Host", mail.host.name],
    ["Video call", videoLine(mail)],
  ];
}

/** The PDF's link when the email may carry it (`documentsLinkable`), else none. */
const documentLinks = (mail: EventMail) =>
  documentsLinkable(mail) ? [{ label: eventDocument(mail).link, url: mail.links.receipt }] : [];

/** What an email says instead of linking the PDF: where it is, and when emails link it. */
const documentNote = (mail: EventMail): string[] =>
  documentsLinkable(mail)
    ? []
    : [
        `Your ${eventDocument(mail).title.toLowerCase()} (PDF) is on your event's page, the first link below. Once the deposit is paid, our emails link it too.`,
      ];

const ledgerRows = (mail: EventMail): DetailRow[] =>
  eventLedger(mail).map((row) => [
    row.label,
    row.cents < 0 ? `-${formatPrice(-row.cents)}` : formatPrice(row.cents),
  ]);

export function eventConfirmationEmail(mail: EventMail): OutboxMessage {
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Booked: ${mail.activityTitle} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
        kind: "event_confirmation",
      },
      {
        heading: "Your event is booked!",
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          `Your ${mail.activityTitle} for ${people(mail.headcount)} is booked. What happens next:`,
          ...eventNextSteps(mail, "email").map((step, index) => `${index + 1}. ${step.title}: ${step.text}`),
          ...documentNote(mail),
          contactSentence(mail),
        ],
        details: [...eventRows(mail), ...priceRows(mail), ...ledgerRows(mail)],
        links: [
          { label: "Change headcount, reschedule or cancel", url: mail.links.manage },
          ...documentLinks(mail),
          { label: "Add to calendar (.ics)", url: mail.links.ics },
          { label: "Read the booking policy", url: policyUrl(mail) },
        ],
      },
    ),
    icalEvent: { method: "REQUEST", filename: "invite.ics", content: eventIcs(mail, "REQUEST") },
  };
}

/**
 * What the host is told about. "time-lost": a card payment arrived after the hold ran out and
 * the time had gone to someone else, so staff agree a new time or refund.
 */
type TeamChange = "new" | "rescheduled" | "headcount" | "cancelled" | "time-lost";

const teamVerbs: Record<TeamChange, string> = {
  new: "New event",
  rescheduled: "Event rescheduled",
  headcount: "Headcount changed",
  cancelled: "Event cancelled",
  "time-lost": "Paid, but the time was lost",
};

/** How the order pays and where it stands; the ledger's rows follow it. */
function paymentLine(mail: EventMail): string {
  return mail.paymentMode === "card"
    ? `Card (order ${mail.status})`
    : `Invoice, deposit due by ${depositDueDay(mail)} (order ${mail.status})`;
}

function teamDetails(mail: EventMail): DetailRow[] {
  return [
    ["Activity", mail.activityTitle],
    ["When", rangeIn(business, mail.start, mail.end)],
    ["Buyer's time", rangeIn(mail.visitorTimeZone, mail.start, mail.end)],
    ["Headcount", people(mail.headcount)],
    ["Name", mail.name],
    ["Email", mail.email],
    ["Company", mail.company],
    ...priceRows(mail),
    ["Payment", paymentLine(mail)],
    ...(eventLedger(mail).length > 0 ? ledgerRows(mail) : ([["Paid", "Nothing yet"]] as DetailRow[])),
    ["Billing contact", `${mail.billingName} <${mail.billingEmail}>`],
    ["PO number", mail.poNumber ?? "—"],
    ["Invoice address", mail.invoiceAddress],
    ["Video call", mail.host.videoUrl ?? "No link set: send one to the buyer before the event."],
    ["Reference", mail.id],
  ];
}

function teamSentence(mail: EventMail, change: TeamChange): string {
  switch (change) {
    case "new":
      return `${who(mail)} booked ${mail.activityTitle} for ${people(mail.headcount)} with you.`;
    case "rescheduled":
      return `${who(mail)} moved their ${mail.activityTitle} to a new time.`;
    case "headcount":
      return `${who(mail)} changed the headcount of their ${mail.activityTitle} to ${people(mail.headcount)}. The price below is the new one.`;
    case "cancelled":
      return `The ${mail.activityTitle} of ${who(mail)} is cancelled. ${
        mail.refundedCents > 0 ? `${ledgerSentence(mail)}.` : "Nothing was refunded."
      }`;
    case "time-lost":
      return `${who(mail)} paid ${formatPrice(mail.paidCents)} for ${mail.activityTitle} after the hold on the time ran out, and the time is no longer free. The payment is recorded: agree a new time with them, or refund them.`;
  }
}

/** The host's notice of a new event or a change to one, with their own calendar invitation. */
export function eventTeamEmail(mail: EventMail, change: TeamChange): OutboxMessage {
  const verb = teamVerbs[change];
  const message = composeEmail(
    {
      to: mail.host.email,
      subject: `[${site.name}] ${verb}: ${mail.activityTitle} for ${who(mail)}`,
      kind: `event_team_${change.replace("-", "_")}`,
      replyTo: mail.email,
    },
    {
      heading: `${verb}: ${mail.activityTitle}`,
      paragraphs: [teamSentence(mail, change)],
      details: teamDetails(mail),
      links: [{ label: "Open the events", url: `${originOf(mail)}/admin/events` }],
    },
  );
  // A headcount change keeps the time and the SEQUENCE: the host's calendar entry stands as it
  // is. A lost time has no entry to send until staff settle a new one.
  if (change === "headcount" || change === "time-lost") return message;
  return { ...message, icalEvent: invitation(mail, change === "cancelled" ? "CANCEL" : "REQUEST", "host") };
}

type EventChange =
  | { kind: "headcount"; from: number; before: { totalCents: number; depositCents: number } }
  | { kind: "rescheduled"; previousStart: number; before?: { totalCents: number; depositCents: number } };

/** The buyer's notice of a change they made: the new headcount and price, or the new time. */
export function eventChangedEmail(mail: EventMail, change: EventChange, refundCents = 0): OutboxMessage {
  const greeting = `Hi ${greetingName(mail.name)},`;
  if (change.kind === "headcount") {
    return composeEmail(
      {
        to: mail.email,
        subject: `Updated: ${mail.activityTitle} with ${site.name}, now for ${people(mail.headcount)}`,
        kind: "event_headcount_changed",
      },
      {
        heading: "Your headcount has changed",
        paragraphs: [
          greeting,
          `Your ${mail.activityTitle} is now for ${people(mail.headcount)} (was ${change.from}). The new total is ${formatPrice(mail.totalCents)}.`,
          priceChangeSentences(change.before, mail, refundCents).join(" "),
          ...documentNote(mail),
        ],
        details: [...eventRows(mail), ...priceRows(mail), ...ledgerRows(mail)],
        links: [
          { label: "Change headcount, reschedule or cancel", url: mail.links.manage },
          ...documentLinks(mail),
        ],
      },
    );
  }
  const length = mail.end - mail.start;
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Rescheduled: ${mail.activityTitle} with ${site.name}, ${formatRange(mail.start, mail.end, mail.visitorTimeZone)}`,
        kind: "event_rescheduled",
      },
      {
        heading: "Your event has moved",
        paragraphs: [
          greeting,
          `Your ${mail.activityTitle} is now at the time below. The updated invitation replaces the old one in your calendar.`,
          ...(change.before ? [moveMoneySentence(change.before, mail)].filter(Boolean) : []),
        ],
        details: [
          ["Activity", mail.activityTitle],
          ...whenRows(mail, ["Your new time", "Our new time"]),
          ["Previously", rangeIn(mail.visitorTimeZone, change.previousStart, change.previousStart + length)],
          ["Headcount", people(mail.headcount)],
          ["Host", mail.host.name],
          ["Video call", videoLine(mail)],
        ],
        links: [
          { label: "Change headcount, reschedule or cancel", url: mail.links.manage },
          { label: "Add to calendar (.ics)", url: mail.links.ics },
        ],
      },
    ),
    icalEvent: { method: "REQUEST", filename: "invite.ics", content: eventIcs(mail, "REQUEST") },
  };
}

/** What the cancellation returns, and where it goes. */
function refundSentence(mail: EventMail, refundCents: number): string {
  if (refundCents > 0) {
    return `${formatPrice(refundCents)} is refunded ${refundDestination(mail.paymentMode)}.`;
  }
  if (mail.receivedCents === 0) {
    return mail.paymentMode === "invoice"
      ? "Nothing was paid, so the invoice is withdrawn: you owe nothing."
      : "Nothing was charged, so there is nothing to refund.";
  }
  return "No refund is due.";
}

/** The policy's tier a buyer's cancellation fell in, in one sentence. */
function tierSentence(mail: EventMail, by: "buyer" | "staff", now: number): string {
  if (by === "staff") return "As we cancelled, the booking policy's notice does not apply to you.";
  const terms = cancellationTerms((mail.policyStart - now) / HOUR_MS);
  const notice = terms.notice === "No-show" ? "after the start" : `with ${terms.notice.replace(/^L/, "l")}`;
  return `You cancelled ${notice}: under our booking policy, that is ${terms.outcome}.`;
}

/** The buyer's notice of a cancellation, with the CANCEL that removes the calendar entry. */
export function eventCancelledEmail(
  mail: EventMail,
  input: { by: "buyer" | "staff"; refundCents: number; reason: string | null },
  /** When it was cancelled, for the policy's tier (epoch ms). */
  now: number = Date.now(),
): OutboxMessage {
  const when = formatRange(mail.start, mail.end, mail.visitorTimeZone);
  const intro =
    input.by === "buyer"
      ? `Your ${mail.activityTitle} on ${when} is cancelled, as you asked. It has been removed from your calendar.`
      : `We're sorry: we had to cancel your ${mail.activityTitle} on ${when}. It has been removed from your calendar.`;
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Cancelled: ${mail.activityTitle} with ${site.name}`,
        kind: "event_cancelled",
      },
      {
        heading: "Event cancelled",
        // Only a staff member's reason is quoted: the buyer's own would be a stranger's words again.
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          intro,
          ...(input.reason && input.by === "staff" ? [`Reason: ${input.reason}`] : []),
          `${tierSentence(mail, input.by, now)} ${refundSentence(mail, input.refundCents)}`,
        ],
        details: [
          ["Activity", mail.activityTitle],
          ...whenRows(mail),
          ["Headcount", people(mail.headcount)],
          ...(eventLedger(mail).length > 0 ? ledgerRows(mail) : ([["Paid", "Nothing"]] as DetailRow[])),
        ],
        links: [
          { label: "Book another date", url: `${originOf(mail)}/activities/${mail.activitySlug}/book` },
          { label: "Read the booking policy", url: policyUrl(mail) },
        ],
        outro: [contactSentence(mail, false)],
      },
    ),
    icalEvent: invitation(mail, "CANCEL", "buyer"),
  };
}
