import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { headRewriter, lowerModulePreloadPriority } from "../../app/server/preload-priority.server";

const rewrite = (chunks: string[]) =>
  text(
    Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(headRewriter(lowerModulePreloadPriority)),
  );

describe("module preloads yield to what paints the page", () => {
  it("marks every modulepreload in the head low priority, and nothing in the body", async () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js"/>' +
      '<link rel="modulepreload" fetchpriority="high" href="/y.js"/></head>' +
      '<body><p>&lt;link rel="modulepreload"&gt; stays as written here</p></body></html>';
    const out = await rewrite([html]);
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/x.js"/>');
    // An explicit priority is the author's choice.
    expect(out).toContain('<link rel="modulepreload" fetchpriority="high" href="/y.js"/>');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out.slice(out.indexOf("<body>"))).toBe(html.slice(html.indexOf("<body>")));
  });

  it("holds the head across chunks, even a tag or a character split between them", async () => {
    const html = '<head><title>Café</title><link rel="modulepreload" href="/x.js"/></head><body>ok</body>';
    const bytes = Buffer.from(html);
    const cut = html.indexOf("modulepre");
    const accent = Buffer.from(html).indexOf(0xa9); // the second byte of "é"
    const chunks = [bytes.subarray(0, accent), bytes.subarray(accent, cut), bytes.subarray(cut)];
    const out = await text(Readable.from(chunks).pipe(headRewriter(lowerModulePreloadPriority)));
    expect(out).toBe(html.replace('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
  });

  it("passes a document without a head end through, rewritten, and calls onFinal once", async () => {
    let finals = 0;
    const out = await text(
      Readable.from([Buffer.from('<link rel="modulepreload" href="/x.js"/>')]).pipe(
        headRewriter(lowerModulePreloadPriority, () => finals++),
      ),
    );
    expect(out).toBe('<link rel="modulepreload" fetchpriority="low" href="/x.js"/>');
    expect(finals).toBe(1);
  });
});
