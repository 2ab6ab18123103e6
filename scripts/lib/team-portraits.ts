import { C, escapeXml } from "./scene-kit.ts";
import { figure, type Person } from "./scene-people.ts";

/**
 * The founders and hosts of content/hosts/*.md, drawn in the scenes' style: one figure on a round
 * tinted wall. Illustrations of fictional people, never photographs; the alt text lives with
 * each profile.
 */
const team: Record<string, Person & { label: string }> = {
  "nadia-okafor": {
    label: "Nadia Okafor",
    name: "Nadia",
    skin: "#6B4226",
    hair: "#1F1A17",
    style: "curls",
    shirt: C.coral,
    room: "#FDE7D3",
    decor: "plant",
    earrings: true,
  },
  "daniel-reyes": {
    label: "Daniel Reyes",
    name: "Daniel",
    skin: "#C68E62",
    hair: "#2B1D14",
    style: "short",
    shirt: C.indigo,
    room: "#E0E7FF",
    decor: "shelf",
    beard: true,
  },
  "mei-tanaka": {
    label: "Mei Tanaka",
    name: "Mei",
    skin: "#F2CFAE",
    hair: "#111827",
    style: "bun",
    shirt: "#0F766E",
    room: "#CCFBF1",
    decor: "frame",
    glasses: true,
  },
  "samuel-adeyemi": {
    label: "Samuel Adeyemi",
    name: "Samuel",
    skin: "#4A2C1A",
    hair: "#111111",
    style: "afro",
    shirt: C.sun,
    room: "#FEF3C7",
    decor: "window",
    laughing: true,
  },
  "clara-jensen": {
    label: "Clara Jensen",
    name: "Clara",
    skin: "#F6D7C3",
    hair: "#D9A441",
    style: "bob",
    shirt: "#34D399",
    room: "#DCFCE7",
    decor: "lamp",
  },
  "rafael-costa": {
    label: "Rafael Costa",
    name: "Rafael",
    skin: "#D19C73",
    hair: "#1F1A17",
    style: "swoop",
    shirt: C.coral,
    room: "#FFE4E6",
    decor: "frame",
    glasses: true,
  },
};

/** Every team portrait, by profile slug: 240 × 240, a circle the pages show at 64 to 112 px. */
export function portraitSvgs(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(team).map(([slug, person]) => [
      slug,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-labelledby="t">
<title id="t">Illustrated portrait of ${escapeXml(person.label)}</title>
<defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="${person.room}"/><g transform="translate(120 112) scale(1.55)">${figure(person)}</g></g>
</svg>`,
    ]),
  );
}
