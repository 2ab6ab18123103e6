import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { activities } from "~/content/activities";
import {
  billingCatalogItems,
  paymentSessions,
  processedWebhookEvents,
  quotes,
} from "~/server/db/schema.server";
import { createDeposits, fulfilCheckout } from "~/server/services/deposits.server";
import { createStripeProvider } from "~/server/services/payments/stripe.server";
import { createTestCheckoutProvider } from "~/server/services/payments/test-checkout.server";
import { createQuotes } from "~/server/services/quotes.server";
import { handleStripeWebhook } from "~/server/services/stripe-webhook.server";
import { openSession, quoteRequest } from "../support/billing";
import { describeEachDatabase } from "../support/db";

const OWNER = "owner-hash-a";
const OTHER = "owner-hash-b";
const ORIGIN = "http://127.0.0.1:4000";
const WEBHOOK_SECRET = "whsec_testsecret0123456789";

const validQuote = quoteRequest("PO-7");

/** The site's activities, in catalogue order: the migration seeds one billing item for each. */
const catalogueSlugs = activities.map((activity) => activity.slug);

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

/** A local double of Stripe's API: answers checkout session creation like Stripe does. */
async function startStripeDouble(): Promise<{ server: Server; base: string; requests: RecordedRequest[] }> {
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const byKey = new Map<string, string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, form });
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }),
        );
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      const id = byKey.get(key) ?? `cs_test_double${String(++counter).padStart(4, "0")}`;
      byKey.set(key, id);
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_${counter}` });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          mode: form.get("mode"),
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: form.get("line_items[0][price_data][currency]"),
          metadata: { quote_id: form.get("metadata[quote_id]") },
          payment_status: "unpaid",
          status: "open",
          success_url: form.get("success_url"),
          cancel_url: form.get("cancel_url"),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, requests };
}

function signedWebhook(payload: string, secret = WEBHOOK_SECRET): Request {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request(`${ORIGIN}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}

function checkoutEvent(
  id: string,
  session: { id: string; amount: number; quoteId: string; currency?: string },
  type = "checkout.session.completed",
  paymentStatus = "paid",
): string {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_total: session.amount,
        currency: session.currency ?? "usd",
        payment_status: paymentStatus,
        metadata: { quote_id: session.quoteId },
      },
    },
  });
}

let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
beforeAll(async () => {
  stripe = await startStripeDouble();
});
afterAll(async () => {
  await new Promise((resolve) => stripe.server.close(resolve));
});

