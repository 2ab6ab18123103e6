import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

/**
 * The brand typeface for the PDFs the server writes (receipts and quotes), read the way the
 * build's documents read it (docs/decisions/035-pdf-documents.md): Plus Jakarta Sans's static
 * WOFF cuts from @fontsource/plus-jakarta-sans, unpacked once per process with Node's zlib into
 * the TrueType files pdfkit embeds as subsets. fontkit could read the WOFF itself, but it would
 * inflate every table with a JavaScript inflater each time a document opens the font. The build's
 * documents register their fonts through the same typesetter (app/server/documents/typesetter.server.ts).
 */

export type Weight = 400 | 600 | 700 | 800;
export const WEIGHTS: readonly Weight[] = [400, 600, 700, 800];
/** Fontsource splits the family by script; latin-ext holds the accented letters latin lacks. */
export const SUBSETS = ["latin", "latin-ext"] as const;
export type Subset = (typeof SUBSETS)[number];

/** Unpacks a WOFF 1.0 font (https://www.w3.org/TR/WOFF/) into the sfnt it wraps. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table has the wrong length");
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The sfnt header's binary-search fields, from the table count.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

// Resolved through the package's exports from this module, so the bundled server (build/server)
// finds the same files as the sources do, whatever the working directory.
const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** One cut of Plus Jakarta Sans as TrueType bytes, unpacked once per process. */
export function brandFont(weight: Weight, subset: Subset): Buffer {
  const key = `${subset}-${weight}`;
  let font = cache.get(key);
  if (!font) {
    const file = require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${key}-normal.woff`);
    font = woffToSfnt(readFileSync(file));
    cache.set(key, font);
  }
  return font;
}
