import { callFrame, gameLayout, stageHeader } from "./scene-call.ts";
import { C, check, cross, gradient, heart, rect, ring, star, text } from "./scene-kit.ts";
import { type CastName, Painter } from "./scene-people.ts";

/** The six games as a guest sees them on the call, each mid-round. */

export function lightningFeud(): string {
  const painter = new Painter();
  const answers: { rank: number; text?: string; count?: number; fresh?: boolean }[] = [
    { rank: 1, text: "Coffee mug", count: 31 },
    { rank: 4 },
    { rank: 2, text: "Sticky notes", count: 24 },
    { rank: 5, text: "Snack wrappers", count: 9 },
    { rank: 3, text: "Tangled cables", count: 17, fresh: true },
    { rank: 6 },
  ];
  const board = answers
    .map((answer, index) => {
      const x = 28 + (index % 2) * 408;
      const y = 206 + Math.floor(index / 2) * 86;
      if (!answer.text)
        return `${rect(x, y, 392, 72, 14, "#242A66")}<circle cx="${x + 196}" cy="${y + 36}" r="20" fill="${C.deep}"/>${text(x + 196, y + 44, String(answer.rank), { size: 20, weight: 800, fill: C.mist, anchor: "middle" })}`;
      return `${rect(x, y, 392, 72, 14, C.indigo)}${rect(x, y, 392, 30, 14, "#fff", 'fill-opacity=".07"')}${answer.fresh ? rect(x - 3, y - 3, 398, 78, 16, "none", `stroke="${C.sun}" stroke-width="3"`) : ""}${text(x + 22, y + 45, answer.text, { size: 24, weight: 700 })}${rect(x + 314, y + 12, 64, 48, 10, C.deep)}${text(x + 346, y + 45, String(answer.count), { size: 24, weight: 800, fill: C.sun, anchor: "middle" })}`;
    })
    .join("");
  const team = (x: number, name: string, score: string, color: string, lead: boolean) =>
    `${rect(x, 66, 176, 108, 16, color)}${text(x + 88, 96, name, { size: 15, weight: 700, anchor: "middle", opacity: 0.9 })}${text(x + 88, 150, score, { size: 46, weight: 800, anchor: "middle" })}${lead ? star(x + 158, 84, 9, C.sun) : ""}`;
  const stage = `${stageHeader("LIGHTNING FEUD", "Round 3 of 5", C.sun)}
${team(28, "Team Comet", "212", C.indigo, true)}${team(652, "Team Nova", "187", C.coralDeep, false)}
${text(428, 108, "Name something you'd", { size: 27, weight: 800, anchor: "middle" })}${text(428, 142, "find on a messy desk", { size: 27, weight: 800, anchor: "middle" })}${text(428, 172, "We asked 100 office workers", { size: 14, weight: 500, fill: C.mist, anchor: "middle" })}
${board}
${rect(28, 484, 800, 92, 18, "#fff", 'fill-opacity=".06"')}
<g>${rect(48, 506, 48, 48, 10, C.rose)}${cross(72, 530, "#fff", 10, 5)}${rect(106, 506, 48, 48, 10, "#fff", 'fill-opacity=".1"')}${rect(164, 506, 48, 48, 10, "#fff", 'fill-opacity=".1"')}${text(232, 528, "1 strike", { size: 15, weight: 700 })}${text(232, 548, "Team Comet", { size: 13, fill: C.mist })}</g>
<circle cx="428" cy="530" r="40" fill="${C.coralDeep}"/><circle cx="428" cy="524" r="34" fill="${C.coral}"/><ellipse cx="420" cy="510" rx="14" ry="7" fill="#fff" fill-opacity=".35"/>${text(428, 531, "BUZZ", { size: 15, weight: 800, anchor: "middle" })}
${text(492, 526, "Nova buzzed first", { size: 17, weight: 700 })}${text(492, 548, "0.42 s ahead", { size: 14, fill: "#FED7AA" })}
${ring(780, 530, 30, 0.7, C.sun, "7")}`;
  return callFrame({
    title:
      "Lightning Feud on a video call: the host shares a buzzer board with Team Comet on 212 and Team Nova on 187, the question and four of six answers revealed",
    session: "Lightning Feud · Kickoff social",
    sharedBy: "Marcus",
    participants: 48,
    clock: "00:24:18",
    defs: gradient("sg", C.night, "#2A2470"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true, speaking: true }],
      ["amara", {}],
      ["kenji", { muted: true }],
      ["leila", {}],
    ]),
  });
}

