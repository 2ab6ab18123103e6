import { readFileSync } from "node:fs";
import { woffToSfnt } from "../../app/server/documents/brand-fonts.server.ts";

/**
 * The build's documents read the brand's WOFF cuts as TrueType through the server's own
 * unpacker (app/server/documents/brand-fonts.server.ts), which receipts use at run time.
 */
export { woffToSfnt };

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
