import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createQuoteByForm, postBillingForm } from "../support/billing";
import { postJson } from "../support/http";
import { copyMigratedData } from "../support/pglite-template";

const WEBHOOK_SECRET = "whsec_httptest0123456789";

describe.runIf(hasBuild())("billing over HTTP (production build)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer(
      { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { prepare: copyMigratedData },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Past the 80-person price (80 × $52.50 = $4,200), so the $40 floor applies: $4,800, deposit $2,400. */
  const floorQuote = () =>
    createQuoteByForm(server.url, {
      activity_slug: "pitch-perfect",
      est_headcount: 120,
      contact_email: "ops@initech.example",
    });
  const openDeposit = (quoteId: string, cookie: string) =>
    postBillingForm(server.url, "deposit", { quote_id: quoteId }, { cookie });

  it("answers bad input with 400 and field errors drawn in the form, other methods with 405", async () => {
    const bad = await postBillingForm(server.url, "create", { activity_slug: "pitch-perfect" });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("Please fill in all required fields");
    expect(page.match(/aria-invalid="true"/g)).toHaveLength(2);
    const nul = await postBillingForm(server.url, "create", {
      activity_slug: "pitch-perfect",
      est_headcount: 9,
      contact_email: "a@b.co",
      client_ref: "x\u0000y",
    });
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("Use letters, numbers and punctuation only");
    expect((await fetch(`${server.url}/billing`, { method: "PUT" })).status).toBe(405);
    // A browser without a quote's cookie owns no quote.
    expect((await openDeposit("7", "")).status).toBe(404);
  });

  it("prices on the server: 120 people at Pitch Perfect's $40 floor", async () => {
    const { cookie } = await floorQuote();
    const page = await (await fetch(`${server.url}/billing`, { headers: { cookie } })).text();
    expect(page).toContain("120 people × $40.00 per person");
    expect(page).toContain("$4,800.00");
    expect(page).toContain("$2,400.00");
  });

  it("opens a deposit only for the browser that created the quote, on the path of its checkout", async () => {
    const { cookie, quoteId } = await floorQuote();
    const mine = await openDeposit(quoteId, cookie);
    expect(mine.status).toBe(303);
    // The test checkout is stored on the configured origin; the redirect names only its path.
    expect(mine.headers.get("location")).toMatch(/^\/billing\/test-checkout\/cs_rrtest_/);
    const stranger = await floorQuote();
    expect((await openDeposit(quoteId, stranger.cookie)).status).toBe(404);
    const badId = await openDeposit("x", cookie);
    expect(badId.status).toBe(400);
    expect(await badId.text()).toContain("Choose a quote");
  });

  it("verifies the webhook on the raw body through the host, accepts once, and the success page shows it", async () => {
    const { cookie, quoteId } = await floorQuote();
    const opened = await openDeposit(quoteId, cookie);
    const sessionId = (opened.headers.get("location") ?? "").split("/").pop() ?? "";
    expect(sessionId).toMatch(/^cs_rrtest_/);
    const before = await (await fetch(`${server.url}/billing/success?session_id=${sessionId}`)).text();
    expect(before).toContain("Payment pending");
    expect(before).not.toContain("Payment Successful!");

    // Whitespace and key order as Stripe sends them: verification must see these exact bytes.
    const payload = `{\n  "id": "evt_http_1",\n  "object": "event",\n  "type": "checkout.session.completed",\n  "data": {\n    "object": {\n      "id": "${sessionId}",\n      "object": "checkout.session",\n      "amount_total": 240000,\n      "currency": "usd",\n      "payment_status": "paid",\n      "metadata": { "quote_id": "${quoteId}" }\n    }\n  }\n}`;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const webhook = (body: string) =>
      postJson(`${server.url}/api/stripe/webhook`, body, { "stripe-signature": signature });
    const first = await webhook(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "accepted" });
    const replay = await webhook(payload);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    const forged = await webhook(payload.replace("evt_http_1", "evt_http_2"));
    expect(forged.status).toBe(400);

    const after = await (await fetch(`${server.url}/billing/success?session_id=${sessionId}`)).text();
    expect(after).toContain("Payment Successful!");
    expect(after).toContain(sessionId);
    // The quote's lines, as /billing lists them: 120 people at Pitch Perfect's $40 floor, no add-ons.
    expect(after).toContain("120 people × $40.00 per person");
    expect(after).toContain("Deposit (50%)");
    expect(after).toContain("What happens next");
    expect((await openDeposit(quoteId, cookie)).status).toBe(409);
  });
});
