import { RATE_BANDS } from "~/domain/pricing";
import type { QuizBudget } from "~/domain/quiz";

/** The question and hint of each of the quiz's three steps. */
export const stepTitles: Record<1 | 2 | 3, { title: string; hint: string }> = {
  1: { title: "How big is your team?", hint: "Choose the range that fits the people who will play." },
  2: { title: "What vibe are you going for?", hint: "Pick 1-2 vibes." },
  3: { title: "What's your budget per person?", hint: "Prices are per participant." },
};

/**
 * Each budget answer with the group size whose per-person rate it reaches: the price engine's
 * bands (app/domain/pricing.ts), so the quiz says what /pricing and the quote charge.
 */
export const budgetLabels: Record<QuizBudget, string> = {
  "$25-$35": `$25-$35 · groups of ${RATE_BANDS.midUpTo + 1} or more`,
  "$36-$50": `$36-$50 · groups of ${RATE_BANDS.smallUpTo + 1} or more`,
  "$51-$65+": "$51-$65+ · any team size",
};
