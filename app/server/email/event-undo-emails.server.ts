import { site } from "~/config/site";
import { dateIn, formatDayLong, formatRange, formatTime, zoneLabel } from "~/domain/scheduling";
import { greetingName } from "~/domain/text-safety";
import { eventContact, eventIcs } from "~/server/email/event-emails.server";
import { composeEmail, type DetailRow } from "~/server/email/layout.server";
import type { EventMail } from "~/server/services/events/view.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The emails of undoing events (decision 063): the buyer's short notice that an event booked by
 * invoice was withdrawn because its deposit never arrived (with the calendar cancellation of the
 * invitation they were sent), and a host's one summary of a staff bulk cancel. A bulk cancel
 * tells no buyer: the addresses were typed by whoever flooded the calendar.
 */

const business = site.businessTimeZone;

const rangeIn = (zone: string, start: number, end: number) =>
  `${formatRange(start, end, zone)} (${zoneLabel(zone, start)})`;

/** The buyer's notice that the system withdrew their unpaid booking; `dueAt` is when the deposit was due. */
export function eventWithdrawnEmail(mail: EventMail, dueAt: number): OutboxMessage {
  const origin = new URL(mail.links.manage).origin;
  const zone = mail.visitorTimeZone;
  const when = rangeIn(zone, mail.start, mail.end);
  const due = `${formatDayLong(dateIn(dueAt, zone))}, ${formatTime(dueAt, zone)} (${zoneLabel(zone, dueAt)})`;
  return {
    ...composeEmail(
      {
        to: mail.email,
        subject: `Withdrawn: ${mail.activityTitle} with ${site.name} (deposit unpaid)`,
        kind: "event_withdrawn",
      },
      {
        heading: "Booking withdrawn",
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          `The deposit invoice for your ${mail.activityTitle} on ${when} was due by ${due} and we have not received it, so we have withdrawn the booking, as our booking policy says. The date is free again and nothing is owed.`,
          `Paid it in the last few days? Reply to this email: we will book the event again for you if the date is still free, or refund the payment.`,
        ],
        links: [
          { label: "Book another date", url: `${origin}/activities/${mail.activitySlug}/book` },
          { label: "Read the booking policy", url: `${origin}/booking-policy` },
        ],
        outro: [`Questions? Email ${eventContact.email} or call ${eventContact.phone}.`],
      },
    ),
    icalEvent: { method: "CANCEL", filename: "cancel.ics", content: eventIcs(mail, "CANCEL") },
  };
}

/** A host's one notice of a staff bulk cancel of events: how many of theirs, and when they were. */
export function eventsBulkCancelledHostEmail(input: {
  to: string;
  hostName: string;
  reason: string | null;
  events: { activityTitle: string; start: number; end: number }[];
  adminUrl: string;
}): OutboxMessage {
  const count = input.events.length;
  const sorted = [...input.events].sort((a, b) => a.start - b.start);
  const shown = sorted.slice(0, 50);
  const noun = `event${count === 1 ? "" : "s"}`;
  return composeEmail(
    {
      to: input.to,
      subject: `[${site.name}] ${count} ${noun} cancelled by staff`,
      kind: "event_host_bulk_cancelled",
    },
    {
      heading: `${count} ${noun} cancelled`,
      paragraphs: [
        `A staff member cancelled ${count} of the unpaid events booked with ${input.hostName} in one action; their time is free again. The buyers were not emailed. Remove them from your calendar if they are there.`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
      ],
      details: shown.map(
        (event): DetailRow => [event.activityTitle, rangeIn(business, event.start, event.end)],
      ),
      links: [{ label: "Open the events", url: input.adminUrl }],
      outro: sorted.length > shown.length ? [`And ${sorted.length - shown.length} more.`] : [],
    },
  );
}
