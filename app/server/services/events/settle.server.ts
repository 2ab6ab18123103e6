import { and, eq, ne, notInArray } from "drizzle-orm";
import type { AttributionInput } from "~/domain/leads";
import { isoUtc } from "~/domain/scheduling";
import type { Db } from "~/server/db/client.server";
import { EXCLUSION_VIOLATION, violatedConstraint } from "~/server/db/errors.server";
import { bookings, eventOrders, eventPayments } from "~/server/db/schema.server";
import { eventConfirmationEmail, eventTeamEmail } from "~/server/email/event-emails.server";
import { takeHost } from "~/server/services/booking/availability.server";
import { eventScope } from "~/server/services/booking/hosts.server";
import { noAttribution } from "~/server/services/booking/lead.server";
import { markMailboxProven } from "~/server/services/booking-limits.server";
import type { PaidDeposit } from "~/server/services/deposits.server";
import type { EventContext } from "~/server/services/events/context.server";
import { eventRulesOf } from "~/server/services/events/rules.server";
import { eventMail, findEvent } from "~/server/services/events/view.server";
import { issueDepositInvoice } from "~/server/services/invoices/issue.server";
import { recordLead } from "~/server/services/lead-record.server";
import { enqueueEmails } from "~/server/services/outbox.server";
import type { Tx } from "~/server/services/quote/model.server";

const MINUTE = 60_000;

/**
 * Making a held event final (decision 057): at once when the buyer chose an invoice, or when
 * the card deposit's payment arrives, even after its hold ran out. Either way its deposit invoice
 * is issued in the same transaction (issue 42, decision 071).
 */
export function createEventSettlement(context: EventContext) {
  const { origin, webhookUrl } = context;

  /**
   * Makes a held event final in its transaction: the booking confirmed, the order paid or
   * invoiced, its lead (kind "booking", source "event_checkout") and the buyer's and host's emails.
   */
  async function finalise(
    tx: Tx,
    id: string,
    status: "paid" | "invoiced",
    now: Date,
    attribution: AttributionInput | null,
  ) {
    await tx
      .update(bookings)
      .set({ status: "confirmed", holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, id));
    await tx
      .update(eventOrders)
      .set({ status, confirmedAt: now, updatedAt: now })
      .where(eq(eventOrders.id, id));
    const event = await findEvent(tx, id);
    if (!event) throw new Error(`Event ${id} vanished while it was confirmed.`);
    // Every booking has a numbered deposit invoice: due by the policy's deadline, or paid by card.
    await issueDepositInvoice(tx, event, status, now);
    const mail = eventMail(context, event);
    const recorded = await recordLead(
      tx as unknown as Db,
      {
        kind: "booking",
        source: "event_checkout",
        email: event.email,
        name: event.name,
        company: event.company,
        fields: {
          event_id: id,
          activity: event.activitySlug,
          headcount: event.headcount,
          start: isoUtc(event.start),
          time_zone: event.visitorTimeZone,
          total_cents: event.totalCents,
          payment: event.paymentMode,
          po_number: event.poNumber,
          host: event.host.name,
        },
        consented: false,
        attribution: attribution ?? noAttribution,
        createdAt: now,
      },
      { origin, webhookUrl, emails: () => [eventConfirmationEmail(mail), eventTeamEmail(mail, "new")] },
    );
    if (!recorded.ok) throw new Error(`The event's lead was refused: ${recorded.error}`);
    await tx.update(bookings).set({ leadId: recorded.leadId }).where(eq(bookings.id, id));
  }

  return {
    finalise,

    /**
     * A deposit paid (Stripe's webhook or the test checkout, in fulfilment's transaction): the
     * payment is recorded and the held event made final. A hold that ran out before the payment
     * arrived is taken again when the time is still free; when it is not, the event stays paid
     * without a time and the buyer picks a new one on the event's page (the team is told).
     */
    async onDepositPaid(tx: Tx, paid: PaidDeposit, now = new Date()): Promise<void> {
      const [order] = await tx
        .select({ id: eventOrders.id, status: eventOrders.status })
        .from(eventOrders)
        .where(eq(eventOrders.quoteId, paid.quoteId))
        .for("update");
      if (!order) return;
      await tx
        .insert(eventPayments)
        .values({
          orderId: order.id,
          kind: "payment",
          method: paid.provider,
          amountCents: paid.amountCents,
          reference: paid.paymentReference ?? `session:${paid.sessionId}`,
          invoiceId: paid.invoiceId ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: eventPayments.reference });
      // A deposit paid proves the booker's mailbox (decision 064): their other events' invoices
      // and invitations, waiting for that proof, may go too.
      const [booker] = await tx
        .select({ email: bookings.email })
        .from(bookings)
        .where(eq(bookings.id, order.id));
      if (booker) await markMailboxProven(tx, booker.email, now);
      if (order.status !== "held" && order.status !== "expired") return;
      const event = await findEvent(tx, order.id, true);
      if (!event) return;
      if (event.voucherCode) {
        // A hold that ran out freed its voucher code, and another event may have used it since.
        // The buyer paid the price they were shown: the order keeps its upgrade and discount,
        // and gives up the code, which stays with the event that holds it.
        const [other] = await tx
          .select({ id: eventOrders.id })
          .from(eventOrders)
          .where(
            and(
              eq(eventOrders.voucherCode, event.voucherCode),
              ne(eventOrders.id, event.id),
              notInArray(eventOrders.status, ["cancelled", "expired"]),
            ),
          );
        if (other)
          await tx
            .update(eventOrders)
            .set({ voucherCode: null, updatedAt: now })
            .where(eq(eventOrders.id, event.id));
      }
      const holding = event.bookingStatus === "pending" && (event.holdExpiresAt ?? 0) > now.getTime();
      if (!holding) {
        const retaken = await tx
          .transaction(async (inner) => {
            // The time was promised when the hold began: the notice is not asked again.
            const rules = { ...eventRulesOf(event), minimumNoticeMinutes: 0 };
            const taken = await takeHost(inner, rules, event.start, now, {
              scope: eventScope(event.activitySlug),
              prefer: { hostId: event.hostId, except: event.id },
            });
            if (!taken.ok) return false;
            await inner
              .update(bookings)
              .set({
                hostId: taken.host.id,
                status: "pending",
                holdExpiresAt: new Date(now.getTime() + MINUTE),
              })
              .where(eq(bookings.id, event.id));
            return true;
          })
          .catch((error: unknown) => {
            if (violatedConstraint(error, EXCLUSION_VIOLATION) !== null) return false;
            throw error;
          });
        if (!retaken) {
          await tx
            .update(eventOrders)
            .set({ status: "paid", confirmedAt: now, updatedAt: now })
            .where(eq(eventOrders.id, event.id));
          const lost = await findEvent(tx, event.id);
          if (lost) await enqueueEmails(tx, [eventTeamEmail(eventMail(context, lost), "time-lost")]);
          return;
        }
      }
      await finalise(tx, event.id, "paid", now, null);
    },
  };
}
