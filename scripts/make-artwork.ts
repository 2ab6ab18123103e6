import "./require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `node scripts/make-artwork.ts`: writes the site's original SVG artwork (game carousel,
 * event photos-as-illustrations, fictional client wordmarks) into public/images. The output is
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

/** Small pictograms drawn on a 120 × 120 grid, placed in the middle of each card. */
const glyphs: Record<string, string> = {
  bulb: `<path d="M60 12a34 34 0 0 0-20 61v13h40V73a34 34 0 0 0-20-61z" fill="#fde68a"/><rect x="42" y="92" width="36" height="10" rx="4" fill="#f8fafc"/><rect x="47" y="106" width="26" height="8" rx="4" fill="#f8fafc"/>`,
  buzzer: `<ellipse cx="60" cy="92" rx="48" ry="14" fill="#f8fafc"/><path d="M24 88a36 30 0 0 1 72 0z" fill="#ef4444"/><ellipse cx="60" cy="88" rx="36" ry="8" fill="#b91c1c"/>`,
  chart: `<rect x="14" y="70" width="20" height="40" rx="4" fill="#f8fafc"/><rect x="42" y="44" width="20" height="66" rx="4" fill="#fde68a"/><rect x="70" y="24" width="20" height="86" rx="4" fill="#f8fafc"/><rect x="98" y="56" width="16" height="54" rx="4" fill="#fde68a"/>`,
  pencil: `<g transform="rotate(40 60 60)"><rect x="48" y="6" width="24" height="84" rx="4" fill="#fde68a"/><path d="M48 90h24l-12 24z" fill="#f8fafc"/><rect x="48" y="6" width="24" height="14" rx="4" fill="#fb7185"/></g>`,
  key: `<circle cx="38" cy="60" r="26" fill="none" stroke="#fde68a" stroke-width="12"/><path d="M62 60h50M96 60v20M108 60v14" stroke="#fde68a" stroke-width="12" stroke-linecap="round"/>`,
  note: `<path d="M44 24l56-12v66" fill="none" stroke="#f8fafc" stroke-width="10" stroke-linejoin="round"/><path d="M44 24v70" stroke="#f8fafc" stroke-width="10"/><ellipse cx="32" cy="96" rx="16" ry="12" fill="#fde68a"/><ellipse cx="88" cy="80" rx="16" ry="12" fill="#fde68a"/>`,
  bolt: `<path d="M70 6L24 68h30l-8 46 50-66H64z" fill="#fde68a"/>`,
  globe: `<circle cx="60" cy="60" r="48" fill="none" stroke="#f8fafc" stroke-width="8"/><ellipse cx="60" cy="60" rx="20" ry="48" fill="none" stroke="#f8fafc" stroke-width="6"/><path d="M14 60h92M22 36h76M22 84h76" stroke="#f8fafc" stroke-width="6"/>`,
  grid: `<g fill="#f8fafc"><rect x="10" y="10" width="46" height="46" rx="8"/><rect x="64" y="10" width="46" height="46" rx="8" fill="#fde68a"/><rect x="10" y="64" width="46" height="46" rx="8" fill="#fde68a"/><rect x="64" y="64" width="46" height="46" rx="8"/></g>`,
  chat: `<path d="M12 20h76a10 10 0 0 1 10 10v40a10 10 0 0 1-10 10H46l-22 18V80H12A10 10 0 0 1 2 70V30a10 10 0 0 1 10-10z" fill="#f8fafc"/><path d="M104 46h6a8 8 0 0 1 8 8v30a8 8 0 0 1-8 8h-4v14l-16-14H64" fill="none" stroke="#fde68a" stroke-width="8" stroke-linejoin="round"/>`,
  trophy: `<path d="M32 14h56v34a28 28 0 0 1-56 0z" fill="#fde68a"/><path d="M32 24H14a18 18 0 0 0 18 26M88 24h18a18 18 0 0 1-18 26" fill="none" stroke="#fde68a" stroke-width="8"/><rect x="52" y="74" width="16" height="20" fill="#f8fafc"/><rect x="36" y="94" width="48" height="14" rx="4" fill="#f8fafc"/>`,
  fire: `<path d="M60 8c8 26 36 38 36 68a36 36 0 0 1-72 0c0-18 10-28 18-36 0 14 6 22 14 24-6-20 2-40 4-56z" fill="#fb923c"/><path d="M60 56c4 12 16 18 16 32a16 16 0 0 1-32 0c0-10 8-16 16-32z" fill="#fde68a"/>`,
};

