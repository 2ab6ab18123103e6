import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, root, startProductionServer } from "../../scripts/lib/server-process";
import { inlineScriptHashes } from "../../server/security";

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.runIf(hasBuild())("host server (production build)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });

  it("serves prerendered pages directly, with the hashes of exactly their inline scripts", async () => {
    const response = await get("/pricing");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Pricing: Virtual Team Building Packages | Rallyroom</title>");
    const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src") ?? [];
    const expected = inlineScriptHashes(html).map((hash) => `'${hash}'`);
    expect(expected.length).toBeGreaterThan(0);
    for (const hash of expected) expect(scriptSrc).toContain(hash);
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // No trailing-slash redirect either way.
    expect((await get("/pricing/")).status).toBe(200);
  });

  it("sends the build's brotli or gzip copy of a prerendered page, the same page and policy", async () => {
    const original = readFileSync(path.join(root, "build/client/pricing/index.html"), "utf8");
    const plain = await get("/pricing", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(original);
    const policy = plain.headers.get("content-security-policy");
    for (const [header, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
    ] as const) {
      const response = await get("/pricing", { headers: { "Accept-Encoding": header } });
      expect(response.headers.get("content-encoding"), header).toBe(encoding);
      expect(response.headers.get("vary"), header).toBe("Accept-Encoding");
      expect(response.headers.get("content-type"), header).toBe("text/html; charset=utf-8");
      expect(response.headers.get("content-security-policy"), header).toBe(policy);
      expect(response.headers.get("cache-control"), header).toBe("public, max-age=0, must-revalidate");
      // Not a range of the page: no byte ranges of a compressed copy.
      expect(response.headers.get("accept-ranges"), header).toBeNull();
      expect(await response.text(), header).toBe(original);
    }
    // Each copy has its own validator, and a browser holding it gets a 304. (Not with fetch(),
    // which adds Cache-Control: no-cache to a conditional request, as the Fetch standard says.)
    const brotli = await get("/pricing", { headers: { "Accept-Encoding": "br" } });
    const etag = brotli.headers.get("etag") as string;
    expect(etag).not.toBe(plain.headers.get("etag"));
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        `${server.url}/pricing`,
        { headers: { "Accept-Encoding": "br", "If-None-Match": etag } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        },
      )
        .on("error", reject)
        .end();
    });
    expect(status).toBe(304);
  });

  it("gives server-rendered pages a fresh nonce that their scripts carry", async () => {
    const first = await get("/activities");
    const second = await get("/activities");
    const nonceOf = (csp: string | null) =>
      (directives(csp).get("script-src") ?? []).find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    const nonce = nonceOf(first.headers.get("content-security-policy"));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      (m) => !/ld\+json/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) expect(match[1]).toContain(`nonce="${nonce}"`);
  });

  it("never allows unsafe-inline or unsafe-eval scripts, and sets every security header", async () => {
    for (const p of ["/", "/activities", "/health", "/robots.txt", "/favicon.svg", "/no-such-page"]) {
      const response = await get(p);
      const csp = directives(response.headers.get("content-security-policy"));
      expect(csp.get("script-src"), p).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src"), p).not.toContain("'unsafe-eval'");
      expect(csp.get("frame-ancestors"), p).toEqual(["'none'"]);
      expect(csp.get("object-src"), p).toEqual(["'none'"]);
      expect(response.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), p).toContain("camera=()");
      expect(response.headers.get("strict-transport-security"), p).toBeNull();
      expect(response.headers.get("x-powered-by"), p).toBeNull();
    }
  });

  it("isolates the staff pages from other origins' windows (COOP), and only them", async () => {
    for (const p of ["/admin", "/admin/sign-in", "/admin/inbox"]) {
      const response = await get(p);
      expect(response.headers.get("cross-origin-opener-policy"), p).toBe("same-origin");
    }
    // Public pages, prerendered or rendered, the same for every visitor: no new browsing context
    // group for a visitor's browser to start before the page can draw.
    for (const p of ["/", "/activities", "/faq", "/book/intro", "/administrator"]) {
      const response = await get(p);
      expect(response.headers.get("cross-origin-opener-policy"), p).toBeNull();
    }
  });

  it("sends HSTS only when the request came over HTTPS through a trusted proxy", async () => {
    const response = await get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("compresses text and caches hashed assets forever", async () => {
    const response = await get("/faq", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const manifest = readFileSync(path.join(root, "build/client/pricing/index.html"), "utf8");
    const asset = /\/assets\/[^"]+\.js/.exec(manifest)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await get(asset as string);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const raw = await fetch(`${server.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(raw.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends a POST's JSON answer as it is, and still compresses a GET's", async () => {
    const refused = await get("/api/contact", {
      method: "POST",
      headers: {
        "Accept-Encoding": "gzip",
        "Content-Type": "application/json",
        Origin: server.url,
        "Sec-Fetch-Site": "same-origin",
      },
      body: "{}",
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(JSON.stringify(await refused.json())).toContain("email");
    const health = await get("/health", { headers: { "Accept-Encoding": "gzip" } });
    expect(health.headers.get("content-type")).toMatch(/^application\/json/);
    expect(health.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends the build's brotli copy of a script when the browser takes it, with asset headers only", async () => {
    const html = readFileSync(path.join(root, "build/client/pricing/index.html"), "utf8");
    // The framework chunk: React and React Router, the largest script of every page.
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0] as string;
    const original = readFileSync(path.join(root, "build/client", asset), "utf8");
    // Chrome's header: at equal weight brotli wins, and fetch() decodes it back to the file.
    const brotli = await get(asset, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(original.length / 3);
    expect(await brotli.text()).toBe(original);
    // A script is not a document: no CSP or framing headers on it, nosniff still.
    expect(brotli.headers.get("content-security-policy")).toBeNull();
    expect(brotli.headers.get("x-frame-options")).toBeNull();
    expect(brotli.headers.get("x-content-type-options")).toBe("nosniff");
    // Immutable and named by its hash: never revalidated, so no validators.
    expect(brotli.headers.get("etag")).toBeNull();
    expect(brotli.headers.get("last-modified")).toBeNull();
    // q-values are honoured: brotli refused, or ranked below gzip.
    for (const header of ["gzip, br;q=0", "br;q=0.5, gzip"]) {
      const response = await get(asset, { headers: { "Accept-Encoding": header } });
      expect(response.headers.get("content-encoding"), header).toBe("gzip");
    }
    const identity = await get(asset, { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(original);
  });

  it("answers unknown paths with the 404 page and status 404, and logs the path", async () => {
    const response = await get("/definitely/not/here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(server.output()).toContain("404 Not Found: /definitely/not/here");
    expect((await get("/assets/missing-file.js")).status).toBe(404);
  });

  it("moves /about and /book-demo permanently", async () => {
    const about = await get("/about");
    expect(about.status).toBe(301);
    expect(new URL(about.headers.get("location") ?? "", server.url).pathname).toBe("/about-us");
    const demo = await get("/book-demo?game=mini-trivia");
    expect(demo.status).toBe(301);
    expect(demo.headers.get("location")).toMatch(/\/book-live-demo\?game=mini-trivia$/);
  });

  it("reports the database in the health route", async () => {
    const response = await get("/health");
    expect(response.status).toBe(200);
    // The test build has no CONTACT_EMAIL/CONTACT_PHONE: it says so.
    expect(await response.json()).toEqual({
      status: "ok",
      database: "ok",
      driver: "pglite",
      contacts: "placeholder",
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("limits request bodies and refuses malformed analytics without a 500", async () => {
    const big = await get("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ name: "page_view", path: "/", padding: "x".repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/larger than 64 KB/);
    const malformed = await get("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe("The request body is not valid JSON.");
    const wrongType = await get("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/xml", Origin: server.url },
      body: "<a/>",
    });
    expect(wrongType.status).toBe(415);
    const invalid = await get("/api/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ name: "nope", path: "/" }),
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fieldErrors).toHaveProperty("name");
    const ok = await get("/api/events", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: server.url },
      body: JSON.stringify({ name: "page_view", path: "/pricing", props: { path: "/pricing" } }),
    });
    expect(ok.status).toBe(204);
    expect((await get("/api/events")).status).toBe(405);
    // Only the site's own pages may count visits: another origin, or no browser at all, is refused.
    const event = JSON.stringify({ name: "page_view", path: "/pricing" });
    for (const headers of [{ Origin: "https://evil.example" }, {}] as Record<string, string>[]) {
      const refused = await get("/api/events", {
        method: "POST",
        headers: { "Content-Type": "text/plain", ...headers },
        body: event,
      });
      expect(refused.status).toBe(403);
    }
    // Control characters and broken Unicode are a 400, never a 500.
    for (const path of ["/pri\u0000cing", "/\ud800"]) {
      const bad = await get("/api/events", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ name: "page_view", path, props: { label: "x\u0000" } }),
      });
      expect(bad.status).toBe(400);
    }
  });

  it("serves robots.txt and a sitemap of absolute URLs with lastmod", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/activities/lightning-feud</loc>");
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain("/sitemap<");
    expect(xml).not.toContain("/thank-you");
  });
});

describe.runIf(hasBuild())("host server lifecycle", () => {
  it("finishes in-flight work and exits 0 on SIGTERM", async () => {
    const server = await startProductionServer();
    // The response has started (headers are in) when the signal arrives; its body must still complete.
    const response = await fetch(`${server.url}/activities`);
    const stopped = server.stop();
    const body = await response.text();
    const code = await stopped;
    expect(response.status).toBe(200);
    expect(body).toContain("</html>");
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing open requests");
  });

  it("refuses to start with a bad environment variable and names it", async () => {
    await expect(startProductionServer({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
    await expect(startProductionServer({ DATABASE_URL: "mysql://x" })).rejects.toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });
});
