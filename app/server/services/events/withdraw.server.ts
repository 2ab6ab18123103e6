import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { bookings, eventOrders, eventPayments } from "~/server/db/schema.server";
import { eventTeamEmail } from "~/server/email/event-emails.server";
import { eventWithdrawnEmail } from "~/server/email/event-undo-emails.server";
import { queueAttendeeUpdates } from "~/server/services/attendees/updates.server";
import { depositDueAt } from "~/server/services/events/rules.server";
import type { UndoContext } from "~/server/services/events/undo.server";
import { type EventView, eventMail, findEvent } from "~/server/services/events/view.server";
import { creditUnpaidDeposit } from "~/server/services/invoices/issue.server";
import type { Job } from "~/server/services/jobs.server";
import { enqueueEmails } from "~/server/services/outbox.server";

/**
 * An invoiced event whose deposit never arrived is withdrawn by the system (decision 063): by
 * the booking policy's deadline (`depositDueAt`: `site.events.invoiceWithdrawDays` after
 * booking, sooner near the date) its booking is cancelled by "system" with the reason "invoice
 * unpaid", its order cancelled, its host's time and its voucher code freed. The buyer gets one
 * short email (with the calendar cancellation), the host the usual cancellation notice.
 *
 * A deposit that arrives afterwards meets a cancelled order: staff cannot mark a withdrawn
 * invoice paid (/admin/events refuses it as for any cancelled event), and an event's quote takes
 * no card payment of its own, so the money never lands on a cancelled event unseen; the team
 * books the event again for the buyer when the date is still free, or sends the transfer back.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const withdrawnReason = "invoice unpaid";

export function createEventWithdraw(context: UndoContext) {
  const { db } = context;
  const mailContext = { origin: context.origin, secret: context.secret, uidDomain: context.uidDomain };

  return {
    /**
     * Withdraws every unpaid deposit invoice past its deadline at `now`; the number withdrawn.
     * Each event in its own transaction, its rows locked and its payments read after the lock,
     * so a deposit marked paid meanwhile keeps its event.
     */
    async withdrawUnpaidInvoices(now = new Date()): Promise<number> {
      const { invoiceGraceHours, invoiceWithdrawDays, kitNoticeDays, minimumNoticeHours } = site.events;
      // Only candidates are read: past the grace, and past the days or inside the longest notice
      // (plus the days) of their start. The exact deadline is judged per event below.
      const longestNotice = Math.max(kitNoticeDays * DAY, minimumNoticeHours * HOUR);
      const candidates = await db
        .select({ id: eventOrders.id })
        .from(eventOrders)
        .innerJoin(bookings, eq(bookings.id, eventOrders.id))
        .where(
          and(
            eq(eventOrders.status, "invoiced"),
            eq(bookings.status, "confirmed"),
            gt(eventOrders.depositCents, 0),
            gt(bookings.startsAt, now),
            lte(eventOrders.createdAt, new Date(now.getTime() - invoiceGraceHours * HOUR)),
            or(
              lte(eventOrders.createdAt, new Date(now.getTime() - invoiceWithdrawDays * DAY)),
              lte(bookings.startsAt, new Date(now.getTime() + longestNotice)),
            ),
            sql`not exists (select 1 from ${eventPayments} where ${eventPayments.orderId} = ${eventOrders.id}
              and ${eventPayments.kind} = 'payment')`,
          ),
        );
      let withdrawn = 0;
      for (const { id } of candidates) {
        const done = await db.transaction(async (tx) => {
          const event = await findEvent(tx, id, true);
          if (event?.status !== "invoiced" || event.bookingStatus !== "confirmed") return false;
          if (event.receivedCents > 0 || event.depositCents <= 0 || event.start <= now.getTime())
            return false;
          const dueAt = depositDueAt(event);
          if (dueAt > now.getTime()) return false;
          const [booking] = await tx
            .update(bookings)
            .set({
              status: "cancelled",
              sequence: sql`${bookings.sequence} + 1`,
              cancelReason: withdrawnReason,
              cancelledBy: "system",
              cancelledAt: now,
              holdExpiresAt: null,
              updatedAt: now,
            })
            .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed")))
            .returning({ sequence: bookings.sequence });
          if (!booking) return false;
          await tx
            .update(eventOrders)
            .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
            .where(and(eq(eventOrders.id, id), eq(eventOrders.status, "invoiced")));
          const withdrawn: EventView = { ...event, status: "cancelled", sequence: booking.sequence };
          await creditUnpaidDeposit(tx, withdrawn, now);
          const mail = eventMail(mailContext, withdrawn);
          await enqueueEmails(tx, [eventWithdrawnEmail(mail, dueAt), eventTeamEmail(mail, "cancelled")]);
          await queueAttendeeUpdates(tx, mailContext, withdrawn, "cancelled");
          return true;
        });
        if (done) withdrawn += 1;
      }
      if (withdrawn > 0) context.onQueued();
      return withdrawn;
    },
  };
}

/**
 * The background job that withdraws unpaid deposit invoices past their deadline, run by the one
 * loop (app/server/services/jobs.server.ts) every few minutes in every app server; each event is
 * claimed by a conditional update under its row lock, so two servers withdraw it once.
 */
export function unpaidInvoicesJob(
  admin: { withdrawUnpaidInvoices: (now?: Date) => Promise<number> },
  options: { everyMs?: number | undefined } = {},
): Job {
  return {
    name: "Unpaid event invoices",
    everyMs: options.everyMs ?? 5 * 60_000,
    run: () => admin.withdrawUnpaidInvoices(),
  };
}
