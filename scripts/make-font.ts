import "../server/require-node.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { root } from "./lib/server-process.ts";

/**
 * `node scripts/make-font.ts`: writes app/assets/fonts/plus-jakarta-sans-latin-400-800.woff2, the
 * one font file an English page loads (decision 034): the fontsource variable latin file, same
 * characters (its `unicode-range`, below and in app/app.css), its weight axis cut from 200-800
 * to the 400-800 the site sets. 26.7 KB → 18.6 KB, so the root route can preload it.
 *
 * Rerun after a fontsource update; the output is byte-identical for the same input.
 */

/** The fontsource latin file's characters, as the CSS `unicode-range` of its @font-face. */
export const latinRange = [
  "U+0000-00FF",
  "U+0131",
  "U+0152-0153",
  "U+02BB-02BC",
  "U+02C6",
  "U+02DA",
  "U+02DC",
  "U+0304",
  "U+0308",
  "U+0329",
  "U+2000-206F",
  "U+20AC",
  "U+2122",
  "U+2191",
  "U+2193",
  "U+2212",
  "U+2215",
  "U+FEFF",
  "U+FFFD",
] as const;

/** The weights the site sets: regular text to extra-bold titles. */
const weights = { min: 400, max: 800 };

function characters(ranges: readonly string[]): string {
  let text = "";
  for (const range of ranges) {
    const [from = "", to = from] = range.replace("U+", "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

const source = path.join(
  root,
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
const target = path.join(root, "app/assets/fonts/plus-jakarta-sans-latin-400-800.woff2");

if (import.meta.main) {
  const input = readFileSync(source);
  const output = await subsetFont(input, characters(latinRange), {
    targetFormat: "woff2",
    variationAxes: { wght: weights },
  });
  writeFileSync(target, output);
  console.log(
    `${path.relative(root, target)}: ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`,
  );
  console.log(`unicode-range: ${latinRange.join(", ")};`);
}
