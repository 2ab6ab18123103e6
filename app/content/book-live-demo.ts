import type { TextCard } from "./home";

export const demoSteps: TextCard[] = [
  {
    title: "Pick your game mode",
    text: "Trivia, game show, creative or puzzle: choose what fits your team, or let us suggest one.",
  },
  {
    title: "Invite your team",
    text: "Share one link. No downloads, no logins: players join from any browser or your usual video call.",
  },
  {
    title: "We host",
    text: "A professional host runs the game live, keeps score and makes sure everyone plays.",
  },
];

export const demoIncludes: string[] = [
  "A live, professional host for the whole session",
  "Custom branding with your logo and colours",
  "Live leaderboards, avatars and team names",
  "Breakout teams sized for your group",
  "Zoom, Teams, Meet or our browser stream",
  "A recap of scores and highlights afterwards",
];
