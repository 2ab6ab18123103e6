import { readFileSync } from "node:fs";
import { join } from "node:path";

/** What a page says about a PDF it offers, read from the file itself so it can never drift. */
export interface PdfFacts {
  pages: number;
  /** Size in kilobytes, rounded up. */
  kilobytes: number;
}

const cache = new Map<string, PdfFacts>();

/**
 * The page count and size of a PDF in public/ (`/downloads/…`). Pages are the page-tree leaves
 * (`/Type /Page` objects, which no PDF writer compresses). Throws when the file is missing or
 * holds no page: a page must never describe a download that is not there.
 */
export function pdfFacts(href: string): PdfFacts {
  const known = cache.get(href);
  if (known) return known;
  if (!/^\/downloads\/[a-z0-9-]+\.pdf$/.test(href)) throw new Error(`Not a download path: ${href}`);
  const bytes = readFileSync(join(process.cwd(), "public", href));
  const pages = bytes.toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  if (pages === 0) throw new Error(`${href} holds no page`);
  const facts = { pages, kilobytes: Math.ceil(bytes.length / 1024) };
  cache.set(href, facts);
  return facts;
}
