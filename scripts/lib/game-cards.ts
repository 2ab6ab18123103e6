import { brandMark, C, check, cross, gradient, heart, rect, ring, star, svg, text } from "./scene-kit.ts";
import { type CastName, cast, Painter } from "./scene-people.ts";

/** The home carousel's game cards (800 × 500): each game's own screen, as the host shares it. */

const CARD_WIDTH = 800;
const CARD_HEIGHT = 500;

interface GameCard {
  title: string;
  name: string;
  chip: string;
  tone: string;
  accent: string;
  body: (painter: Painter) => string;
  players: [CastName, number][];
}

/** A game's own screen, as the host shares it: name, round chip, the board, the players' scores. */
function gameCard(card: GameCard): string {
  const painter = new Painter();
  const players = card.players
    .map(([who, score], index) => {
      const x = 60 + index * 150;
      return `${painter.circle(x, 452, 24, who, "#fff")}${text(x + 34, 446, cast[who].name, { size: 15, weight: 700 })}${text(x + 34, 466, String(score), { size: 15, weight: 800, fill: card.accent })}`;
    })
    .join("");
  return svg(
    card.title,
    `<defs>${gradient("cg", C.night, card.tone, false)}</defs>${rect(0, 0, CARD_WIDTH, CARD_HEIGHT, 0, "url(#cg)")}
${brandMark(32, 22, 30)}${text(72, 46, card.name, { size: 24, weight: 800 })}${rect(CARD_WIDTH - 32 - (card.chip.length * 8.6 + 28), 22, card.chip.length * 8.6 + 28, 32, 16, "#fff", 'fill-opacity=".12"')}${text(CARD_WIDTH - 32 - (card.chip.length * 8.6 + 28) / 2, 43, card.chip, { size: 15, weight: 700, fill: card.accent, anchor: "middle" })}
${card.body(painter)}
${rect(0, 414, CARD_WIDTH, 86, 0, "#000", 'fill-opacity=".22"')}${players}`,
    CARD_WIDTH,
    CARD_HEIGHT,
  );
}

const answerTile = (
  x: number,
  y: number,
  width: number,
  letter: string,
  label: string,
  state: "right" | "plain" | "wrong",
) =>
  `${rect(x, y, width, 62, 14, state === "right" ? C.mint : "#fff", state === "right" ? "" : state === "wrong" ? 'fill-opacity=".05"' : 'fill-opacity=".1"')}${rect(x + 12, y + 12, 38, 38, 10, state === "right" ? "#fff" : C.indigo, state === "right" ? 'fill-opacity=".3"' : "")}${text(x + 31, y + 38, letter, { size: 18, weight: 800, anchor: "middle" })}${text(x + 64, y + 39, label, { size: 21, weight: 700, opacity: state === "wrong" ? 0.5 : 1 })}${state === "right" ? check(x + width - 30, y + 31, "#fff", 4) : ""}`;

