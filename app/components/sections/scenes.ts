/**
 * The product scenes under /images/scenes/ (16:10 SVG artwork of the games and tools as a team
 * sees them on the call), with the alternative text a hero shows them with. One place for the
 * paths, sizes and descriptions, so every page that shows a scene describes it the same way.
 */
export interface Scene {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const scene = (name: string, alt: string): Scene => ({
  src: `/images/scenes/${name}.svg`,
  alt,
  width: 1200,
  height: 750,
});

export const scenes = {
  "lightning-feud": scene("lightning-feud", "The Lightning Feud buzzer board, as teams see it on the call"),
  "survey-showdown": scene(
    "survey-showdown",
    "The Survey Showdown board revealing the team's survey answers",
  ),
  "pitch-perfect": scene("pitch-perfect", "The Pitch Perfect stage, where teams present their pitches"),
  "the-spotlight": scene("the-spotlight", "The Spotlight: one teammate's story in the spotlight on the call"),
  "online-office-games": scene("online-office-games", "The Online Office Games bracket of teams and rounds"),
  "tiny-campfire": scene(
    "tiny-campfire",
    "A Tiny Campfire session: the team gathered around a virtual campfire",
  ),
  leaderboard: scene("leaderboard", "A live leaderboard ranking the teams' scores during a game"),
  "host-panel": scene("host-panel", "The host's panel for running a live game on the call"),
  "branding-options": scene(
    "branding-options",
    "Branding options: a game board in a company's own colours and logo",
  ),
  "video-call": scene("video-call", "A video call with a Rallyroom host and a grid of teammates playing"),
} as const satisfies Record<string, Scene>;

export type SceneName = keyof typeof scenes;

/** The scene of an activity from the catalogue, by its slug; undefined for one without. */
export function activityScene(slug: string): Scene | undefined {
  return slug in scenes ? scenes[slug as SceneName] : undefined;
}

/** The scene that shows each vibe of /activities/vibe pages. */
export const vibeScenes: Record<string, Scene> = {
  "high-energy": scenes["lightning-feud"],
  competitive: scenes.leaderboard,
  creative: scenes["pitch-perfect"],
  collaborative: scenes["survey-showdown"],
  chill: scenes["tiny-campfire"],
};
