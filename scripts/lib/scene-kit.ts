import { brandPalette } from "./brand-palette.ts";

/**
 * The drawing kit of the scenes the scripts draw (scripts/lib/scene-art.ts and the modules beside
 * it): the palette, the typeface, SVG text and rectangles with rounded coordinates, the document
 * wrapper, and the small shared marks (the brand mark, timer rings, ticks, crosses, hearts, stars).
 */

export const C = {
  ...brandPalette,
  /** Muted text on dark surfaces: the indigo tint at lower strength. */
  mist: "#A5B4FC",
  /** Raised surfaces on the dark call chrome. */
  raised: "#262B5E",
} as const;

const FONT = "'Plus Jakarta Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 750;

export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

interface TextOptions {
  size?: number;
  weight?: 400 | 500 | 600 | 700 | 800;
  fill?: string;
  anchor?: "middle" | "end";
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const attributes = [`x="${x}"`, `y="${y}"`, `font-size="${options.size ?? 16}"`];
  if (options.weight && options.weight !== 400) attributes.push(`font-weight="${options.weight}"`);
  attributes.push(`fill="${options.fill ?? C.paper}"`);
  if (options.anchor) attributes.push(`text-anchor="${options.anchor}"`);
  if (options.spacing) attributes.push(`letter-spacing="${options.spacing}"`);
  if (options.opacity !== undefined) attributes.push(`fill-opacity="${options.opacity}"`);
  return `<text ${attributes.join(" ")}>${escapeXml(content)}</text>`;
}

export const n = (value: number) => String(Math.round(value * 10) / 10);

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra = "",
): string {
  const r = radius ? ` rx="${n(radius)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${r} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export const brandMark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${n(size / 32)})"><circle cx="11" cy="13" r="8" fill="${C.indigo}"/><circle cx="21" cy="13" r="8" fill="${C.coral}" fill-opacity=".9"/><circle cx="16" cy="20" r="8" fill="${C.deep}" fill-opacity=".85"/></g>`;

export function ring(
  cx: number,
  cy: number,
  r: number,
  fraction: number,
  color: string,
  label: string,
  size = 22,
): string {
  const length = 2 * Math.PI * r * fraction;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.ink}" stroke="${C.slate}" stroke-opacity=".35" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-dasharray="${n(length)} 999" transform="rotate(-90 ${cx} ${cy})"/>${text(cx, cy + size * 0.36, label, { size, weight: 800, anchor: "middle" })}`;
}

export const check = (x: number, y: number, color: string = C.mint, width = 3) =>
  `<path d="M${x - 6} ${y}l4 4.5 8-9" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const cross = (x: number, y: number, color: string = C.rose, size = 6, width = 3) =>
  `<path d="M${x - size} ${y - size}l${size * 2} ${size * 2}M${x + size} ${y - size}l-${size * 2} ${size * 2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;

export const heart = (x: number, y: number, scale: number, color: string, opacity = 1) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 7C-11-1-13-10-7-13c3-1.5 5.5 0 7 2.5 1.5-2.5 4-4 7-2.5 6 3 4 12-7 20z" fill="${color}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;

export function star(x: number, y: number, r: number, color: string, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${n(x + radius * Math.cos(angle))} ${n(y + radius * Math.sin(angle))}`);
  }
  return `<path d="M${points.join("L")}Z" fill="${color}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

export function svg(title: string, body: string, width = SCENE_WIDTH, height = SCENE_HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t" font-family="${FONT}">
<title id="t">${escapeXml(title)}</title>
${body}
</svg>`;
}

export const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