describeEachDatabase("billing catalogue and quotes", (get) => {
  it("is seeded by migration with the catalogue's prices in cents and add-ons per activity", async () => {
    const rows = await get().db.select().from(billingCatalogItems);
    expect(rows.map((row) => row.activitySlug).sort()).toEqual(catalogueSlugs.toSorted());
    const survey = rows.find((row) => row.activitySlug === "survey-showdown");
    expect(survey).toMatchObject({ priceMinPp: 3500, priceMaxPp: 6500, minEventFee: 50000 });
    expect(survey?.addons).toEqual([
      { key: "rush", cents: 15000, name: "Rush Fee (< 48hrs)" },
      { key: "branding", cents: 25000, name: "Custom Branding" },
    ]);
    const campfire = rows.find((row) => row.activitySlug === "tiny-campfire");
    expect(campfire).toMatchObject({ priceMinPp: 5000, priceMaxPp: 6500 });
    expect(campfire?.addons.map((addon) => addon.key)).toEqual(["rush", "branding", "shipping_per_kit"]);
  });

  it("offers each seeded activity at the price engine's rates, range and one add-on list", async () => {
    const catalog = await createQuotes(get().db).catalog();
    expect(catalog.map((item) => item.activitySlug)).toEqual(catalogueSlugs);
    const survey = catalog.find((item) => item.activitySlug === "survey-showdown");
    expect(survey).toMatchObject({
      priceMinPp: 3500,
      priceMaxPp: 6500,
      minEventFee: 50000,
      headcountMin: 10,
      headcountMax: 300,
    });
    // The price engine's one add-on list (docs/decisions/054-one-price-engine.md), the rush fee last.
    expect(survey?.addons).toEqual([
      { key: "kits", cents: 3000, name: "Event kits", perPerson: true },
      { key: "awards", cents: 25000, name: "Awards ceremony", perPerson: false },
      { key: "premium_host", cents: 30000, name: "Premium host", perPerson: false },
      { key: "extra_time", cents: 15000, name: "Extra 30 minutes", perPerson: false },
      { key: "branding", cents: 20000, name: "Custom theme and branding", perPerson: false },
      { key: "rush", cents: 15000, name: "Rush fee (under 14 days' notice)", perPerson: false },
    ]);
    const campfire = catalog.find((item) => item.activitySlug === "tiny-campfire");
    expect(campfire).toMatchObject({ priceMinPp: 5000, priceMaxPp: 6500, headcountMin: 5, headcountMax: 40 });
    expect(campfire?.addons).toEqual(survey?.addons);
  });

  it("prices a quote on the server and ignores amounts in the input", async () => {
    const service = createQuotes(get().db);
    const result = await service.create({ ...validQuote, total_cents: 1, deposit_cents: 1 }, OWNER);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote).toMatchObject({
      activitySlug: "survey-showdown",
      contactEmail: "planner@example.com",
      clientRef: "PO-7",
      estHeadcount: 40,
      rateCents: 5000,
      subtotalCents: 200000,
      addonsCents: 20000,
      totalCents: 220000,
      depositCents: 110000,
      balanceCents: 110000,
      status: "draft",
    });
  });

  it("answers missing fields with the required-fields message and field errors, storing nothing", async () => {
    const service = createQuotes(get().db);
    const result = await service.create({ activity_slug: "", est_headcount: "", contact_email: "" }, OWNER);
    expect(result).toMatchObject({ ok: false, error: "Please fill in all required fields" });
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      "activity_slug",
      "contact_email",
      "est_headcount",
    ]);
    expect(await get().db.select().from(quotes)).toHaveLength(0);
  });

  it("refuses bad values by field: email, headcount, unknown activity, add-on not offered", async () => {
    const service = createQuotes(get().db);
    const badEmail = await service.create({ ...validQuote, contact_email: "nope" }, OWNER);
    expect(badEmail.ok ? null : badEmail.fieldErrors.contact_email).toEqual(["Invalid email address"]);
    const tiny = await service.create({ ...validQuote, est_headcount: 4 }, OWNER);
    expect(tiny.ok ? null : tiny.fieldErrors.est_headcount?.[0]).toMatch(/at least 5/);
    const unknown = await service.create({ ...validQuote, activity_slug: "no-such-game" }, OWNER);
    expect(unknown.ok ? null : unknown.fieldErrors.activity_slug).toBeTruthy();
    // Shipping per kit is no longer an add-on: kits include it.
    const shipping = await service.create({ ...validQuote, addons: ["shipping_per_kit"] }, OWNER);
    expect(shipping.ok ? null : shipping.fieldErrors.addons?.[0]).toBe("Choose add-ons from the list");
    // A headcount the activity does not take, named by its field.
    const small = await service.create({ ...validQuote, est_headcount: 9 }, OWNER);
    expect(small.ok ? null : small.fieldErrors.est_headcount).toEqual([
      "Survey Showdown takes 10 to 300 people.",
    ]);
    const large = await service.create(
      { ...validQuote, activity_slug: "tiny-campfire", est_headcount: 41 },
      OWNER,
    );
    expect(large.ok ? null : large.fieldErrors.est_headcount).toEqual([
      "Tiny Campfire takes 5 to 40 people.",
    ]);
    expect(await get().db.select().from(quotes)).toHaveLength(0);
  });

  it("lists and sums only the owner's quotes", async () => {
    const service = createQuotes(get().db);
    await service.create(validQuote, OWNER);
    await service.create({ ...validQuote, est_headcount: 10, addons: [] }, OWNER);
    await service.create(validQuote, OTHER);
    expect(await service.listForOwner(OWNER)).toHaveLength(2);
    expect(await service.summaryForOwner(OWNER)).toEqual({
      totalQuotes: 2,
      acceptedQuotes: 0,
      totalValueCents: 220000 + 65000,
    });
    expect(await service.summaryForOwner("nobody")).toEqual({
      totalQuotes: 0,
      acceptedQuotes: 0,
      totalValueCents: 0,
    });
    expect(await service.listAll()).toHaveLength(3);
  });

  it("lets staff mark a draft sent and a sent quote invoiced, and nothing else", async () => {
    const service = createQuotes(get().db);
    const created = await service.create(validQuote, OWNER);
    if (!created.ok) throw new Error("quote not created");
    const id = created.quote.id;
    expect(await service.markInvoiced(id)).toBeNull();
    const sent = await service.markSent(id);
    expect(sent?.status).toBe("sent");
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await service.markSent(id)).toBeNull();
    const invoiced = await service.markInvoiced(id);
    expect(invoiced?.status).toBe("invoiced");
    expect(await service.markSent("not-a-uuid")).toBeNull();
    expect((await service.countsByStatus()).invoiced).toEqual({ count: 1, totalCents: 220000 });
  });
});

