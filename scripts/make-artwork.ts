import "./require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gameCardScenes, productScenes } from "./lib/scene-art.ts";

/**
 * `node scripts/make-artwork.ts`: writes the site's original SVG artwork into public/images: the
 * home carousel's game screens and the product scenes of each game on the video call (both drawn
 * in scripts/lib/scene-art.ts), and the fictional client wordmarks. The output is
 * committed; rerun after changing a drawing here. Plain SVG: tiny, sharp at every size, no
 * third-party images.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function write(relative: string, svg: string): void {
  const file = path.join(root, "public", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Thirteen fictional client companies, drawn as text wordmarks (no real trademarks). */
const logos: { file: string; name: string; color: string; mark: string }[] = [
  {
    file: "northwind-labs",
    name: "Northwind Labs",
    color: "#1e3a8a",
    mark: `<path d="M8 30L20 6l12 24z" fill="#1e3a8a"/>`,
  },
  {
    file: "bluepeak",
    name: "Bluepeak",
    color: "#0e7490",
    mark: `<path d="M4 30l10-18 6 10 6-16 10 24z" fill="#0e7490"/>`,
  },
  {
    file: "harborline",
    name: "Harborline",
    color: "#0f766e",
    mark: `<path d="M4 22q8-10 16 0t16 0" fill="none" stroke="#0f766e" stroke-width="5"/>`,
  },
  {
    file: "quillstone",
    name: "Quillstone",
    color: "#4338ca",
    mark: `<circle cx="20" cy="18" r="13" fill="#4338ca"/>`,
  },
  {
    file: "lumen-fields",
    name: "Lumen Fields",
    color: "#b45309",
    mark: `<circle cx="20" cy="18" r="9" fill="#b45309"/><path d="M20 0v6M20 30v6M2 18h6M32 18h6" stroke="#b45309" stroke-width="4"/>`,
  },
  {
    file: "cobalt-crate",
    name: "Cobalt Crate",
    color: "#1d4ed8",
    mark: `<rect x="6" y="6" width="26" height="26" rx="4" fill="#1d4ed8"/>`,
  },
  {
    file: "orbitly",
    name: "Orbitly",
    color: "#6d28d9",
    mark: `<circle cx="20" cy="18" r="7" fill="#6d28d9"/><ellipse cx="20" cy="18" rx="17" ry="7" fill="none" stroke="#6d28d9" stroke-width="3"/>`,
  },
  {
    file: "maple-and-finch",
    name: "Maple & Finch",
    color: "#9a3412",
    mark: `<path d="M20 4l5 10 10 2-8 7 2 11-9-6-9 6 2-11-8-7 10-2z" fill="#9a3412"/>`,
  },
  {
    file: "tidewater-health",
    name: "Tidewater Health",
    color: "#047857",
    mark: `<path d="M15 4h10v10h10v10H25v10H15V24H5V14h10z" fill="#047857"/>`,
  },
  {
    file: "brightloom",
    name: "Brightloom",
    color: "#be123c",
    mark: `<path d="M6 30V6l14 12L34 6v24" fill="none" stroke="#be123c" stroke-width="5"/>`,
  },
  {
    file: "ferrous-systems",
    name: "Ferrous Systems",
    color: "#334155",
    mark: `<path d="M20 2l16 9v16l-16 9-16-9V11z" fill="#334155"/>`,
  },
  {
    file: "sundial-media",
    name: "Sundial Media",
    color: "#c2410c",
    mark: `<path d="M4 28a16 16 0 0 1 32 0z" fill="#c2410c"/>`,
  },
  {
    file: "pinegrove-bank",
    name: "Pinegrove Bank",
    color: "#166534",
    mark: `<path d="M20 2l14 20H24l8 12H8l8-12H6z" fill="#166534"/>`,
  },
];

function logoSvg(logo: (typeof logos)[number]): string {
  const width = 56 + logo.name.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-labelledby="t">
<title id="t">${escapeXml(logo.name)}</title>
${logo.mark}
<text x="46" y="27" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="${logo.color}">${escapeXml(logo.name)}</text>
</svg>`;
}

const cards = Object.entries(gameCardScenes());
for (const [name, svg] of cards) write(`images/games/${name}.svg`, svg);
const scenes = Object.entries(productScenes());
for (const [name, svg] of scenes) write(`images/scenes/${name}.svg`, svg);
for (const logo of logos) write(`images/logos/${logo.file}.svg`, logoSvg(logo));
console.log(`Wrote ${cards.length} game cards, ${scenes.length} product scenes, ${logos.length} wordmarks.`);
