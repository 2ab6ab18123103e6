/**
 * The quiz's six recommendation records, built from the catalogue: each result's name, price,
 * duration and team size are the catalogue's (./activity-facts.ts), its icon, description and
 * reasons the quiz's own. The quiz page's loader sends them to the browser, which scores them
 * (scoreQuiz in app/domain/quiz.ts) without loading the catalogue.
 */
import { activityFacts } from "~/domain/activity-facts";
import {
  type RecommendationCopy,
  type RecommendationId,
  type RecommendedActivity,
  recommendationIds,
} from "~/domain/quiz";
import { type CatalogueId, catalogueFacts } from "./activity-facts.ts";

const recommendationCopy: Readonly<Record<RecommendationId, RecommendationCopy>> = {
  "lightning-feud": {
    icon: "⚡",
    description: "A buzzer-driven game show where teams race to uncover the top survey answers.",
    whyItFits: [
      "Quick rounds keep the whole room on its toes",
      "Friendly rivalry without anyone on the spot alone",
      "Scales from one team to a full all-hands",
    ],
  },
  "online-office-games": {
    icon: "🏆",
    description: "A bracket of office-themed mini-games, from desk scavenger hunts to jargon speed rounds.",
    whyItFits: [
      "Variety of short games suits every personality",
      "Teams have to plan together to climb the bracket",
      "Works as well for big groups as for small ones",
    ],
  },
  "pitch-perfect": {
    icon: "🎤",
    description: "Teams invent a delightfully absurd product and pitch it to a panel of in-character judges.",
    whyItFits: [
      "Turns wild ideas into a shared win",
      "Quiet designers and natural presenters both shine",
      "Awards celebrate more than one kind of success",
    ],
  },
  "survey-showdown": {
    icon: "📊",
    description: "Teams guess how their own colleagues answered a short pre-event survey.",
    whyItFits: [
      "Every round is built from your team's own answers",
      "Sparks conversations that carry on after the call",
      "Great for new or newly merged teams",
    ],
  },
  "trivia-time": {
    icon: "🧠",
    description: "A relaxed mix of light trivia rounds and easy icebreakers, paced for conversation.",
    whyItFits: ["Low pressure, with no one put on the spot", "Easy to join from any device in minutes"],
  },
  "spotlight-social": {
    icon: "🌟",
    description: "A talk-show style event where colleagues share hidden talents and the stories behind them.",
    whyItFits: [
      "Puts real people and stories at the center",
      "Live audience votes keep everyone involved",
      "Ideal for celebrations and milestones",
    ],
  },
};

/** The catalogue activity behind each recommendation; null for one the catalogue does not have. */
export const catalogueIdOf: Readonly<Record<RecommendationId, CatalogueId | null>> = {
  "lightning-feud": "lightning-feud",
  "online-office-games": "online-office-games",
  "pitch-perfect": "pitch-perfect",
  "survey-showdown": "survey-showdown",
  "trivia-time": null,
  "spotlight-social": "the-spotlight",
};

/** Trivia + Icebreakers has no catalogue entry: its price and length are stated here, once. */
const triviaTime = { title: "Trivia + Icebreakers", priceFromPP: 35, priceUpToPP: 45, durationMinutes: 60 };

function recommendation(id: RecommendationId): RecommendedActivity {
  const catalogueId = catalogueIdOf[id];
  if (catalogueId === null) {
    return {
      id,
      name: triviaTime.title,
      ...recommendationCopy[id],
      priceRange: `$${triviaTime.priceFromPP}–$${triviaTime.priceUpToPP}`,
      duration: `${triviaTime.durationMinutes} min`,
      teamSize: null,
      headcountRange: null,
      priceFromPP: triviaTime.priceFromPP,
      priceUpToPP: triviaTime.priceUpToPP,
      detailSlug: null,
    };
  }
  const activity = catalogueFacts[catalogueId];
  const facts = activityFacts(activity);
  return {
    id,
    name: activity.title,
    ...recommendationCopy[id],
    priceRange: facts.priceRange,
    duration: facts.durationShort,
    teamSize: facts.teamSize,
    headcountRange: { min: activity.teamSizeMin, max: activity.teamSizeMax },
    priceFromPP: activity.priceFromPP,
    priceUpToPP: activity.priceUpToPP,
    detailSlug: catalogueId,
  };
}

/** The six recommendable activities; the five in the catalogue take every fact from it. */
export const recommendedActivities: readonly RecommendedActivity[] = recommendationIds.map(recommendation);
