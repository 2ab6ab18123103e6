import { brandMark, C, rect, SCENE_HEIGHT, SCENE_WIDTH, svg, text } from "./scene-kit.ts";
import { type CastName, Painter } from "./scene-people.ts";

/**
 * The video call every game scene happens on: the top bar, the control bar, the game stage beside
 * a column of participant tiles, and the call itself as a grid of colleagues.
 */

/** Small round call controls, drawn around (0, 0). */
const controlIcons = {
  mic: `<rect x="-4.5" y="-10" width="9" height="14" rx="4.5" fill="${C.paper}"/><path d="M-8 0a8 8 0 0 0 16 0M0 8v4" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  camera: `<rect x="-11" y="-7" width="15" height="14" rx="3" fill="${C.paper}"/><path d="M5-2l7-4v12l-7-4z" fill="${C.paper}"/>`,
  share: `<rect x="-11" y="-8" width="22" height="15" rx="2.5" fill="none" stroke="${C.paper}" stroke-width="2"/><path d="M0 4v-8M-4-1l4-4 4 4" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  react: `<circle r="10" fill="none" stroke="${C.paper}" stroke-width="2"/><circle cx="-3.5" cy="-2" r="1.5" fill="${C.paper}"/><circle cx="3.5" cy="-2" r="1.5" fill="${C.paper}"/><path d="M-5 3q5 5 10 0" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  chat: `<path d="M-10-8h20v13H-2l-6 5v-5h-2z" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linejoin="round"/>`,
  people: `<circle cx="-4" cy="-4" r="4" fill="${C.paper}"/><path d="M-12 8a8 7 0 0 1 16 0z" fill="${C.paper}"/><circle cx="6" cy="-3" r="3.4" fill="${C.paper}" fill-opacity=".7"/><path d="M2 8a6 6 0 0 1 11 0z" fill="${C.paper}" fill-opacity=".7"/>`,
};

interface Frame {
  title: string;
  session: string;
  /** "Viewing …'s screen" in the top bar, for scenes where the host shares the game. */
  sharedBy?: string;
  participants: number;
  clock: string;
  body: string;
  defs?: string;
}

/** The video call around every game scene: top bar, body, control bar. */
export function callFrame(frame: Frame): string {
  const controls = (["mic", "camera", "share", "react", "chat", "people"] as const)
    .map((name, index) => {
      const x = 445 + index * 62;
      return `<circle cx="${x}" cy="711" r="23" fill="${C.raised}"/><g transform="translate(${x} 711)">${controlIcons[name]}</g>`;
    })
    .join("");
  const shared = frame.sharedBy
    ? `${rect(470, 14, 260, 26, 13, C.mint, 'fill-opacity=".16"')}<circle cx="488" cy="27" r="4" fill="${C.mint}"/>${text(498, 32, `Viewing ${frame.sharedBy}'s screen`, { size: 13, weight: 600, fill: "#A7F3D0" })}`
    : "";
  return svg(
    frame.title,
    `${frame.defs ? `<defs>${frame.defs}</defs>` : ""}${rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 0, C.ink)}
${brandMark(20, 12, 28)}${text(56, 32, "Rallyroom", { size: 17, weight: 800 })}${text(150, 32, frame.session, { size: 14, weight: 500, fill: C.mist })}${shared}
${rect(898, 14, 68, 24, 12, C.rose)}<circle cx="913" cy="26" r="4" fill="#fff"/>${text(942, 31, "LIVE", { size: 12, weight: 800, anchor: "middle" })}<g transform="translate(990 26) scale(.8)">${controlIcons.people}</g>${text(1004, 31, String(frame.participants), { size: 14, weight: 600, fill: C.mist })}${text(1180, 31, frame.clock, { size: 14, weight: 600, fill: C.mist, anchor: "end" })}
${frame.body}
${rect(0, 672, SCENE_WIDTH, 78, 0, "#0A0E26")}<circle cx="34" cy="711" r="5" fill="${C.mint}"/>${text(46, 716, "Connected", { size: 13, weight: 600, fill: C.mist })}${controls}${rect(1076, 691, 104, 40, 20, C.rose)}${text(1128, 716, "Leave", { size: 15, weight: 700, anchor: "middle" })}`,
  );
}

/** The game stage (856 × 600 at 20, 60) beside a column of four participant tiles. */
export function gameLayout(
  painter: Painter,
  stage: string,
  stageFill: string,
  tiles: [CastName, { host?: boolean; speaking?: boolean; muted?: boolean }][],
): string {
  const column = tiles
    .map(([who, options], index) => painter.tile(892, 60 + index * 153, 288, 141, who, options))
    .join("");
  return `<g transform="translate(20 60)"><clipPath id="stage"><rect width="856" height="600" rx="16"/></clipPath><g clip-path="url(#stage)">${rect(0, 0, 856, 600, 0, stageFill)}${stage}</g></g>${column}`;
}

export function stageHeader(label: string, right: string, accent: string): string {
  return `${text(28, 40, label, { size: 14, weight: 800, fill: accent, spacing: 2 })}${text(828, 40, right, { size: 15, weight: 600, fill: C.mist, anchor: "end" })}`;
}

export function videoCall(): string {
  const painter = new Painter();
  const people: [CastName, { host?: boolean; speaking?: boolean; muted?: boolean }][] = [
    ["amara", {}],
    ["marcus", { host: true, speaking: true }],
    ["kenji", {}],
    ["leila", {}],
    ["dev", { muted: true }],
    ["sofia", {}],
    ["grace", {}],
    ["tom", {}],
    ["mei", { muted: true }],
  ];
  const tiles = people
    .map(([who, options], index) => {
      const x = 20 + (index % 3) * 392;
      const y = 60 + Math.floor(index / 3) * 204;
      return painter.tile(x, y, 376, 192, who, options);
    })
    .join("");
  return callFrame({
    title:
      "A Rallyroom event on a video call: a grid of nine smiling colleagues with the host speaking in the top middle tile",
    session: "Team social · Friday",
    participants: 9,
    clock: "00:03:51",
    body: tiles,
  });
}
