import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from "../../server/security";

describe("content security policy", () => {
  it("allows scripts by nonce or hash, never unsafe-inline in production", () => {
    const withNonce = contentSecurityPolicy({ nonce: "abc" });
    expect(withNonce).toContain("script-src 'self'");
    expect(withNonce).toContain("'nonce-abc'");
    expect(/script-src[^;]*unsafe-inline/.test(withNonce)).toBe(false);
    const withHashes = contentSecurityPolicy({ hashes: ["sha256-AAA="] });
    expect(withHashes).toContain("'sha256-AAA='");
    expect(withHashes).toContain("frame-ancestors 'none'");
    expect(withHashes).toContain("https://assets.calendly.com");
  });

  it("hashes exactly the executable inline scripts of a document", () => {
    const html = `<script>a()</script><script type="module">import "/x.js"</script>
      <script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>`;
    const expected = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected("a()"), expected('import "/x.js"')]);
    expect(scriptHash("")).toBe(expected(""));
  });
});
