import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { bookingMessages } from "~/domain/booking-form";
import { type KitAddress, parseKitAddress } from "~/domain/kit-address";
import type { FieldErrors } from "~/domain/lead-fields";
import { isValidTimeZone, storedZone } from "~/domain/scheduling";
import { eventAttendees, eventKitAddresses } from "~/server/db/schema.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import {
  type AttendeeWithEvent,
  attendeeFromLink,
  eventHasKits,
  invitationsOpen,
  isAllowedVideoUrl,
  joinWindow,
} from "~/server/services/attendees/model.server";

/**
 * What an attendee does on their own page (issue 41, points 3 and 5), each behind their signed
 * link, checked again at every call: answer "coming" or "not coming", tell the page their time
 * zone, press the join button, unsubscribe from the event's emails, and give a kit address. A
 * link that no longer works (guessed, another's, 30 days past the event) is `not_found`, which
 * the routes answer 404; an event that is cancelled, never booked or over refuses the change.
 */

export type AttendeeAnswer = "coming" | "not_coming";

/** Why a change was refused: `not_found` is the 404 of a link that does not work. */
export type SelfRefusal =
  | { ok: false; status: 404; error: string; reason: "not_found" }
  | {
      ok: false;
      status: 409;
      error: string;
      reason: "cancelled" | "not_booked" | "ended" | "declined" | "no_kits";
    }
  | { ok: false; status: 422; error: string; reason: "invalid"; fieldErrors: FieldErrors };

export type SelfResult = { ok: true } | SelfRefusal;

/** Where the join button sends the attendee, or why it does not. */
export type JoinResult =
  | { redirect: string }
  | { refused: "not_found" | "early" | "ended" | "cancelled" | "not_booked" | "no_link" };

const notFound = {
  ok: false,
  status: 404,
  error: "This attendee link does not work.",
  reason: "not_found",
} as const satisfies SelfRefusal;

export const attendMessages = {
  cancelled: "This event is cancelled, so there is nothing more to answer.",
  notBooked: "This event is not booked yet, so it cannot take answers.",
  ended: "This event has ended.",
  started: "This event has started, so kits can no longer ship for it.",
  declined: "You said you are not coming: answer “Coming” first, then give a shipping address.",
  noKits: "This event has no kits to ship.",
} as const;

/** An event's state as an attendee's change needs it: booked (paid or invoiced) and not over. */
function refusedFor(
  { event }: AttendeeWithEvent,
  now: Date,
  until: "end" | "start" = "end",
): SelfRefusal | null {
  if (event.status === "cancelled")
    return { ok: false, status: 409, error: attendMessages.cancelled, reason: "cancelled" };
  if (!invitationsOpen(event.status))
    return {
      ok: false,
      status: 409,
      error: event.status === "completed" ? attendMessages.ended : attendMessages.notBooked,
      reason: event.status === "completed" ? "ended" : "not_booked",
    };
  if (until === "end" && now.getTime() >= event.end)
    return { ok: false, status: 409, error: attendMessages.ended, reason: "ended" };
  if (until === "start" && now.getTime() >= event.start)
    return { ok: false, status: 409, error: attendMessages.started, reason: "ended" };
  return null;
}

/** The zone the page's form posts: a zone `Intl` knows, stored by its canonical IANA name. */
const zoneSchema = z.custom<string>(isValidTimeZone, bookingMessages.timeZone).transform(storedZone);

