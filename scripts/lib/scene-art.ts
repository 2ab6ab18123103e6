import { videoCall } from "./scene-call.ts";
import { campfireStorybook, leaderboard, pitchAwards, spotlightAwards } from "./scene-closings.ts";
import {
  lightningFeud,
  officeGames,
  pitchPerfect,
  surveyShowdown,
  theSpotlight,
  tinyCampfire,
} from "./scene-games.ts";
import { brandMark, C, check, rect, ring, svg, text } from "./scene-kit.ts";
import { Painter } from "./scene-people.ts";

/**
 * The product scenes in public/images/scenes: each Rallyroom game as a guest sees it on the
 * video call (the game screen the host shares, the participant tiles, the call's own bars),
 * plus the host's control panel and the branding options. Drawn by hand in code so every
 * scene shares one call frame, one cast of illustrated people and the brand palette.
 * Rules for every file: 1200 × 750 viewBox, a <title>, text in the brand typeface with a
 * system sans fallback (an SVG shown through <img> cannot load web fonts), no external
 * references and no scripts.
 *
 * Every drawing scripts/make-artwork.ts writes is reached from here, drawn in the modules beside
 * this one by job: the kit (scene-kit.ts), the cast (scene-people.ts), the call
 * (scene-call.ts), the games mid-round (scene-games.ts) and at their close (scene-closings.ts),
 * the home carousel's cards (game-cards.ts) and the team's portraits (team-portraits.ts).
 */

export { gameCardScenes } from "./game-cards.ts";
export { portraitSvgs } from "./team-portraits.ts";

// ——— Product screens without the call ————————————————————————————————————————

