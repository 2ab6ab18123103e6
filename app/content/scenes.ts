import type { VibeId } from "~/domain/catalogue";

/**
 * The product scenes: each game as a guest sees it on the video call, plus the host's panel and
 * the branding options. Static SVG files in public/images/scenes (drawn by
 * scripts/lib/scene-art.ts), so no picture ever ships in the JavaScript bundle. Every alt text
 * says what the scene shows, for readers who cannot see it.
 */
export interface Scene {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The call scenes of the catalogue's activities, each named by its activity's id. */
const activitySceneNames = [
  "lightning-feud",
  "survey-showdown",
  "pitch-perfect",
  "the-spotlight",
  "online-office-games",
  "tiny-campfire",
] as const;

export const sceneNames = [
  ...activitySceneNames,
  "leaderboard",
  "pitch-awards",
  "spotlight-awards",
  "campfire-storybook",
  "host-panel",
  "branding-options",
  "video-call",
] as const;

export type SceneName = (typeof sceneNames)[number];

const scene = (name: SceneName, alt: string): Scene => ({
  src: `/images/scenes/${name}.svg`,
  width: 1200,
  height: 750,
  alt,
});

export const scenes: Record<SceneName, Scene> = {
  "lightning-feud": scene(
    "lightning-feud",
    "Lightning Feud on a video call: the host shares a buzzer board with Team Comet on 212 points and Team Nova on 187, the question “Name something you'd find on a messy desk”, four of six answers revealed with their counts, a strike, the buzzer and a countdown, beside the host's and three players' video tiles",
  ),
  "survey-showdown": scene(
    "survey-showdown",
    "Survey Showdown on a video call: the question “Best snack for a long meeting?” above your team's own survey answers, four revealed with how many colleagues gave each (Popcorn 14, Dark chocolate 11, Fresh fruit 9, Crisps 7) and one still hidden, and the two teams' guesses, beside the players' video tiles",
  ),
  "pitch-perfect": scene(
    "pitch-perfect",
    "Pitch Perfect on a video call: a presenter's tile beside her team's slide for SockBeacon, an invention for socks that vanish in the laundry, with a pitch timer; below, two judges hold up scores of 9 and 8 out of 10 next to the awards in play",
  ),
  "the-spotlight": scene(
    "the-spotlight",
    "The Spotlight on a video call: one colleague in a circle of stage light with her name plate, a prompt card about a talent nobody at work knows about, floating hearts and stars, an applause meter and a live audience vote",
  ),
  "online-office-games": scene(
    "online-office-games",
    "Online Office Games on a video call: a tournament bracket where four teams became two semi-finalists playing for a trophy, the current paper-clip sculpture game, and a strip of the six office mini-game rounds with three finished",
  ),
  "tiny-campfire": scene(
    "tiny-campfire",
    "Tiny Campfire on a video call: five colleagues in a circle around a glowing illustrated campfire under the stars, a story prompt card reading “A plan that went wonderfully wrong”, one guest telling his story and a note that every s'mores kit arrived, beside the storyteller host's tile",
  ),
  leaderboard: scene(
    "leaderboard",
    "Live leaderboard on a video call: a podium with the top three teams and six teams ranked by points, arrows showing who moved up or down, and a speed bonus for the fastest team",
  ),
  "pitch-awards": scene(
    "pitch-awards",
    "Pitch Perfect's awards on a video call: the judges, Judge Vale and Judge Royce, present three awards, each to a different team: Boldest idea to Team Sock Patrol for SockBeacon, Best pitch to Team Deadline for The Snooze Mug and Best product name to Team Agenda for Meetingnomicon",
  ),
  "spotlight-awards": scene(
    "spotlight-awards",
    "The Spotlight's awards on a video call: four colleagues who took the stage, each with a rosette and an award title of their own, from Most surprising juggler to Secret opera voice, and a note of a standing ovation from the 64 guests",
  ),
  "campfire-storybook": scene(
    "campfire-storybook",
    "Tiny Campfire's keepsake storybook, shared on the video call: an open book of the evening's stories, such as The tent that flew away and Learning to surf at forty, each with the colleague who told it and a line from it, and a note that twelve marshmallows were toasted",
  ),
  "host-panel": scene(
    "host-panel",
    "The host's control panel: the run of show with round three live, a preview of the board the guests see, buttons to reveal an answer, start the timer and go to the next question, a 30-second timer, and team scores with plus and minus buttons and bonus points",
  ),
  "branding-options": scene(
    "branding-options",
    "Branding options: a settings panel with a client's logo, brand colours and a company trivia round, beside a preview of the game screen in that client's navy and teal with their logo, a question about the company and four answer tiles",
  ),
  "video-call": scene(
    "video-call",
    "A Rallyroom event on a video call: a grid of nine colleagues from different backgrounds smiling in their home offices, with the host speaking in the top middle tile",
  ),
};

/** The call scene of an activity (each catalogue activity's scene is named by its id), or undefined. */
export function activityScene(activityId: string): Scene | undefined {
  return (activitySceneNames as readonly string[]).includes(activityId)
    ? scenes[activityId as SceneName]
    : undefined;
}

/**
 * What each activity's page shows beside its game screen: a moment the activity really has. The
 * scored games show the leaderboard; Pitch Perfect and The Spotlight end in awards, not a
 * ranking; Tiny Campfire keeps no score at all, so it shows the storybook guests receive.
 */
export const activityMoments: Record<
  (typeof activitySceneNames)[number],
  { scene: SceneName; caption: string }
> = {
  "lightning-feud": {
    scene: "leaderboard",
    caption: "Between rounds the live leaderboard shows every team where it stands.",
  },
  "survey-showdown": {
    scene: "leaderboard",
    caption: "Between rounds the live leaderboard shows every team where it stands.",
  },
  "online-office-games": {
    scene: "leaderboard",
    caption: "Points from every mini-game add up on the live leaderboard.",
  },
  "pitch-perfect": {
    scene: "pitch-awards",
    caption: "At the close the judges hand out three awards, each for a different kind of win.",
  },
  "the-spotlight": {
    scene: "spotlight-awards",
    caption: "Every colleague who takes the stage leaves with an award title of their own.",
  },
  "tiny-campfire": {
    scene: "campfire-storybook",
    caption: "No scores: after the evening every guest receives a storybook of the night's stories.",
  },
};

/** The moment an activity's page shows beside its game screen, or undefined. */
export function activityMoment(activityId: string): { scene: Scene; caption: string } | undefined {
  const moment = activityMoments[activityId as keyof typeof activityMoments];
  return moment ? { scene: scenes[moment.scene], caption: moment.caption } : undefined;
}

/** The scene that shows each vibe on the /activities/<vibe> pages. */
export const vibeScenes: Record<VibeId, Scene> = {
  "high-energy": scenes["lightning-feud"],
  competitive: scenes.leaderboard,
  creative: scenes["pitch-perfect"],
  collaborative: scenes["survey-showdown"],
  chill: scenes["tiny-campfire"],
};
