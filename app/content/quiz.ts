import type { QuizBudget } from "~/domain/quiz";

/** The question and hint of each of the quiz's three steps. */
export const stepTitles: Record<1 | 2 | 3, { title: string; hint: string }> = {
  1: { title: "How big is your team?", hint: "Choose the range that fits the people who will play." },
  2: { title: "What vibe are you going for?", hint: "Pick 1-2 vibes." },
  3: {
    title: "What's your budget per person?",
    hint: "Per participant, at the team size you chose: each event's price for a team like yours.",
  },
};

/**
 * Each budget answer as the quiz shows it. The match is the price engine's price per person at
 * the team size chosen in step 1 (app/domain/quiz.ts), so no label promises a group size.
 */
export const budgetLabels: Record<QuizBudget, string> = {
  "$25-$35": "$25-$35",
  "$36-$50": "$36-$50",
  "$51-$65+": "$51-$65+",
};
