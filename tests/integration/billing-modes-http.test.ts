import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { browserCookie, ownerHashOf } from "~/server/services/cookies.server";
import { createDeposits } from "~/server/services/deposits.server";
import { createTestCheckoutProvider } from "~/server/services/payments/test-checkout.server";
import { quoteLinkPath } from "~/server/services/quote-link.server";
import { createQuotes } from "~/server/services/quotes.server";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { quoteIdsOf } from "../support/billing";
import { copyMigratedData, openMigratedFolder } from "../support/pglite-template";
import { decodeQuotedPrintable, startSmtp, waitFor } from "../support/smtp";

const COOKIE_SECRET = "billing-modes-http-cookie-secret-0123456789abcdef";
const EVIL = "evil.example";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with any Host header (fetch always sends the URL's own). */
function raw(
  base: string,
  pathAndQuery: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(pathAndQuery, base);
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        headers: {
          ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (origin: string, extra: Record<string, string> = {}) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin,
  ...extra,
});

/** The public origin the build was made for, as its pages state it in their canonical link. */
async function configuredOrigin(server: RunningServer): Promise<string> {
  const html = await (await fetch(`${server.url}/billing`)).text();
  const link = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
  const href = /href="([^"]+)"/.exec(link)?.[1];
  if (!href) throw new Error("No canonical link on /billing");
  return new URL(href).origin;
}

async function createQuoteOver(
  server: RunningServer,
  headers: Record<string, string> = {},
): Promise<{ cookie: string; quote: { id: string } }> {
  // The quote form as a page on the Host asked for posts it.
  const answer = await raw(server.url, "/billing", {
    method: "POST",
    headers: { ...formHeaders(headers.host ? `http://${headers.host}` : server.url), ...headers },
    body: formBody({
      intent: "create",
      activity_slug: "pitch-perfect",
      est_headcount: "100",
      contact_email: "ops@initech.example",
    }),
  });
  expect(answer.status).toBe(303);
  const setCookie = answer.headers["set-cookie"]?.[0] ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  expect(cookie).toMatch(/^rr_browser=/);
  const [id = ""] = await quoteIdsOf(server.url, cookie);
  return { cookie, quote: { id } };
}

