import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  newNonce,
  scriptHash,
  securityHeaders,
} from "../../server/security";

describe("content security policy", () => {
  it("allows scripts by nonce or hash, never unsafe-inline in production", () => {
    const withNonce = contentSecurityPolicy({ nonce: "abc" });
    expect(withNonce).toContain("script-src 'self'");
    expect(withNonce).toContain("'nonce-abc'");
    expect(/script-src[^;]*unsafe-inline/.test(withNonce)).toBe(false);
    const withHashes = contentSecurityPolicy({ hashes: ["sha256-AAA="] });
    expect(withHashes).toContain("'sha256-AAA='");
    expect(withHashes).toContain("frame-ancestors 'none'");
  });

  it("lets the third-party scheduler load only while the site books through it", () => {
    const native = contentSecurityPolicy({ nonce: "abc", scheduler: "native" });
    expect(native).not.toContain("calendly");
    expect(native).toContain("frame-src 'none'");
    const calendly = contentSecurityPolicy({ nonce: "abc", scheduler: "calendly" });
    expect(calendly).toContain(
      "script-src 'self' https://assets.calendly.com https://calendly.com 'nonce-abc'",
    );
    expect(calendly).toContain("frame-src https://assets.calendly.com https://calendly.com");
  });

  it("hashes exactly the executable inline scripts of a document", () => {
    const html = `<script>a()</script><script type="module">import "/x.js"</script>
      <script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>`;
    const expected = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected("a()"), expected('import "/x.js"')]);
    expect(scriptHash("")).toBe(expected(""));
  });
});

describe("per-response nonce", () => {
  it("is 128 random bits, never repeated, across refills of the random pool", () => {
    const seen = new Set<string>();
    for (let n = 0; n < 1_000; n++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000);
  });

  /** The headers and locals the middleware gives a plain-HTTP request for `path`. */
  const respond = (path: string, dev = false) => {
    const headers = new Map<string, string>();
    const res = {
      locals: {} as Record<string, unknown>,
      setHeader: (k: string, v: string) => headers.set(k, v),
    };
    securityHeaders({ dev })({ secure: false, path } as never, res as never, () => {});
    return { headers, locals: res.locals };
  };

  it("is the one the response's CSP names, the policy otherwise unchanged", () => {
    for (const dev of [false, true]) {
      const { headers, locals } = respond("/", dev);
      const nonce = String(locals.cspNonce);
      expect(headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy({ nonce, dev }));
    }
  });

  it("isolates the staff pages from other origins' windows, and no other page", () => {
    const coop = (path: string) => respond(path).headers.get("Cross-Origin-Opener-Policy");
    // Every spelling the router takes for a staff page: any case, a trailing slash, encoded letters.
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/inbox/42",
      "/ADMIN/INBOX",
      "/Admin/",
      "/%61dmin/inbox",
      "/%41DMIN",
      "/admin%2Finbox",
    ]) {
      expect(coop(path), path).toBe("same-origin");
    }
    for (const path of [
      "/",
      "/activities",
      "/administrator",
      "/ADMINISTRATOR",
      "/book/intro",
      "/api/admin/quotes",
      "/%E0admin",
    ]) {
      expect(coop(path), path).toBeUndefined();
    }
  });
});
