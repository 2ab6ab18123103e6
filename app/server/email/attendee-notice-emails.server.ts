import { site } from "~/config/site";
import { HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { dateIn, formatDayLong } from "~/domain/scheduling";
import { greetingName } from "~/domain/text-safety";
import type { AttendeeResponse } from "~/server/db/schema.server";
import {
  type AttendeeMailee,
  attendeeInvitation,
  type attendeeLinks,
  attendeePreparation,
  attendeeUnsubscribeReason,
  attendeeWhenRows,
  leadWords,
  momentIn,
  organiserName,
  rangeIn,
} from "~/server/email/attendee-wording.server";
import { eventContact, people } from "~/server/email/event-wording.server";
import { composeEmail, type DetailRow } from "~/server/email/layout.server";
import type { EventMail } from "~/server/services/events/view.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The messages the clock and an event's changes send (issue 41, points 4 to 6): the attendees'
 * reminders before the start, the new time after a reschedule (with the calendar update: same
 * UID, higher SEQUENCE), the cancellation (the calendar entry removed; nothing about money,
 * which is the buyer's business), the kit-address reminder, and the organiser's one note that
 * more people said yes than were booked. Every attendee email carries their one-click
 * unsubscribe for the event, names the organiser only through `organiserName` and repeats no
 * free text of the organiser's; the invitation itself is app/server/email/attendee-emails.server.ts.
 */

const HOUR = 3_600_000;

/** An attendee as these emails need them: who, their zone, and whether they answered yet. */
export interface NoticeRecipient extends AttendeeMailee {
  response: AttendeeResponse;
}

export type AttendeeLinks = ReturnType<typeof attendeeLinks>;

const eventRows = (mail: EventMail, attendee: AttendeeMailee): DetailRow[] => [
  ["Activity", mail.activityTitle],
  ...attendeeWhenRows(mail, attendee.timeZone),
  ["Host", mail.host.name],
];

const answerNudge = (attendee: NoticeRecipient): string[] =>
  attendee.response === "invited"
    ? ["You have not said yet whether you are coming: answer on your page."]
    : [];

/** The reminder `leadMs` before the start (24 hours, 1 hour, or less when it was sent late). */
export function attendeeReminderEmail(
  mail: EventMail,
  attendee: NoticeRecipient,
  links: AttendeeLinks,
  input: { leadMs: number; kits: boolean },
): OutboxMessage {
  const lead = leadWords(input.leadMs);
  return composeEmail(
    {
      to: attendee.email,
      subject: `Reminder: ${mail.activityTitle} starts in ${lead}`,
      kind: "attendee_reminder",
      unsubscribeUrl: links.unsubscribe,
      unsubscribeReason: attendeeUnsubscribeReason(mail),
    },
    {
      heading: `${mail.activityTitle} starts in ${lead}`,
      paragraphs: [
        `Hi ${greetingName(attendee.name)},`,
        `A reminder of the ${mail.activityTitle} ${organiserName(mail)} invited you to, hosted by ${mail.host.name} of ${site.name}.`,
        `Join from your page: its button takes you into the call from ${site.attendees.joinOpensMinutes} minutes before the start.`,
        ...answerNudge(attendee),
      ],
      details: [...eventRows(mail, attendee), ["To prepare", attendeePreparation(input.kits).join("\n")]],
      links: [
        { label: "Open your page", url: links.page },
        { label: "Add to calendar (.ics)", url: links.ics },
      ],
      outro: [`Questions about the event? Email ${eventContact.email}.`],
    },
  );
}

/** The new time after a reschedule, with the calendar update (same UID, the raised SEQUENCE). */
export function attendeeMovedEmail(
  mail: EventMail,
  attendee: NoticeRecipient,
  links: AttendeeLinks,
): OutboxMessage {
  const zone = attendee.timeZone ?? mail.visitorTimeZone;
  return {
    ...composeEmail(
      {
        to: attendee.email,
        subject: `New time: ${mail.activityTitle}, ${rangeIn(zone, mail.start, mail.end)}`,
        kind: "attendee_moved",
        unsubscribeUrl: links.unsubscribe,
        unsubscribeReason: attendeeUnsubscribeReason(mail),
      },
      {
        heading: "New time for your event",
        paragraphs: [
          `Hi ${greetingName(attendee.name)},`,
          `The ${mail.activityTitle} ${organiserName(mail)} invited you to has moved to a new time. The calendar update attached moves the entry you have; your page and its join button stay the same.`,
          ...answerNudge(attendee),
        ],
        details: eventRows(mail, attendee),
        links: [
          { label: "Open your page", url: links.page },
          { label: "Add to calendar (.ics)", url: links.ics },
        ],
        outro: [`Questions about the event? Email ${eventContact.email}.`],
      },
    ),
    icalEvent: attendeeInvitation(mail, attendee, links.page, "REQUEST"),
  };
}

/** The event is cancelled: a short note with the calendar cancellation; nothing about money. */
export function attendeeCancelledEmail(
  mail: EventMail,
  attendee: NoticeRecipient,
  links: AttendeeLinks,
): OutboxMessage {
  return {
    ...composeEmail(
      {
        to: attendee.email,
        subject: `Cancelled: ${mail.activityTitle}`,
        kind: "attendee_cancelled",
        unsubscribeUrl: links.unsubscribe,
        unsubscribeReason: attendeeUnsubscribeReason(mail),
      },
      {
        heading: "This event is cancelled",
        paragraphs: [
          `Hi ${greetingName(attendee.name)},`,
          `The ${mail.activityTitle} ${organiserName(mail)} invited you to is cancelled. The calendar update attached removes it from your calendar; there is nothing else you need to do.`,
        ],
        details: [["Activity", mail.activityTitle], ...attendeeWhenRows(mail, attendee.timeZone)],
        outro: [`Questions? Ask the person who invited you, or email ${eventContact.email}.`],
      },
    ),
    icalEvent: attendeeInvitation(mail, attendee, links.page, "CANCEL"),
  };
}

/** The reminder to give a kit's shipping address by `deadline` (epoch ms), in their zone. */
export function attendeeKitReminderEmail(
  mail: EventMail,
  attendee: NoticeRecipient,
  links: AttendeeLinks,
  deadline: number,
): OutboxMessage {
  const zone = attendee.timeZone ?? mail.visitorTimeZone;
  const due = momentIn(zone, deadline);
  return composeEmail(
    {
      to: attendee.email,
      subject: `Where should we send your ${mail.activityTitle} kit? Due ${formatDayLong(dateIn(deadline, zone))}`,
      kind: "attendee_kit_reminder",
      unsubscribeUrl: links.unsubscribe,
      unsubscribeReason: attendeeUnsubscribeReason(mail),
    },
    {
      heading: "Your event kit needs an address",
      paragraphs: [
        `Hi ${greetingName(attendee.name)},`,
        `The ${mail.activityTitle} ${organiserName(mail)} invited you to comes with a kit we ship to each player. We do not have your shipping address yet: please give it on your page by ${due}, so the kit arrives in time.`,
        "Only our staff and the partner who ships the kit see the address; the organiser does not.",
        ...answerNudge(attendee),
      ],
      details: [...eventRows(mail, attendee), ["Address due", due]],
      links: [{ label: "Give your address", url: links.page }],
      outro: [`Questions about the kit? Email ${eventContact.email}.`],
    },
  );
}

/** The organiser's one note that more people said yes than the event is booked for. */
export function overHeadcountEmail(mail: EventMail, coming: number): OutboxMessage {
  const zone = mail.visitorTimeZone;
  const until = momentIn(zone, mail.policyStart - HEADCOUNT_CHANGE_HOURS * HOUR);
  return composeEmail(
    {
      to: mail.email,
      subject: `${coming} said yes to your ${mail.activityTitle}, booked for ${people(mail.headcount)}`,
      kind: "event_over_headcount",
    },
    {
      heading: "More people are coming than you booked",
      paragraphs: [
        `Hi ${greetingName(mail.name)},`,
        `${coming} of the people you invited to your ${mail.activityTitle} said they are coming, and the event is booked for ${people(mail.headcount)}. Your host plans the teams and rounds for the booked headcount.`,
        `You can raise the headcount on your event's page until ${until}, ${HEADCOUNT_CHANGE_HOURS} hours before the event.`,
      ],
      details: [
        ["Activity", mail.activityTitle],
        ["When", rangeIn(zone, mail.start, mail.end)],
        ["Said yes", String(coming)],
        ["Booked", people(mail.headcount)],
      ],
      links: [{ label: "Change the headcount", url: mail.links.manage }],
      outro: [`Questions? Email ${eventContact.email} or call ${eventContact.phone}.`],
    },
  );
}
