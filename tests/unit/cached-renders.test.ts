import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, splitAtNonce } from "~/server/render-cache.server";
import { servedRender, withoutNonceAttributes } from "../../server/cached-renders";
import { inlineScriptHashes } from "../../server/security";

const nonce = "q2Vb0tW1hXy3zA5cD7eF9g==";
const page = (html: string): CachedPage => ({
  headers: [["Content-Type", "text/html; charset=utf-8"]],
  parts: splitAtNonce(Buffer.from(html), nonce),
  bytes: html.length,
  expires: Number.POSITIVE_INFINITY,
  tags: [],
});

describe("a render-cache hit as the host sends it", () => {
  const html = `<!doctype html><html><head><link nonce="${nonce}" rel="icon" href="/favicon.svg"></head><body><p>Bonjour</p><script nonce="${nonce}">a()</script><script nonce="${nonce}" type="module" async="">import "/x.js"</script></body></html>`;

  it("takes every nonce attribute out and allows the scripts by hash", () => {
    const render = servedRender(page(html));
    const body = render?.body.toString("utf8");
    expect(body).toBe(html.replaceAll(` nonce="${nonce}"`, ""));
    expect(body).not.toContain("nonce");
    expect(render?.hashes).toEqual(inlineScriptHashes(body ?? ""));
    expect(render?.hashes).toHaveLength(2);
  });

  it("compresses once: both copies decode to the body, and the same entry gives the same answer", () => {
    const entry = page(html);
    const render = servedRender(entry);
    expect(servedRender(entry)).toBe(render);
    expect(brotliDecompressSync(render?.copies.br as Buffer).equals(render?.body as Buffer)).toBe(true);
    expect(gunzipSync(render?.copies.gzip as Buffer).equals(render?.body as Buffer)).toBe(true);
  });

  it("leaves the nonce in when it appears anywhere but a nonce attribute", () => {
    const inText = `<p>${nonce}</p><script nonce="${nonce}">a()</script>`;
    expect(withoutNonceAttributes(splitAtNonce(Buffer.from(inText), nonce))).toBeNull();
    expect(servedRender(page(inText))).toBeNull();
    const otherAttribute = `<meta content="${nonce}"><script nonce="${nonce}">a()</script>`;
    expect(withoutNonceAttributes(splitAtNonce(Buffer.from(otherAttribute), nonce))).toBeNull();
    // No nonce at all: the body as it is.
    expect(withoutNonceAttributes([Buffer.from("<p>x</p>")])?.toString()).toBe("<p>x</p>");
  });
});
