import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import routes from "~/routes";
import {
  checkRequest,
  crossSiteMessage,
  type PolicyRequest,
  rateLimitedMessage,
  ruleFor,
  sameOrigin,
} from "~/server/request-policy.server";
import { type RateLimitRule, rateLimitTiers } from "~/server/services/rate-limit.server";
import { routeTakes } from "../../server/host.ts";

const site = "https://www.rallyroom.example";

const source = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../app/${file}`, import.meta.url)), "utf8");
const exports = (file: string, name: string) =>
  new RegExp(`export (async )?function ${name}\\b|export const ${name}\\b`).test(source(file));

/**
 * The routes as the build hands them to the host: each with its parent and what its module
 * exports (a page, a loader, an action), read from the module's source.
 */
function buildOf(entries: RouteConfigEntry[]): ServerBuild {
  const built: Record<string, unknown> = { root: { id: "root", path: "", module: { default: true } } };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const module = {
      default: /export default/.test(source(entry.file)) || undefined,
      loader: exports(entry.file, "loader") || undefined,
      action: exports(entry.file, "action") || undefined,
    };
    built[id] = { id, parentId, path: entry.path, index: entry.index, module };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return { routes: built } as unknown as ServerBuild;
}
const takesOf = routeTakes(buildOf(routes));

/** A request as the host hands it to the policy, with what its route takes. */
function req(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  clientIp = "203.0.113.9",
): PolicyRequest {
  const h = new Headers(headers);
  return {
    method,
    url: `${site}${path}`,
    headers: h,
    clientIp,
    takes: takesOf(new URL(`${site}${path}`).pathname),
  };
}
const json = (extra: Record<string, string> = {}) => ({
  "content-type": "application/json",
  "content-length": "2",
  ...extra,
});
const form = (extra: Record<string, string> = {}) => ({
  "content-type": "application/x-www-form-urlencoded",
  "content-length": "5",
  origin: site,
  ...extra,
});

/** A limiter that records its keys and allows the first `allow` hits per key. */
function fakeLimiter(allow = Infinity) {
  const counts = new Map<string, number>();
  const hits: { key: string; rule: RateLimitRule }[] = [];
  return {
    hits,
    async hit(key: string, rule: RateLimitRule) {
      hits.push({ key, rule });
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= allow
        ? ({ allowed: true } as const)
        : ({ allowed: false, retryAfterSeconds: 42 } as const);
    },
  };
}
const noLimiter = { hit: vi.fn(() => Promise.reject(new Error("no rate limit expected"))) };

describe("what a path takes, read from its route's module", () => {
  it("reads GET where a route draws or loads, POST where it acts", () => {
    expect(takesOf("/")).toEqual(["GET"]);
    expect(takesOf("/pricing")).toEqual(["GET"]);
    expect(takesOf("/billing")).toEqual(["GET", "POST"]);
    expect(takesOf("/forms/contact")).toEqual(["GET", "POST"]);
    expect(takesOf("/api/contact")).toEqual(["POST"]);
    expect(takesOf("/api/stripe/webhook")).toEqual(["POST"]);
    expect(takesOf("/api/voucher-slots")).toEqual(["GET"]);
    expect(takesOf("/api/admin/quotes")).toEqual(["GET", "POST"]);
    expect(takesOf("/admin/funnel")).toEqual(["GET"]);
    expect(takesOf("/booking/x/confirm")).toEqual(["GET", "POST"]);
    // An unknown path lands on the 404 page, as does an endpoint that went.
    expect(takesOf("/definitely/not/here")).toEqual(["GET"]);
    expect(takesOf("/api/book-event")).toEqual(["GET"]);
    expect(takesOf("/api/claim-voucher")).toEqual(["GET"]);
    expect(takesOf("/api/billing-create-quote")).toEqual(["GET"]);
  });

  it("finds a page's route from its data request, a trailing slash or other case", () => {
    expect(takesOf("/billing.data")).toEqual(["GET", "POST"]);
    expect(takesOf("/billing/")).toEqual(["GET", "POST"]);
    expect(takesOf("/BILLING")).toEqual(["GET", "POST"]);
    expect(takesOf("/forms/contact.data")).toEqual(["GET", "POST"]);
    expect(takesOf("/_.data")).toEqual(["GET"]);
  });

  it("uses the named limits: public forms keep 20 per 10 minutes per address", () => {
    expect(rateLimitTiers.normal).toEqual({ limit: 20, windowMs: 10 * 60 * 1000 });
    expect(rateLimitTiers.mailLinks).toEqual({ limit: 120, windowMs: 10 * 60 * 1000 });
    const perHour = (rule: RateLimitRule) => (rule.limit * 3_600_000) / rule.windowMs;
    expect(perHour(rateLimitTiers.strict)).toBeLessThan(perHour(rateLimitTiers.normal));
    expect(perHour(rateLimitTiers.generous)).toBeGreaterThan(perHour(rateLimitTiers.mailLinks));
  });

  it.each([
    ["/api/contact", "normal", "post"],
    ["/forms/contact", "normal", "post"],
    ["/forms/procurement.data", "normal", "post"],
    ["/newsletter/unsubscribe", "mailLinks", "newsletter"],
    ["/billing", "normal", "billing"],
    ["/billing/quote/x", "normal", "billing"],
    ["/billing/test-checkout/cs_rrtest_1", "normal", "billing"],
    ["/api/booking", "normal", "booking"],
    ["/book/demo", "normal", "booking"],
    ["/booking/x", "normal", "booking"],
    ["/api/events", "generous", "events"],
    ["/booking/x/confirm", "normal", "booking-confirm"],
    ["/admin/sign-in", "strict", "sign-in"],
  ] as const)("POST %s counts on the %s tier in bucket %s", async (path, tier, bucket) => {
    const limiter = fakeLimiter();
    const answer = await checkRequest(
      req("POST", path, { "content-type": ruleFor(path).body[0] ?? "", "content-length": "2", origin: site }),
      limiter,
    );
    expect(answer).toBeNull();
    expect(limiter.hits).toEqual([{ key: `${bucket}:203.0.113.9`, rule: rateLimitTiers[tier] }]);
  });
});

describe("attendee lists (issue 41)", () => {
  it("counts an organiser's list edits on their own tier, apart from bookings", () => {
    expect(ruleFor("/events/0b5d/attendees").limit).toEqual({ tier: "lists", bucket: "attendee-lists" });
    expect(ruleFor("/events/0b5d/attendees.data").limit).toEqual({ tier: "lists", bucket: "attendee-lists" });
    expect(ruleFor("/events/0b5d").limit).toEqual({ tier: "normal", bucket: "booking" });
    expect(ruleFor("/attend/0b5d").limit).toEqual({ tier: "mailLinks", bucket: "attend" });
  });
});

describe("the survey after an event (issue 42)", () => {
  const id = "0b5d0c3e-8a1f-4c55-9f0e-2d6a7b8c9d01";
  const form = { "content-type": "application/x-www-form-urlencoded", "content-length": "20" };

  it("takes a post from its own page, counted on the mail links' tier", async () => {
    expect(ruleFor(`/survey/${id}`).limit).toEqual({ tier: "mailLinks", bucket: "survey" });
    expect(ruleFor(`/survey/${id}.data`).limit).toEqual({ tier: "mailLinks", bucket: "survey" });
    const limiter = fakeLimiter();
    const path = `/survey/${id}?key=k`;
    expect(await checkRequest(req("POST", path, { ...form, origin: site }), limiter)).toBeNull();
    expect(limiter.hits[0]?.rule).toEqual(rateLimitTiers.mailLinks);
  });

  it("refuses a post another site, or no page at all, sends", async () => {
    const path = `/survey/${id}?key=k`;
    expect(
      (await checkRequest(req("POST", path, { ...form, origin: "https://evil.example" }), fakeLimiter()))
        ?.status,
    ).toBe(403);
    expect((await checkRequest(req("POST", path, form), fakeLimiter()))?.status).toBe(403);
  });
});

describe("staff posts (issue 32)", () => {
  it.each([
    "/admin/quotes",
    "/admin/sign-out",
    "/admin/bookings",
    "/admin/events",
    "/admin/availability",
    "/ADMIN/BOOKINGS",
  ])("POST %s is not counted by address before the session is known", async (path) => {
    expect(ruleFor(path).limit).toBeNull();
    const limiter = fakeLimiter(0);
    const answer = await checkRequest(
      req("POST", path, {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": "2",
        origin: site,
      }),
      limiter,
    );
    expect(answer).toBeNull();
    expect(limiter.hits).toEqual([]);
  });

  it("counts admin changes per staff member on a tier that fits a working day", () => {
    expect(rateLimitTiers.staffWrites.limit).toBeGreaterThanOrEqual(300);
    expect(rateLimitTiers.staffWrites.windowMs).toBe(60 * 60 * 1000);
  });

  it("refuses too many sign-in posts from one address without a Retry-After to time the next guess", async () => {
    const limiter = fakeLimiter(1);
    const post = () =>
      checkRequest(req("POST", "/admin/sign-in", form({ origin: site }), "198.51.100.7"), limiter);
    expect(await post()).toBeNull();
    const refused = await post();
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("retry-after")).toBeNull();
  });
});

describe("checkRequest", () => {
  it("lets GET and HEAD of pages through without touching the database", async () => {
    for (const path of ["/", "/pricing", "/billing", "/forms/contact", "/admin/quotes", "/health"]) {
      expect(await checkRequest(req("GET", path), noLimiter), path).toBeNull();
      expect(await checkRequest(req("HEAD", path), noLimiter), path).toBeNull();
    }
    expect(noLimiter.hit).not.toHaveBeenCalled();
  });

  it("answers 405 with Allow for a method a path does not take, never passing it on", async () => {
    const cases = [
      ["GET", "/api/contact", "POST"],
      ["HEAD", "/api/stripe/webhook", "POST"],
      ["PUT", "/api/contact", "POST"],
      ["DELETE", "/billing", "GET, HEAD, POST"],
      ["PATCH", "/forms/contact", "GET, HEAD, POST"],
      ["TRACE", "/", "GET, HEAD"],
      ["TRACK", "/pricing", "GET, HEAD"],
      ["OPTIONS", "/api/events", "POST"],
      ["PROPFIND", "/billing/test-checkout/cs_rrtest_1", "GET, HEAD, POST"],
      ["POST", "/pricing", "GET, HEAD"],
      ["POST", "/admin/funnel", "GET, HEAD"],
      ["TRACE", "/api/admin/quotes", "GET, HEAD, POST"],
      ["POST", "/api/book-event", "GET, HEAD"],
    ] as const;
    for (const [method, path, allow] of cases) {
      const answer = await checkRequest(req(method, path, json({ origin: site })), noLimiter);
      expect(answer?.status, `${method} ${path}`).toBe(405);
      expect(answer?.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(answer?.headers.get("cache-control")).toBe("no-store");
      expect(await answer?.json()).toEqual({ error: `Use ${allow} for this endpoint.` });
    }
    expect(noLimiter.hit).not.toHaveBeenCalled();
  });

  it("passes the staff API's other methods to its route, which answers 401 before 405", async () => {
    expect(await checkRequest(req("POST", "/api/admin/quotes"), noLimiter)).toBeNull();
    expect(await checkRequest(req("DELETE", "/api/admin/quotes"), noLimiter)).toBeNull();
  });

  it("refuses cross-site posts with 403 and the forms' message, on lead, billing and checkout paths", async () => {
    const refusals: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/page" },
      { "sec-fetch-site": "cross-site", origin: site },
      { origin: "http://www.rallyroom.example" },
      { origin: "https://www.rallyroom.example.evil.example" },
    ];
    const paths = [
      ["/api/contact", "application/json"],
      ["/forms/contact", "application/x-www-form-urlencoded"],
      ["/billing", "application/x-www-form-urlencoded"],
      ["/billing.data", "application/x-www-form-urlencoded"],
      ["/api/booking", "application/json"],
      ["/billing/test-checkout/cs_rrtest_1", "application/x-www-form-urlencoded"],
      ["/api/events", "text/plain"],
      ["/admin/sign-in", "application/x-www-form-urlencoded"],
    ] as const;
    for (const [path, type] of paths) {
      for (const headers of refusals) {
        const answer = await checkRequest(
          req("POST", path, { "content-type": type, "content-length": "2", ...headers }),
          noLimiter,
        );
        expect(answer?.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await answer?.json()).toEqual({ error: crossSiteMessage, fieldErrors: {} });
      }
    }
    expect(noLimiter.hit).not.toHaveBeenCalled();
  });

  it("decides per row what a request with neither Origin nor Referer gets", async () => {
    const headerless = (path: string, type: string) =>
      checkRequest(req("POST", path, { "content-type": type, "content-length": "2" }), fakeLimiter());
    // Not a browser page, so no visitor's cookies: server-to-server JSON, mail clients' one-click.
    expect(await headerless("/api/contact", "application/json")).toBeNull();
    expect(await headerless("/api/booking", "application/json")).toBeNull();
    expect(await headerless("/billing", "application/x-www-form-urlencoded")).toBeNull();
    expect(await headerless("/newsletter/unsubscribe", "application/x-www-form-urlencoded")).toBeNull();
    expect(await headerless("/forms/contact", "application/x-www-form-urlencoded")).toBeNull();
    // Staff sign-in and admin changes must show where they came from.
    expect((await headerless("/admin/sign-in", "application/x-www-form-urlencoded"))?.status).toBe(403);
    expect((await headerless("/admin/vouchers", "application/x-www-form-urlencoded"))?.status).toBe(403);
    expect((await headerless("/admin/sign-out.data", "application/x-www-form-urlencoded"))?.status).toBe(403);
  });

  it("admits the Stripe webhook from anywhere, uncounted: its signature is checked by the route", async () => {
    const answer = await checkRequest(
      req("POST", "/api/stripe/webhook", json({ origin: "https://evil.example" })),
      noLimiter,
    );
    expect(answer).toBeNull();
    expect(noLimiter.hit).not.toHaveBeenCalled();
    const xml = await checkRequest(
      req("POST", "/api/stripe/webhook", { "content-type": "application/xml", "content-length": "4" }),
      noLimiter,
    );
    expect(xml?.status).toBe(415);
  });

  it("refuses other body types (415), bodies over the limit (413) and bodies of unknown length (411)", async () => {
    const wrongType = await checkRequest(
      req("POST", "/api/contact", { "content-type": "application/x-www-form-urlencoded" }),
      noLimiter,
    );
    expect(wrongType?.status).toBe(415);
    expect(await wrongType?.json()).toEqual({ error: "Send the request body as application/json." });
    const noType = await checkRequest(req("POST", "/forms/contact", { origin: site }), noLimiter);
    expect(noType?.status).toBe(415);
    expect(
      await checkRequest(
        req("POST", "/api/events", json({ "content-type": "text/plain;charset=UTF-8", origin: site })),
        fakeLimiter(),
      ),
    ).toBeNull();
    const big = await checkRequest(
      req("POST", "/api/contact", json({ "content-length": String(64 * 1024 + 1) })),
      noLimiter,
    );
    expect(big?.status).toBe(413);
    expect(await big?.json()).toEqual({ error: "The request body is larger than 64 KB." });
    expect(
      (await checkRequest(req("POST", "/api/contact", json({ "content-length": "1e3" })), noLimiter))?.status,
    ).toBe(413);
    const chunked = await checkRequest(
      req("POST", "/billing", {
        "content-type": "application/x-www-form-urlencoded",
        "transfer-encoding": "chunked",
        origin: site,
      }),
      noLimiter,
    );
    expect(chunked?.status).toBe(411);
    expect(noLimiter.hit).not.toHaveBeenCalled();
  });

  it("lets the vendor pack's upload send up to 5 MB, and keeps 64 KB for every other admin page", async () => {
    const multipart = (length: number) => ({
      "content-type": "multipart/form-data; boundary=----rr",
      "content-length": String(length),
      origin: site,
    });
    const MB = 1024 * 1024;
    expect(ruleFor("/admin/vendor-pack").maxBody).toBe(5 * MB);
    expect(ruleFor("/admin/vendor-pack.data").maxBody).toBe(5 * MB);
    expect(ruleFor("/admin/vendor-pack").limit).toBeNull();
    expect(ruleFor("/admin/reviews").maxBody).toBeUndefined();
    expect(await checkRequest(req("POST", "/admin/vendor-pack", multipart(5 * MB)), noLimiter)).toBeNull();
    expect(
      await checkRequest(req("POST", "/admin/vendor-pack.data", multipart(4 * MB)), noLimiter),
    ).toBeNull();
    const over = await checkRequest(req("POST", "/admin/vendor-pack", multipart(5 * MB + 1)), noLimiter);
    expect(over?.status).toBe(413);
    expect(await over?.json()).toEqual({ error: "The request body is larger than 5 MB." });
    const elsewhere = await checkRequest(req("POST", "/admin/reviews", multipart(64 * 1024 + 1)), noLimiter);
    expect(elsewhere?.status).toBe(413);
    expect(await elsewhere?.json()).toEqual({ error: "The request body is larger than 64 KB." });
    // The larger limit changes nothing else: another site's upload is still refused.
    const crossSite = { ...multipart(1000), origin: "https://evil.example" };
    expect((await checkRequest(req("POST", "/admin/vendor-pack", crossSite), noLimiter))?.status).toBe(403);
    expect(noLimiter.hit).not.toHaveBeenCalled();
  });

  it("limits each address per bucket: 429 with Retry-After after the tier's count", async () => {
    const limiter = fakeLimiter(2);
    const post = (path: string, ip: string) =>
      checkRequest(req("POST", path, form({ origin: site }), ip), limiter);
    expect(await post("/forms/contact", "198.51.100.1")).toBeNull();
    expect(await post("/forms/demo", "198.51.100.1")).toBeNull();
    const third = await post("/forms/voucher", "198.51.100.1");
    expect(third?.status).toBe(429);
    expect(third?.headers.get("retry-after")).toBe("42");
    expect(third?.headers.get("x-ratelimit-scope")).toBe("post");
    expect(await third?.json()).toEqual({ error: rateLimitedMessage, fieldErrors: {} });
    // The lead API counts with the forms; billing and another address have counts of their own.
    const api = await checkRequest(req("POST", "/api/contact", json(), "198.51.100.1"), limiter);
    expect(api?.status).toBe(429);
    expect(await post("/billing", "198.51.100.1")).toBeNull();
    expect(await post("/forms/contact", "198.51.100.2")).toBeNull();
  });

  it("answers a form posted without JavaScript with a short page that leads back", async () => {
    const answer = await checkRequest(
      req(
        "POST",
        "/forms/contact",
        form({
          accept: "text/html,application/xhtml+xml",
          "sec-fetch-mode": "navigate",
          referer: `${site}/contact?from=x`,
        }),
      ),
      fakeLimiter(0),
    );
    expect(answer?.status).toBe(429);
    expect(answer?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer?.headers.get("retry-after")).toBe("42");
    const html = await answer?.text();
    expect(html).toContain(rateLimitedMessage);
    expect(html).toContain('href="/contact?from=x"');
    const crossSite = await checkRequest(
      req(
        "POST",
        "/forms/contact",
        form({ origin: "https://evil.example", referer: "https://evil.example/", accept: "text/html" }),
      ),
      noLimiter,
    );
    expect(await crossSite?.text()).toContain('href="/"');
  });
});

describe("sameOrigin", () => {
  const post = (headers: Record<string, string>) => ({
    url: `${site}/api/contact`,
    headers: new Headers(headers),
  });

  it("accepts this origin named by Origin, or by Referer when Origin is absent", () => {
    expect(sameOrigin(post({ origin: site }))).toBe(true);
    expect(sameOrigin(post({ referer: `${site}/contact` }))).toBe(true);
    expect(sameOrigin(post({ origin: site, "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("refuses cross-site, opaque, other or unreadable origins whatever the headerless rule", () => {
    for (const headerless of ["pass", "refuse"] as const) {
      expect(sameOrigin(post({ "sec-fetch-site": "cross-site" }), headerless)).toBe(false);
      expect(sameOrigin(post({ origin: "null", referer: `${site}/` }), headerless)).toBe(false);
      expect(sameOrigin(post({ origin: "https://evil.example", referer: `${site}/` }), headerless)).toBe(
        false,
      );
      expect(sameOrigin(post({ referer: "not a url" }), headerless)).toBe(false);
    }
  });

  it("lets a request with neither header pass only when its row says so", () => {
    expect(sameOrigin(post({}))).toBe(false);
    expect(sameOrigin(post({}), "refuse")).toBe(false);
    expect(sameOrigin(post({}), "pass")).toBe(true);
  });
});
