import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "~/server/staff-http.server";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createQuoteByForm } from "../support/billing";
import { createStaffInDataDir, testStaff } from "../support/staff";

const CLIENT_EMAIL = "secret-client@example.com";

/** Every admin address a scanner might try, pages and data requests alike. */
const adminUrls = [
  "/admin",
  "/admin/",
  "/admin/quotes",
  "/admin/quotes?status=draft",
  "/admin/funnel",
  "/admin/security",
  "/admin/inbox",
  "/admin/events",
  "/admin/does-not-exist",
  "/admin.data",
  "/admin/quotes.data",
  "/admin/funnel.data",
  "/admin/security.data",
  "/admin/events.data",
  "/admin/_index.data",
  "/admin/sign-out",
];

describe.runIf(hasBuild())("staff admin over HTTP (production build)", () => {
  let server: RunningServer;
  let quoteId: string;

  beforeAll(async () => {
    server = await startProductionServer({}, { prepare: createStaffInDataDir });
    ({ quoteId } = await createQuoteByForm(server.url, {
      activity_slug: "lightning-feud",
      est_headcount: 25,
      contact_email: CLIENT_EMAIL,
    }));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const request = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, { redirect: "manual", ...init });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (extra: Record<string, string> = {}) => ({
    "content-type": "application/x-www-form-urlencoded",
    origin: server.url,
    ...extra,
  });

  async function signIn(email = testStaff.email, password = testStaff.password) {
    return request("/admin/sign-in", {
      method: "POST",
      headers: formHeaders(),
      body: form({ email, password, next: "/admin/quotes" }),
    });
  }

  async function signedIn(): Promise<{ cookie: string; csrf: string }> {
    const response = await signIn();
    expect(response.status).toBe(303);
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await (await request("/admin/quotes", { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(csrf).not.toBe("");
    return { cookie, csrf };
  }

  it("shows no admin data anywhere without a session: pages redirect to sign-in, the API answers 401", async () => {
    for (const url of adminUrls) {
      const response = await request(url);
      const body = await response.text();
      expect(body, url).not.toContain(CLIENT_EMAIL);
      expect(body, url).not.toContain(quoteId);
      if (url.endsWith(".data")) {
        expect([202, 204, 302, 303, 401, 404], url).toContain(response.status);
      } else {
        expect([302, 303], url).toContain(response.status);
        expect(response.headers.get("location"), url).toMatch(/^\/admin(\/sign-in\?next=|$)/);
      }
    }
    const api = await request("/api/admin/quotes");
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: "Sign in to the admin first." });
    const post = await request("/admin/quotes", {
      method: "POST",
      headers: formHeaders(),
      body: form({ intent: "mark_sent", quote_id: quoteId, csrf: "x" }),
    });
    expect([302, 303]).toContain(post.status);
    expect((await request("/api/admin/quotes", { method: "POST" })).status).toBe(401);
  });

  it("signs in with a __Host- session cookie and lists every client's quotes", async () => {
    const response = await signIn();
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/quotes");
    // The session, then the device cookie of the sign-in throttle: a random token, unsigned (decision 062).
    const [setCookie = "", device = ""] = response.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^__Host-rr_staff=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    // It carries the session's random 256-bit token (React Router encodes it: decision 048).
    const sent = new Request(server.url, { headers: { cookie: setCookie.split(";")[0] ?? "" } });
    expect(await staffToken(sent)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device).toMatch(
      /^rr_staff_device=[^;.]+; Max-Age=7776000; Path=\/admin; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = setCookie.split(";")[0] ?? "";
    const page = await request("/admin/quotes", { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(CLIENT_EMAIL);
    expect(html).toContain('content="noindex');
    const api = await request("/api/admin/quotes", { headers: { cookie } });
    expect(api.status).toBe(200);
    const json = (await api.json()) as { quotes: Record<string, unknown>[] };
    expect(json.quotes.map((quote) => quote.id)).toContain(quoteId);
    expect(json.quotes[0]).not.toHaveProperty("ownerHash");
  });

  it("refuses a state change without the CSRF token or from another origin", async () => {
    const { cookie, csrf } = await signedIn();
    const attempt = (fields: Record<string, string>, origin = server.url) =>
      request("/admin/quotes", {
        method: "POST",
        headers: formHeaders({ cookie, origin }),
        body: form({ intent: "mark_sent", quote_id: quoteId, ...fields }),
      });
    expect((await attempt({})).status).toBe(403);
    expect((await attempt({ csrf: `${csrf}x` })).status).toBe(403);
    // React Router refuses a cross-origin action with 400 before our own Origin check (403) runs.
    expect([400, 403]).toContain((await attempt({ csrf }, "https://evil.example")).status);
    const noOrigin = await request("/admin/quotes", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: form({ intent: "mark_sent", quote_id: quoteId, csrf }),
    });
    expect(noOrigin.status).toBe(403);
    const stillDraft = (await (await request("/api/admin/quotes", { headers: { cookie } })).json()) as {
      quotes: { id: string; status: string }[];
    };
    expect(stillDraft.quotes.find((quote) => quote.id === quoteId)?.status).toBe("draft");
    const ok = await attempt({ csrf });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(`Quote for ${CLIENT_EMAIL} is now sent.`);
  });

  it("refuses a sign-in form posted from another site", async () => {
    const response = await request("/admin/sign-in", {
      method: "POST",
      headers: formHeaders({ origin: "https://evil.example" }),
      body: form({ email: testStaff.email, password: testStaff.password }),
    });
    expect([400, 403]).toContain(response.status);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("signs out by deleting the session: the old cookie no longer opens the admin", async () => {
    const { cookie, csrf } = await signedIn();
    const out = await request("/admin/sign-out", {
      method: "POST",
      headers: formHeaders({ cookie }),
      body: form({ csrf }),
    });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/sign-in");
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await request("/api/admin/quotes", { headers: { cookie } })).status).toBe(401);
    expect((await request("/admin", { headers: { cookie } })).status).toBe(303);
  });

  it("answers 429 after five failed sign-ins for one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn("nobody@rallyroom.example", "wrong password 1")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const page = await (await signIn("nobody@rallyroom.example", "wrong password 1")).text();
    expect(page).toContain("Too many failed sign-in attempts");
  });
});
