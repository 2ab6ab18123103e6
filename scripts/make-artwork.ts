import "../server/require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gameCardScenes, portraitSvgs, productScenes } from "./lib/scene-art.ts";

/**
 * `node scripts/make-artwork.ts`: writes the site's original SVG artwork into public/images: the
 * home carousel's game screens, the product scenes of each game on the video call and the team's
 * illustrated portraits (all drawn in scripts/lib/scene-art.ts). The output is committed; rerun
 * after changing a drawing here. Plain SVG: tiny, sharp at every size, no third-party images.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function write(relative: string, svg: string): void {
  const file = path.join(root, "public", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

const cards = Object.entries(gameCardScenes());
for (const [name, svg] of cards) write(`images/games/${name}.svg`, svg);
const scenes = Object.entries(productScenes());
for (const [name, svg] of scenes) write(`images/scenes/${name}.svg`, svg);
const portraits = Object.entries(portraitSvgs());
for (const [slug, svg] of portraits) write(`images/people/${slug}.svg`, svg);
console.log(
  `Wrote ${cards.length} game cards, ${scenes.length} product scenes and ${portraits.length} team portraits.`,
);
