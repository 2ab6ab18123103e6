import { catalogueTeamRange } from "./activity-facts";
import { facts } from "./facts";
import type { BenefitCard } from "./home";
import type { RatingClaims } from "./rating-claims";

export interface Stat {
  value: string;
  label: string;
}

/** One row of the comparison table: a topic, the generic game's answer and ours. */
export interface ComparisonRow {
  topic: string;
  generic: string;
  rallyroom: string;
}

/**
 * The founder's quote on /why-rallyroom: the words are here; the speaker's name and role are their
 * profile's (content/hosts/<slug>.md), which the page's loader reads (docs/decisions/045-people.md).
 */
export const founderQuote = {
  by: "nadia-okafor",
  text: "We started Rallyroom after one too many silent video-call happy hours. Remote teams deserve the same laughter an office gets for free, and a great host is what makes it happen.",
} as const;

/** The page's figures; the first is the rating as the page reads it (app/content/rating-claims.ts). */
export const stats = (rating: Pick<RatingClaims, "short" | "label">): Stat[] => [
  { value: rating.short, label: rating.label },
  { value: String(facts.eventsHosted), label: `events hosted since ${facts.founded}` },
  { value: String(facts.companies), label: "client companies" },
];

export const differenceFeatures: BenefitCard[] = [
  {
    icon: "palette",
    title: "Your branding, everywhere",
    description:
      "Your logo, colours and custom rounds about your company on every screen, so the event feels like yours, not a generic quiz night.",
  },
  {
    icon: "chart",
    title: "Live leaderboards and avatars",
    description:
      "Every player picks an avatar; every team sees its score climb in real time. Friendly rivalry does the rest.",
  },
  {
    icon: "bolt",
    title: "Speed bonuses and power-ups",
    description:
      "Fast answers earn bonus points and power-ups can flip the final round, so no team is out of it until the very end.",
  },
];

export const comparison: ComparisonRow[] = [
  {
    topic: "Who runs it",
    generic: "Someone on your team, reading rules aloud",
    rallyroom: "A professional host, start to finish",
  },
  {
    topic: "Setup",
    generic: "Shared slides, a spreadsheet for scores",
    rallyroom: "One link; nothing to install or log into",
  },
  { topic: "Branding", generic: "None", rallyroom: "Your logo, colours and custom questions" },
  {
    topic: "Scoring",
    generic: "Counted by hand after each round",
    rallyroom: "Live leaderboards, speed bonuses, power-ups",
  },
  {
    topic: "Team size",
    generic: "Falls apart beyond a dozen people",
    rallyroom: `${catalogueTeamRange.min} to ${catalogueTeamRange.max}+, with breakout teams`,
  },
  {
    topic: "Quiet colleagues",
    generic: "The loudest three do all the talking",
    rallyroom: "Small teams and a host who brings everyone in",
  },
];
