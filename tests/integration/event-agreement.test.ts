import { asc, desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { storedBreakdown } from "~/components/billing/quote-rows";
import { formatPrice } from "~/domain/pricing";
import { eventWhen } from "~/server/billing-http.server";
import { emailOutbox, paymentSessions, quotes } from "~/server/db/schema.server";
import { renderEventReceipt } from "~/server/documents/event-receipt.server";
import { createRuntime } from "~/server/runtime.server";
import { fulfilCheckout } from "~/server/services/deposits.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventMail, eventPaths } from "~/server/services/events/view.server";
import { quoteItem } from "~/server/services/quote/client.server";
import { describeEachDatabase } from "../support/db";
import { paidEvent } from "../support/payments";
import { pagesOf } from "../support/pdf-text";

/**
 * One event, one set of facts (issue 38): after a change of headcount, a move and a cancellation,
 * every place a buyer or staff member reads the event says the same headcount, total, start and
 * status: the event's page (its view), /billing's quote list and the quote's figures, the staff
 * list, the receipt PDF and the latest email.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-agreement-test-secret-0123456789abcdef";
const ownerHash = "owner-hash-event-agreement";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date("2027-03-01T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describeEachDatabase("one event, one set of facts", (get) => {
  it("says the same headcount, total, start and status everywhere after a change, a move and a cancellation", async () => {
    const rt = createRuntime(get(), { origin, cookieSecret: secret, bookingLimits: null });
    const activity = eventActivity("lightning-feud");
    if (!activity) throw new Error("Lightning Feud is not in the catalogue");
    const slotsOn = async (date: string) =>
      (await rt.events.slots(activity, [], { from: date, days: 1, timeZone: "America/New_York", now })).map(
        (slot) => slot.start,
      );
    const [start] = await slotsOn("2027-03-22");
    const [moveTo] = (await slotsOn("2027-03-24")).slice(2);
    if (start === undefined || moveTo === undefined) throw new Error("no free starts");

    // Booked for 40 by card, the deposit paid through the test checkout.
    const answer = await rt.events.checkout(
      activity.id,
      {
        start: new Date(start).toISOString(),
        timeZone: "Europe/Berlin",
        headcount: "40",
        name: "Pat Buyer",
        email: "pat@initech.example",
        company: "Initech",
        billingName: "Avery Payables",
        billingEmail: "ap@initech.example",
        invoiceAddress: "1 Initech Way\nAustin TX 78701",
        payment: "card",
        agree: "on",
      },
      { now, ownerHash },
    );
    if (!answer.ok) throw new Error(answer.error);
    const id = answer.id;
    const key = eventPaths(id, secret).key;
    const booked = await rt.events.find(id, key);
    if (!booked) throw new Error("the event is not stored");
    const [session] = await get().db.select().from(paymentSessions);
    if (!session) throw new Error("no card session");
    const outcome = await fulfilCheckout(get().db, paidEvent(session, "evt_agreement"), (tx, paid) =>
      rt.events.onDepositPaid(tx, paid, later(MINUTE)),
    );
    expect(outcome).toBe("accepted");

    /** What each place shows of the event, read as that place reads it. */
    async function everywhere(at: Date) {
      const event = await rt.events.find(id, key);
      if (!event) throw new Error("the event vanished");
      const [listed] = (await rt.quotes.listForOwner(ownerHash)).filter(
        (quote) => quote.eventId === event.id,
      );
      if (!listed) throw new Error("/billing does not list the event's quote");
      const breakdown = storedBreakdown(quoteItem(listed.activitySlug), listed);
      const [staff] = (
        await rt.events.admin.list({ when: "upcoming", since: new Date(0), now: at, limit: 50 })
      ).filter((row) => row.id === event.id);
      const pdf = pagesOf(
        await renderEventReceipt(eventMail({ origin, secret, uidDomain: "www.rallyroom.test" }, event), at, {
          compress: false,
        }),
      ).join(" ");
      const [mail] = await get()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, "pat@initech.example"))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      return { event, listed, breakdown, staff, pdf, mail };
    }

    // 40 → 45 people: the page, /billing, the staff list, the PDF and the email agree.
    const changed = await rt.events.changeHeadcount(id, key, "45", later(HOUR));
    if (!changed.ok) throw new Error(changed.error);
    {
      const seen = await everywhere(later(HOUR));
      const total = seen.event.totalCents;
      expect(seen.event.headcount).toBe(45);
      expect(total).toBeGreaterThan(booked.totalCents);
      expect(seen.listed).toMatchObject({ estHeadcount: 45, totalCents: total, eventStatus: "paid" });
      expect(seen.breakdown.totalCents).toBe(total);
      expect(seen.staff).toMatchObject({ headcount: 45, totalCents: total, status: "paid" });
      expect(seen.pdf).toContain("45 people");
      expect(seen.pdf).toContain(formatPrice(total));
      expect(seen.mail?.text).toContain("45 people");
      expect(seen.mail?.text).toContain(formatPrice(total));
      // The quote row itself holds no copy that could go stale.
      const [row] = await get().db.select().from(quotes).where(eq(quotes.id, seen.listed.id));
      expect(row).toMatchObject({ estHeadcount: null, totalCents: null });
    }

    // Moved: the new start everywhere, the quote list's date included.
    const moved = await rt.events.reschedule(id, key, moveTo, later(2 * HOUR));
    if (!moved.ok) throw new Error(moved.error);
    {
      const seen = await everywhere(later(2 * HOUR));
      expect(seen.event.start).toBe(moveTo);
      expect(seen.listed.eventStartsAt?.getTime()).toBe(moveTo);
      expect(seen.staff?.start).toBe(moveTo);
      expect(seen.mail?.kind).toBe("event_rescheduled");
      expect(eventWhen(new Date(moveTo))).toContain("March 24, 2027");
    }

    // Cancelled: every place says cancelled, and the money reads as a ledger.
    const cancelled = await rt.events.cancel(id, key, { reason: null }, later(3 * HOUR));
    if (!cancelled.ok) throw new Error(cancelled.error);
    {
      const seen = await everywhere(later(3 * HOUR));
      expect(seen.event.status).toBe("cancelled");
      expect(seen.listed.eventStatus).toBe("cancelled");
      expect(seen.staff?.status).toBe("cancelled");
      expect(seen.event.receivedCents).toBe(session.amountCents);
      expect(seen.event.refundedCents).toBe(session.amountCents);
      expect(seen.event.paidCents).toBe(0);
      expect(seen.pdf).toContain("Status: Cancelled");
      expect(seen.mail?.kind).toBe("event_cancelled");
      const kinds = (
        await get().db.select({ kind: emailOutbox.kind }).from(emailOutbox).orderBy(asc(emailOutbox.id))
      ).map((row) => row.kind);
      expect(kinds).toContain("event_confirmation");
    }
  });
});
