import { inflateSync } from "node:zlib";

/**
 * Each page's text, read the way a viewer's copy and search read it: the glyph codes of the
 * content streams mapped back through the fonts' ToUnicode maps (pdfkit writes text as glyph ids).
 */
export function pagesOf(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const streamAt = raw.indexOf("\nstream\n", start);
    const end = raw.indexOf("\nendobj", start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: raw.slice(start, end) });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = Buffer.from(raw.slice(streamAt + 8, streamAt + 8 + length), "latin1");
    const stream = (dict.includes("/FlateDecode") ? inflateSync(data) : data).toString("latin1");
    objects.set(Number(match[1]), { dict, stream });
  }
  const cmaps = new Map<string, Map<number, string>>();
  for (const [objectId, { dict }] of objects) {
    if (!dict.includes("/Subtype /Type0")) continue;
    const toUnicode = objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(dict)?.[1]))?.stream ?? "";
    const map = new Map<number, string>();
    for (const [, start, , list] of toUnicode.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      [...(list as string).matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], index) => {
        const units = ((hex as string).replace(/ /g, "").match(/.{4}/g) ?? []).map((unit) =>
          Number.parseInt(unit, 16),
        );
        map.set(Number.parseInt(start as string, 16) + index, String.fromCharCode(...units));
      });
    }
    cmaps.set(String(objectId), map);
  }
  const fontRefs = new Map<string, string>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fontRefs.set(name as string, ref as string);
  }
  const kids = /\/Type \/Pages\n\/Count \d+\n\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? "";
  return kids
    .split(" 0 R")
    .map((part) => Number(part.trim()))
    .filter(Boolean)
    .map((pageId) => {
      const page = objects.get(pageId)?.dict ?? "";
      const content = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)?.[1]))?.stream ?? "";
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
}
