import { site } from "~/config/site";
import { buildIcs, type IcsEvent } from "~/domain/ics";
import { quotableText } from "~/domain/text-safety";
import type { OutboxIcalEvent } from "~/server/db/schema.server";
import { hostedIcsEvent } from "~/server/email/booking-emails.server";
import { people, videoLine } from "~/server/email/event-wording.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * An event's calendar entry (decision 057): the .ics the buyer downloads, and the invitations the
 * buyer's and the host's emails carry, all with one UID and the event's SEQUENCE, so each change
 * or cancellation updates the entry already in the calendar. The buyer's name and company appear
 * only where they pass `quotableText`, as in the emails.
 */

function calendarDescription(mail: EventMail): string {
  return [
    `${mail.activityTitle} with ${site.name} for ${people(mail.headcount)} (host: ${mail.host.name}).`,
    `Video call: ${videoLine(mail)}`,
    `Change the headcount, reschedule or cancel: ${mail.links.manage}`,
  ].join("\n");
}

function summaryOf(mail: EventMail): string {
  const company = quotableText(mail.company);
  return `${site.name}: ${mail.activityTitle}${company ? ` for ${company}` : ""}`;
}

const icsEvent = (mail: EventMail, method: IcsEvent["method"], attendee: "buyer" | "host") =>
  hostedIcsEvent(
    "event",
    mail,
    { summary: summaryOf(mail), description: calendarDescription(mail) },
    method,
    attendee === "host" ? "host" : "guest",
  );

/** The event's .ics: PUBLISH as a download, the same UID and SEQUENCE as the emailed invitation. */
export function eventIcs(mail: EventMail, method: "REQUEST" | "CANCEL" | "PUBLISH" = "PUBLISH"): string {
  return buildIcs(icsEvent(mail, method, "buyer"));
}

/** The invitation an email carries: REQUEST for a new or moved event, CANCEL for a cancelled one. */
export function invitation(
  mail: EventMail,
  method: "REQUEST" | "CANCEL",
  attendee: "buyer" | "host",
): OutboxIcalEvent {
  return {
    method,
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: buildIcs(icsEvent(mail, method, attendee)),
  };
}