interface GameSlide {
  file: string;
  title: string;
  caption: string;
  from: string;
  to: string;
  glyph: keyof typeof glyphs;
}

/** The ten games of the home carousel; the alt texts are repeated in app/content/home.ts. */
const gameSlides: GameSlide[] = [
  {
    file: "mini-trivia",
    title: "Mini Trivia",
    caption: "Fast rounds, live leaderboard",
    from: "#4338ca",
    to: "#7c3aed",
    glyph: "bulb",
  },
  {
    file: "mini-jeopardy",
    title: "Mini Jeopardy",
    caption: "Pick a category, beat the buzzer",
    from: "#1d4ed8",
    to: "#0f766e",
    glyph: "buzzer",
  },
  {
    file: "survey-says",
    title: "Mini Survey Says",
    caption: "Guess what your team answered",
    from: "#be123c",
    to: "#7c2d12",
    glyph: "chart",
  },
  {
    file: "sketch-and-guess",
    title: "Sketch & Guess",
    caption: "Draw it, guess it, laugh about it",
    from: "#0f766e",
    to: "#1e3a8a",
    glyph: "pencil",
  },
  {
    file: "escape-room",
    title: "Mini Escape Room",
    caption: "Solve the puzzles together",
    from: "#1e293b",
    to: "#4c1d95",
    glyph: "key",
  },
  {
    file: "song-snippet",
    title: "Song Snippet Showdown",
    caption: "Name that tune in three notes",
    from: "#9d174d",
    to: "#4338ca",
    glyph: "note",
  },
  {
    file: "fastest-finger",
    title: "Fastest Finger",
    caption: "Speed bonuses and power-ups",
    from: "#c2410c",
    to: "#9f1239",
    glyph: "bolt",
  },
  {
    file: "globe-guessers",
    title: "Globe Guessers",
    caption: "Travel the world from your desk",
    from: "#065f46",
    to: "#155e75",
    glyph: "globe",
  },
  {
    file: "memory-match",
    title: "Memory Match-Up",
    caption: "Flip, remember, match",
    from: "#5b21b6",
    to: "#1d4ed8",
    glyph: "grid",
  },
  {
    file: "two-truths",
    title: "Two Truths & a Tale",
    caption: "Get to know your teammates",
    from: "#334155",
    to: "#0e7490",
    glyph: "chat",
  },
];