describeEachDatabase("deposits through the test checkout", (get) => {
  async function draftQuote(owner = OWNER) {
    const created = await createQuotes(get().db).create(validQuote, owner);
    if (!created.ok) throw new Error("quote not created");
    return created.quote;
  }

  it("opens one session per quote and deposit, only for its owner", async () => {
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const quote = await draftQuote();
    const first = await deposits.createSession(quote.id, OWNER);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.sessionUrl).toMatch(new RegExp(`^${ORIGIN}/billing/test-checkout/cs_rrtest_`));
    const again = await deposits.createSession(quote.id, OWNER);
    expect(again).toEqual(first);
    expect(await deposits.createSession(quote.id, OTHER)).toMatchObject({ ok: false, status: 404 });
    expect(await deposits.createSession("nope", OWNER)).toMatchObject({ ok: false, status: 400 });
    const [session] = await get().db.select().from(paymentSessions);
    expect(session).toMatchObject({ provider: "test", amountCents: 110000, currency: "usd", status: "open" });
  });

  it("accepts the quote through the shared fulfilment, once, and then refuses a new deposit", async () => {
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const quote = await draftQuote();
    const { sessionId, session } = await openSession(deposits, quote.id, OWNER);
    expect(await deposits.completeTestSession(session)).toBe("accepted");
    expect(await deposits.completeTestSession(session)).toBe("already_accepted");
    const [stored] = await get().db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.status).toBe("accepted");
    expect(stored?.acceptedAt).toBeInstanceOf(Date);
    expect((await deposits.session(sessionId))?.status).toBe("paid");
    expect(await deposits.createSession(quote.id, OWNER)).toMatchObject({ ok: false, status: 409 });
  });

  it("records each event id once: a replay changes nothing", async () => {
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const quote = await draftQuote();
    const opened = await deposits.createSession(quote.id, OWNER);
    if (!opened.ok) throw new Error("no session");
    const event = {
      eventId: "evt_once",
      type: "checkout.session.completed" as const,
      sessionId: opened.sessionId,
      quoteId: quote.id,
      amountTotal: 110000,
      currency: "usd",
      paymentStatus: "unpaid",
    };
    expect(await fulfilCheckout(get().db, event)).toBe("pending");
    // The same id again, even claiming payment now, is a replay.
    expect(await fulfilCheckout(get().db, { ...event, paymentStatus: "paid" })).toBe("duplicate");
    expect((await get().db.select().from(quotes))[0]?.status).toBe("draft");
    expect(
      await fulfilCheckout(get().db, {
        ...event,
        eventId: "evt_async_ok",
        type: "checkout.session.async_payment_succeeded",
      }),
    ).toBe("accepted");
    expect(await get().db.select().from(processedWebhookEvents)).toHaveLength(2);
  });

  it("marks a failed async payment failed and leaves the quote payable", async () => {
    const deposits = createDeposits(get().db, createTestCheckoutProvider(), { origin: ORIGIN });
    const quote = await draftQuote();
    const opened = await deposits.createSession(quote.id, OWNER);
    if (!opened.ok) throw new Error("no session");
    const outcome = await fulfilCheckout(get().db, {
      eventId: "evt_fail",
      type: "checkout.session.async_payment_failed",
      sessionId: opened.sessionId,
      quoteId: quote.id,
      amountTotal: 110000,
      currency: "usd",
      paymentStatus: "unpaid",
    });
    expect(outcome).toBe("failed");
    expect((await deposits.session(opened.sessionId))?.status).toBe("failed");
    expect((await get().db.select().from(quotes))[0]?.status).toBe("draft");
  });
});