export function surveyShowdown(): string {
  const painter = new Painter();
  const rows: { answer?: string; count?: number }[] = [
    { answer: "Popcorn", count: 14 },
    { answer: "Dark chocolate", count: 11 },
    { answer: "Fresh fruit", count: 9 },
    { answer: "Crisps", count: 7 },
    {},
  ];
  const list = rows
    .map((row, index) => {
      const y = 176 + index * 62;
      const base = `${rect(28, y, 800, 52, 12, "#fff", 'fill-opacity=".07"')}<circle cx="56" cy="${y + 26}" r="16" fill="${row.answer ? C.sky : C.raised}"/>${text(56, y + 32, String(index + 1), { size: 16, weight: 800, fill: row.answer ? C.ink : C.mist, anchor: "middle" })}`;
      if (!row.answer || row.count === undefined)
        return `${base}${rect(88, y + 16, 220, 20, 10, C.raised)}${text(800, y + 33, "?", { size: 20, weight: 800, fill: C.mist, anchor: "end" })}${text(330, y + 32, "Still hidden", { size: 14, weight: 600, fill: C.mist })}`;
      const barWidth = Math.round((row.count / 14) * 360);
      return `${base}${text(88, y + 33, row.answer, { size: 20, weight: 700 })}${rect(330, y + 14, barWidth, 24, 8, index === 0 ? C.sun : C.sky, index === 0 ? "" : 'fill-opacity=".75"')}${text(810, y + 34, String(row.count), { size: 22, weight: 800, anchor: "end" })}`;
    })
    .join("");
  const guess = (x: number, team: string, guessText: string, right: boolean) =>
    `${rect(x, 502, 392, 74, 14, right ? C.mint : C.raised, right ? 'fill-opacity=".2"' : "")}${right ? check(x + 30, 538, C.mint, 4) : cross(x + 30, 539, C.rose, 7, 4)}${text(x + 56, 532, team, { size: 14, weight: 600, fill: C.mist })}${text(x + 56, 558, guessText, { size: 18, weight: 700 })}${text(x + 372, 552, right ? "+14" : "+0", { size: 24, weight: 800, fill: right ? "#6EE7B7" : C.mist, anchor: "end" })}`;
  const stage = `${stageHeader("SURVEY SHOWDOWN", "48 of 52 teammates answered", C.sky)}
${rect(28, 62, 800, 96, 16, C.paper)}${text(52, 96, "WE ASKED YOUR TEAM", { size: 13, weight: 800, fill: C.slate, spacing: 1.5 })}${text(52, 134, "Best snack for a long meeting?", { size: 28, weight: 800, fill: C.ink })}${ring(774, 110, 26, 0.45, C.coral, "0:18", 14)}
${list}
${guess(28, "Team Maple guessed", "Popcorn", true)}${guess(436, "Team Harbor guessed", "Donuts", false)}`;
  return callFrame({
    title:
      "Survey Showdown on a video call: a board of your team's own survey answers, four revealed with their counts, and the two teams' guesses",
    session: "Survey Showdown · Q3 all-hands",
    sharedBy: "Marcus",
    participants: 52,
    clock: "00:31:05",
    defs: gradient("sg", C.night, "#12305E"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true }],
      ["sofia", { speaking: true }],
      ["dev", {}],
      ["mei", { muted: true }],
    ]),
  });
}