function gameCard(slide: GameSlide): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-labelledby="t">
<title id="t">${escapeXml(`${slide.title}: ${slide.caption}`)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#g)"/>
<circle cx="690" cy="70" r="140" fill="#ffffff" fill-opacity=".08"/><circle cx="80" cy="460" r="110" fill="#ffffff" fill-opacity=".06"/>
<g fill="#fde68a" fill-opacity=".7"><rect x="120" y="60" width="14" height="14" rx="3" transform="rotate(20 127 67)"/><rect x="640" y="380" width="12" height="12" rx="3" transform="rotate(-25 646 386)"/><circle cx="560" cy="110" r="7"/><circle cx="200" cy="380" r="6"/></g>
<rect x="300" y="70" width="200" height="200" rx="40" fill="#0f172a" fill-opacity=".28"/>
<g transform="translate(340 110) scale(1)">${glyphs[slide.glyph]}</g>
<text x="400" y="350" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(slide.title)}</text>
<text x="400" y="400" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#e0e7ff">${escapeXml(slide.caption)}</text>
</svg>`;
}

/** Video-call scenes for the Variant B hero: a grid of tiles with people drawn as simple shapes. */
interface Scene {
  file: string;
  from: string;
  to: string;
  banner: string;
  glyph: keyof typeof glyphs;
  skin: string[];
}

const scenes: Scene[] = [
  {
    file: "trivia-night",
    from: "#312e81",
    to: "#5b21b6",
    banner: "Round 3 · Leaderboard",
    glyph: "trophy",
    skin: ["#f1c27d", "#8d5524", "#c68642", "#e0ac69", "#ffdbac", "#a0522d"],
  },
  {
    file: "game-show",
    from: "#7c2d12",
    to: "#be123c",
    banner: "Buzzers ready!",
    glyph: "buzzer",
    skin: ["#c68642", "#ffdbac", "#8d5524", "#f1c27d", "#e0ac69", "#6b3e26"],
  },
  {
    file: "creative-challenge",
    from: "#134e4a",
    to: "#1e3a8a",
    banner: "Sketch round",
    glyph: "pencil",
    skin: ["#e0ac69", "#6b3e26", "#ffdbac", "#c68642", "#8d5524", "#f1c27d"],
  },
  {
    file: "campfire-stories",
    from: "#1c1917",
    to: "#7c2d12",
    banner: "Campfire stories",
    glyph: "fire",
    skin: ["#8d5524", "#f1c27d", "#c68642", "#ffdbac", "#a0522d", "#e0ac69"],
  },
  {
    file: "awards",
    from: "#1e1b4b",
    to: "#0f766e",
    banner: "And the winner is…",
    glyph: "trophy",
    skin: ["#ffdbac", "#c68642", "#6b3e26", "#e0ac69", "#f1c27d", "#8d5524"],
  },
];

const shirts = ["#f97316", "#22d3ee", "#a3e635", "#f472b6", "#facc15", "#60a5fa"];

function sceneSvg(scene: Scene): string {
  const tiles: string[] = [];
  for (let index = 0; index < 6; index++) {
    const col = index % 3;
    const row = Math.floor(index / 3);
    const x = 60 + col * 360;
    const y = 120 + row * 250;
    const cx = x + 160;
    tiles.push(`<g><rect x="${x}" y="${y}" width="320" height="220" rx="22" fill="#0f172a" fill-opacity=".55"/>
<path d="M${cx - 80} ${y + 220}a80 70 0 0 1 160 0z" fill="${shirts[index]}"/>
<circle cx="${cx}" cy="${y + 100}" r="44" fill="${scene.skin[index]}"/>
<path d="M${cx - 18} ${y + 112}q18 16 36 0" fill="none" stroke="#0f172a" stroke-width="5" stroke-linecap="round"/>
<circle cx="${cx - 15}" cy="${y + 92}" r="5" fill="#0f172a"/><circle cx="${cx + 15}" cy="${y + 92}" r="5" fill="#0f172a"/></g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-labelledby="t">
<title id="t">${escapeXml(`Video call during a Rallyroom event: ${scene.banner}`)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<rect x="60" y="30" width="1080" height="64" rx="18" fill="#ffffff" fill-opacity=".12"/>
<g transform="translate(76 38) scale(.4)">${glyphs[scene.glyph]}</g>
<text x="140" y="73" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(scene.banner)}</text>
${tiles.join("\n")}
</svg>`;
}

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

for (const slide of gameSlides) write(`images/games/${slide.file}.svg`, gameCard(slide));
for (const scene of scenes) write(`images/events/${scene.file}.svg`, sceneSvg(scene));
for (const logo of logos) write(`images/logos/${logo.file}.svg`, logoSvg(logo));
console.log(
  `Wrote ${gameSlides.length} game cards, ${scenes.length} event scenes, ${logos.length} wordmarks.`,
);
