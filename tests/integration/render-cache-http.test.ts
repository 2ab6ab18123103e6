import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { inlineScriptHashes } from "../../server/security";
import { drivers, emptyPostgresDatabase } from "../support/db";

/**
 * The render cache on a real production server (docs/decisions/032-render-cache.md): what one
 * visitor is shown never reaches another, a render carries its own nonce and a hit allows its
 * scripts by hash, and a change to
 * the data a page shows (a voucher claimed, a quote created) is visible on the next visit.
 */

const nonceOfCsp = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const noncesIn = (html: string) => new Set([...html.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1]));
const slotsLeft = (html: string) => Number(/Only <!-- -->(\d+)<!-- --> left this month/.exec(html)?.[1]);

for (const driver of drivers) {
  describe.runIf(hasBuild())(`render cache through the host [${driver}]`, () => {
    let server: RunningServer;
    let pg: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;

    beforeAll(async () => {
      pg = driver === "postgres" ? await emptyPostgresDatabase() : undefined;
      // A lifetime far beyond the test: only invalidation may refresh a page here.
      server = await startProductionServer({
        RENDER_CACHE_TTL_MS: "600000",
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      });
    });
    afterAll(async () => {
      await server?.stop();
      await pg?.drop();
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, { redirect: "manual", headers });
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify(body),
      });

    it("sends a render with its own nonce, then the same page to everyone, its scripts allowed by hash", async () => {
      const answers = [];
      for (let n = 0; n < 3; n++) {
        const response = await get("/activities?sort=duration");
        answers.push({ response, html: await response.text() });
      }
      expect(answers.map(({ response }) => response.headers.get("x-render-cache"))).toEqual([
        "miss",
        "hit",
        "hit",
      ]);
      const inlineScripts = (html: string) =>
        [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !/ld\+json/.test(m[1] ?? ""));
      // The render: its CSP's nonce on every inline script, and no other nonce.
      const [render, ...hits] = answers;
      const nonce = nonceOfCsp(render?.response as Response);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(noncesIn(render?.html ?? "")).toEqual(new Set([nonce]));
      expect(inlineScripts(render?.html ?? "").length).toBeGreaterThan(0);
      for (const match of inlineScripts(render?.html ?? "")) expect(match[1]).toContain(`nonce="${nonce}"`);
      // The hits: that page without its nonce attributes, byte for byte the same for everyone, and
      // a CSP that allows exactly the hashes of its inline scripts (as on a prerendered page).
      const expected = (render?.html ?? "").replaceAll(` nonce="${nonce}"`, "");
      for (const { response, html } of hits) {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(html).toBe(expected);
        expect(noncesIn(html)).toEqual(new Set());
        const scriptSrc = /script-src ([^;]*)/.exec(
          response.headers.get("content-security-policy") ?? "",
        )?.[1];
        expect(scriptSrc).not.toContain("'nonce-");
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        const hashes = (scriptSrc ?? "").split(" ").filter((source) => source.startsWith("'sha256-"));
        expect(new Set(hashes)).toEqual(new Set(inlineScriptHashes(html).map((hash) => `'${hash}'`)));
        expect(hashes.length).toBe(inlineScripts(html).length);
      }
    });

    it("sends a hit in the encoding the browser takes, compressed once", async () => {
      await get("/activities?sort=duration");
      const plain = await get("/activities?sort=duration", { "Accept-Encoding": "identity" });
      expect(plain.headers.get("x-render-cache")).toBe("hit");
      expect(plain.headers.get("content-encoding")).toBeNull();
      const html = await plain.text();
      for (const [header, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["br;q=0.5, gzip", "gzip"],
      ] as const) {
        const response = await get("/activities?sort=duration", { "Accept-Encoding": header });
        expect(response.headers.get("x-render-cache"), header).toBe("hit");
        expect(response.headers.get("content-encoding"), header).toBe(encoding);
        expect(response.headers.get("vary"), header).toBe("Accept-Encoding");
        expect(await response.text(), header).toBe(html);
      }
    });

    it("shows a claimed voucher slot on the next visit", async () => {
      await get("/activities");
      const cached = await get("/activities");
      expect(cached.headers.get("x-render-cache")).toBe("hit");
      const before = slotsLeft(await cached.text());
      expect(before).toBeGreaterThan(0);

      const claim = await post("/api/claim-voucher", {
        name: "Ana",
        email: "ana@cache-invalidation.io",
        company: "Cache Invalidation Co",
        consent: true,
        source: "activities_top",
      });
      expect(claim.status).toBe(201);

      const after = await get("/activities");
      expect(after.headers.get("x-render-cache")).toBe("miss");
      expect(slotsLeft(await after.text())).toBe(before - 1);
      expect((await get("/activities")).headers.get("x-render-cache")).toBe("hit");
    });

    it("never shows one browser's quotes to another, nor caches a page read with the cookie", async () => {
      const anonymousFirst = await get("/billing");
      expect(anonymousFirst.status).toBe(200);
      await anonymousFirst.text();
      expect((await get("/billing")).headers.get("x-render-cache")).toBe("hit");

      const quoteFor = async (email: string, ref: string) => {
        const response = await post("/api/billing-create-quote", {
          activity_slug: "pitch-perfect",
          est_headcount: 40,
          contact_email: email,
          client_ref: ref,
        });
        expect(response.status).toBe(200);
        const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        expect(cookie).toMatch(/^rr_browser=/);
        return cookie;
      };
      const alice = await quoteFor("alice@first-visitor.example", "REF-ALICE-7431");

      // Alice's browser: rendered for her, never from the cache, never stored.
      for (let n = 0; n < 2; n++) {
        const mine = await get("/billing", { cookie: alice });
        expect(mine.headers.get("x-render-cache")).toBeNull();
        const html = await mine.text();
        expect(html).toContain("REF-ALICE-7431");
      }
      // Everyone else: the page without quotes, rendered afresh after the quote was created.
      const anonymous = await get("/billing");
      expect(anonymous.headers.get("x-render-cache")).toBe("miss");
      expect(await anonymous.text()).not.toContain("REF-ALICE");
      const cachedAnonymous = await get("/billing");
      expect(cachedAnonymous.headers.get("x-render-cache")).toBe("hit");
      expect(await cachedAnonymous.text()).not.toContain("REF-ALICE");

      // Another browser sees its own quote only; a cookie of some other site changes nothing.
      const bob = await quoteFor("bob@second-visitor.example", "REF-BOB-2209");
      const bobs = await (await get("/billing", { cookie: `theme=dark; ${bob}` })).text();
      expect(bobs).toContain("REF-BOB-2209");
      expect(bobs).not.toContain("REF-ALICE");
      const alices = await (await get("/billing", { cookie: alice })).text();
      expect(alices).toContain("REF-ALICE-7431");
      expect(alices).not.toContain("REF-BOB");
      const foreignCookie = await get("/billing", { cookie: "_ga=GA1.1.123" });
      await foreignCookie.text();
      expect(foreignCookie.headers.get("x-render-cache")).toBe("miss");
      const again = await get("/billing", { cookie: "_ga=GA1.1.123" });
      expect(again.headers.get("x-render-cache")).toBe("hit");
      const html = await again.text();
      expect(html).not.toContain("REF-ALICE");
      expect(html).not.toContain("REF-BOB");
    });

    it("leaves pages that did not opt in, other methods, and non-200 answers out", async () => {
      for (const path of ["/admin/sign-in", "/book/intro", "/no-such-page"]) {
        for (let n = 0; n < 2; n++) {
          const response = await get(path);
          await response.arrayBuffer();
          expect(response.headers.get("x-render-cache"), path).toBeNull();
        }
      }
      // A filter URL that is not canonical redirects: never stored.
      for (let n = 0; n < 2; n++) {
        const redirect = await get("/activities?size=2-10&size=11-30");
        expect(redirect.status).toBe(302);
        expect(redirect.headers.get("x-render-cache")).toBeNull();
      }
      await get("/activities");
      const head = await fetch(`${server.url}/activities`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("x-render-cache")).toBeNull();
      // Client-side navigations fetch the loader data: not cached either.
      const data = await get("/activities.data");
      expect(data.status).toBe(200);
      expect(data.headers.get("x-render-cache")).toBeNull();
    });
  });
}
