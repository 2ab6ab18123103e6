import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { kitAddressDeadline } from "~/domain/kits";
import { eventAttendees, eventKitAddresses, eventOrders } from "~/server/db/schema.server";
import type { AttendeeContext } from "~/server/services/attendees/context.server";
import { attendeeCounts, attendeesOf, isAllowedVideoUrl } from "~/server/services/attendees/model.server";
import { findEvent } from "~/server/services/events/view.server";

/**
 * What staff do with an event's attendees (issue 41, point 7): see the list with statuses and
 * joins (never an address), set the event's video call, and export the kit addresses for the
 * fulfilment partner: the one place an address leaves the database.
 */

export const videoUrlMessage = `Enter the meeting's https link on Zoom, Microsoft Teams or Google Meet, or leave it empty to use the host's own room.`;

/** The video link as staff post it: empty clears it, anything else must be an allowed https link. */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(500, videoUrlMessage)
  .refine((value) => value === "" || isAllowedVideoUrl(value), videoUrlMessage)
  .transform((value) => (value === "" ? null : value));

export type VideoUrlResult =
  | { ok: true; videoUrl: string | null }
  | { ok: false; status: 404 | 422; error: string; field?: "videoUrl" };

export function createAttendeeStaff({ db }: Pick<AttendeeContext, "db">) {
  return {
    /** One event with its attendees and the counts, for the admin's event page; null: no such event. */
    async eventForStaff(id: string) {
      const event = await findEvent(db, id);
      if (!event) return null;
      const attendees = await attendeesOf(db, id);
      return { event, attendees, counts: attendeeCounts(attendees), videoUrl: event.ownVideoUrl };
    },

    /** Sets (or clears) the event's video call; the join button reads it at every press. */
    async setVideoUrl(id: string, value: unknown): Promise<VideoUrlResult> {
      const parsed = videoUrlSchema.safeParse(value);
      if (!parsed.success) return { ok: false, status: 422, error: videoUrlMessage, field: "videoUrl" };
      const updated = await db
        .update(eventOrders)
        .set({ videoUrl: parsed.data, updatedAt: new Date() })
        .where(eq(eventOrders.id, id))
        .returning({ id: eventOrders.id });
      if (updated.length === 0) return { ok: false, status: 404, error: "There is no event with this id." };
      return { ok: true, videoUrl: parsed.data };
    },

    /**
     * Every kit address of an event for the fulfilment partner, with whether it came after the
     * deadline (a rush kit); null: no such event.
     */
    async kitExport(id: string) {
      const event = await findEvent(db, id);
      if (!event) return null;
      const deadline = kitAddressDeadline(event.start, event.visitorTimeZone);
      const rows = await db
        .select({ attendee: eventAttendees, address: eventKitAddresses })
        .from(eventKitAddresses)
        .innerJoin(eventAttendees, eq(eventAttendees.id, eventKitAddresses.attendeeId))
        // Someone who said they are not coming gets no kit; their address stays in case they change their mind.
        .where(and(eq(eventAttendees.orderId, id), ne(eventAttendees.response, "not_coming")))
        .orderBy(asc(eventKitAddresses.submittedAt), asc(eventAttendees.email));
      return {
        event,
        deadline,
        rows: rows.map(({ attendee, address }) => ({
          ...address,
          name: attendee.name,
          email: attendee.email,
          response: attendee.response,
          rush: address.submittedAt.getTime() > deadline,
        })),
      };
    },
  };
}
