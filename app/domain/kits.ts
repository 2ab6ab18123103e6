import { DateTime } from "luxon";
import { site } from "~/config/site";
import { formatPrice, RUSH_KIT_CENTS } from "~/domain/pricing";

/**
 * When event kits' shipping addresses are due (issue 41): the end of the day
 * `site.attendees.kits.addressBusinessDays` business days (Monday to Friday) before the event's
 * day, in the organiser's zone. The checkout, the policy, the attendee page, the reminders and
 * the rush-kit rule all read this one function.
 */
export function kitAddressDeadline(
  start: number,
  zone: string,
  businessDays: number = site.attendees.kits.addressBusinessDays,
): number {
  let day = DateTime.fromMillis(start, { zone }).startOf("day");
  let counted = 0;
  while (counted < businessDays) {
    day = day.minus({ days: 1 });
    if (day.weekday <= 5) counted++;
  }
  return day.endOf("day").toMillis();
}

/** The sentence the checkout and the booking policy state, from the one setting. */
export const kitDeadlineSentence = `With event kits, each attendee gives a shipping address on their own attendee page, due ${site.attendees.kits.addressBusinessDays} business days before the event; an address given later ships as a rush kit, ${formatPrice(RUSH_KIT_CENTS)} more each, added to the balance after the event.`;

/** What happens to a kit address: who sees it and when it is deleted (privacy policy, /trust). */
export const kitAddressRetentionSentence = `A shipping address an attendee gives for an event kit is seen only by our staff and the fulfilment partner that ships the kit (never by the event's organiser), and the software deletes it ${site.attendees.kits.keepDaysAfter} days after the event, or as soon as the event is cancelled.`;
