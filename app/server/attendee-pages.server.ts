import { site } from "~/config/site";
import { kitCountries } from "~/domain/kit-address";
import { kitAddressDeadline } from "~/domain/kits";
import { formatPrice, RUSH_KIT_CENTS } from "~/domain/pricing";
import { greetingName } from "~/domain/text-safety";
import { timeZoneList } from "~/domain/zone-offsets";
import type { eventKitAddresses } from "~/server/db/schema.server";
import {
  attendeePreparation,
  attendeeWhenRows,
  leadWords,
  momentIn,
  organiserName,
} from "~/server/email/attendee-wording.server";
import {
  type AttendeeWithEvent,
  attendeePaths,
  eventHasKits,
  invitationsOpen,
  joinOpensAt,
  joinWindow,
} from "~/server/services/attendees/model.server";

/**
 * What an attendee's page (/attend/:id) shows, worked out on the server from their row and their
 * event (issue 41): the event and its host, "When" in their zone beside the organiser's (the
 * emails' rows), what to prepare (the activity's own "Setup" line), their answer, the join
 * button's state, and with kits the address form with its deadline in their zone. Nothing about
 * any other attendee.
 */

type KitAddressRow = typeof eventKitAddresses.$inferSelect;

/** What a refused join tells the page (`?join=`), in the page's words. */
export const joinNotices = {
  early: "The join button is not open yet: it opens shortly before the start (see below).",
  ended: "This event has ended, so the join button no longer goes to the call.",
  cancelled: "This event is cancelled, so there is no call to join.",
  not_booked: "This event is not booked, so there is no call to join.",
  no_link: "The link to the call is not set yet. Please try again in a few minutes, or ask your organiser.",
} as const;

/** What a successful POST tells the page (`?done=`). */
export const doneNotices = {
  coming: "Thanks: you are coming. See you there!",
  not_coming:
    "Thanks for letting us know you are not coming. You can change your answer here until the event.",
  zone: "Your time zone is saved: the times below are in it.",
  kit: "Your shipping address is saved. You can change it here until the event.",
} as const;

/** What the page says of its event as a whole: cancelled, over, booked, or not booked (yet or any more). */
export type AttendeePageStatus = "cancelled" | "ended" | "booked" | "not_booked";

export function attendeePageData(
  found: AttendeeWithEvent & { kitAddress: KitAddressRow | null },
  secret: string,
  now = Date.now(),
  /** The browser's zone the page was asked in (`?tz=`), shown until the attendee saves one. */
  browserZone: string | null = null,
) {
  const { attendee, event } = found;
  const paths = attendeePaths(attendee.id, secret);
  const shownZone = attendee.timeZone ?? browserZone;
  const zone = shownZone ?? event.visitorTimeZone;
  const booked = invitationsOpen(event.status);
  const cancelled = event.status === "cancelled";
  const window = joinWindow(event, now);
  const ended = window === "ended" || event.status === "completed";
  const status: AttendeePageStatus = cancelled
    ? "cancelled"
    : ended
      ? "ended"
      : booked
        ? "booked"
        : "not_booked";
  // The join area's state (app/components/attendees/attendee-join.tsx draws it).
  const join =
    cancelled || (!booked && !ended)
      ? ({ state: "none" } as const)
      : ended
        ? ({ state: "ended" } as const)
        : window === "open"
          ? ({ state: "open", href: paths.join } as const)
          : ({
              state: "before",
              opens: momentIn(zone, joinOpensAt(event)),
              in: leadWords(joinOpensAt(event) - now),
            } as const);
  const deadline = kitAddressDeadline(event.start, event.visitorTimeZone);
  const address = found.kitAddress;
  return {
    id: attendee.id,
    key: paths.key,
    links: { ics: paths.ics, unsubscribe: paths.unsubscribe },
    greeting: greetingName(attendee.name),
    activity: event.activityTitle,
    host: event.host.name,
    organiser: organiserName(event),
    when: attendeeWhenRows(event, shownZone),
    zone: {
      stored: attendee.timeZone,
      browser: attendee.timeZone ? null : browserZone,
      organiser: event.visitorTimeZone,
      list: timeZoneList(now, zone),
    },
    // What the invitation says to prepare, in its words, until the event has ended.
    prepare: status === "booked" ? attendeePreparation(eventHasKits(event)) : null,
    response: attendee.response,
    unsubscribed: attendee.unsubscribedAt !== null,
    status,
    canAnswer: booked && !ended,
    join,
    joinOpensMinutes: site.attendees.joinOpensMinutes,
    kits: eventHasKits(event)
      ? {
          deadline: momentIn(zone, deadline),
          late: now > deadline,
          rushPrice: formatPrice(RUSH_KIT_CENTS),
          open: booked && now < event.start && attendee.response !== "not_coming",
          declined: attendee.response === "not_coming",
          countries: kitCountries,
          saved: address
            ? {
                recipient: address.recipient,
                line1: address.line1,
                line2: address.line2 ?? "",
                city: address.city,
                region: address.region ?? "",
                postalCode: address.postalCode ?? "",
                country: address.country,
                phone: address.phone,
              }
            : null,
        }
      : null,
  };
}

export type AttendeePage = ReturnType<typeof attendeePageData>;
