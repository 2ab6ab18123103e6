import { asc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { type Database, openDatabase } from "~/server/db/client.server";
import {
  documentCounters,
  emailOutbox,
  eventPayments,
  invoices,
  paymentSessions,
} from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { eventKey } from "~/server/services/events/view.server";
import { handleStripeWebhook } from "~/server/services/stripe-webhook.server";
import { describeEachDatabase, drivers, emptyPostgresDatabase, migrationsFolder } from "../support/db";
import { eventHost, seedEvent } from "../support/events";

/**
 * Paying the closing invoice and issuing it under concurrency (issue 42): Stripe's events for
 * the invoice's checkout arriving out of order and replayed leave one payment, attributed to the
 * invoice, which is then paid; two app servers running the closing job at once issue each
 * event's closing invoice once, on a gapless sequence, and email it once.
 */

const origin = "https://www.rallyroom.test";
const secret = "invoice-payments-secret-0123456789abcdef012";
const WEBHOOK_SECRET = "whsec_invoicepaymentstest0123456789";
const HOUR = 3_600_000;
const booked = new Date("2027-03-01T12:00:00Z");
const start = Date.parse("2027-03-22T14:00:00Z");
const invoicedAt = new Date(start + 2 * HOUR + site.invoicing.closingDelayHours * HOUR);

async function seeded(database: Database, at: number) {
  const host = await eventHost(database.db);
  return seedEvent(database.db, { hostId: host.id, start: new Date(at), createdAt: booked, headcount: 40 });
}

function signed(event: Record<string, unknown>): Request {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return new Request(`${origin}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}

function checkoutEvent(
  id: string,
  type: string,
  session: { id: string; amount: number; quoteId: string },
  paymentStatus: string,
) {
  return {
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(booked.getTime() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_total: session.amount,
        currency: "usd",
        payment_status: paymentStatus,
        payment_intent: "pi_invoice_closing_1",
        metadata: { quote_id: session.quoteId },
      },
    },
  };
}

describeEachDatabase("paying a closing invoice through Stripe's webhook", (get) => {
  it("records one payment when async_payment_succeeded comes before completed, and on replays", async () => {
    const database = get();
    const rt = createRuntime(database, {
      origin,
      cookieSecret: secret,
      bookingLimits: null,
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
    const id = await seeded(database, start);
    await rt.closing.runDue(new Date(start + 2 * HOUR));
    await rt.closing.runDue(invoicedAt);
    const [closing] = await database.db.select().from(invoices).where(eq(invoices.orderId, id));
    if (!closing) throw new Error("no closing invoice");
    const opened = await rt.invoices.pay(id, eventKey(id, secret), "INV-000001");
    expect(opened.ok).toBe(true);
    const [session] = await database.db.select().from(paymentSessions);
    if (!session) throw new Error("no session");
    expect(session).toMatchObject({ invoiceId: closing.id, amountCents: closing.amountDueCents });
    const deps = {
      secret: rt.stripeWebhookSecret,
      fulfil: (event: Parameters<typeof rt.deposits.fulfil>[0]) =>
        rt.deposits.fulfil(event, rt.events.onDepositPaid),
    };
    const facts = { id: session.sessionId, amount: session.amountCents, quoteId: session.quoteId };
    const succeeded = checkoutEvent("evt_async_1", "checkout.session.async_payment_succeeded", facts, "paid");
    const completed = checkoutEvent("evt_completed_1", "checkout.session.completed", facts, "unpaid");

    const first = await handleStripeWebhook(signed(succeeded), deps);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "already_accepted" });
    const late = await handleStripeWebhook(signed(completed), deps);
    expect(await late.json()).toMatchObject({ outcome: "pending" });
    const replay = await handleStripeWebhook(signed(succeeded), deps);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });
    // A completed event that says "paid" after all changes nothing either.
    const paidLate = checkoutEvent("evt_completed_2", "checkout.session.completed", facts, "paid");
    expect(await (await handleStripeWebhook(signed(paidLate), deps)).json()).toMatchObject({
      outcome: "already_accepted",
    });

    const payments = await database.db
      .select()
      .from(eventPayments)
      .where(eq(eventPayments.invoiceId, closing.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: closing.amountDueCents,
      method: "test",
      reference: "pi_invoice_closing_1",
    });
    expect((await rt.invoices.adminOf(id))[0]?.status).toBe("paid");
    // A bad signature is refused before anything is read.
    const forged = new Request(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify(succeeded),
    });
    expect((await handleStripeWebhook(forged, deps)).status).toBe(400);
  });
});

// PGlite runs one query at a time, so only PostgreSQL can show a race; run it where it exists.
describe.runIf(drivers.includes("postgres"))("closing invoices under concurrency [postgres]", () => {
  it("two servers running the closing job at once issue each invoice once, numbers gapless", async () => {
    const empty = await emptyPostgresDatabase();
    const one = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    const two = await openDatabase({ databaseUrl: empty.url, migrationsFolder, maxConnections: 4 });
    try {
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await seeded(one, start + i * 2 * HOUR));
      const servers = [one, two].map((database) =>
        createRuntime(database, { origin, cookieSecret: secret, bookingLimits: null }),
      );
      const closedAt = new Date(start + 14 * HOUR);
      const due = new Date(closedAt.getTime() + site.invoicing.closingDelayHours * HOUR);
      for (const at of [closedAt, due, new Date(due.getTime() + 60_000)]) {
        // Each server runs the job twice at once, as a retried run would.
        await Promise.all(servers.flatMap((rt) => [rt.closing.runDue(at), rt.closing.runDue(at)]));
      }
      const rows = await one.db.select().from(invoices).orderBy(asc(invoices.number));
      expect(rows).toHaveLength(6);
      expect(new Set(rows.map((row) => row.orderId))).toEqual(new Set(ids));
      expect(rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6]);
      const [count] = await one.db.select().from(documentCounters);
      expect(count?.lastNumber).toBe(6);
      expect(await one.db.$count(emailOutbox, eq(emailOutbox.kind, "invoice_issued"))).toBe(6);
    } finally {
      await one.close();
      await two.close();
      await empty.drop();
    }
  });
});
