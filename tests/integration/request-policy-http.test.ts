import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createQuoteByForm, postBillingForm } from "../support/billing";
import { postForm as postFormTo, postJson as postJsonTo, statusesPastLimit } from "../support/http";
import { copyMigratedData } from "../support/pglite-template";

const crossSiteBody = { error: "This form can only be sent from the Rallyroom website.", fieldErrors: {} };

let ipCounter = 1;
/** The host trusts loopback proxies, so each test speaks as its own client address. */
const freshIp = () => `192.0.2.${ipCounter++}`;

/** A raw request, for methods fetch refuses to send (TRACE). */
function rawRequest(url: string, method: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow?.toString() }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe.runIf(hasBuild())("request policy over HTTP (production build)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer(
      { STRIPE_WEBHOOK_SECRET: "whsec_policytest0123456789" },
      { prepare: copyMigratedData },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  const postJson = (path: string, body: object, headers: Record<string, string> = {}) =>
    postJsonTo(`${server.url}${path}`, body, headers);
  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postFormTo(`${server.url}${path}`, fields, headers);

  /** A quote and its open test checkout session, as one browser (one cookie) makes them. */
  async function openCheckout(ip: string): Promise<{ cookie: string; sessionPath: string }> {
    const { cookie, quoteId } = await createQuoteByForm(
      server.url,
      { activity_slug: "pitch-perfect", est_headcount: 20, contact_email: "policy@initech.example" },
      { "x-forwarded-for": ip },
    );
    const session = await postBillingForm(
      server.url,
      "deposit",
      { quote_id: quoteId },
      { cookie, "x-forwarded-for": ip },
    );
    expect(session.status).toBe(303);
    return { cookie, sessionPath: session.headers.get("location") ?? "" };
  }

  it("refuses billing posts and the test checkout from another site with 403, and changes nothing", async () => {
    const ip = freshIp();
    const { cookie, sessionPath } = await openCheckout(ip);
    const attempts: [string, () => Promise<Response>][] = [
      ["/billing", () => postForm("/billing", { intent: "create" }, { origin: "https://evil.example" })],
      [
        "/billing.data",
        () => postForm("/billing.data", { intent: "deposit" }, { origin: "https://evil.example", cookie }),
      ],
      [
        "/billing (cross-site fetch)",
        () => postForm("/billing", { intent: "deposit" }, { "sec-fetch-site": "cross-site", cookie }),
      ],
      [sessionPath, () => postForm(sessionPath, {}, { referer: "https://evil.example/pay", cookie })],
      [`${sessionPath}.data`, () => postForm(`${sessionPath}.data`, {}, { origin: "null", cookie })],
    ];
    for (const [label, attempt] of attempts) {
      const response = await attempt();
      expect(response.status, label).toBe(403);
      expect(await response.json(), label).toEqual(crossSiteBody);
    }
    const checkout = await send(sessionPath, { headers: { cookie } });
    expect(await checkout.text()).toContain("Pay deposit (test)");

    const paid = await postForm(sessionPath, {}, { origin: server.url, cookie, "x-forwarded-for": ip });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/^\/billing\/success\?session_id=cs_rrtest_/);
  });

  it("limits billing posts and the test checkout per address: the 21st in 10 minutes gets 429", async () => {
    const ip = freshIp();
    const statuses = await statusesPastLimit(
      () => postForm("/billing", { intent: "create" }, { "x-forwarded-for": ip, origin: server.url }),
      (refused) => expect(refused.headers.get("x-ratelimit-scope")).toBe("billing"),
    );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
    // The test checkout and the billing page count in the same bucket; lead forms have their own.
    const checkout = await postForm(
      "/billing/test-checkout/cs_rrtest_nothing",
      {},
      { "x-forwarded-for": ip },
    );
    expect(checkout.status).toBe(429);
    expect((await postForm("/billing", {}, { "x-forwarded-for": ip, origin: server.url })).status).toBe(429);
    expect((await postJson("/api/contact", {}, { "x-forwarded-for": ip })).status).toBe(422);
    expect(
      (await postForm("/billing", { intent: "create" }, { "x-forwarded-for": freshIp(), origin: server.url }))
        .status,
    ).toBe(400);
  });

  it("answers methods a path does not take with 405 and Allow, never 500", async () => {
    const cases = [
      ["PUT", "/api/contact", "POST"],
      ["DELETE", "/billing", "GET, HEAD, POST"],
      ["PATCH", "/forms/contact", "GET, HEAD, POST"],
      ["PUT", "/api/stripe/webhook", "POST"],
      ["OPTIONS", "/api/events", "POST"],
      ["DELETE", "/admin/quotes", "GET, HEAD, POST"],
      ["POST", "/pricing", "GET, HEAD"],
      ["POST", "/definitely/not/here", "GET, HEAD"],
      ["GET", "/api/stripe/webhook", "POST"],
    ] as const;
    for (const [method, path, allow] of cases) {
      const response = await send(path, {
        method,
        headers: { "content-type": "application/json", origin: server.url },
        body: method === "GET" ? null : "{}",
      });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
    }
    for (const path of ["/", "/billing", "/api/contact", "/activities", "/api/admin/quotes"]) {
      const trace = await rawRequest(`${server.url}${path}`, "TRACE");
      expect(trace.status, `TRACE ${path}`).toBe(405);
      expect(trace.allow, `TRACE ${path}`).toMatch(/^GET, HEAD|^POST$/);
    }
    expect((await rawRequest(`${server.url}/billing`, "PROPFIND")).status).toBe(405);
    expect(server.output()).not.toMatch(/TypeError|Unexpected Server Error/);
  });

  it("lets the Stripe webhook in from anywhere, uncounted, for its signature check", async () => {
    const ip = freshIp();
    for (let i = 0; i < 25; i++) {
      const response = await postJson(
        "/api/stripe/webhook",
        { id: "evt_unsigned" },
        { origin: "https://evil.example", "x-forwarded-for": ip, "stripe-signature": "t=1,v1=nope" },
      );
      expect(response.status).toBe(400);
    }
  });

  it("answers a refused form posted without JavaScript with a page that leads back", async () => {
    const response = await postForm(
      "/forms/contact",
      { name: "A", email: "a@acme.io", message: "hi" },
      {
        accept: "text/html,application/xhtml+xml",
        referer: "https://evil.example/form",
        "x-forwarded-for": freshIp(),
      },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("This form can only be sent from the Rallyroom website.");
    expect(html).toContain('href="/"');
  });
});
