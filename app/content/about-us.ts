import { claims, facts } from "./facts.ts";
import type { BenefitCard } from "./home";
import type { RatingClaims } from "./rating-claims.ts";

export interface Milestone {
  year: string;
  text: string;
}

/** The About page's words: the page and its Markdown version (/about-us.md) both read them. */
export const aboutIntro = {
  title: "About Rallyroom",
  lead: `We started Rallyroom after one too many silent video-call happy hours. Since then our hosts have run ${claims.track}.`,
  mission:
    "To make remote and hybrid teams feel like teams: people who know each other, trust each other and enjoy working together, wherever they log in from. We do it one hour at a time, with games that get everyone playing and hosts who make sure nobody is left on mute.",
  vision:
    "A world where distance is no reason for a team to feel distant, and where connection is planned as carefully as any project. We picture every distributed team having a ritual it looks forward to.",
} as const;

export const aboutReasons: BenefitCard[] = [
  {
    icon: "mic",
    title: "Hosts, not software",
    description:
      "Every event has a trained host who reads the room. Software keeps score; people make it fun.",
  },
  {
    icon: "puzzle",
    title: "Games designed for video",
    description:
      "Our formats were built for cameras and breakout rooms from day one, not adapted from a party game.",
  },
  {
    icon: "heart",
    title: "Inclusive by design",
    description:
      "Small teams, captions, no personal disclosures and rounds where every kind of knowledge counts.",
  },
  {
    icon: "chart",
    title: "Results you can show",
    description:
      "Attendance, satisfaction and a recap after every event, so you can show leadership what it achieved.",
  },
];

/** The company's milestones; the last states the rating as the page reads it (app/content/rating-claims.ts). */
export const milestones = (rating: Pick<RatingClaims, "full">): Milestone[] => [
  {
    year: String(facts.founded),
    text: "Two event hosts run their first trivia night for a fully remote startup.",
  },
  { year: "2020", text: "Offices close, and hosted games on video calls become the whole business." },
  { year: "2022", text: "Branded games, live leaderboards and the embedded stream launch." },
  { year: "Today", text: `${claims.track}, rated ${rating.full}.` },
];
