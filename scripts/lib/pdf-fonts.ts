import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType file it wraps. fontkit reads WOFF
 * itself, but inflates each table with a JavaScript inflater every time a document opens the
 * font, which was most of the build's time; Node's zlib does it once per process.
 * Format: https://www.w3.org/TR/WOFF/ (a 44-byte header, 20-byte table entries, zlib tables).
 */
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

const cache = new Map<string, Buffer>();

/** A WOFF file as TrueType bytes, unpacked once per process. */
export function loadWoff(file: string): Buffer {
  let font = cache.get(file);
  if (!font) {
    font = woffToSfnt(readFileSync(file));
    cache.set(file, font);
  }
  return font;
}
