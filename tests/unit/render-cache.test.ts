import { describe, expect, it } from "vitest";
import {
  carriesSiteCookie,
  createRenderCache,
  type RenderLookup,
  type RenderTicket,
  splitAtNonce,
  withNonce,
} from "~/server/render-cache.server";

const NONCE = "n0nce+AbC/dEf==";
const page = (text: string, nonce = NONCE) =>
  Buffer.from(`<html><script nonce="${nonce}">${text}</script><link nonce="${nonce}"/></html>`);

function ticketOf(answer: RenderLookup): RenderTicket {
  if (answer.kind !== "miss") throw new Error(`expected a miss, got ${answer.kind}`);
  return answer.ticket;
}

const get = (key: string, cookie?: string) => ({ method: "GET", key, cookie });

function setup(options: Partial<Parameters<typeof createRenderCache>[0]> = {}) {
  let clock = 1_000;
  const cache = createRenderCache({ ttlMs: 10_000, now: () => clock, ...options });
  const render = (key: string, text: string, extra: Partial<Parameters<typeof cache.store>[0]> = {}) =>
    cache.store({
      ticket: ticketOf(cache.lookup(get(key))),
      tags: ["vouchers"],
      status: 200,
      headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
      body: page(text),
      nonce: NONCE,
      ...extra,
    });
  return { cache, render, tick: (ms: number) => (clock += ms) };
}

describe("render cache", () => {
  it("cuts the body at the render's nonce and glues each answer with the response's own", () => {
    const parts = splitAtNonce(page("x"), NONCE);
    expect(parts).toHaveLength(3);
    const cached = { headers: [], parts, bytes: 0, expires: 0, tags: [] };
    const html = withNonce(cached, "fresh/Nonce+2==").toString();
    expect(html).toBe(page("x", "fresh/Nonce+2==").toString());
    expect(html).not.toContain(NONCE);
    // A body without the nonce is one part, given back unchanged.
    expect(withNonce({ ...cached, parts: splitAtNonce(Buffer.from("plain"), NONCE) }, "z").toString()).toBe(
      "plain",
    );
  });

  it("answers a stored page until it expires, keyed on the full URL", () => {
    const { cache, render, tick } = setup();
    expect(render("http://a/activities", "one")).toBe(true);
    const hit = cache.lookup(get("http://a/activities"));
    expect(hit.kind).toBe("hit");
    if (hit.kind === "hit") {
      expect(withNonce(hit.page, "N2").toString()).toBe(page("one", "N2").toString());
      expect(hit.page.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
    }
    expect(cache.lookup(get("http://a/activities?size=2-10")).kind).toBe("miss");
    tick(10_001);
    expect(cache.lookup(get("http://a/activities")).kind).toBe("miss");
    expect(cache.stats().entries).toBe(0);
  });

  it("never answers nor stores for a request with one of the site's cookies", () => {
    const { cache, render } = setup();
    render("http://a/billing", "anonymous");
    for (const cookie of [
      "rr_browser=abc.def",
      "theme=dark; rr_browser=x",
      "__Host-rr_staff=t",
      "rr_staff=t",
    ]) {
      expect(carriesSiteCookie(cookie), cookie).toBe(true);
      expect(cache.lookup(get("http://a/billing", cookie)).kind, cookie).toBe("bypass");
    }
    // Another site's cookie on a parent domain is not read by the app.
    expect(carriesSiteCookie("_ga=GA1.1; not_rr_browser=1")).toBe(false);
    expect(cache.lookup(get("http://a/billing", "_ga=GA1.1")).kind).toBe("hit");
    expect(cache.lookup({ method: "HEAD", key: "http://a/billing", cookie: undefined }).kind).toBe("bypass");
  });

  it("refuses a response that sets a cookie, is not a 200, or has no nonce", () => {
    const { cache, render } = setup();
    expect(render("http://a/1", "x", { headers: new Headers({ "set-cookie": "rr_browser=1" }) })).toBe(false);
    expect(render("http://a/2", "x", { status: 404 })).toBe(false);
    expect(render("http://a/3", "x", { nonce: "" })).toBe(false);
    expect(cache.stats()).toMatchObject({ stored: 0, refused: 3, entries: 0 });
  });

  it("drops pages of an invalidated tag, and refuses a render that began before the change", () => {
    const { cache, render } = setup();
    render("http://a/activities", "12 left");
    render("http://a/billing", "catalogue", { tags: ["quotes"] });
    const inFlight = ticketOf(cache.lookup(get("http://a/activities?sort=price")));
    cache.invalidate("vouchers");
    expect(cache.lookup(get("http://a/activities")).kind).toBe("miss");
    expect(cache.lookup(get("http://a/billing")).kind).toBe("hit");
    const stale = {
      ticket: inFlight,
      tags: ["vouchers"] as const,
      status: 200,
      headers: new Headers(),
      body: page("12 left (read before the claim)"),
      nonce: NONCE,
    };
    expect(cache.store(stale)).toBe(false);
    // A render that began after the invalidation is stored.
    expect(render("http://a/activities", "11 left")).toBe(true);
    // Another tag's invalidation does not refuse it.
    const other = ticketOf(cache.lookup(get("http://a/activities?x=1")));
    cache.invalidate("quotes");
    expect(cache.store({ ...stale, ticket: other })).toBe(true);
  });

  it("keeps at most maxEntries pages and maxBytes bytes, dropping the least recently used", () => {
    const { cache, render } = setup({ maxEntries: 3, maxBytes: 10_000 });
    for (const n of [1, 2, 3]) render(`http://a/${n}`, "x");
    expect(cache.lookup(get("http://a/1")).kind).toBe("hit"); // 1 is now the most recent
    render("http://a/4", "x");
    expect(cache.stats().entries).toBe(3);
    expect(cache.lookup(get("http://a/2")).kind).toBe("miss");
    expect(cache.lookup(get("http://a/1")).kind).toBe("hit");

    const small = setup({ maxBytes: 400 }); // each page is about 230 bytes
    small.render("http://a/big", "y".repeat(150));
    small.render("http://a/big2", "y".repeat(150));
    expect(small.cache.stats().entries).toBe(1);
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(400);
    expect(small.render("http://a/huge", "y".repeat(500))).toBe(false);
  });

  it("is off with a lifetime of 0", () => {
    const { cache } = setup({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.lookup(get("http://a/activities")).kind).toBe("bypass");
  });
});