describe.runIf(hasBuild())(
  "a production server with TEST_CHECKOUT=off and no Stripe key (built server)",
  () => {
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let origin = "";
    /** Opened while the test checkout was on (prepared in the data folder before start-up). */
    const prepared = { quoteId: "", sessionId: "", cookie: "", linkPath: "" };

    beforeAll(async () => {
      smtp = await startSmtp();
      server = await startProductionServer(
        {
          TEST_CHECKOUT: "off",
          COOKIE_SECRET,
          RATE_LIMITS: "off",
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OUTBOX_POLL_MS: "200",
        },
        {
          prepare: async (dataDir) => {
            const database = await openMigratedFolder(dataDir);
            try {
              const browserId = randomBytes(32).toString("base64url");
              const owner = ownerHashOf(browserId);
              const created = await createQuotes(database.db).create(
                {
                  activity_slug: "survey-showdown",
                  est_headcount: 40,
                  contact_email: "early@initech.example",
                },
                owner,
              );
              if (!created.ok) throw new Error("quote not created");
              const opened = await createDeposits(database.db, createTestCheckoutProvider()).createSession(
                created.quote.id,
                owner,
              );
              if (!opened.ok) throw new Error("session not opened");
              prepared.quoteId = created.quote.id;
              prepared.sessionId = opened.sessionId;
              prepared.cookie = (await browserCookie(COOKIE_SECRET).serialize(browserId)).split(";")[0] ?? "";
              prepared.linkPath = quoteLinkPath(created.quote.id, COOKIE_SECRET);
            } finally {
              await database.close();
            }
          },
        },
      );
      origin = await configuredOrigin(server);
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.stop();
    });

    it("answers 404 to the test checkout's page and its button, and the quote stays as it was", async () => {
      const checkout = `/billing/test-checkout/${prepared.sessionId}`;
      expect((await raw(server.url, checkout)).status).toBe(404);
      const pay = await raw(server.url, checkout, {
        method: "POST",
        headers: formHeaders(server.url, { cookie: prepared.cookie }),
        body: "",
      });
      expect(pay.status).toBe(404);
      expect(pay.headers.location).toBeUndefined();
      const success = await (
        await fetch(`${server.url}/billing/success?session_id=${prepared.sessionId}`)
      ).text();
      expect(success).toContain("Payment pending");
      expect(success).not.toContain("Payment Successful!");
      const link = await (await fetch(`${server.url}${prepared.linkPath}`)).text();
      expect(link).toContain('data-status="draft"');
      expect(link).not.toContain("data-payment=");
    });

    it("/billing offers 'Request an invoice' instead of a card checkout, and takes it without JavaScript", async () => {
      const { cookie, quote } = await createQuoteOver(server);
      const page = await (await fetch(`${server.url}/billing`, { headers: { cookie } })).text();
      expect(page).toContain("Request an invoice");
      expect(page).toContain("Deposits are paid by invoice");
      expect(page).not.toContain("Collect Deposit");
      expect(page).not.toContain("test checkout");

      const card = await raw(server.url, "/billing", {
        method: "POST",
        headers: formHeaders(server.url, { cookie }),
        body: formBody({ intent: "deposit", quote_id: quote.id }),
      });
      expect(card.status).toBe(409);
      expect(card.headers.location).toBeUndefined();

      const requested = await raw(server.url, "/billing", {
        method: "POST",
        headers: formHeaders(server.url, { cookie }),
        body: formBody({ intent: "invoice", quote_id: quote.id }),
      });
      expect(requested.status).toBe(303);
      expect(requested.headers.location).toBe("/billing?invoice=requested");
      const after = await (
        await fetch(`${server.url}/billing?invoice=requested`, { headers: { cookie } })
      ).text();
      expect(after).toContain("Invoice requested.");
      expect(after).toContain('data-status="invoice_requested"');
      // Asked once: the button is gone and a second post is refused.
      expect(after).not.toContain('name="intent" value="invoice"');
      const twice = await raw(server.url, "/billing", {
        method: "POST",
        headers: formHeaders(server.url, { cookie }),
        body: formBody({ intent: "invoice", quote_id: quote.id }),
      });
      expect(twice.status).toBe(409);
      // Someone else's browser cannot ask for it.
      const stranger = await createQuoteOver(server);
      const theirs = await raw(server.url, "/billing", {
        method: "POST",
        headers: formHeaders(server.url, { cookie: stranger.cookie }),
        body: formBody({ intent: "invoice", quote_id: prepared.quoteId }),
      });
      expect(theirs.status).toBe(404);
    });

    it("the emailed quote link offers an invoice request; its emails link to the configured origin, not the Host", async () => {
      const before = await (await fetch(`${server.url}${prepared.linkPath}`)).text();
      expect(before).toContain("Request an invoice (deposit $1,000.00)");
      expect(before).not.toContain("Collect Deposit");

      const posted = await raw(server.url, prepared.linkPath, {
        method: "POST",
        headers: { ...formHeaders(`http://${EVIL}`), host: EVIL },
        body: formBody({ intent: "invoice" }),
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.location).toBe(prepared.linkPath);
      const after = await (await fetch(`${server.url}${prepared.linkPath}`)).text();
      expect(after).toContain('data-status="invoice_requested"');
      expect(after).toContain("Invoice requested: we email it to early@initech.example");
      expect(after).not.toContain("Request an invoice (deposit");

      const text = (to: string, containing: string) =>
        smtp.received
          .filter((mail) => mail.to.includes(to))
          .map((mail) => decodeQuotedPrintable(mail.raw))
          .find((body) => body.includes(containing));
      await waitFor(() =>
        Boolean(text(site.email.team, prepared.quoteId) && text("early@initech.example", "invoice request")),
      );
      const teamText = text(site.email.team, prepared.quoteId) ?? "";
      const clientText = text("early@initech.example", "invoice request") ?? "";
      expect(teamText).toContain(`${origin}/admin/quotes?status=invoice_requested`);
      expect(clientText).toContain(`${origin}${prepared.linkPath}`);
      expect(teamText).not.toContain(EVIL);
      expect(clientText).not.toContain(EVIL);
    });
  },
);

describe.runIf(hasBuild())("checkout URLs ignore the request's Host header (built server)", () => {
  let server: RunningServer;
  let origin = "";

  beforeAll(async () => {
    server = await startProductionServer({ RATE_LIMITS: "off" }, { prepare: copyMigratedData });
    origin = await configuredOrigin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("stores a test checkout on the configured origin, and redirects to it by path", async () => {
    expect(new URL(origin).hostname).not.toBe(EVIL);
    const { cookie, quote } = await createQuoteOver(server, { host: EVIL });
    const opened = await raw(server.url, "/billing", {
      method: "POST",
      headers: { ...formHeaders(`http://${EVIL}`, { cookie }), host: EVIL },
      body: formBody({ intent: "deposit", quote_id: quote.id }),
    });
    // A path, not a URL: the session is stored on the configured origin (one stored on the Host
    // asked for would be redirected to in full), and the visitor stays on the host they use.
    expect(opened.status).toBe(303);
    const location = opened.headers.location ?? "";
    expect(location).toMatch(/^\/billing\/test-checkout\/cs_rrtest_/);
    const checkout = await fetch(`${server.url}${location}`, { headers: { cookie } });
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).not.toContain(EVIL);

    // The stored session is what a later visit reuses.
    const reused = await raw(server.url, "/billing", {
      method: "POST",
      headers: formHeaders(server.url, { cookie }),
      body: formBody({ intent: "deposit", quote_id: quote.id }),
    });
    expect(reused.headers.location).toBe(location);
  });
});

interface StripeCall {
  successUrl: string | null;
  cancelUrl: string | null;
}

/** A local double of Stripe's checkout session endpoint that records the return URLs it is given. */
async function startStripeDouble(): Promise<{ server: Server; base: string; calls: StripeCall[] }> {
  const calls: StripeCall[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push({ successUrl: form.get("success_url"), cancelUrl: form.get("cancel_url") });
      const id = `cs_test_host${String(calls.length).padStart(4, "0")}`;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          status: "open",
          payment_status: "unpaid",
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

describe.runIf(hasBuild())("Stripe's return URLs ignore the request's Host header (built server)", () => {
  let server: RunningServer;
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let origin = "";

  beforeAll(async () => {
    stripe = await startStripeDouble();
    server = await startProductionServer(
      {
        RATE_LIMITS: "off",
        COOKIE_SECRET,
        STRIPE_SECRET_KEY: "sk_test_hostheader0123",
        STRIPE_WEBHOOK_SECRET: "whsec_hostheader0123",
        STRIPE_API_BASE: stripe.base,
      },
      { prepare: copyMigratedData },
    );
    origin = await configuredOrigin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => stripe?.server.close(resolve));
  });

  it("sends Stripe success and cancel URLs on the configured origin, from /billing and from a quote link", async () => {
    const { cookie, quote } = await createQuoteOver(server, { host: EVIL });
    const form = await raw(server.url, "/billing", {
      method: "POST",
      headers: { ...formHeaders(`http://${EVIL}`, { cookie }), host: EVIL },
      body: formBody({ intent: "deposit", quote_id: quote.id }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_host/);
    expect(stripe.calls.at(-1)).toEqual({
      successUrl: `${origin}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/billing`,
    });

    const second = await createQuoteOver(server);
    const link = quoteLinkPath(second.quote.id, COOKIE_SECRET);
    const page = await (await fetch(`${server.url}${link}`)).text();
    expect(page).toContain("Collect Deposit");
    expect(page).not.toContain("test checkout");
    const fromLink = await raw(server.url, link, {
      method: "POST",
      headers: { ...formHeaders(`http://${EVIL}`), host: EVIL },
      body: "",
    });
    expect(fromLink.status).toBe(303);
    expect(stripe.calls).toHaveLength(2);
    expect(stripe.calls.at(-1)?.successUrl?.startsWith(`${origin}/billing/success?`)).toBe(true);
    for (const call of stripe.calls) expect(JSON.stringify(call)).not.toContain(EVIL);
  });
});
