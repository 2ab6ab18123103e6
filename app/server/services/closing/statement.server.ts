import { and, eq, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import { attendedCount, CLOSE_AFTER_END_MINUTES, type ClosingPrice, priceClosing } from "~/domain/closing";
import { kitAddressDeadline } from "~/domain/kits";
import type { VoucherUpgradeId } from "~/domain/pricing";
import { bookings, eventOrders } from "~/server/db/schema.server";
import { attendeeCounts, attendeesOf, eventHasKits } from "~/server/services/attendees/model.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { type EventView, findEvent } from "~/server/services/events/view.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * An event after its end (issue 42, decision 071): the job that closes it, and its closing
 * statement, what the closing invoice bills and the event's page and admin show. The people come
 * from the attendee list (joined: the first press of a personal join link), the price from the
 * engine's closing rule (app/domain/closing.ts), the money from the event's ledger.
 */

export interface ClosingStatement {
  /** The headcount booked after the last change. */
  booked: number;
  /** Attendees who answered "coming". */
  coming: number;
  /** Attendees who joined by their personal link. */
  joined: number;
  /** Staff's correction of the attendance, null when none was made. */
  correctedAttendance: number | null;
  /** Who attended, as billed: the correction, else those who joined. */
  attended: number;
  /** Kit addresses given after the deadline (rush kits). */
  rushKits: number;
  /** The engine's closing price: the billed headcount, its lines and total. */
  price: ClosingPrice;
  /** What the buyer has paid so far, net of refunds. */
  paidCents: number;
  /** What is still to pay (negative: paid more than the event came to). */
  balanceCents: number;
}

/** The closing statement of one event, read in the caller's transaction when it has one. */
export async function closingStatement(exec: Executor, event: EventView): Promise<ClosingStatement> {
  const activity = eventActivity(event.activitySlug);
  if (!activity)
    throw new Error(`Event ${event.id}: activity ${event.activitySlug} is not in the catalogue.`);
  const deadline = eventHasKits(event) ? kitAddressDeadline(event.start, event.visitorTimeZone) : undefined;
  const counts = attendeeCounts(await attendeesOf(exec, event.id), deadline);
  const correctedAttendance = event.attendedCount;
  const attended = attendedCount({ joined: counts.joined, attendedCount: correctedAttendance });
  const price = priceClosing({
    activity,
    booked: event.headcount,
    attended,
    addOns: event.addOns,
    voucherUpgrade: (event.voucherUpgrade as VoucherUpgradeId | null) ?? null,
    start: new Date(event.start),
    pricedAt: event.pricedAt,
    rushKits: counts.kitsRush,
  });
  return {
    booked: event.headcount,
    coming: counts.coming,
    joined: counts.joined,
    correctedAttendance,
    attended,
    rushKits: counts.kitsRush,
    price,
    paidCents: event.paidCents,
    balanceCents: price.totalCents - event.paidCents,
  };
}

/**
 * Closes every paid or invoiced event whose end was `CLOSE_AFTER_END_MINUTES` ago: the status
 * becomes `completed` once, in one statement, so two servers never both close an event. A
 * cancelled, expired or still-held event is never closed. Returns the ids closed.
 */
export async function completeDueEvents(exec: Executor, now: Date): Promise<string[]> {
  const endedBy = new Date(now.getTime() - CLOSE_AFTER_END_MINUTES * 60_000);
  const due = exec
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.type, "event"), eq(bookings.status, "confirmed"), lte(bookings.endsAt, endedBy)));
  const closed = await exec
    .update(eventOrders)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(and(inArray(eventOrders.status, ["paid", "invoiced"]), inArray(eventOrders.id, due)))
    .returning({ id: eventOrders.id });
  return closed.map((row) => row.id);
}

/** The attendance staff type: empty clears the correction, else a whole number of people. */
export const attendanceMessage =
  "Enter how many people attended, as a whole number, or leave it empty to count the joins.";
export const attendanceSchema = z
  .string()
  .trim()
  .max(6, attendanceMessage)
  .refine((value) => value === "" || /^\d+$/.test(value), attendanceMessage)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= 10_000, attendanceMessage);

export type AttendanceResult =
  | { ok: true; event: EventView; attended: number | null; changed: boolean }
  | { ok: false; status: 404 | 409 | 422; error: string; field?: "attended" };

/**
 * Staff's correction of the attendance (empty: back to the count of those who joined), in the
 * caller's transaction. Only for a paid or invoiced event that has started, or a completed one;
 * the caller re-issues a closing invoice already issued (a credit note and a new invoice).
 */
export async function correctAttendance(
  exec: Executor,
  id: unknown,
  raw: unknown,
  now: Date,
): Promise<AttendanceResult> {
  const parsed = attendanceSchema.safeParse(typeof raw === "string" ? raw : "");
  if (!parsed.success) return { ok: false, status: 422, error: attendanceMessage, field: "attended" };
  const event = typeof id === "string" ? await findEvent(exec, id, true) : null;
  if (!event) return { ok: false, status: 404, error: "There is no event with this id." };
  if (event.start > now.getTime() || !["paid", "invoiced", "completed"].includes(event.status))
    return { ok: false, status: 409, error: "Attendance can be corrected once a booked event has started." };
  const changed = event.attendedCount !== parsed.data;
  if (changed)
    await exec
      .update(eventOrders)
      .set({ attendedCount: parsed.data, updatedAt: now })
      .where(eq(eventOrders.id, event.id));
  return { ok: true, event, attended: parsed.data, changed };
}
