import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import type { CachedPage } from "../app/entry.server.tsx";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";
import { pickEncoding } from "./static-files.ts";

/**
 * A render-cache entry as the host sends it on a hit (docs/decisions/032-render-cache.md): the
 * body without its nonce attributes, its inline scripts allowed by their hashes (as on a
 * prerendered page), compressed once in brotli and gzip. A hit is then the same bytes for every
 * visitor: compressing each answer anew (~0.4 ms of gzip for a 40 KB page) was most of the
 * cost of a hit.
 */
export interface ServedRender {
  body: Buffer;
  hashes: string[];
  copies: { br: Buffer; gzip: Buffer };
  encodings: ReadonlySet<string>;
}

const attributeStart = Buffer.from(' nonce="');
const attributeEnd = Buffer.from('"');

/**
 * The entry's body with every ` nonce="…"` attribute taken out; null when the nonce it was
 * rendered with appears anywhere else (then the answer keeps a nonce of its own).
 */
export function withoutNonceAttributes(parts: readonly Buffer[]): Buffer | null {
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    let start = 0;
    let end = part.length;
    if (index > 0) {
      if (!part.subarray(0, attributeEnd.length).equals(attributeEnd)) return null;
      start = attributeEnd.length;
    }
    if (index < parts.length - 1) {
      if (!part.subarray(part.length - attributeStart.length).equals(attributeStart)) return null;
      end = part.length - attributeStart.length;
    }
    pieces.push(part.subarray(start, end));
  }
  return Buffer.concat(pieces);
}

const served = new WeakMap<CachedPage, ServedRender | null>();

/** The entry as sent on a hit, prepared on its first hit and kept as long as the entry lives. */
export function servedRender(page: CachedPage): ServedRender | null {
  const known = served.get(page);
  if (known !== undefined) return known;
  const body = withoutNonceAttributes(page.parts);
  const prepared =
    body &&
    ({
      body,
      hashes: inlineScriptHashes(body.toString("utf8")),
      copies: {
        // Quality 5: a tenth larger than 11 at a fiftieth of the time (under a millisecond for
        // 40 KB), paid once per entry on the request that found it.
        br: brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip: gzipSync(body, { level: 9 }),
      },
      encodings: new Set(["br", "gzip"]),
    } satisfies ServedRender);
  served.set(page, prepared);
  return prepared;
}

/** Sends a hit: the entry's headers, a CSP naming its scripts' hashes, the copy the browser takes. */
export function sendServedRender(req: Request, res: Response, page: CachedPage, render: ServedRender) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: render.hashes }));
  res.setHeader("X-Render-Cache", "hit");
  res.setHeader("Vary", "Accept-Encoding");
  const copy = pickEncoding(req, render.encodings);
  if (copy) res.setHeader("Content-Encoding", copy.encoding);
  res.status(200).end(copy ? render.copies[copy.encoding] : render.body);
}