export function pitchPerfect(): string {
  const painter = new Painter();
  const sock = `<g transform="translate(656 248)"><path d="M-30-70h52v70l34 24c16 12 10 40-12 40h-40c-24 0-36-16-36-36z" fill="${C.coral}"/><path d="M-30-56h52M-30-40h52" stroke="#fff" stroke-width="7"/><path d="M22-70v-24" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/><circle cx="22" cy="-98" r="6" fill="${C.rose}"/><path d="M36-108a20 20 0 0 1 0 22M46-116a32 32 0 0 1 0 38" fill="none" stroke="${C.sky}" stroke-width="4" stroke-linecap="round"/></g>`;
  const judge = (x: number, who: CastName, name: string, score: string) =>
    `${painter.tile(x, 392, 250, 184, who, { label: name })}${rect(x + 162, 404, 76, 70, 12, C.paper)}${text(x + 200, 448, score, { size: 32, weight: 800, fill: C.ink, anchor: "middle" })}${text(x + 200, 466, "out of 10", { size: 11, weight: 600, fill: C.slate, anchor: "middle" })}`;
  const awards = ["Boldest idea", "Best pitch", "Best product name"]
    .map(
      (award, index) =>
        `${rect(560, 440 + index * 44, 268, 36, 10, "#fff", 'fill-opacity=".08"')}${star(580, 458 + index * 44, 8, C.sun)}${text(598, 464 + index * 44, award, { size: 15, weight: 600 })}`,
    )
    .join("");
  const stage = `${stageHeader("PITCH PERFECT", "Team 2 of 4 on stage", "#C4B5FD")}
${painter.tile(28, 62, 400, 310, "sofia", { speaking: true, label: "Sofia · Team Sock Patrol" })}${rect(40, 74, 92, 26, 13, C.rose)}${text(86, 92, "PITCHING", { size: 12, weight: 800, anchor: "middle", spacing: 1 })}
${rect(448, 62, 380, 310, 16, C.paper)}${text(472, 100, "SockBeacon", { size: 28, weight: 800, fill: C.ink })}${text(472, 124, "Never lose a sock again", { size: 15, weight: 500, fill: C.slate })}${ring(790, 96, 24, 0.6, C.deep, "1:24", 13)}${sock}${rect(472, 322, 332, 34, 10, C.tint)}${text(488, 344, "Problem: socks vanish in the laundry", { size: 14, weight: 600, fill: C.deep })}
${judge(28, "kwame", "Judge Vale", "9")}${judge(290, "elena", "Judge Royce", "8")}${text(560, 420, "AWARDS IN PLAY", { size: 13, weight: 800, fill: "#C4B5FD", spacing: 1.5 })}${awards}`;
  return callFrame({
    title:
      "Pitch Perfect on a video call: a presenter pitches SockBeacon with a slide and a timer while two judges hold up scores of 9 and 8",
    session: "Pitch Perfect · Product offsite",
    sharedBy: "Omar",
    participants: 26,
    clock: "00:52:40",
    defs: gradient("sg", C.night, "#3B1F7A"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true }],
      ["dev", {}],
      ["priya", {}],
      ["tom", { muted: true }],
    ]),
  });
}

export function theSpotlight(): string {
  const painter = new Painter();
  const reactions = [
    heart(640, 200, 1.4, C.rose),
    heart(690, 290, 1, C.rose, 0.7),
    star(600, 130, 12, C.sun),
    heart(210, 330, 1.1, C.rose, 0.8),
    star(250, 250, 9, C.sun, 0.8),
    star(680, 380, 8, C.sun, 0.6),
    heart(175, 420, 0.8, C.coral, 0.7),
  ].join("");
  const votes = [
    { label: "Most surprising talent", share: 71 },
    { label: "Best story of the night", share: 29 },
  ]
    .map((vote, index) => {
      const y = 506 + index * 36;
      return `${rect(284, y, 460, 28, 8, "#fff", 'fill-opacity=".08"')}${rect(284, y, Math.round(4.6 * vote.share), 28, 8, index === 0 ? C.rose : "#9D174D", 'fill-opacity=".85"')}${text(298, y + 19, vote.label, { size: 14, weight: 700 })}${text(732, y + 19, `${vote.share}%`, { size: 14, weight: 800, anchor: "end" })}`;
    })
    .join("");
  const stage = `${stageHeader("THE SPOTLIGHT", "Segment 3 · Hidden talents", "#FDA4AF")}
<path d="M388 0h80l170 470H218z" fill="url(#beam)"/><ellipse cx="428" cy="468" rx="220" ry="34" fill="${C.sun}" fill-opacity=".12"/>
${painter.circle(428, 268, 128, "priya", C.sun)}${rect(348, 410, 160, 40, 20, C.ink)}${text(428, 436, "Priya · Finance", { size: 16, weight: 700, anchor: "middle" })}
${rect(28, 70, 200, 160, 16, C.paper)}${text(48, 102, "PROMPT", { size: 12, weight: 800, fill: C.coralDeep, spacing: 1.5 })}${text(48, 134, "The talent", { size: 19, weight: 800, fill: C.ink })}${text(48, 160, "nobody at work", { size: 19, weight: 800, fill: C.ink })}${text(48, 186, "knows about", { size: 19, weight: 800, fill: C.ink })}${text(48, 214, "Juggling, apparently", { size: 13, weight: 600, fill: C.slate })}
${reactions}
${rect(772, 86, 40, 330, 20, "#fff", 'fill-opacity=".1"')}${rect(772, 152, 40, 264, 20, "url(#meter)")}${text(792, 444, "Applause", { size: 13, weight: 700, fill: "#FDA4AF", anchor: "middle" })}
${text(284, 494, "AUDIENCE VOTE", { size: 13, weight: 800, fill: "#FDA4AF", spacing: 1.5 })}${votes}`;
  return callFrame({
    title:
      "The Spotlight on a video call: one colleague in the spotlight with a prompt card, floating hearts and stars, an applause meter and a live audience vote",
    session: "The Spotlight · Team celebration",
    sharedBy: "Omar",
    participants: 64,
    clock: "00:41:12",
    defs: `${gradient("sg", C.ink, "#4A0D2C")}<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sun}" stop-opacity=".32"/><stop offset="1" stop-color="${C.sun}" stop-opacity=".04"/></linearGradient><linearGradient id="meter" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.mint}"/><stop offset=".55" stop-color="${C.sun}"/><stop offset="1" stop-color="${C.coral}"/></linearGradient>`,
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["amara", {}],
      ["tom", {}],
      ["grace", { muted: true }],
    ]),
  });
}

