import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { drivers, emptyPostgresDatabase } from "../support/db";

/**
 * The render cache on a real production server (docs/decisions/032-render-cache.md): what one
 * visitor is shown never reaches another, every answer carries its own nonce, and a change to
 * the data a page shows (a voucher claimed, a quote created) is visible on the next visit.
 */

const nonceOfCsp = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const noncesIn = (html: string) => new Set([...html.matchAll(/\bnonce="([^"]*)"/g)].map((m) => m[1]));
const withoutNonces = (html: string) => html.replaceAll(/\bnonce="[^"]*"/g, 'nonce=""');
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

    it("gives every answer its own nonce, the one its CSP names, on an otherwise identical page", async () => {
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
      const nonces = answers.map(({ response }) => nonceOfCsp(response));
      expect(new Set(nonces).size).toBe(3);
      for (const [index, { response, html }] of answers.entries()) {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        // Every nonce attribute in the page is this response's nonce, and no other one.
        expect(noncesIn(html)).toEqual(new Set([nonces[index]]));
        for (const other of nonces.filter((_, i) => i !== index)) expect(html).not.toContain(other);
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
          (m) => !/ld\+json/.test(m[1] ?? ""),
        );
        expect(inline.length).toBeGreaterThan(0);
        for (const match of inline) expect(match[1]).toContain(`nonce="${nonces[index]}"`);
      }
      expect(withoutNonces(answers[1]?.html ?? "")).toBe(withoutNonces(answers[0]?.html ?? ""));
      expect(withoutNonces(answers[2]?.html ?? "")).toBe(withoutNonces(answers[0]?.html ?? ""));
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
