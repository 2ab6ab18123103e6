import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { site } from "~/config/site";
import { bookings } from "~/server/db/schema.server";
import { bookingReminderEmail } from "~/server/email/booking-emails.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import { bookingMail, findView } from "~/server/services/booking/view.server";
import { expireHolds, meetingsOnly } from "~/server/services/booking-limits.server";
import { enqueueEmails, type OutboxMessage } from "~/server/services/outbox.server";

/**
 * The 24-hour reminders and the end of unconfirmed holds: what the periodic job runs
 * (app/server/services/booking-reminders.server.ts holds the loop that calls these).
 */

const HOUR = 3_600_000;

/** When the 24-hour reminder is due; a booking made closer than that needs none (the confirmation is fresh). */
export function reminderState(start: number, now: Date): Date | null {
  return start - site.scheduler.reminderHoursBefore * HOUR <= now.getTime() ? now : null;
}

export function createReminders(context: BookingContext) {
  const { db } = context;
  return {
    /** Pending bookings whose hold ran out free their time (the reminder job calls this each minute). */
    async expireHolds(now = new Date()): Promise<number> {
      return expireHolds(db, now);
    },

    /**
     * Queues the reminder of every confirmed booking that starts within the reminder window and
     * has none yet. The rows are claimed with a conditional update (SKIP LOCKED against a
     * second server doing the same) in the transaction that queues their emails, so each
     * booking's reminder is queued exactly once.
     */
    async queueDueReminders(now = new Date()): Promise<number> {
      const horizon = new Date(now.getTime() + site.scheduler.reminderHoursBefore * HOUR);
      const queued = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              meetingsOnly,
              eq(bookings.status, "confirmed"),
              isNull(bookings.reminderQueuedAt),
              gte(bookings.startsAt, now),
              lte(bookings.startsAt, horizon),
            ),
          )
          .orderBy(asc(bookings.startsAt))
          .limit(100)
          .for("update", { skipLocked: true });
        const claimed = await tx
          .update(bookings)
          .set({ reminderQueuedAt: now })
          .where(and(inArray(bookings.id, due), isNull(bookings.reminderQueuedAt)))
          .returning({ id: bookings.id });
        const messages: OutboxMessage[] = [];
        for (const { id } of claimed) {
          const booking = await findView(tx, id);
          if (booking) messages.push(bookingReminderEmail(bookingMail(context, booking)));
        }
        await enqueueEmails(tx, messages);
        return messages.length;
      });
      if (queued > 0) context.onQueued();
      return queued;
    },
  };
}