export function officeGames(): string {
  const painter = new Painter();
  const box = (x: number, y: number, name: string, score: string, state: "win" | "out" | "live" | "open") => {
    const fill = state === "open" ? "#fff" : state === "out" ? "#fff" : state === "live" ? C.paper : C.paper;
    const opacity = state === "open" ? 'fill-opacity=".08"' : state === "out" ? 'fill-opacity=".14"' : "";
    const textFill = state === "out" || state === "open" ? C.mist : C.ink;
    return `${rect(x, y, 210, 48, 12, fill, opacity)}${state === "live" ? rect(x - 2, y - 2, 214, 52, 13, "none", `stroke="${C.coral}" stroke-width="3"`) : ""}${text(x + 16, y + 30, name, { size: 16, weight: 700, fill: textFill })}${text(x + 194, y + 31, score, { size: 18, weight: 800, fill: state === "win" || state === "live" ? C.deep : C.mist, anchor: "end" })}`;
  };
  const lines = `<path d="M238 110h30v62h30M238 174h30M238 250h30v62h30M238 314h30M508 172h30v70h30M508 312h30v-70" fill="none" stroke="${C.mist}" stroke-opacity=".5" stroke-width="3"/>`;
  const rounds = [
    ["Desk hunt", "done"],
    ["Jargon", "done"],
    ["Inbox zero", "done"],
    ["Paper clips", "live"],
    ["Supply closet", "next"],
    ["Final", "next"],
  ] as const;
  const strip = rounds
    .map(([name, state], index) => {
      const x = 28 + index * 134;
      const fill = state === "live" ? C.coral : "#fff";
      const opacity = state === "live" ? "" : state === "done" ? 'fill-opacity=".12"' : 'fill-opacity=".06"';
      const mark =
        state === "done"
          ? check(x + 24, 508, "#6EE7B7", 3)
          : state === "live"
            ? `<circle cx="${x + 22}" cy="506" r="6" fill="#fff"/>`
            : text(x + 22, 512, String(index + 1), { size: 14, weight: 800, fill: C.mist, anchor: "middle" });
      return `${rect(x, 480, 124, 96, 14, fill, opacity)}${mark}${text(x + 14, 542, `Game ${index + 1}`, { size: 12, weight: 600, fill: state === "live" ? "#FFEDD5" : C.mist })}${text(x + 14, 562, name, { size: 14, weight: 700, fill: state === "next" ? C.mist : C.paper })}`;
    })
    .join("");
  const stage = `${stageHeader("OFFICE GAMES TOURNAMENT", "Game 4 of 6 · 2:10 left", "#6EE7B7")}
${text(28, 74, "QUARTER-FINALS", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${text(298, 74, "SEMI-FINALS", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${text(568, 74, "FINAL", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}
${lines}
${box(28, 86, "Stapler Squad", "42", "win")}${box(28, 150, "Inbox Zero", "35", "out")}${box(28, 226, "Desk Yetis", "38", "out")}${box(28, 290, "Coffee Cartel", "40", "win")}
${box(298, 148, "Stapler Squad", "12", "live")}${box(298, 288, "Coffee Cartel", "10", "live")}
${box(568, 218, "Winner plays here", "", "open")}
<g transform="translate(700 120)"><path d="M-34-30h68v30a34 34 0 0 1-68 0z" fill="${C.sun}"/><path d="M-34-20h-16a18 18 0 0 0 18 26M34-20h16a18 18 0 0 1-18 26" fill="none" stroke="${C.sun}" stroke-width="7"/><rect x="-9" y="32" width="18" height="18" fill="#D97706"/><rect x="-28" y="50" width="56" height="12" rx="4" fill="${C.sun}"/>${star(0, -8, 12, "#fff", 0.55)}</g>
${rect(568, 300, 260, 130, 16, "#fff", 'fill-opacity=".08"')}${text(588, 330, "NOW PLAYING", { size: 12, weight: 800, fill: "#6EE7B7", spacing: 1.5 })}${text(588, 360, "Paper-clip sculpture", { size: 19, weight: 800 })}${text(588, 386, "Build a mascot in 3 minutes", { size: 14, fill: C.mist })}${text(588, 412, "Judged live by the host", { size: 14, fill: C.mist })}
${text(28, 466, "SIX OFFICE MINI-GAMES", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${strip}`;
  return callFrame({
    title:
      "Online Office Games on a video call: a tournament bracket of four teams, the semi-finals in play and a strip of six office mini-game rounds",
    session: "Online Office Games · Ops team",
    sharedBy: "Marcus",
    participants: 36,
    clock: "00:38:47",
    defs: gradient("sg", C.night, "#0B4A3C"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true }],
      ["kwame", { speaking: true }],
      ["elena", {}],
      ["sam", { muted: true }],
    ]),
  });
}

