import { site } from "~/config/site";
import { kitAddressDeadline } from "~/domain/kits";
import { dateIn, formatDayLong } from "~/domain/scheduling";
import { greetingName } from "~/domain/text-safety";
import {
  type AttendeeMailee,
  attendeeInvitation,
  type attendeeLinks,
  attendeePreparation,
  attendeeUnsubscribeReason,
  attendeeWhenRows,
  momentIn,
  organiserName,
} from "~/server/email/attendee-wording.server";
import { eventContact } from "~/server/email/event-wording.server";
import { composeEmail } from "~/server/email/layout.server";
import { eventHasKits } from "~/server/services/attendees/model.server";
import type { EventMail } from "~/server/services/events/view.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The invitation an attendee gets when the organiser adds them (issue 41, point 2), and again on
 * a re-send: the event and its host, the start in the attendee's zone once known with the
 * organiser's zone always beside it (`attendeeWhenRows`), what to prepare, the button to their
 * own page (where they answer "coming" or "not coming" by a POST, so a link scanner's GET
 * changes nothing), their .ics link, and the personal calendar entry attached, written from
 * the same instants. Nothing the organiser typed is repeated but their name and company through
 * `organiserName`; the attendee's own name greets them only when it passes `quotableText`.
 * Every invitation carries the attendee's one-click unsubscribe for this event (RFC 8058).
 */

export type InvitationLinks = ReturnType<typeof attendeeLinks>;

export function invitationEmail(
  mail: EventMail,
  attendee: AttendeeMailee,
  links: InvitationLinks,
): OutboxMessage {
  const zone = attendee.timeZone ?? mail.visitorTimeZone;
  const organiser = organiserName(mail);
  const kits = eventHasKits(mail);
  const kitLines = kits
    ? [
        `This event comes with a kit we ship to each player. Give your shipping address on your page by ${momentIn(zone, kitAddressDeadline(mail.start, mail.visitorTimeZone))} so it arrives in time; only our staff and the partner who ships it see the address, never the organiser.`,
      ]
    : [];
  return {
    ...composeEmail(
      {
        to: attendee.email,
        subject: `You're invited: ${mail.activityTitle} with ${site.name}, ${formatDayLong(dateIn(mail.start, zone))}`,
        kind: "attendee_invitation",
        unsubscribeUrl: links.unsubscribe,
        unsubscribeReason: attendeeUnsubscribeReason(mail),
      },
      {
        heading: `You're invited to ${mail.activityTitle}`,
        paragraphs: [
          `Hi ${greetingName(attendee.name)},`,
          `${organiser} invited you to ${mail.activityTitle}, a live online team event hosted by ${mail.host.name} of ${site.name}.`,
          "Please tell us on your page whether you are coming. The page also has the join button, which takes you into the call from " +
            `${site.attendees.joinOpensMinutes} minutes before the start.`,
          ...kitLines,
        ],
        details: [
          ["Activity", mail.activityTitle],
          ...attendeeWhenRows(mail, attendee.timeZone),
          ["Host", mail.host.name],
          ["Invited by", organiser],
          ["To prepare", attendeePreparation(kits).join("\n")],
        ],
        links: [
          { label: "Open your invitation", url: links.page },
          { label: "Add to calendar (.ics)", url: links.ics },
        ],
        outro: [
          "Your page and the calendar entry attached are yours alone: please do not forward this email, as its links answer for you.",
          `Questions about the event? Ask the person who invited you, or email ${eventContact.email}.`,
        ],
      },
    ),
    icalEvent: attendeeInvitation(mail, attendee, links.page, "REQUEST"),
  };
}
