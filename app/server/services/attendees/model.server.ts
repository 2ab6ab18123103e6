import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { site } from "~/config/site";
import { effectiveAddOns } from "~/domain/event-checkout";
import {
  type AttendeeResponse,
  type EventOrderStatus,
  emailOutbox,
  eventAttendees,
  eventKitAddresses,
} from "~/server/db/schema.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { safeEqual } from "~/server/services/crypto.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { type EventView, findEvent } from "~/server/services/events/view.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The one owner of what an attendee is (issue 41, decision 069): the signed link of their page,
 * when that link works, what their status reads, when the join button works, and how many
 * invitations an event may hold. The organiser's list, the attendee page, the emails, the
 * reminders and the admin all read these.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The key of an attendee's links: HMAC-SHA256 of their id, apart from the event's and a meeting's. */
export function attendeeKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`attendee:${id}`, "utf8").digest("base64url");
}

export function attendeeKeyMatches(id: unknown, key: unknown, secret: string): id is string {
  return isBookingId(id) && typeof key === "string" && safeEqual(key, attendeeKey(id, secret));
}

/** An attendee's links, relative to the public origin. */
export function attendeePaths(id: string, secret: string) {
  const key = attendeeKey(id, secret);
  return {
    key,
    page: `/attend/${id}?key=${key}`,
    join: `/attend/${id}/join?key=${key}`,
    ics: `/attend/${id}/invite.ics?key=${key}`,
    unsubscribe: `/attend/${id}/unsubscribe?key=${key}`,
  };
}

/** Invitations go out once the event is paid for or its invoice issued. */
export const invitationsOpen = (status: EventOrderStatus): boolean =>
  status === "paid" || status === "invoiced";

/** Whether the event ships kits: the add-on was bought, or the activity includes its kit. */
export function eventHasKits(event: Pick<EventView, "activitySlug" | "addOns">): boolean {
  const activity = eventActivity(event.activitySlug);
  return (activity ? effectiveAddOns(activity, event.addOns) : event.addOns).includes("kits");
}

/** How many people an event may invite: the booked headcount plus a margin (site.attendees). */
export function invitationCap(headcount: number): number {
  const { marginShare, marginMin } = site.attendees;
  return headcount + Math.max(marginMin, Math.ceil(headcount * marginShare));
}

/** Where the join button is in time: before its window, inside it, or after the event. */
export type JoinWindow = "before" | "open" | "ended";

export function joinWindow(event: Pick<EventView, "start" | "end">, now = Date.now()): JoinWindow {
  if (now < event.start - site.attendees.joinOpensMinutes * MINUTE) return "before";
  return now < event.end ? "open" : "ended";
}

/** When the join button starts working (epoch ms). */
export const joinOpensAt = (event: Pick<EventView, "start">): number =>
  event.start - site.attendees.joinOpensMinutes * MINUTE;

/** Attendee links stop working this long after the event ends: they then answer 404. */
export const attendeeLinkExpired = (event: Pick<EventView, "end">, now = Date.now()): boolean =>
  now > event.end + site.attendees.linkDaysAfterEnd * DAY;

/** Whether the video link staff typed is one the join button may send people to. */
export function isAllowedVideoUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return site.attendees.videoHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The status the organiser's list, the admin and the tests read, by one rule. */
export type AttendeeStatus = "invited" | "coming" | "not coming" | "joined" | "email failed" | "unsubscribed";

export function attendeeStatus(row: {
  response: AttendeeResponse;
  firstJoinedAt: Date | null;
  unsubscribedAt: Date | null;
  messageStatus: string | null;
}): AttendeeStatus {
  if (row.firstJoinedAt) return "joined";
  if (row.response === "coming") return "coming";
  if (row.response === "not_coming") return "not coming";
  if (row.unsubscribedAt) return "unsubscribed";
  if (row.messageStatus === "failed" || row.messageStatus === "suppressed") return "email failed";
  return "invited";
}

export type AttendeeRow = typeof eventAttendees.$inferSelect;

/** An attendee with the event they belong to, and whether they gave a kit address. */
export interface AttendeeWithEvent {
  attendee: AttendeeRow;
  event: EventView;
  hasKitAddress: boolean;
}

/**
 * The attendee a link names, or null for every link that must answer 404: a malformed id, a
 * wrong key (guessed, or another attendee's or event's), or one past its event by
 * `linkDaysAfterEnd`.
 */
export async function attendeeFromLink(
  exec: Executor,
  secret: string,
  id: unknown,
  key: unknown,
  now = Date.now(),
): Promise<AttendeeWithEvent | null> {
  if (!attendeeKeyMatches(id, key, secret)) return null;
  const [row] = await exec
    .select({ attendee: eventAttendees, kit: eventKitAddresses.attendeeId })
    .from(eventAttendees)
    .leftJoin(eventKitAddresses, eq(eventKitAddresses.attendeeId, eventAttendees.id))
    .where(eq(eventAttendees.id, id));
  if (!row) return null;
  const event = await findEvent(exec, row.attendee.orderId);
  if (!event || attendeeLinkExpired(event, now)) return null;
  return { attendee: row.attendee, event, hasKitAddress: row.kit !== null };
}

const byName = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** An event's attendees with the status of their latest email, in the order they were added. */
export async function attendeesOf(exec: Executor, orderId: string) {
  const rows = await exec
    .select({
      attendee: eventAttendees,
      messageStatus: emailOutbox.status,
      kitSubmittedAt: eventKitAddresses.submittedAt,
    })
    .from(eventAttendees)
    .leftJoin(emailOutbox, eq(emailOutbox.id, eventAttendees.lastMessageId))
    .leftJoin(eventKitAddresses, eq(eventKitAddresses.attendeeId, eventAttendees.id))
    .where(eq(eventAttendees.orderId, orderId))
    .orderBy(eventAttendees.createdAt);
  // One import shares its created_at: within it, by name as a person sorts ("Player 2" before "Player 10").
  rows.sort(
    (a, b) =>
      a.attendee.createdAt.getTime() - b.attendee.createdAt.getTime() ||
      byName.compare(a.attendee.name, b.attendee.name) ||
      a.attendee.email.localeCompare(b.attendee.email),
  );
  return rows.map((row) => ({
    ...row.attendee,
    status: attendeeStatus({ ...row.attendee, messageStatus: row.messageStatus }),
    hasKitAddress: row.kitSubmittedAt !== null,
    kitSubmittedAt: row.kitSubmittedAt,
  }));
}

export type AttendeeListRow = Awaited<ReturnType<typeof attendeesOf>>[number];

/**
 * The counts the organiser sees (never an address): invited, coming, kits submitted and missing,
 * and with the kit deadline (`kitAddressDeadline`) how many addresses came after it (rush kits).
 */
export function attendeeCounts(rows: readonly AttendeeListRow[], kitDeadline?: number) {
  const answered = (status: AttendeeStatus) => rows.filter((row) => row.status === status).length;
  const coming = rows.filter((row) => row.response === "coming").length;
  const kitsDue = rows.filter((row) => row.response !== "not_coming");
  return {
    invited: rows.length,
    coming,
    notComing: answered("not coming"),
    joined: rows.filter((row) => row.firstJoinedAt !== null).length,
    failed: answered("email failed"),
    kitsSubmitted: kitsDue.filter((row) => row.hasKitAddress).length,
    kitsMissing: kitsDue.filter((row) => !row.hasKitAddress).length,
    kitsRush:
      kitDeadline === undefined
        ? 0
        : kitsDue.filter((row) => row.kitSubmittedAt !== null && row.kitSubmittedAt.getTime() > kitDeadline)
            .length,
  };
}
