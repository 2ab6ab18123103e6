import { inflateSync } from "node:zlib";

/**
 * The tests' one reader for the PDFs pdfkit writes (the build's documents, the event receipts):
 * it finds every object through the cross-reference table, checking each offset and stream
 * length against the bytes, inflates the streams, and reads each page's text the way a viewer's
 * copy and search read it: the glyph codes of the content streams mapped back through the fonts'
 * ToUnicode maps (pdfkit writes text as glyph ids), a space between text operations.
 */
export interface ParsedPdf {
  version: string;
  /** Object number → its dictionary text and (inflated) stream. */
  objects: Map<number, { dict: string; stream?: Buffer }>;
  trailer: string;
  pages: string[];
}

export function readPdf(bytes: Uint8Array): ParsedPdf {
  const raw = Buffer.from(bytes).toString("latin1");
  const version = /^%PDF-(\d\.\d)\n/.exec(raw)?.[1] ?? "";
  if (!raw.trimEnd().endsWith("%%EOF")) throw new Error("the file does not end with %%EOF");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(raw)?.[1]);
  if (raw.slice(startxref, startxref + 4) !== "xref") throw new Error("startxref does not point at xref");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(raw.slice(startxref)) ?? [];
  if (first !== "0") throw new Error(`the xref table starts at object ${first}`);
  const entries = raw
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + Number(count));
  const objects: ParsedPdf["objects"] = new Map();
  entries.slice(1).forEach((entry, index) => {
    const id = index + 1;
    const offset = Number(entry.slice(0, 10));
    const head = `${id} 0 obj\n`;
    if (raw.slice(offset, offset + head.length) !== head)
      throw new Error(`object ${id} is not at its xref offset`);
    const end = raw.indexOf("\nendobj", offset);
    const body = raw.slice(offset + head.length, end);
    const streamAt = body.indexOf("\nstream\n");
    if (streamAt === -1) {
      objects.set(id, { dict: body });
      return;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = Buffer.from(body.slice(streamAt + 8, streamAt + 8 + length), "latin1");
    if (body.slice(streamAt + 8 + length) !== "\nendstream")
      throw new Error(`stream ${id} has the wrong length`);
    objects.set(id, { dict, stream: dict.includes("/FlateDecode") ? inflateSync(data) : data });
  });
  const trailer = raw.slice(raw.indexOf("trailer", startxref));

  // Fonts: object number → the font's character codes → text.
  const cmaps = new Map<string, Map<number, string>>();
  for (const [id, { dict }] of objects) {
    if (!dict.includes("/Subtype /Type0")) continue;
    const toUnicode =
      objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(dict)?.[1]))?.stream?.toString("latin1") ?? "";
    const map = new Map<number, string>();
    for (const [, start, , list] of toUnicode.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      [...(list as string).matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], index) => {
        const units = ((hex as string).replace(/ /g, "").match(/.{4}/g) ?? []).map((unit) =>
          Number.parseInt(unit, 16),
        );
        map.set(Number.parseInt(start as string, 16) + index, String.fromCharCode(...units));
      });
    }
    cmaps.set(`${id}`, map);
  }
  // Resource names (/F1) → font object numbers.
  const fontRefs = new Map<string, string>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fontRefs.set(name as string, ref as string);
  }
  const pageIds = (/\/Type \/Pages\n\/Count \d+\n\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? "")
    .split(" 0 R")
    .map((part) => Number(part.trim()))
    .filter(Boolean);
  const pages = pageIds.map((pageId) => {
    const page = objects.get(pageId)?.dict ?? "";
    const content =
      objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]))?.stream?.toString("latin1") ?? "";
    let cmap = new Map<number, string>();
    let text = "";
    for (const [, font, array] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (font) {
        cmap = cmaps.get(fontRefs.get(font) ?? "") ?? new Map();
        continue;
      }
      for (const [, hex] of (array as string).matchAll(/<([0-9a-f]*)>/gi)) {
        for (const code of (hex as string).match(/.{4}/g) ?? [])
          text += cmap.get(Number.parseInt(code, 16)) ?? "\uFFFD";
      }
      text += " ";
    }
    return text.replace(/\s+/g, " ").trim();
  });
  return { version, objects, trailer, pages };
}

/** Each page's text (see `readPdf`). */
export const pagesOf = (bytes: Uint8Array): string[] => readPdf(bytes).pages;
