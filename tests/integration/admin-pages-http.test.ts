import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteKey } from "~/server/services/quote-link.server";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createQuoteByForm } from "../support/billing";
import { codeIn, postLeadForm } from "../support/leads";
import { createStaffInDataDir, testStaff } from "../support/staff";

const COOKIE_SECRET = "admin-pages-http-test-cookie-secret-0123456789";
const LEAD_EMAIL = "inbox-secret@initech-http.example";

/** The inbox, vouchers, outbox and events addresses a scanner might try, pages and data requests alike. */
const newAdminUrls = [
  "/admin/inbox",
  "/admin/inbox?kind=contact&q=initech",
  "/admin/inbox/1",
  "/admin/inbox.csv",
  "/admin/inbox.csv?kind=contact",
  "/admin/vouchers",
  "/admin/outbox",
  "/admin/outbox?status=queued",
  "/admin/outbox/1",
  "/admin/inbox.data",
  "/admin/inbox/1.data",
  "/admin/vouchers.data",
  "/admin/outbox.data",
  "/admin/outbox/1.data",
  "/admin/events",
  "/admin/events?when=past&status=paid",
  "/admin/events.data",
];

const suite = "admin inbox, vouchers, outbox and quote links over HTTP (production build)";

describe.runIf(hasBuild())(suite, () => {
  let server: RunningServer;
  let voucherCode: string;
  let quoteId: string;

  const request = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, { redirect: "manual", ...init });
  const json = (p: string, body: unknown) =>
    request(p, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (extra: Record<string, string> = {}) => ({
    "content-type": "application/x-www-form-urlencoded",
    origin: server.url,
    ...extra,
  });

  beforeAll(async () => {
    server = await startProductionServer(
      { COOKIE_SECRET, RATE_LIMITS: "off" },
      { prepare: createStaffInDataDir },
    );
    const contact = await json("/api/contact", {
      name: '=HYPERLINK("http://evil.example","click")',
      email: LEAD_EMAIL,
      message: "Hello, we need an event\nfor 40 people",
    });
    expect(contact.status).toBeLessThan(300);
    const claim = await postLeadForm(server.url, "voucher", {
      name: "Vi",
      email: "vi@voucher-http.example",
      company: "Voucher HTTP",
      consent: true,
      source: "activities_top",
    });
    expect(claim.status).toBe(200);
    voucherCode = codeIn(await claim.text()) ?? "";
    expect(voucherCode).not.toBe("");
    ({ quoteId } = await createQuoteByForm(server.url, {
      activity_slug: "lightning-feud",
      est_headcount: 25,
      contact_email: "quote-client@example.com",
    }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(): Promise<{ cookie: string; csrf: string }> {
    const response = await request("/admin/sign-in", {
      method: "POST",
      headers: formHeaders(),
      body: form({ email: testStaff.email, password: testStaff.password, next: "/admin/inbox" }),
    });
    expect(response.status).toBe(303);
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await (await request("/admin/vouchers", { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(csrf).not.toBe("");
    return { cookie, csrf };
  }

  it("shows nothing of the inbox, vouchers or outbox without a session", async () => {
    for (const url of newAdminUrls) {
      const response = await request(url);
      const body = await response.text();
      expect(body, url).not.toContain(LEAD_EMAIL);
      expect(body, url).not.toContain(voucherCode);
      if (url.endsWith(".data")) {
        expect([202, 204, 302, 303, 401, 404], url).toContain(response.status);
      } else {
        expect(response.status, url).toBe(303);
        expect(response.headers.get("location"), url).toMatch(/^\/admin\/sign-in\?next=/);
      }
    }
    for (const [url, fields] of [
      ["/admin/vouchers", { code: voucherCode, csrf: "x" }],
      ["/admin/outbox", { id: "1", csrf: "x" }],
      ["/admin/events", { intent: "complete", id: "00000000-0000-4000-8000-000000000000", csrf: "x" }],
    ] as const) {
      const post = await request(url, { method: "POST", headers: formHeaders(), body: form(fields) });
      expect(post.status, url).toBe(303);
    }
    const slots = (await (await request("/api/voucher-slots")).json()) as { remaining: number };
    expect(slots.remaining).toBe(24);
  });

  it("lists, filters and opens leads, and exports them as escaped CSV", async () => {
    const { cookie } = await signedIn();
    const inbox = await request("/admin/inbox?kind=contact&q=initech-http", { headers: { cookie } });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain(LEAD_EMAIL);
    expect(html).toContain('content="noindex');
    expect(html).not.toContain("vi@voucher-http.example");
    const id = /href="\/admin\/inbox\/(\d+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    const detail = await (await request(`/admin/inbox/${id}`, { headers: { cookie } })).text();
    expect(detail).toContain("Attribution");
    expect(detail).toContain("Hello, we need an event");
    expect((await request("/admin/inbox/999999", { headers: { cookie } })).status).toBe(404);
    // A search or source holding NUL or a lone surrogate (sent raw or percent-encoded) is dropped,
    // never a 500.
    for (const query of ["q=%00", "q=ana%00", "source=%00x", "q=%ED%A0%80", "q=%F0%9F", "q=a%C0%80b"]) {
      const response = await request(`/admin/inbox?${query}`, { headers: { cookie } });
      expect(response.status, query).toBe(200);
      expect((await request(`/admin/inbox.csv?${query}`, { headers: { cookie } })).status, query).toBe(200);
    }
    expect((await request("/admin/inbox/abc", { headers: { cookie } })).status).toBe(404);

    const csv = await request("/admin/inbox.csv?kind=contact", { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rallyroom-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await csv.text();
    const [header, row, end] = text.split("\r\n");
    expect(header?.startsWith("id,received_at,kind,source,name,email,company,")).toBe(true);
    expect(row).toContain(
      `,contact,contact_page,"'=HYPERLINK(""http://evil.example"",""click"")",${LEAD_EMAIL},`,
    );
    expect(end).toBe("");
    const none = await (await request("/admin/inbox.csv?kind=demo", { headers: { cookie } })).text();
    expect(none.split("\r\n")).toHaveLength(2);
  });

  it("revokes a voucher with the CSRF token, which frees its slot", async () => {
    const { cookie, csrf } = await signedIn();
    const page = await (await request("/admin/vouchers", { headers: { cookie } })).text();
    expect(page).toContain(voucherCode);
    expect(page).toMatch(/<strong>24<\/strong>(<!-- -->)? of (<!-- -->)?25(<!-- -->)? slots left/);
    const noToken = await request("/admin/vouchers", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ code: voucherCode }),
    });
    expect(noToken.status).toBe(403);
    const revoke = await request("/admin/vouchers", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ code: voucherCode, csrf }),
    });
    expect(revoke.status).toBe(200);
    expect(await revoke.text()).toContain(`Voucher ${voucherCode} is revoked`);
    expect(await (await request("/api/voucher-slots")).json()).toEqual({ remaining: 25 });
    const twice = await request("/admin/vouchers", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ code: voucherCode, csrf }),
    });
    expect(twice.status).toBe(409);
  });

  it("emails a signed quote link when staff mark a quote sent; the link shows the quote and takes the deposit", async () => {
    const { cookie, csrf } = await signedIn();
    const sent = await request("/admin/quotes", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ intent: "mark_sent", quote_id: quoteId, csrf }),
    });
    expect(sent.status).toBe(200);
    const outbox = await (await request("/admin/outbox?status=queued", { headers: { cookie } })).text();
    expect(outbox).toContain("quote-client@example.com");
    const emailId = /data-outbox-id="(\d+)"[\s\S]*?quote-client@example\.com/.exec(outbox)?.[1];
    expect(emailId).toBeDefined();
    const detail = await (await request(`/admin/outbox/${emailId}`, { headers: { cookie } })).text();
    const link = new URL(
      /http:\/\/[^\s<"]+\/billing\/quote\/[^\s<"]+/.exec(detail)?.[0].replaceAll("&amp;", "&") ?? "",
    );
    expect(link.pathname).toBe(`/billing/quote/${quoteId}`);
    expect(link.searchParams.get("key")).toBe(quoteKey(quoteId, COOKIE_SECRET));
    const retryQueued = await request("/admin/outbox", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ id: String(emailId), csrf }),
    });
    expect(retryQueued.status).toBe(409);

    // Another browser (no cookies) with the link sees the quote and can pay its deposit.
    const page = await request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Collect Deposit");
    expect(html).toContain("quote-client@example.com");
    expect(html).toContain('content="noindex');
    const pay = await request(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "",
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toMatch(/\/billing\/test-checkout\/cs_rrtest_/);

    const key = link.searchParams.get("key") ?? "";
    const wrong = `${key.slice(0, -2)}${key.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [
      `/billing/quote/${quoteId}?key=${wrong}`,
      `/billing/quote/${quoteId}`,
      `/billing/quote/${quoteId}?key=`,
      `/billing/quote/00000000-0000-4000-8000-000000000000?key=${key}`,
      `/billing/quote/not-a-uuid?key=${key}`,
    ]) {
      const response = await request(bad);
      expect(response.status, bad).toBe(404);
      expect(await response.text(), bad).not.toContain("quote-client@example.com");
    }
    const badPay = await request(`/billing/quote/${quoteId}?key=${wrong}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "",
    });
    expect(badPay.status).toBe(404);
  });
});