const gameCards: Record<string, GameCard> = {
  "mini-trivia": {
    title:
      "Mini Trivia: a question with four answers, the right one lit green, a timer and the players' scores",
    name: "Mini Trivia",
    chip: "Question 6 of 10",
    tone: "#312E81",
    accent: C.sun,
    body: () =>
      `${text(40, 122, "Which planet has the most", { size: 30, weight: 800 })}${text(40, 160, "known moons?", { size: 30, weight: 800 })}${ring(720, 132, 32, 0.25, C.sun, "4", 22)}
${answerTile(40, 200, 350, "A", "Jupiter", "plain")}${answerTile(410, 200, 350, "B", "Saturn", "right")}${answerTile(40, 282, 350, "C", "Uranus", "wrong")}${answerTile(410, 282, 350, "D", "Neptune", "wrong")}${text(40, 388, "31 of 36 answered · fastest: 1.8 s", { size: 16, weight: 600, fill: C.mist })}`,
    players: [
      ["amara", 640],
      ["kenji", 610],
      ["leila", 580],
      ["dev", 540],
      ["mei", 510],
    ],
  },
  "mini-jeopardy": {
    title: "Mini Jeopardy: a board of four categories with point values, some already played and one picked",
    name: "Mini Jeopardy",
    chip: "Team Comet to pick",
    tone: "#1E3A8A",
    accent: C.sun,
    body: () => {
      const categories = ["Space", "Food", "Films", "Office"];
      const played = new Set(["0-0", "1-0", "1-1", "3-0", "2-2"]);
      const cells = categories
        .map((category, col) => {
          const x = 40 + col * 182;
          const head = `${rect(x, 74, 170, 50, 10, C.deep)}${text(x + 85, 106, category, { size: 19, weight: 800, anchor: "middle" })}`;
          const values = [100, 200, 300, 400]
            .map((value, row) => {
              const y = 132 + row * 68;
              const key = `${col}-${row}`;
              if (played.has(key)) return rect(x, y, 170, 60, 10, "#fff", 'fill-opacity=".05"');
              const picked = key === "2-3";
              return `${rect(x, y, 170, 60, 10, picked ? C.coral : C.indigo)}${text(x + 85, y + 40, String(value), { size: 26, weight: 800, fill: picked ? "#fff" : C.sun, anchor: "middle" })}`;
            })
            .join("");
          return head + values;
        })
        .join("");
      return cells;
    },
    players: [
      ["sofia", 900],
      ["tom", 700],
      ["priya", 600],
      ["kwame", 400],
      ["elena", 300],
    ],
  },
  "survey-says": {
    title: "Mini Survey Says: the top answers from a hundred people revealed on a board with their counts",
    name: "Mini Survey Says",
    chip: "Round 2",
    tone: "#12305E",
    accent: C.sky,
    body: () => {
      const rows = [
        ["Sandwiches", 38],
        ["A blanket", 24],
        ["", 0],
        ["", 0],
      ] as const;
      return `${text(40, 112, "Name something people bring to a picnic", { size: 26, weight: 800 })}${rows
        .map(([answer, count], index) => {
          const y = 140 + index * 64;
          if (!answer)
            return `${rect(40, y, 720, 54, 12, "#fff", 'fill-opacity=".06"')}<circle cx="72" cy="${y + 27}" r="17" fill="${C.raised}"/>${text(72, y + 34, String(index + 1), { size: 18, weight: 800, fill: C.mist, anchor: "middle" })}${rect(104, y + 18, 240, 18, 9, C.raised)}`;
          return `${rect(40, y, 720, 54, 12, C.indigo)}<circle cx="72" cy="${y + 27}" r="17" fill="${C.sky}"/>${text(72, y + 34, String(index + 1), { size: 18, weight: 800, fill: C.ink, anchor: "middle" })}${text(104, y + 36, answer, { size: 23, weight: 700 })}${rect(672, y + 8, 76, 38, 10, C.deep)}${text(710, y + 36, String(count), { size: 23, weight: 800, fill: C.sun, anchor: "middle" })}`;
        })
        .join("")}`;
    },
    players: [
      ["omar", 62],
      ["grace", 38],
      ["sam", 24],
      ["amara", 12],
    ],
  },
  "sketch-and-guess": {
    title:
      "Sketch & Guess: a player's drawing of a rocket on a shared canvas while the others type their guesses",
    name: "Sketch & Guess",
    chip: "0:42 left",
    tone: "#134E4A",
    accent: "#5EEAD4",
    body: () => {
      const rocket = `<g fill="none" stroke="${C.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="M230 120c40 30 52 110 30 170h-60c-22-60-10-140 30-170z" fill="#fff"/><circle cx="230" cy="190" r="18" fill="${C.sky}"/><path d="M200 258l-34 40 40-6M260 258l34 40-40-6"/><path d="M214 300q16 40 16 56q0-16 16-56" stroke="${C.coral}" fill="${C.sun}"/></g><g fill="${C.sun}"><circle cx="118" cy="140" r="4"/><circle cx="340" cy="118" r="5"/><circle cx="350" cy="230" r="3"/></g>`;
      const guess = (y: number, who: string, word: string, right: boolean) =>
        `${rect(480, y, 280, 50, 12, right ? C.mint : "#fff", right ? "" : 'fill-opacity=".1"')}${text(498, y + 32, `${who}: ${word}`, { size: 18, weight: 700 })}${right ? text(742, y + 32, "+80", { size: 18, weight: 800, anchor: "end" }) : cross(738, y + 25, C.rose, 6, 3)}`;
      return `${rect(40, 76, 410, 320, 16, C.paper)}${rocket}${[C.ink, C.coral, C.sky, C.sun, C.mint].map((color, index) => `<circle cx="${70 + index * 30}" cy="372" r="10" fill="${color}"/>`).join("")}
${text(480, 104, "R _ _ _ _ T", { size: 26, weight: 800, fill: "#5EEAD4", spacing: 2 })}${guess(124, "Tom", "pencil", false)}${guess(184, "Mei", "lighthouse", false)}${guess(244, "Dev", "rocket", true)}${text(480, 330, "Leila is drawing", { size: 16, weight: 600, fill: C.mist })}`;
    },
    players: [
      ["leila", 340],
      ["dev", 310],
      ["mei", 220],
      ["tom", 180],
    ],
  },
  "escape-room": {
    title: "Mini Escape Room: a locked door with a four-digit code half cracked, clue cards and a countdown",
    name: "Mini Escape Room",
    chip: "Clue 3 of 5",
    tone: "#3B1F7A",
    accent: "#C4B5FD",
    body: () => {
      const dials = ["7", "3", "?", "?"]
        .map((digit, index) => {
          const x = 76 + index * 74;
          const known = digit !== "?";
          return `${rect(x, 196, 62, 84, 12, known ? C.paper : "#fff", known ? "" : 'fill-opacity=".1"')}${text(x + 31, 252, digit, { size: 40, weight: 800, fill: known ? C.ink : C.mist, anchor: "middle" })}`;
        })
        .join("");
      const clue = (y: number, title: string, body: string, solved: boolean) =>
        `${rect(440, y, 320, 84, 14, "#fff", solved ? 'fill-opacity=".14"' : 'fill-opacity=".07"')}${solved ? check(468, y + 30, "#6EE7B7", 4) : `<circle cx="466" cy="${y + 30}" r="7" fill="${C.sun}"/>`}${text(488, y + 36, title, { size: 19, weight: 800 })}${text(488, y + 62, body, { size: 15, fill: C.mist })}`;
      return `${rect(56, 80, 336, 310, 20, "#fff", 'fill-opacity=".06"')}<path d="M140 180v-40a84 60 0 0 1 168 0v40" fill="none" stroke="${C.sun}" stroke-width="14"/>${rect(64, 180, 320, 116, 18, C.sun, 'fill-opacity=".16"')}${text(224, 330, "Enter the door code", { size: 18, weight: 700, fill: C.mist, anchor: "middle" })}${dials}${text(224, 372, "12:48 left", { size: 20, weight: 800, fill: C.sun, anchor: "middle" })}
${clue(86, "The clock", "Stopped at 7", true)}${clue(182, "The bookshelf", "Three red spines", true)}${clue(278, "The painting", "Count the boats", false)}`;
    },
    players: [
      ["kwame", 3],
      ["sofia", 2],
      ["omar", 2],
      ["grace", 1],
    ],
  },
  "song-snippet": {
    title:
      "Song Snippet Showdown: a three-second music clip playing as a waveform, with four song titles to choose from",
    name: "Song Snippet Showdown",
    chip: "Clip 4 of 8",
    tone: "#701A75",
    accent: "#F9A8D4",
    body: () => {
      const heights = [
        18, 34, 52, 40, 70, 88, 60, 44, 76, 96, 66, 40, 58, 84, 72, 46, 30, 56, 74, 50, 36, 22, 40, 62, 48,
        30,
      ];
      const bars = heights
        .map((height, index) =>
          rect(
            150 + index * 22,
            170 - height / 2,
            12,
            height,
            6,
            index < 15 ? "#F9A8D4" : "#fff",
            index < 15 ? "" : 'fill-opacity=".25"',
          ),
        )
        .join("");
      return `<circle cx="88" cy="170" r="40" fill="${C.rose}"/><path d="M76 150v40l32-20z" fill="#fff"/>${bars}${text(150, 246, "Name that tune: 3 seconds", { size: 17, weight: 600, fill: C.mist })}
${answerTile(40, 268, 350, "A", "Neon Summer", "plain")}${answerTile(410, 268, 350, "B", "Midnight Drive", "plain")}${answerTile(40, 340, 350, "C", "Paper Hearts", "plain")}${answerTile(410, 340, 350, "D", "Golden Hour", "plain")}`;
    },
    players: [
      ["priya", 420],
      ["marcus", 380],
      ["elena", 300],
      ["sam", 260],
    ],
  },
  "fastest-finger": {
    title: "Fastest Finger: a big green go signal, players' reaction times with a speed bonus, and power-ups",
    name: "Fastest Finger",
    chip: "Speed round",
    tone: "#7C2D12",
    accent: C.sun,
    body: () => {
      const fastest: [string, string, string][] = [
        ["Amara", "0.21 s", "+50"],
        ["Kenji", "0.27 s", "+30"],
        ["Dev", "0.34 s", "+20"],
      ];
      const times = fastest
        .map(([who, time, bonus], index) => {
          const y = 86 + index * 66;
          return `${rect(400, y, 360, 56, 12, "#fff", index === 0 ? 'fill-opacity=".16"' : 'fill-opacity=".07"')}${text(424, y + 36, `${index + 1}`, { size: 20, weight: 800, fill: C.mist })}${text(454, y + 36, who, { size: 21, weight: 700 })}${text(640, y + 36, time, { size: 20, weight: 700, fill: C.tint, anchor: "end" })}${text(742, y + 36, bonus, { size: 20, weight: 800, fill: C.sun, anchor: "end" })}`;
        })
        .join("");
      const power = (x: number, label: string, color: string) =>
        `${rect(x, 300, 170, 48, 24, color, 'fill-opacity=".22"')}<path d="M${x + 26} 310l-10 16h8l-3 14 13-19h-8l5-11z" fill="${color}"/>${text(x + 44, 330, label, { size: 17, weight: 700 })}`;
      return `<circle cx="190" cy="210" r="130" fill="${C.mint}" fill-opacity=".18"/><circle cx="190" cy="210" r="100" fill="${C.mint}"/>${text(190, 224, "GO!", { size: 44, weight: 800, anchor: "middle" })}${times}${power(400, "Double points", C.sun)}${power(590, "Freeze", C.sky)}`;
    },
    players: [
      ["amara", 720],
      ["kenji", 690],
      ["dev", 655],
      ["leila", 600],
    ],
  },
  "globe-guessers": {
    title: "Globe Guessers: a street photo to place and a world map with the real spot and the players' pins",
    name: "Globe Guessers",
    chip: "Location 3 of 5",
    tone: "#065F46",
    accent: "#6EE7B7",
    body: () => {
      const photo = `${rect(40, 80, 250, 300, 16, "#FDE68A")}${rect(40, 250, 250, 130, 0, "#D6D3D1")}<g fill="#FB923C">${rect(56, 140, 60, 110, 4, "#FB923C")}${rect(122, 170, 50, 80, 4, "#F472B6")}${rect(178, 120, 56, 130, 4, C.sky)}${rect(240, 160, 40, 90, 4, C.mint)}</g><g fill="#fff" fill-opacity=".7">${rect(66, 154, 14, 16, 2, "#fff")}${rect(92, 154, 14, 16, 2, "#fff")}${rect(66, 190, 14, 16, 2, "#fff")}${rect(190, 140, 14, 16, 2, "#fff")}${rect(212, 140, 14, 16, 2, "#fff")}${rect(132, 186, 14, 16, 2, "#fff")}</g>${rect(40, 340, 250, 40, 0, C.ink, 'fill-opacity=".6"')}${text(56, 366, "Where is this?", { size: 17, weight: 700 })}`;
      const land = `<g fill="#6EE7B7" fill-opacity=".55"><path d="M340 130q40-30 90-10t40 50q-10 40-50 40t-60-30q-30-20-20-50z"/><path d="M430 230q30 0 36 40t-20 80q-24 10-30-30t14-90z"/><path d="M510 110q60-30 130-10t90 50q0 40-60 50t-90-10q-60-10-70-40z"/><path d="M560 230q30-10 44 20t-10 50q-30 10-40-20z"/><path d="M660 300q40-10 60 14t-20 40q-40 6-50-20z"/></g>`;
      return `${photo}${rect(320, 80, 440, 300, 16, "#0C4A6E")}${land}<path d="M590 170L540 206" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/><g transform="translate(590 170)"><path d="M0 0c-10-14-16-22-16-30a16 16 0 0 1 32 0c0 8-6 16-16 30z" fill="${C.coral}"/><circle cy="-30" r="6" fill="#fff"/></g><g transform="translate(540 206)"><path d="M0 0c-8-11-12-17-12-24a12 12 0 0 1 24 0c0 7-4 13-12 24z" fill="${C.sun}"/></g>${rect(560, 216, 140, 34, 17, C.ink, 'fill-opacity=".75"')}${text(630, 239, "Mei · 312 km", { size: 15, weight: 700, anchor: "middle" })}`;
    },
    players: [
      ["mei", 4650],
      ["tom", 4210],
      ["priya", 3880],
      ["kwame", 3400],
    ],
  },
  "memory-match": {
    title: "Memory Match-Up: a grid of cards, four pairs already matched and two cards turned over",
    name: "Memory Match-Up",
    chip: "4 of 6 pairs",
    tone: "#4C1D95",
    accent: "#C4B5FD",
    body: () => {
      type Face = "star" | "heart" | "moon" | "leaf" | "bolt";
      const faces: Record<Face, (x: number, y: number) => string> = {
        star: (x, y) => star(x, y, 24, C.sun),
        heart: (x, y) => heart(x, y - 2, 2.6, C.rose),
        moon: (x, y) =>
          `<path d="M${x + 6} ${y - 24}a24 24 0 1 0 18 36 20 20 0 1 1-18-36z" fill="${C.sky}"/>`,
        leaf: (x, y) =>
          `<path d="M${x - 20} ${y + 20}c0-30 16-44 40-44 0 26-14 44-40 44z" fill="${C.mint}"/>`,
        bolt: (x, y) => `<path d="M${x + 6} ${y - 26}l-22 30h14l-6 24 24-32h-14z" fill="${C.coral}"/>`,
      };
      const layout: (Face | null)[] = [
        "star",
        null,
        "heart",
        "moon",
        "leaf",
        "star",
        null,
        "heart",
        "moon",
        "bolt",
        "leaf",
        null,
      ];
      const flipped = new Set([9]);
      return layout
        .map((face, index) => {
          const x = 40 + (index % 6) * 122;
          const y = 86 + Math.floor(index / 6) * 160;
          if (!face)
            return `${rect(x, y, 110, 146, 14, C.deep)}${rect(x + 10, y + 10, 90, 126, 10, "none", `stroke="#fff" stroke-opacity=".25" stroke-width="2"`)}<circle cx="${x + 55}" cy="${y + 73}" r="30" fill="#fff" fill-opacity=".92"/>${brandMark(x + 33, y + 50, 44)}`;
          const open = flipped.has(index);
          return `${rect(x, y, 110, 146, 14, C.paper)}${open ? rect(x - 3, y - 3, 116, 152, 16, "none", `stroke="${C.sun}" stroke-width="4"`) : rect(x, y, 110, 146, 14, "none", `stroke="${C.mint}" stroke-width="4"`)}${faces[face](x + 55, y + 73)}`;
        })
        .join("");
    },
    players: [
      ["grace", 4],
      ["omar", 3],
      ["sofia", 2],
      ["dev", 1],
    ],
  },
  "two-truths": {
    title:
      "Two Truths & a Tale: a teammate's three statements with the team's votes, and the made-up one revealed",
    name: "Two Truths & a Tale",
    chip: "Kwame's turn",
    tone: "#334155",
    accent: "#7DD3FC",
    body: (painter) => {
      const statement = (y: number, line: string, votes: number, tale: boolean) =>
        `${rect(200, y, 560, 84, 14, tale ? C.coral : "#fff", tale ? "" : 'fill-opacity=".1"')}${text(224, y + 36, line, { size: 21, weight: 700 })}${rect(224, y + 52, Math.round(votes * 14), 12, 6, tale ? "#fff" : C.sky, tale ? 'fill-opacity=".6"' : "")}${text(736, y + 62, `${votes} votes`, { size: 15, weight: 700, anchor: "end" })}${tale ? `${rect(640, y + 14, 96, 26, 13, "#fff")}${text(688, y + 32, "THE TALE", { size: 12, weight: 800, fill: C.coralDeep, anchor: "middle" })}` : ""}`;
      return `${painter.circle(110, 180, 70, "kwame", "#7DD3FC")}${text(110, 290, "Kwame", { size: 20, weight: 800, anchor: "middle" })}${text(110, 314, "Finance", { size: 15, fill: C.mist, anchor: "middle" })}
${statement(80, "I have met a penguin", 6, false)}${statement(176, "I speak four languages", 14, true)}${statement(272, "I once won a pie contest", 9, false)}`;
    },
    players: [
      ["amara", 5],
      ["tom", 4],
      ["leila", 4],
      ["sam", 2],
    ],
  },
};

/** The ten home carousel cards, by file name (without .svg) in public/images/games. */
export function gameCardScenes(): Record<string, string> {
  return Object.fromEntries(Object.entries(gameCards).map(([file, card]) => [file, gameCard(card)]));
}