export function tinyCampfire(): string {
  const painter = new Painter();
  const seats: [number, number, CastName][] = [
    [150, 360, "kenji"],
    [230, 230, "amara"],
    [428, 196, "sam"],
    [626, 230, "leila"],
    [706, 360, "tom"],
  ];
  const circle = seats
    .map(([x, y, who]) => painter.circle(x, y, 50, who, who === "kenji" ? C.sun : "#7C2D12"))
    .join("");
  const starsField = [
    [60, 80],
    [140, 40],
    [300, 60],
    [560, 50],
    [700, 90],
    [790, 40],
    [820, 140],
    [40, 190],
  ]
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 2.5 : 1.6}" fill="#FEF3C7" fill-opacity=".7"/>`,
    )
    .join("");
  const fire = `<g transform="translate(428 420)"><ellipse cy="58" rx="150" ry="26" fill="#000" fill-opacity=".25"/><circle r="150" fill="url(#glow)"/><g fill="#78350F"><rect x="-80" y="34" width="160" height="22" rx="11" transform="rotate(12)"/><rect x="-80" y="34" width="160" height="22" rx="11" transform="rotate(-12)"/></g><path d="M0-110c14 40 62 58 62 104 0 38-28 58-62 58s-62-20-62-58c0-28 16-44 30-58 0 22 8 34 20 38-8-30 4-58 12-84z" fill="${C.coral}"/><path d="M0-46c8 22 34 32 34 58 0 22-16 34-34 34s-34-12-34-34c0-20 16-30 34-58z" fill="${C.sun}"/><path d="M0-6c4 12 16 16 16 30 0 10-8 16-16 16s-16-6-16-16c0-12 10-18 16-30z" fill="#FEF3C7"/><g fill="${C.sun}"><circle cx="-70" cy="-80" r="3"/><circle cx="58" cy="-110" r="2.5"/><circle cx="30" cy="-140" r="2"/></g></g>`;
  const stage = `${starsField}${fire}${circle}
${rect(228, 30, 400, 110, 18, C.paper, 'fill-opacity=".96"')}${text(428, 62, "STORY PROMPT", { size: 12, weight: 800, fill: C.coralDeep, spacing: 1.5, anchor: "middle" })}${text(428, 94, "A plan that went", { size: 22, weight: 800, fill: C.ink, anchor: "middle" })}${text(428, 122, "wonderfully wrong", { size: 22, weight: 800, fill: C.ink, anchor: "middle" })}
${rect(90, 420, 120, 30, 15, C.sun)}${text(150, 440, "Kenji's story", { size: 13, weight: 800, fill: C.ink, anchor: "middle" })}
${rect(574, 538, 254, 40, 20, "#fff", 'fill-opacity=".1"')}${painter.circle(600, 558, 14, "amara")}${text(624, 563, "Up next: Amara", { size: 14, weight: 600 })}${rect(28, 538, 270, 40, 20, "#fff", 'fill-opacity=".1"')}${check(52, 557, "#6EE7B7", 3)}${text(70, 563, "S'mores kits arrived: 12 of 12", { size: 14, weight: 600 })}`;
  return callFrame({
    title:
      "Tiny Campfire on a video call: a storyteller hosts a circle of colleagues around a glowing campfire with a story prompt card",
    session: "Tiny Campfire · Design team",
    sharedBy: "Grace",
    participants: 12,
    clock: "00:18:33",
    defs: `${gradient("sg", C.ink, "#3A160B")}<radialGradient id="glow"><stop offset="0" stop-color="${C.coral}" stop-opacity=".55"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient>`,
    body: gameLayout(painter, stage, "url(#sg)", [
      ["grace", { host: true }],
      ["kenji", { speaking: true }],
      ["priya", {}],
      ["dev", { muted: true }],
    ]),
  });
}
