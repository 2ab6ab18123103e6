import { callFrame, gameLayout, stageHeader } from "./scene-call.ts";
import { C, gradient, heart, rect, star, text } from "./scene-kit.ts";
import { type CastName, Painter } from "./scene-people.ts";

/**
 * How the games end on the call: the leaderboard, the judges' and the spotlight's awards (no
 * ranking), and the campfire's storybook keepsake (no scores anywhere).
 */

export function leaderboard(): string {
  const painter = new Painter();
  const teams: { name: string; score: number; color: string; move: number }[] = [
    { name: "Night Owls", score: 1240, color: C.sun, move: 1 },
    { name: "Comet", score: 1180, color: C.sky, move: -1 },
    { name: "Kraken", score: 1050, color: C.coral, move: 2 },
    { name: "Nova", score: 990, color: C.rose, move: -1 },
    { name: "Maple", score: 870, color: C.mint, move: 0 },
    { name: "Harbor", score: 760, color: "#A78BFA", move: -1 },
  ];
  const podium = (
    x: number,
    height: number,
    place: string,
    team: { name: string; color: string },
    who: CastName,
  ) =>
    `${rect(x, 470 - height, 120, height, 12, team.color)}${rect(x, 470 - height, 120, 24, 12, "#fff", 'fill-opacity=".25"')}${text(x + 60, 470 - height + 56, place, { size: 34, weight: 800, fill: C.ink, anchor: "middle" })}${painter.circle(x + 60, 470 - height - 52, 40, who, team.color)}${text(x + 60, 470 - height + 84, team.name, { size: 14, weight: 700, fill: C.ink, anchor: "middle" })}`;
  const list = teams
    .map((team, index) => {
      const y = 86 + index * 66;
      const arrow =
        team.move > 0
          ? `<path d="M${780} ${y + 36}l7-9 7 9z" fill="${C.mint}"/>`
          : team.move < 0
            ? `<path d="M${780} ${y + 27}l7 9 7-9z" fill="${C.rose}"/>`
            : `<rect x="780" y="${y + 30}" width="14" height="3" rx="1.5" fill="${C.mist}"/>`;
      return `${rect(432, y, 396, 56, 12, "#fff", index === 0 ? 'fill-opacity=".14"' : 'fill-opacity=".06"')}${text(458, y + 36, String(index + 1), { size: 18, weight: 800, fill: C.mist, anchor: "middle" })}<circle cx="490" cy="${y + 28}" r="9" fill="${team.color}"/>${text(510, y + 35, team.name, { size: 18, weight: 700 })}${rect(622, y + 22, Math.round((team.score / 1240) * 64), 12, 6, team.color, 'fill-opacity=".7"')}${text(768, y + 36, team.score.toLocaleString("en-US"), { size: 18, weight: 800, anchor: "end" })}${arrow}`;
    })
    .join("");
  const stage = `${stageHeader("LEADERBOARD", "After round 4 of 5", C.sun)}
${podium(28, 150, "2", { name: "Comet", color: C.sky }, "sofia")}${podium(156, 210, "1", { name: "Night Owls", color: C.sun }, "kwame")}${podium(284, 110, "3", { name: "Kraken", color: C.coral }, "mei")}
${star(216, 150, 14, C.sun)}${star(388, 240, 7, "#fff", 0.5)}
${list}
${rect(28, 500, 800, 76, 16, C.indigo, 'fill-opacity=".35"')}<path d="M60 520l-12 20h10l-4 18 16-24H60l6-14z" fill="${C.sun}"/>${text(92, 534, "+50 speed bonus", { size: 18, weight: 800, fill: C.sun })}${text(92, 558, "Night Owls answered first in 2.1 s", { size: 14, fill: C.tint })}${text(808, 548, "Final round next", { size: 16, weight: 700, fill: C.mist, anchor: "end" })}`;
  return callFrame({
    title:
      "Live leaderboard on a video call: a podium of the top three teams and six teams ranked by points with arrows showing who moved up",
    session: "Trivia night · Sales kickoff",
    sharedBy: "Marcus",
    participants: 84,
    clock: "00:47:02",
    defs: gradient("sg", C.night, "#2A2470"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true, speaking: true }],
      ["priya", {}],
      ["omar", {}],
      ["elena", { muted: true }],
    ]),
  });
}