function hostPanel(): string {
  const rounds = [
    ["Welcome and teams", "done"],
    ["Warm-up round", "done"],
    ["Lightning round", "live"],
    ["Survey says", "next"],
    ["Final and awards", "next"],
  ] as const;
  const roundList = rounds
    .map(([name, state], index) => {
      const y = 150 + index * 62;
      const live = state === "live";
      return `${live ? rect(36, y - 6, 236, 52, 12, C.tint) : ""}<circle cx="66" cy="${y + 20}" r="15" fill="${state === "done" ? C.mint : live ? C.indigo : C.line}"/>${state === "done" ? check(66, y + 20, "#fff", 3) : text(66, y + 26, String(index + 1), { size: 14, weight: 800, fill: live ? "#fff" : C.slate, anchor: "middle" })}${text(92, y + 18, name, { size: 15, weight: 700, fill: state === "next" ? C.slate : C.ink })}${text(92, y + 36, state === "done" ? "Finished" : live ? "Question 4 of 8" : "8 questions", { size: 12, weight: 500, fill: live ? C.indigo : C.slate })}`;
    })
    .join("");
  const scores = [
    ["Team Comet", 212, C.indigo],
    ["Team Nova", 187, C.coralDeep],
    ["Team Kraken", 164, C.mint],
    ["Team Maple", 131, C.sky],
  ] as const;
  const scoreRows = scores
    .map(([name, score, color], index) => {
      const y = 168 + index * 58;
      return `<circle cx="896" cy="${y + 18}" r="8" fill="${color}"/>${text(914, y + 24, name, { size: 15, weight: 700, fill: C.ink })}${rect(1028, y + 2, 32, 32, 8, C.paper, `stroke="${C.line}"`)}${text(1044, y + 24, "−", { size: 18, weight: 700, fill: C.slate, anchor: "middle" })}${text(1094, y + 25, String(score), { size: 18, weight: 800, fill: C.ink, anchor: "middle" })}${rect(1128, y + 2, 32, 32, 8, C.tint)}${text(1144, y + 24, "+", { size: 18, weight: 700, fill: C.indigo, anchor: "middle" })}`;
    })
    .join("");
  const miniBoard = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 352 + (index % 2) * 232;
      const y = 236 + Math.floor(index / 2) * 50;
      const shown = index !== 1 && index !== 5;
      return rect(x, y, 220, 40, 8, shown ? C.indigo : "#242A66");
    })
    .join("");
  const painter = new Painter();
  const avatars = (["amara", "kenji", "sofia", "dev", "leila", "tom"] as const)
    .map((who, index) => painter.circle(348 + index * 30, 640, 17, who, "#fff"))
    .join("");
  return svg(
    "Rallyroom host panel: the run of show with round three live, the shared board preview, reveal, timer and next controls, a 24 second timer and team scores with plus and minus buttons",
    `${rect(0, 0, 1200, 750, 0, "#F1F5F9")}
${rect(0, 0, 1200, 64, 0, "#fff")}<path d="M0 64h1200" stroke="${C.line}"/>${brandMark(24, 16, 32)}${text(64, 38, "Rallyroom Host", { size: 18, weight: 800, fill: C.ink })}${text(214, 38, "Northwind Labs · All-hands social", { size: 15, weight: 500, fill: C.slate })}${rect(860, 18, 70, 28, 14, C.rose)}<circle cx="878" cy="32" r="4" fill="#fff"/>${text(906, 37, "LIVE", { size: 12, weight: 800, anchor: "middle" })}${text(946, 38, "00:32:10", { size: 15, weight: 700, fill: C.ink })}${rect(1040, 16, 136, 32, 16, C.tint)}${text(1108, 37, "42 players", { size: 14, weight: 700, fill: C.deep, anchor: "middle" })}
${rect(20, 84, 268, 646, 18, "#fff", `stroke="${C.line}"`)}${text(40, 120, "RUN OF SHOW", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${roundList}${rect(40, 476, 228, 90, 14, C.paper)}${text(56, 504, "Breakout rooms", { size: 14, weight: 700, fill: C.ink })}${text(56, 528, "6 rooms · 7 players each", { size: 13, fill: C.slate })}${text(56, 550, "Closes in 2:00", { size: 13, weight: 600, fill: C.indigo })}
${rect(308, 84, 540, 646, 18, "#fff", `stroke="${C.line}"`)}${text(332, 120, "ON SCREEN NOW", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(332, 136, 492, 320, 14, C.night)}${text(578, 176, "Name something you'd", { size: 20, weight: 800, anchor: "middle" })}${text(578, 204, "find on a messy desk", { size: 20, weight: 800, anchor: "middle" })}${miniBoard}${text(370, 262, "Coffee mug", { size: 14, weight: 700 })}${text(370, 312, "Sticky notes", { size: 14, weight: 700 })}${text(370, 362, "Tangled cables", { size: 14, weight: 700 })}${text(602, 312, "Snack wrappers", { size: 14, weight: 700 })}<path d="M352 408h452" stroke="#fff" stroke-opacity=".12"/>${text(352, 436, "Answers 4 and 6 hidden · Team Nova to answer", { size: 13, weight: 600, fill: C.mist })}
${rect(332, 476, 160, 48, 12, C.indigo)}${text(412, 506, "Reveal answer", { size: 15, weight: 700, anchor: "middle" })}${rect(504, 476, 148, 48, 12, "#fff", `stroke="${C.line}" stroke-width="2"`)}${text(578, 506, "Start timer", { size: 15, weight: 700, fill: C.ink, anchor: "middle" })}${rect(664, 476, 160, 48, 12, C.coral)}${text(744, 506, "Next question", { size: 15, weight: 700, anchor: "middle" })}
${text(332, 572, "TIMER", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(332, 586, 240, 8, 4, C.line)}${rect(332, 586, 192, 8, 4, C.sun)}${text(586, 596, "0:24", { size: 20, weight: 800, fill: C.ink })}${text(634, 596, "of 0:30", { size: 14, fill: C.slate })}
${avatars}${text(528, 646, "+36 joined", { size: 14, weight: 700, fill: C.slate })}
${rect(868, 84, 312, 646, 18, "#fff", `stroke="${C.line}"`)}${text(888, 120, "SCORES", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${text(1160, 120, "Round 3", { size: 13, weight: 600, fill: C.indigo, anchor: "end" })}<path d="M888 140h272" stroke="${C.line}"/>${scoreRows}
${rect(888, 420, 272, 108, 14, C.tint)}${text(908, 450, "Bonus points", { size: 14, weight: 700, fill: C.deep })}${rect(908, 464, 72, 34, 10, "#fff")}${text(944, 486, "+10", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}${rect(988, 464, 72, 34, 10, "#fff")}${text(1024, 486, "+25", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}${rect(1068, 464, 72, 34, 10, "#fff")}${text(1104, 486, "+50", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}
${rect(888, 548, 272, 48, 12, C.ink)}${text(1024, 578, "Show leaderboard", { size: 15, weight: 700, anchor: "middle" })}
${text(888, 636, "SOUND BOARD", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${["Buzzer", "Applause", "Drumroll"].map((sound, index) => `${rect(888 + index * 92, 652, 84, 36, 18, C.paper, `stroke="${C.line}"`)}${text(930 + index * 92, 675, sound, { size: 13, weight: 700, fill: C.ink, anchor: "middle" })}`).join("")}
${rect(40, 588, 228, 90, 14, C.paper)}${text(56, 616, "Latecomers", { size: 14, weight: 700, fill: C.ink })}${text(56, 640, "2 joined, placed on teams", { size: 13, fill: C.slate })}${text(56, 662, "Nova +1 · Maple +1", { size: 13, weight: 600, fill: C.indigo })}`,
  );
}

