import { site } from "~/config/site";
import { dateIn, formatDayLong } from "~/domain/scheduling";
import { greetingName } from "~/domain/text-safety";
import { attendeeLinks, attendeeUnsubscribeReason } from "~/server/email/attendee-wording.server";
import { eventContact } from "~/server/email/event-wording.server";
import { composeEmail } from "~/server/email/layout.server";
import type { EventMail } from "~/server/services/events/view.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The survey an hour after an event (issue 42, point 1): one question (a rating from 1 to 5) and
 * an optional comment, behind the person's own signed link, answered by a form that works
 * without JavaScript. An attendee's carries their one-click unsubscribe for this event, as every
 * attendee email does, and repeats nothing the organiser typed but what `organiserName` passes; the
 * organiser's points to the event's page, where the recap is.
 */

/** Who a survey goes to: an attendee who joined, or the organiser (the booking's name and email). */
export type SurveyMailee =
  | { id: string; name: string; email: string }
  /** `recapWritten`: staff already wrote the host's note or the winners. */
  | { role: "organiser"; recapWritten: boolean };

export function surveyEmail(
  mail: EventMail,
  person: SurveyMailee,
  link: string,
  context: { origin: string; secret: string },
): OutboxMessage {
  const day = formatDayLong(dateIn(mail.start, mail.visitorTimeZone));
  const ask = [
    `It takes a minute: one rating from 1 to 5 and, if you like, a comment. Your answer helps ${mail.host.name} and the rest of our hosts.`,
  ];
  const links = [{ label: "Rate the event", url: link }];
  const outro = [`Questions? Email ${eventContact.email}.`];
  if ("role" in person) {
    return composeEmail(
      {
        to: mail.email,
        subject: `How was ${mail.activityTitle}? One question from ${site.name}`,
        kind: "survey_organiser",
      },
      {
        heading: `How was ${mail.activityTitle}?`,
        paragraphs: [
          `Hi ${greetingName(mail.name)},`,
          `Thank you for booking ${mail.activityTitle} on ${day}. How did it go for your team?`,
          ...ask,
          person.recapWritten
            ? "The event's page now has its recap: who joined, the ratings so far, your host's note and the winners, and a link to book again."
            : "The event's page now has its recap: who joined and the ratings so far, with a link to book again; your host's note and the winners are added there once the host writes them.",
        ],
        links: [...links, { label: "See the recap", url: mail.links.manage }],
        outro,
      },
    );
  }
  const unsubscribe = attendeeLinks(context.origin, context.secret, person.id).unsubscribe;
  return composeEmail(
    {
      to: person.email,
      subject: `How was ${mail.activityTitle}? One question from ${site.name}`,
      kind: "survey_attendee",
      unsubscribeUrl: unsubscribe,
      unsubscribeReason: attendeeUnsubscribeReason(mail),
    },
    {
      heading: `How was ${mail.activityTitle}?`,
      paragraphs: [
        `Hi ${greetingName(person.name)},`,
        `Thanks for playing ${mail.activityTitle} with ${mail.host.name} on ${day}. How was it?`,
        ...ask,
      ],
      links,
      outro: ["This link is yours alone: please do not forward this email, as it answers for you.", ...outro],
    },
  );
}