describeEachDatabase("Stripe Checkout and its webhook", (get) => {
  /** A quote with an open Stripe checkout session, and what its webhook needs to fulfil it. */
  async function stripeSession() {
    const provider = createStripeProvider({ secretKey: "sk_test_double123", apiBase: stripe.base });
    const deposits = createDeposits(get().db, provider, { origin: ORIGIN });
    const created = await createQuotes(get().db).create(validQuote, OWNER);
    if (!created.ok) throw new Error("quote not created");
    const opened = await deposits.createSession(created.quote.id, OWNER);
    if (!opened.ok) throw new Error(`no session: ${opened.error}`);
    const deps = { secret: WEBHOOK_SECRET, fulfil: deposits.fulfil };
    return { deposits, quote: created.quote, opened, deps };
  }

  it("creates a one-off Checkout Session for the deposit with the quote id and an idempotency key", async () => {
    const before = stripe.requests.length;
    const { quote, opened } = await stripeSession();
    expect(opened.sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_double/);
    const request = stripe.requests[before];
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe("Bearer sk_test_double123");
    expect(request?.headers["idempotency-key"]).toBe(`deposit:${quote.id}:110000:usd`);
    const form = request?.form ?? new URLSearchParams();
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("110000");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("metadata[quote_id]")).toBe(quote.id);
    expect(form.get("success_url")).toBe(`${ORIGIN}/billing/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(form.get("cancel_url")).toBe(`${ORIGIN}/billing`);
    expect(form.get("customer_email")).toBe("planner@example.com");
    const [stored] = await get().db.select().from(paymentSessions);
    expect(stored).toMatchObject({ provider: "stripe", sessionId: opened.sessionId, amountCents: 110000 });
  });

  it("accepts a signed checkout.session.completed once; a replay changes nothing", async () => {
    const { deps, quote, opened } = await stripeSession();
    const payload = checkoutEvent("evt_paid_1", { id: opened.sessionId, amount: 110000, quoteId: quote.id });
    const first = await handleStripeWebhook(signedWebhook(payload), deps);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "accepted" });
    const [accepted] = await get().db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(accepted?.status).toBe("accepted");

    const replay = await handleStripeWebhook(signedWebhook(payload), deps);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    const [after] = await get().db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(after?.acceptedAt?.getTime()).toBe(accepted?.acceptedAt?.getTime());
    expect(after?.updatedAt.getTime()).toBe(accepted?.updatedAt.getTime());
    expect(await get().db.select().from(processedWebhookEvents)).toHaveLength(1);
  });

  it("refuses a bad signature, a body changed after signing, and a missing header", async () => {
    const { deps, quote, opened } = await stripeSession();
    const payload = checkoutEvent("evt_forged", { id: opened.sessionId, amount: 110000, quoteId: quote.id });
    const wrongSecret = await handleStripeWebhook(signedWebhook(payload, "whsec_someoneelse000000"), deps);
    expect(wrongSecret.status).toBe(400);
    const signed = signedWebhook(payload);
    const tampered = new Request(signed.url, {
      method: "POST",
      headers: signed.headers,
      body: payload.replace('"payment_status":"paid"', '"payment_status":"paid" '),
    });
    expect((await handleStripeWebhook(tampered, deps)).status).toBe(400);
    const unsigned = new Request(signed.url, { method: "POST", body: payload });
    expect((await handleStripeWebhook(unsigned, deps)).status).toBe(400);
    expect((await handleStripeWebhook(signedWebhook(payload), { ...deps, secret: null })).status).toBe(400);
    expect((await get().db.select().from(quotes))[0]?.status).toBe("draft");
    expect(await get().db.select().from(processedWebhookEvents)).toHaveLength(0);
  });

  it("refuses an amount or currency that does not match the quote's deposit", async () => {
    const { deposits, deps, quote, opened } = await stripeSession();
    const short = checkoutEvent("evt_short", { id: opened.sessionId, amount: 100, quoteId: quote.id });
    const response = await handleStripeWebhook(signedWebhook(short), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ outcome: "amount_mismatch" });
    const euros = checkoutEvent("evt_eur", {
      id: opened.sessionId,
      amount: 110000,
      quoteId: quote.id,
      currency: "eur",
    });
    expect((await handleStripeWebhook(signedWebhook(euros), deps)).status).toBe(400);
    const [stored] = await get().db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.status).toBe("draft");
    expect((await deposits.session(opened.sessionId))?.status).toBe("open");
  });

  it("ignores other event types and unknown sessions without changing anything", async () => {
    const { deps } = await stripeSession();
    const other = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(await (await handleStripeWebhook(signedWebhook(other), deps)).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    const stranger = checkoutEvent("evt_stranger", { id: "cs_test_elsewhere", amount: 5, quoteId: "x" });
    expect(await (await handleStripeWebhook(signedWebhook(stranger), deps)).json()).toEqual({
      received: true,
      outcome: "unknown_session",
    });
    expect((await get().db.select().from(quotes))[0]?.status).toBe("draft");
  });
});