/** A ribbon rosette (an award without a rank), centred on (x, y). */
function rosette(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><path d="M-14 10l-10 34 14-8 8 14 6-38zM14 10l10 34-14-8-8 14-6-38z" fill="${color}" fill-opacity=".8"/><circle r="24" fill="${color}"/><circle r="16" fill="#fff" fill-opacity=".3"/>${star(0, 0, 9, "#fff")}</g>`;
}

/** Pitch Perfect's close: the judges hand out three awards, each for a different kind of win. */
export function pitchAwards(): string {
  const painter = new Painter();
  const awards: { award: string; team: string; product: string; color: string; who: CastName }[] = [
    { award: "Boldest idea", team: "Team Sock Patrol", product: "SockBeacon", color: C.sun, who: "sofia" },
    { award: "Best pitch", team: "Team Deadline", product: "The Snooze Mug", color: C.coral, who: "dev" },
    { award: "Best product name", team: "Team Agenda", product: "Meetingnomicon", color: C.sky, who: "mei" },
  ];
  const cards = awards
    .map((item, index) => {
      const x = 28 + index * 272;
      return `${rect(x, 150, 256, 300, 18, C.paper)}${rosette(x + 128, 206, item.color)}${text(x + 128, 290, item.award.toUpperCase(), { size: 14, weight: 800, fill: C.deep, anchor: "middle", spacing: 1.2 })}${painter.circle(x + 128, 350, 34, item.who, item.color)}${text(x + 128, 410, item.team, { size: 17, weight: 800, fill: C.ink, anchor: "middle" })}${text(x + 128, 432, item.product, { size: 14, weight: 500, fill: C.slate, anchor: "middle" })}`;
    })
    .join("");
  const stage = `${stageHeader("PITCH PERFECT", "The judges' awards", "#C4B5FD")}
${text(428, 104, "Three awards, three kinds of win", { size: 26, weight: 800, anchor: "middle" })}${text(428, 132, "Presented in character by Judge Vale and Judge Royce", { size: 15, weight: 500, fill: C.mist, anchor: "middle" })}
${cards}
${painter.tile(28, 470, 200, 106, "kwame", { label: "Judge Vale" })}${painter.tile(240, 470, 200, 106, "elena", { label: "Judge Royce", speaking: true })}
${rect(456, 486, 372, 76, 16, "#fff", 'fill-opacity=".08"')}${heart(486, 516, 1, C.rose)}${star(520, 522, 9, C.sun)}${heart(548, 512, 0.8, C.rose, 0.7)}${text(574, 518, "Applause from all 26 guests", { size: 15, weight: 700 })}${text(574, 542, "Every team's pitch is in the recording", { size: 13, fill: C.mist })}`;
  return callFrame({
    title:
      "Pitch Perfect's awards on a video call: the two judges present three awards, Boldest idea, Best pitch and Best product name, each to a different team",
    session: "Pitch Perfect · Product offsite",
    sharedBy: "Omar",
    participants: 26,
    clock: "01:08:15",
    defs: gradient("sg", C.night, "#3B1F7A"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["sofia", {}],
      ["priya", {}],
      ["tom", { muted: true }],
    ]),
  });
}

/** The Spotlight's close: every featured guest's own award title, no ranking. */
export function spotlightAwards(): string {
  const painter = new Painter();
  const guests: { who: CastName; name: string; title: string; color: string }[] = [
    { who: "priya", name: "Priya · Finance", title: "Most surprising juggler", color: C.sun },
    { who: "tom", name: "Tom · Support", title: "Best dad-joke delivery", color: C.coral },
    { who: "amara", name: "Amara · Sales", title: "Storyteller of the year", color: C.rose },
    { who: "kenji", name: "Kenji · Engineering", title: "Secret opera voice", color: C.sky },
  ];
  const cards = guests
    .map((guest, index) => {
      const x = 28 + (index % 2) * 404;
      const y = 112 + Math.floor(index / 2) * 200;
      return `${rect(x, y, 392, 184, 18, "#fff", 'fill-opacity=".08"')}${painter.circle(x + 84, y + 92, 60, guest.who, guest.color)}${rosette(x + 136, y + 140, guest.color)}${text(x + 176, y + 66, guest.name, { size: 15, weight: 600, fill: "#FDA4AF" })}${text(x + 176, y + 100, guest.title.split(" ").slice(0, 2).join(" "), { size: 21, weight: 800 })}${text(x + 176, y + 128, guest.title.split(" ").slice(2).join(" "), { size: 21, weight: 800 })}`;
    })
    .join("");
  const stage = `${stageHeader("THE SPOTLIGHT", "Tonight's awards", "#FDA4AF")}
${text(28, 86, "An award for every guest who took the stage", { size: 22, weight: 800 })}
${cards}
${rect(28, 524, 800, 52, 16, "#fff", 'fill-opacity=".06"')}${heart(60, 548, 1, C.rose)}${star(92, 552, 9, C.sun)}${text(118, 556, "Standing ovation from all 64 guests · Award titles written by your host", { size: 15, weight: 600 })}`;
  return callFrame({
    title:
      "The Spotlight's awards on a video call: four colleagues who took the stage, each with a rosette and their own award title, such as Most surprising juggler",
    session: "The Spotlight · Team celebration",
    sharedBy: "Omar",
    participants: 64,
    clock: "01:02:48",
    defs: gradient("sg", C.ink, "#4A0D2C"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["priya", {}],
      ["tom", {}],
      ["grace", { muted: true }],
    ]),
  });
}

/** Tiny Campfire's keepsake: the digital storybook of the evening's stories. No scores anywhere. */
export function campfireStorybook(): string {
  const painter = new Painter();
  const stories: { who: CastName; name: string; title: string; line: string }[] = [
    {
      who: "kenji",
      name: "Kenji",
      title: "The tent that flew away",
      line: "“We slept under the stars after all.”",
    },
    {
      who: "amara",
      name: "Amara",
      title: "My first job, at a bakery",
      line: "“I still can't braid a challah.”",
    },
    { who: "sam", name: "Sam", title: "A road trip with no map", line: "“Best wrong turn of my life.”" },
    { who: "leila", name: "Leila", title: "Learning to surf at forty", line: "“The ocean won. I laughed.”" },
  ];
  const entries = stories
    .map((story, index) => {
      const x = index < 2 ? 80 : 458;
      const y = 150 + (index % 2) * 150;
      return `${painter.circle(x + 34, y + 40, 32, story.who, "#9A3412")}${text(x + 80, y + 28, story.name.toUpperCase(), { size: 12, weight: 800, fill: "#9A3412", spacing: 1.2 })}${text(x + 80, y + 52, story.title, { size: 17, weight: 800, fill: C.ink })}${text(x + 80, y + 76, story.line, { size: 14, weight: 500, fill: C.slate })}`;
    })
    .join("");
  const marshmallow = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(-30)"><rect x="-1.5" y="0" width="3" height="26" rx="1.5" fill="#78350F"/><rect x="-10" y="-19" width="20" height="20" rx="6" fill="#FFF"/><rect x="-10" y="-19" width="20" height="7" rx="3" fill="#D97706" fill-opacity=".7"/></g>`;
  const stage = `${starsOnNight()}
<g transform="translate(428 330)"><path d="M-380-230h372c4 0 8 4 8 8v450c0-4-4-8-8-8h-372z" fill="#FFFBF5"/><path d="M380-230H8c-4 0-8 4-8 8v450c0-4 4-8 8-8h372z" fill="#FFF7ED"/><path d="M0-222v450" stroke="#E7D8C9" stroke-width="2"/></g>
${text(80, 126, "OUR CAMPFIRE STORYBOOK", { size: 13, weight: 800, fill: "#9A3412", spacing: 1.5 })}${text(458, 126, "DESIGN TEAM · NOVEMBER", { size: 13, weight: 800, fill: "#9A3412", spacing: 1.5 })}
${entries}
${rect(80, 458, 330, 64, 14, "#FDE7D3")}${marshmallow(116, 492)}${text(140, 484, "Marshmallows toasted: 12", { size: 15, weight: 800, fill: C.ink })}${text(140, 506, "Burnt on purpose: at least 3", { size: 13, weight: 500, fill: C.slate })}
${rect(458, 458, 330, 64, 14, "#FDE7D3")}${text(478, 484, "Prompts we shared", { size: 15, weight: 800, fill: C.ink })}${text(478, 506, "A plan that went wonderfully wrong", { size: 13, weight: 500, fill: C.slate })}
${text(236, 548, "page 1", { size: 12, fill: C.slate, anchor: "middle" })}${text(620, 548, "page 2", { size: 12, fill: C.slate, anchor: "middle" })}
${rect(298, 566, 260, 28, 14, "#fff", 'fill-opacity=".1"')}${text(428, 585, "Sent to every guest after the evening", { size: 13, weight: 600, anchor: "middle" })}`;
  return callFrame({
    title:
      "Tiny Campfire's keepsake storybook on a video call: an open book of the evening's stories, each with the colleague who told it, a quote and a count of toasted marshmallows",
    session: "Tiny Campfire · Design team",
    sharedBy: "Grace",
    participants: 12,
    clock: "01:04:10",
    defs: gradient("sg", C.ink, "#3A160B"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["grace", { host: true, speaking: true }],
      ["kenji", {}],
      ["amara", {}],
      ["sam", { muted: true }],
    ]),
  });
}

/** A few stars on a night sky, across the top of a stage. */
function starsOnNight(): string {
  return [
    [40, 60],
    [150, 30],
    [330, 50],
    [520, 34],
    [700, 62],
    [812, 30],
  ]
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index % 2 ? 1.6 : 2.4}" fill="#FEF3C7" fill-opacity=".7"/>`,
    )
    .join("");
}
