import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { postJson } from "../support/http";

const WEBHOOK_SECRET = "whsec_httptest0123456789";

describe.runIf(hasBuild())("billing endpoints over HTTP (production build)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (p: string, body: string, headers: Record<string, string> = {}) =>
    postJson(`${server.url}${p}`, body, headers);

  async function quoteWithCookie() {
    const response = await post(
      "/api/billing-create-quote",
      JSON.stringify({
        activity_slug: "pitch-perfect",
        // Past the 80-person price (80 × $52.50 = $4,200), so the $40 floor applies.
        est_headcount: 120,
        contact_email: "ops@initech.example",
      }),
    );
    expect(response.status).toBe(200);
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^rr_browser=/);
    const { quote } = (await response.json()) as {
      quote: { id: string; deposit_cents: number; total_cents: number };
    };
    return { cookie, quote };
  }

  it("answers bad input with 400 and field errors, other methods and types with 405 and 415", async () => {
    const bad = await post("/api/billing-create-quote", JSON.stringify({ activity_slug: "pitch-perfect" }));
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("Please fill in all required fields");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["contact_email", "est_headcount"]);
    expect((await post("/api/billing-create-quote", "{not json")).status).toBe(400);
    expect((await post("/api/billing-create-quote", "[]")).status).toBe(400);
    expect((await post("/api/billing-create-quote", "a=1", { "content-type": "text/plain" })).status).toBe(
      415,
    );
    expect((await fetch(`${server.url}/api/billing-create-quote`)).status).toBe(405);
    const nul = await post(
      "/api/billing-create-quote",
      JSON.stringify({
        activity_slug: "pitch-perfect",
        est_headcount: 9,
        contact_email: "a@b.co",
        client_ref: "x\u0000y",
      }),
    );
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("client_ref");
    expect((await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: 7 }))).status).toBe(
      404,
    );
  });

  it("prices on the server: 120 people at Pitch Perfect's $40 floor", async () => {
    const { quote } = await quoteWithCookie();
    expect(quote.total_cents).toBe(480000);
    expect(quote.deposit_cents).toBe(240000);
  });

  it("opens a deposit only for the browser that created the quote", async () => {
    const { cookie, quote } = await quoteWithCookie();
    const mine = await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: quote.id }), {
      cookie,
    });
    expect(mine.status).toBe(200);
    // On the configured public origin (the build's PUBLIC_ORIGIN), never the address asked for.
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(
      await (await fetch(`${server.url}/billing`)).text(),
    )?.[1];
    expect(((await mine.json()) as { session_url: string }).session_url).toMatch(
      new RegExp(`^${new URL(canonical ?? "").origin}/billing/test-checkout/cs_rrtest_`),
    );
    const stranger = await quoteWithCookie();
    const theirs = await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: quote.id }), {
      cookie: stranger.cookie,
    });
    expect(theirs.status).toBe(404);
    const badId = await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: "x" }), {
      cookie,
    });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({
      error: "Choose a quote",
      fieldErrors: { quote_id: ["Choose a quote"] },
    });
  });

  it("verifies the webhook on the raw body through the host, accepts once, and the success page shows it", async () => {
    const { cookie, quote } = await quoteWithCookie();
    const opened = await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: quote.id }), {
      cookie,
    });
    const sessionId = (
      ((await opened.json()) as { session_url: string }).session_url.split("/").pop() ?? ""
    ).trim();
    const before = await (await fetch(`${server.url}/billing/success?session_id=${sessionId}`)).text();
    expect(before).toContain("Payment pending");
    expect(before).not.toContain("Payment Successful!");

    // Whitespace and key order as Stripe sends them: verification must see these exact bytes.
    const payload = `{\n  "id": "evt_http_1",\n  "object": "event",\n  "type": "checkout.session.completed",\n  "data": {\n    "object": {\n      "id": "${sessionId}",\n      "object": "checkout.session",\n      "amount_total": ${quote.deposit_cents},\n      "currency": "usd",\n      "payment_status": "paid",\n      "metadata": { "quote_id": "${quote.id}" }\n    }\n  }\n}`;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await post("/api/stripe/webhook", payload, { "stripe-signature": signature });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "accepted" });
    const replay = await post("/api/stripe/webhook", payload, { "stripe-signature": signature });
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    const forged = await post("/api/stripe/webhook", payload.replace("evt_http_1", "evt_http_2"), {
      "stripe-signature": signature,
    });
    expect(forged.status).toBe(400);

    const after = await (await fetch(`${server.url}/billing/success?session_id=${sessionId}`)).text();
    expect(after).toContain("Payment Successful!");
    expect(after).toContain(sessionId);
    // The quote's lines, as /billing lists them: 120 people at Pitch Perfect's $40 floor, no add-ons.
    expect(after).toContain("120 people × $40.00 per person");
    expect(after).toContain("Deposit (50%)");
    expect(after).toContain("What happens next");
    const again = await post("/api/billing-create-deposit-session", JSON.stringify({ quote_id: quote.id }), {
      cookie,
    });
    expect(again.status).toBe(409);
  });
});