export function createAttendeeSelf({ db, secret }: Pick<AttendeeContext, "db" | "secret">) {
  const find = (id: unknown, key: unknown, now: Date) => attendeeFromLink(db, secret, id, key, now.getTime());

  return {
    /**
     * The attendee, their event and their own kit address (never anyone else's) for the page;
     * null: the link does not work (404).
     */
    async fromLink(id: unknown, key: unknown, now = new Date()) {
      const found = await find(id, key, now);
      if (!found) return null;
      const [kitAddress] = found.hasKitAddress
        ? await db.select().from(eventKitAddresses).where(eq(eventKitAddresses.attendeeId, found.attendee.id))
        : [];
      return { ...found, kitAddress: kitAddress ?? null };
    },

    /** "Coming" or "not coming", until the event ends; answering again changes the answer. */
    async respond(id: unknown, key: unknown, answer: unknown, now = new Date()): Promise<SelfResult> {
      const found = await find(id, key, now);
      if (!found) return notFound;
      const refused = refusedFor(found, now);
      if (refused) return refused;
      if (answer !== "coming" && answer !== "not_coming")
        return {
          ok: false,
          status: 422,
          error: "Choose “Coming” or “Not coming”.",
          reason: "invalid",
          fieldErrors: { response: ["Choose “Coming” or “Not coming”."] },
        };
      await db
        .update(eventAttendees)
        .set({ response: answer, respondedAt: now })
        .where(eq(eventAttendees.id, found.attendee.id));
      return { ok: true };
    },

    /** The attendee's own zone, for the page's times and later emails (any time the link works). */
    async setZone(id: unknown, key: unknown, zone: unknown, now = new Date()): Promise<SelfResult> {
      const found = await find(id, key, now);
      if (!found) return notFound;
      const parsed = zoneSchema.safeParse(zone);
      if (!parsed.success)
        return {
          ok: false,
          status: 422,
          error: bookingMessages.timeZone,
          reason: "invalid",
          fieldErrors: { timeZone: [bookingMessages.timeZone] },
        };
      await db
        .update(eventAttendees)
        .set({ timeZone: parsed.data })
        .where(eq(eventAttendees.id, found.attendee.id));
      return { ok: true };
    },

    /**
     * The join button: inside the window (`joinWindow`) of a booked event with an allowed video
     * link, the first press is recorded (one conditional UPDATE: a second press keeps the first
     * time) and the attendee goes to the call. Otherwise nothing is recorded and nobody is sent
     * anywhere but back to their page.
     */
    async join(id: unknown, key: unknown, now = new Date()): Promise<JoinResult> {
      const found = await find(id, key, now);
      if (!found) return { refused: "not_found" };
      const { event } = found;
      if (event.status === "cancelled") return { refused: "cancelled" };
      const window = joinWindow(event, now.getTime());
      if (window === "ended" || event.status === "completed") return { refused: "ended" };
      if (!invitationsOpen(event.status)) return { refused: "not_booked" };
      if (window === "before") return { refused: "early" };
      const link = event.host.videoUrl;
      if (!link || !isAllowedVideoUrl(link)) return { refused: "no_link" };
      await db
        .update(eventAttendees)
        .set({ firstJoinedAt: now })
        .where(and(eq(eventAttendees.id, found.attendee.id), isNull(eventAttendees.firstJoinedAt)));
      return { redirect: link };
    },

    /** No more email about this event to this attendee: the first unsubscribe's time is kept. */
    async unsubscribe(id: unknown, key: unknown, now = new Date()): Promise<SelfResult> {
      const found = await find(id, key, now);
      if (!found) return notFound;
      await db
        .update(eventAttendees)
        .set({ unsubscribedAt: now })
        .where(and(eq(eventAttendees.id, found.attendee.id), isNull(eventAttendees.unsubscribedAt)));
      return { ok: true };
    },

    /**
     * Where the attendee's kit ships, until the event starts: given again, it replaces the
     * address (`updatedAt` moves, `submittedAt` stays the first time, which the rush-kit rule
     * reads). Only for an event with kits, and not after answering "not coming". Bad input
     * stores nothing.
     */
    async saveKitAddress(
      id: unknown,
      key: unknown,
      fields: Record<string, unknown>,
      now = new Date(),
    ): Promise<SelfResult & { address?: KitAddress }> {
      const found = await find(id, key, now);
      if (!found) return notFound;
      const refused = refusedFor(found, now, "start");
      if (refused) return refused;
      if (!eventHasKits(found.event))
        return { ok: false, status: 409, error: attendMessages.noKits, reason: "no_kits" };
      if (found.attendee.response === "not_coming")
        return { ok: false, status: 409, error: attendMessages.declined, reason: "declined" };
      const parsed = parseKitAddress(fields);
      if (!parsed.ok)
        return {
          ok: false,
          status: 422,
          error: parsed.error,
          reason: "invalid",
          fieldErrors: parsed.fieldErrors,
        };
      const address = parsed.data;
      await db
        .insert(eventKitAddresses)
        .values({ attendeeId: found.attendee.id, ...address, submittedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: eventKitAddresses.attendeeId, set: { ...address, updatedAt: now } });
      return { ok: true, address };
    },
  };
}
