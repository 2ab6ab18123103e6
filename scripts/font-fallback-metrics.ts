/**
 * Prints the @font-face overrides that make Arial take the same room as Plus Jakarta Sans, for
 * the "Plus Jakarta Sans Fallback" faces in app/app.css (docs/design-system.md).
 *
 *   npx node scripts/font-fallback-metrics.ts [path/to/Arial.ttf] [path/to/Arial-Bold.ttf]
 *
 * Without arguments it reads Liberation Sans (Arial's metric twin: same advance widths), as
 * Debian installs it. size-adjust is the ratio of the two fonts' average advance widths,
 * weighted by English letter frequencies (and spaces), so a line of running text wraps at the
 * same word in both; the ascent, descent and line-gap overrides are Jakarta's hhea values
 * divided by that size-adjust, so each line keeps its height. Bold text is matched between
 * Jakarta 700-800 and Arial Bold.
 */
import { createRequire } from "node:module";

interface Glyph {
  advanceWidth: number;
}
interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  glyphForCodePoint(codePoint: number): Glyph;
}

// fontkit (a dependency of pdfkit) ships no type declarations: load it untyped.
const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as { openSync(path: string): Font };

const frequencies: Record<string, number> = {
  a: 8.2,
  b: 1.5,
  c: 2.8,
  d: 4.3,
  e: 12.7,
  f: 2.2,
  g: 2.0,
  h: 6.1,
  i: 7.0,
  j: 0.15,
  k: 0.77,
  l: 4.0,
  m: 2.4,
  n: 6.7,
  o: 7.5,
  p: 1.9,
  q: 0.095,
  r: 6.0,
  s: 6.3,
  t: 9.1,
  u: 2.8,
  v: 0.98,
  w: 2.4,
  x: 0.15,
  y: 2.0,
  z: 0.074,
  " ": 18,
};

/** The average advance of running text, in em. */
function averageAdvance(font: Font): number {
  let width = 0;
  let total = 0;
  for (const [char, weight] of Object.entries(frequencies)) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 32);
    width += (glyph.advanceWidth / font.unitsPerEm) * weight;
    total += weight;
  }
  return width / total;
}

const files = "node_modules/@fontsource/plus-jakarta-sans/files";
const variable = fontkit.openSync(
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
const jakarta = (weight: number) =>
  fontkit.openSync(`${files}/plus-jakarta-sans-latin-${weight}-normal.woff2`);
const arial = fontkit.openSync(
  process.argv[2] ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
);
const arialBold = fontkit.openSync(
  process.argv[3] ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
);

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

const fallbackSources = {
  regular: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo")',
  bold: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Arimo Bold")',
};

/** One @font-face of "Plus Jakarta Sans Fallback", ready to paste into app/app.css. */
function face(weight: number, jakartaAdvance: number, fallbackAdvance: number, bold: boolean): string {
  const sizeAdjust = jakartaAdvance / fallbackAdvance;
  const em = variable.unitsPerEm;
  return [
    "@font-face {",
    '  font-family: "Plus Jakarta Sans Fallback";',
    "  font-style: normal;",
    `  font-weight: ${weight};`,
    `  src: ${bold ? fallbackSources.bold : fallbackSources.regular};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(variable.ascent / em / sizeAdjust)};`,
    `  descent-override: ${percent(Math.abs(variable.descent) / em / sizeAdjust)};`,
    `  line-gap-override: ${percent(variable.lineGap / em / sizeAdjust)};`,
    "}",
  ].join("\n");
}

console.error(
  `Plus Jakarta Sans: ${variable.unitsPerEm} units/em, ascender ${variable.ascent}, descender ${variable.descent}, line gap ${variable.lineGap}`,
);
// Regular text over Arial; each heavier weight the site sets (600, 700, 800) over Arial Bold,
// with its own size-adjust: Jakarta widens by about 2 % a step, and one face for all three
// left 800-weight page titles 6 % wider than their fallback (a line more on / at 412 px).
console.log(face(400, averageAdvance(jakarta(400)), averageAdvance(arial), false));
for (const weight of [600, 700, 800]) {
  console.log(face(weight, averageAdvance(jakarta(weight)), averageAdvance(arialBold), true));
}
