import type { QuizBudget } from "~/domain/quiz";
import { packageMinutes } from "./pricing";

/** The question and hint of each of the quiz's three steps. */
export const stepTitles: Record<1 | 2 | 3, { title: string; hint: string }> = {
  1: { title: "How big is your team?", hint: "Choose the range that fits the people who will play." },
  2: { title: "What vibe are you going for?", hint: "Pick 1-2 vibes." },
  3: { title: "What's your budget per person?", hint: "Prices are per participant." },
};

/** Each budget answer with the package it buys; package lengths come from the catalogue. */
export const budgetLabels: Record<QuizBudget, string> = {
  "$25-$35": `$25-$35 · Core Experience (${packageMinutes.core} min)`,
  "$36-$50": `$36-$50 · Core or Premium (${packageMinutes.core}–${packageMinutes.premium} min)`,
  "$51-$65+": `$51-$65+ · Premium Celebration (${packageMinutes.premium} min)`,
};