function brandingOptions(): string {
  const navy = "#1E3A8A";
  const teal = "#0F766E";
  const swatch = (x: number, color: string, label: string, selected: boolean) =>
    `<circle cx="${x}" cy="318" r="20" fill="${color}"/>${selected ? `<circle cx="${x}" cy="318" r="25" fill="none" stroke="${C.indigo}" stroke-width="3"/>` : ""}${text(x, 360, label, { size: 12, weight: 600, fill: C.slate, anchor: "middle" })}`;
  const options = [
    ["A", "2014", false],
    ["B", "2016", true],
    ["C", "2018", false],
    ["D", "2019", false],
  ] as const;
  const answerGrid = options
    .map(([letter, year, right], index) => {
      const x = 458 + (index % 2) * 336;
      const y = 340 + Math.floor(index / 2) * 80;
      return `${rect(x, y, 320, 64, 14, right ? teal : "#fff", right ? "" : 'fill-opacity=".1"')}${rect(x + 12, y + 12, 40, 40, 10, right ? "#fff" : navy, right ? 'fill-opacity=".25"' : "")}${text(x + 32, y + 39, letter, { size: 18, weight: 800, anchor: "middle" })}${text(x + 68, y + 40, year, { size: 22, weight: 800 })}${right ? check(x + 290, y + 32, "#fff", 4) : ""}`;
    })
    .join("");
  const painter = new Painter();
  const strip = (["priya", "kwame", "elena", "dev"] as const)
    .map((who, index) => painter.tile(458 + index * 168, 516, 152, 96, who, {}))
    .join("");
  const toggle = (y: number, label: string, detail: string) =>
    `${text(44, y, label, { size: 15, weight: 700, fill: C.ink })}${text(44, y + 22, detail, { size: 13, fill: C.slate })}${rect(300, y - 16, 44, 26, 13, C.mint)}<circle cx="331" cy="${y - 3}" r="10" fill="#fff"/>`;
  const northwind = (x: number, y: number, scale: number, color: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M8 30L20 6l12 24z" fill="${color}"/>${text(44, 27, "Northwind Labs", { size: 22, weight: 800, fill: color })}</g>`;
  return svg(
    "Branding options: a settings panel with the client's logo, colours and custom round, beside a preview of the game screen in Northwind Labs navy and teal with their logo",
    `${rect(0, 0, 1200, 750, 0, "#F1F5F9")}
${rect(20, 20, 348, 710, 18, "#fff", `stroke="${C.line}"`)}${brandMark(44, 42, 28)}${text(80, 62, "Event branding", { size: 18, weight: 800, fill: C.ink })}<path d="M44 92h300" stroke="${C.line}"/>
${text(44, 126, "LOGO", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(44, 140, 300, 88, 14, C.paper, `stroke="${C.line}" stroke-dasharray="6 5" stroke-width="2"`)}${northwind(72, 166, 1.05, navy)}${text(194, 214, "northwind-logo.svg", { size: 12, fill: C.slate, anchor: "middle" })}
${text(44, 274, "COLOURS", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${swatch(70, navy, "Primary", true)}${swatch(134, teal, "Accent", true)}${swatch(198, C.sun, "Highlight", false)}${swatch(262, "#fff", "Text", false)}<circle cx="262" cy="318" r="20" fill="none" stroke="${C.line}" stroke-width="2"/>
${text(44, 410, "CONTENT", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${toggle(446, "Company trivia round", "8 questions about Northwind")}${toggle(512, "Welcome slide", "Your logo and a greeting")}${toggle(578, "Team names", "Named after your products")}
${rect(44, 642, 300, 52, 14, C.indigo)}${text(194, 674, "Apply to all rounds", { size: 16, weight: 700, anchor: "middle" })}
${text(392, 52, "PREVIEW · WHAT YOUR TEAM SEES", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}
${rect(392, 68, 788, 572, 18, navy)}<path d="M392 132V86a18 18 0 0 1 18-18h752a18 18 0 0 1 18 18v46z" fill="#000" fill-opacity=".18"/>${northwind(420, 82, 1, "#fff")}${rect(1030, 86, 126, 30, 15, teal)}${text(1093, 106, "Round 2 of 4", { size: 13, weight: 700, anchor: "middle" })}
${text(458, 176, "COMPANY TRIVIA", { size: 13, weight: 800, fill: "#5EEAD4", spacing: 1.5 })}${text(458, 222, "Which year did Northwind", { size: 30, weight: 800 })}${text(458, 260, "ship its first product?", { size: 30, weight: 800 })}${ring(1096, 218, 32, 0.35, "#5EEAD4", "0:09", 16)}${text(458, 310, "Pick one: your team's choice is locked when the timer ends", { size: 14, fill: "#BFDBFE" })}
${answerGrid}${strip}
${rect(392, 656, 788, 74, 16, "#fff", `stroke="${C.line}"`)}${text(416, 688, "Also in your colours", { size: 14, weight: 700, fill: C.ink })}${text(416, 710, "The live leaderboard and the winners' announcement", { size: 13, fill: C.slate })}<circle cx="1080" cy="693" r="14" fill="${navy}"/><circle cx="1108" cy="693" r="14" fill="${teal}"/><circle cx="1136" cy="693" r="14" fill="${C.sun}"/>`,
  );
}

/** Every scene, by file name (without .svg) in public/images/scenes. */
export function productScenes(): Record<string, string> {
  return {
    "lightning-feud": lightningFeud(),
    "survey-showdown": surveyShowdown(),
    "pitch-perfect": pitchPerfect(),
    "the-spotlight": theSpotlight(),
    "online-office-games": officeGames(),
    "tiny-campfire": tinyCampfire(),
    leaderboard: leaderboard(),
    "pitch-awards": pitchAwards(),
    "spotlight-awards": spotlightAwards(),
    "campfire-storybook": campfireStorybook(),
    "host-panel": hostPanel(),
    "branding-options": brandingOptions(),
    "video-call": videoCall(),
  };
}
