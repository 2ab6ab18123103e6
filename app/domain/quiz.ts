/**
 * The "find your event" quiz: three answers (team size, vibe, budget) scored against six
 * recommendation records. One canonical set of answer values, so the team-size bonus applies, and
 * results are always filled to three matches. The records, with every price, duration and team
 * size a result shows, are built from the catalogue in app/content/quiz-recommendations.ts; the
 * page's loader sends them, so this module (which runs in the browser) loads no catalogue copy.
 * The answers are the catalogue's filter options (./catalogue.ts): one list of each.
 */
import {
  BUDGET_SAMPLE_HEADCOUNT,
  budgetOptions,
  fitsBudget as fitsCatalogueBudget,
  perPersonAt,
  teamSizeOptions,
  type VibeId,
  vibeOptions,
} from "./catalogue.ts";

/** The team sizes the site takes at all, for a recommendation with no catalogue entry. */
const catalogueTeamMin = teamSizeOptions[0].min;
const catalogueTeamMax = teamSizeOptions[teamSizeOptions.length - 1]?.max ?? 500;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/**
 * Team sizes: the catalogue's team-size labels, written with an en dash. These exact strings are
 * stored, scored and reported.
 */
export type QuizTeamSize = (typeof teamSizeOptions)[number]["label"];
export const quizTeamSizes: readonly QuizTeamSize[] = teamSizeOptions.map((option) => option.label);

/**
 * The headcount a team-size answer suggests to the checkout: the middle of its band, moved into
 * the activity's range (the checkout refuses a headcount outside it); null before it is answered.
 * The buyer sets the exact number at the checkout.
 */
export function quizHeadcount(
  teamSize: QuizTeamSize | null,
  range: { min: number; max: number },
): number | null {
  const band = teamSizeOptions.find((option) => option.label === teamSize);
  if (!band) return null;
  const middle = Math.round((band.min + band.max) / 2);
  return Math.min(range.max, Math.max(range.min, middle));
}

/** Sizes that earn the big-group bonus. */
export const LARGE_TEAM_SIZES: readonly QuizTeamSize[] = ["31–80", "81–200+"];

/** The vibe answers: the catalogue's vibe ids, in its order. */
export const quizVibes: readonly VibeId[] = vibeOptions.map((option) => option.id);

/** Budgets per person: the catalogue's budget labels, written with a hyphen ("$25-$35"). */
export type QuizBudget = (typeof budgetOptions)[number]["label"];
export const quizBudgets: readonly QuizBudget[] = budgetOptions.map((option) => option.label);

/** Duration is asked and stored but does not affect scoring. */
export const quizDurations = ["60", "90"] as const;
export type QuizDuration = (typeof quizDurations)[number];
export const DEFAULT_QUIZ_DURATION: QuizDuration = "60";

export interface QuizAnswers {
  teamSize: QuizTeamSize | null;
  vibes: VibeId[];
  budget: QuizBudget | null;
  duration: QuizDuration;
}

export function createQuizAnswers(): QuizAnswers {
  return { teamSize: null, vibes: [], budget: null, duration: DEFAULT_QUIZ_DURATION };
}

export function isQuizTeamSize(value: unknown): value is QuizTeamSize {
  return typeof value === "string" && (quizTeamSizes as readonly string[]).includes(value);
}

export function isQuizVibe(value: unknown): value is VibeId {
  return typeof value === "string" && (quizVibes as readonly string[]).includes(value);
}

export function isQuizBudget(value: unknown): value is QuizBudget {
  return typeof value === "string" && (quizBudgets as readonly string[]).includes(value);
}

export function isQuizDuration(value: unknown): value is QuizDuration {
  return typeof value === "string" && (quizDurations as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Steps: 1 team size, 2 vibes, 3 budget, 4 results
// ---------------------------------------------------------------------------------------------

export const QUIZ_STEPS = 3;
export type QuizStep = 1 | 2 | 3 | 4;

/** Whether Next (or "Get My Matches!" on step 3) is enabled. */
export function canAdvance(step: QuizStep, answers: QuizAnswers): boolean {
  switch (step) {
    case 1:
      return answers.teamSize !== null;
    case 2:
      return answers.vibes.length > 0;
    case 3:
      return answers.budget !== null;
    default:
      return false;
  }
}

/** Back is disabled on the first step. */
export function canGoBack(step: QuizStep): boolean {
  return step > 1;
}

export function isQuizComplete(answers: QuizAnswers): boolean {
  return canAdvance(1, answers) && canAdvance(2, answers) && canAdvance(3, answers);
}

/** Adds the vibe if absent, removes it if present; the result is in canonical vibe order. */
export function toggleVibe(vibes: readonly VibeId[], id: VibeId): VibeId[] {
  const selected = new Set(vibes);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return quizVibes.filter((v) => selected.has(v));
}

// ---------------------------------------------------------------------------------------------
// Recommendations
// ---------------------------------------------------------------------------------------------

/**
 * The six recommendable activities, in the quiz's order (which breaks score ties). Their ids are
 * the quiz's own (analytics reports them); five are catalogue activities, and "trivia-time"
 * (Trivia + Icebreakers) is a hosted format with no catalogue entry or detail page.
 */
export const recommendationIds = [
  "lightning-feud",
  "online-office-games",
  "pitch-perfect",
  "survey-showdown",
  "trivia-time",
  "spotlight-social",
] as const;
export type RecommendationId = (typeof recommendationIds)[number];

/** What the quiz writes about an activity itself; every fact (name, price, duration, size) is the catalogue's. */
export interface RecommendationCopy {
  icon: string;
  description: string;
  whyItFits: readonly string[];
}

export interface RecommendedActivity extends RecommendationCopy {
  id: RecommendationId;
  name: string;
  /** Per person, "$35–$65", from the catalogue's priceFromPP and priceUpToPP. */
  priceRange: string;
  /** "60 min", from the catalogue's durationMinutes. */
  duration: string;
  /** "8–500", from the catalogue's teamSizeMin and teamSizeMax; null when it has no entry. */
  teamSize: string | null;
  /** The same range as numbers (the headcounts its checkout takes); null when it has no entry. */
  headcountRange: { min: number; max: number } | null;
  priceFromPP: number;
  priceUpToPP: number;
  /** Slug of the /activities/{slug} page, or null for a recommendation without one. */
  detailSlug: string | null;
}

export interface ScoredRecommendation extends RecommendedActivity {
  score: number;
}

/** Points for a large team (31–80 or 81–200+). */
export const TEAM_SIZE_BONUS = 2;
export const TEAM_SIZE_BONUS_TARGETS: readonly RecommendationId[] = [
  "online-office-games",
  "survey-showdown",
];

/** Points for each selected vibe. */
export const VIBE_POINTS = 3;
export const vibeTargets: Readonly<Record<VibeId, readonly RecommendationId[]>> = {
  "high-energy": ["lightning-feud", "online-office-games"],
  creative: ["pitch-perfect", "spotlight-social"],
  collaborative: ["survey-showdown", "online-office-games"],
  competitive: ["lightning-feud", "spotlight-social"],
  chill: ["trivia-time"],
};

export const QUIZ_RESULT_COUNT = 3;

type BudgetRecord = Pick<RecommendedActivity, "priceFromPP" | "priceUpToPP" | "headcountRange">;

/** A record as the catalogue's budget rule reads it; a record without an entry takes any team size. */
function budgetActivity(record: BudgetRecord) {
  const range = record.headcountRange ?? { min: catalogueTeamMin, max: catalogueTeamMax };
  return {
    teamSizeMin: range.min,
    teamSizeMax: range.max,
    priceFromPP: record.priceFromPP,
    priceUpToPP: record.priceUpToPP,
  };
}

/**
 * The headcount the quiz judges a record's budget at: the size answer moved into the activity's
 * range, as its checkout link takes it; the sample 40 without one.
 */
export function budgetHeadcount(record: BudgetRecord, teamSize: QuizTeamSize | null): number {
  const activity = budgetActivity(record);
  return (
    quizHeadcount(teamSize, { min: activity.teamSizeMin, max: activity.teamSizeMax }) ??
    BUDGET_SAMPLE_HEADCOUNT
  );
}

/** The engine's price per person at that headcount, in whole cents: what the results show. */
export function budgetPricePerPersonCents(record: BudgetRecord, teamSize: QuizTeamSize | null): number {
  return Math.round(perPersonAt(budgetActivity(record), budgetHeadcount(record, teamSize)) * 100);
}

/**
 * An activity fits a budget when the engine's price per person at the team's size
 * (`budgetHeadcount`) is within the budget: the price the buyer would pay, not the cheapest size's.
 */
export function fitsBudget(
  record: BudgetRecord,
  budget: QuizBudget,
  teamSize: QuizTeamSize | null = null,
): boolean {
  const headcount = budgetHeadcount(record, teamSize);
  const option = budgetOptions.find((candidate) => candidate.label === budget);
  if (!option) return false;
  return fitsCatalogueBudget(budgetActivity(record), option, { from: headcount, to: headcount });
}

/** Every record with its score, best first; ties keep the order of `records`. */
export function scoreRecommendations(
  answers: Pick<QuizAnswers, "teamSize" | "vibes">,
  records: readonly RecommendedActivity[],
): ScoredRecommendation[] {
  const scores = new Map<string, number>();
  const add = (ids: readonly RecommendationId[], points: number) => {
    for (const id of ids) scores.set(id, (scores.get(id) ?? 0) + points);
  };
  if (answers.teamSize !== null && LARGE_TEAM_SIZES.includes(answers.teamSize)) {
    add(TEAM_SIZE_BONUS_TARGETS, TEAM_SIZE_BONUS);
  }
  for (const vibe of new Set(answers.vibes)) {
    const targets = vibeTargets[vibe] as readonly RecommendationId[] | undefined;
    if (targets) add(targets, VIBE_POINTS);
  }
  return records
    .map((record) => ({ ...record, score: scores.get(record.id) ?? 0 }))
    .toSorted((a, b) => b.score - a.score);
}

/**
 * The quiz result: the three best-scoring recommendations within the budget. When the budget
 * leaves fewer than three, the best-scoring others fill the remaining places.
 */
export function scoreQuiz(
  answers: Pick<QuizAnswers, "teamSize" | "vibes" | "budget">,
  records: readonly RecommendedActivity[],
): ScoredRecommendation[] {
  const ranked = scoreRecommendations(answers, records);
  const { budget } = answers;
  if (budget === null) return ranked.slice(0, QUIZ_RESULT_COUNT);
  const inBudget = ranked.filter((r) => fitsBudget(r, budget, answers.teamSize));
  const others = ranked.filter((r) => !fitsBudget(r, budget, answers.teamSize));
  return [...inBudget, ...others].slice(0, QUIZ_RESULT_COUNT);
}

// ---------------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------------

export type QuizCompletedProps = {
  team_size: string;
  /** Comma-joined vibe ids, e.g. "high-energy,creative". */
  vibe: string;
  budget: string;
};

/** Properties of the `quiz_completed` event. */
export function quizCompletedProps(answers: QuizAnswers): QuizCompletedProps {
  return {
    team_size: answers.teamSize ?? "",
    vibe: answers.vibes.join(","),
    budget: answers.budget ?? "",
  };
}

// ---------------------------------------------------------------------------------------------
// The quiz in a URL: without JavaScript each step is a GET of /quiz carrying the answers so far
// ---------------------------------------------------------------------------------------------

/** Query parameters of the quiz: the step asked for and one per answer. */
export const quizParams = ["step", "size", "vibe", "budget"] as const;

/** Each answer's value in a URL: the catalogue's filter ids, plain ASCII ("31-80", "36-50"). */
const idByLabel = <Label extends string>(options: readonly { id: string; label: Label }[]) =>
  Object.fromEntries(options.map((option) => [option.label, option.id])) as Readonly<Record<Label, string>>;
export const quizSizeParam = idByLabel(teamSizeOptions);
export const quizBudgetParam = idByLabel(budgetOptions);

function fromParam<T extends string>(table: Readonly<Record<T, string>>, value: string | null): T | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  return (Object.keys(table) as T[]).find((key) => table[key] === wanted) ?? null;
}

/**
 * Answers read from a URL. Unknown values are dropped; vibes may repeat (`vibe=a&vibe=b`, as a
 * form sends them) or be comma-joined, and come back in canonical order.
 */
export function quizAnswersFromSearchParams(params: URLSearchParams): QuizAnswers {
  const vibes = new Set(
    params
      .getAll("vibe")
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toLowerCase()),
  );
  return {
    teamSize: fromParam(quizSizeParam, params.get("size")),
    vibes: quizVibes.filter((vibe) => vibes.has(vibe)),
    budget: fromParam(quizBudgetParam, params.get("budget")),
    duration: DEFAULT_QUIZ_DURATION,
  };
}

/** The answers (and the step, when given) as query parameters, in the order a form sends them. */
export function quizAnswersToSearchParams(answers: QuizAnswers, step?: QuizStep): URLSearchParams {
  const params = new URLSearchParams();
  if (step !== undefined) params.set("step", String(step));
  if (answers.teamSize !== null) params.set("size", quizSizeParam[answers.teamSize]);
  for (const vibe of quizVibes) if (answers.vibes.includes(vibe)) params.append("vibe", vibe);
  if (answers.budget !== null) params.set("budget", quizBudgetParam[answers.budget]);
  return params;
}

/**
 * The quiz page at `answers` and `step` (null: the first question, nothing answered), as a link
 * that works without JavaScript: it lands on the quiz's panel (`#quiz`).
 */
export function quizStepHref(answers: QuizAnswers, step: QuizStep | null): string {
  const query = step === null ? "" : `?${quizAnswersToSearchParams(answers, step)}`;
  return `/quiz${query}#quiz`;
}

/** The first step whose question is still open, or 4 (the results) when every step has an answer. */
export function firstOpenStep(answers: QuizAnswers): QuizStep {
  if (!canAdvance(1, answers)) return 1;
  if (!canAdvance(2, answers)) return 2;
  if (!canAdvance(3, answers)) return 3;
  return 4;
}

/**
 * The step a URL shows: the one it asks for (`step`), never past the first unanswered question.
 * Without `step`, the first open question (or the results). `skipped` is true when the URL asked
 * to move past a question that has no answer: the page says what is missing.
 */
export function quizStepFromSearchParams(
  params: URLSearchParams,
  answers: QuizAnswers,
): { step: QuizStep; skipped: boolean } {
  const open = firstOpenStep(answers);
  const asked = Number(params.get("step"));
  if (!Number.isInteger(asked) || asked < 1 || asked > 4) return { step: open, skipped: false };
  return asked > open ? { step: open, skipped: true } : { step: asked as QuizStep, skipped: false };
}

/**
 * The hidden fields of step `step`'s form: the step it leads to, then the answers of the other
 * steps, so one GET carries everything answered so far.
 */
export function quizHiddenFields(step: 1 | 2 | 3, answers: QuizAnswers): [name: string, value: string][] {
  const others: QuizAnswers = {
    ...answers,
    teamSize: step === 1 ? null : answers.teamSize,
    vibes: step === 2 ? [] : answers.vibes,
    budget: step === 3 ? null : answers.budget,
  };
  return [...quizAnswersToSearchParams(others, (step + 1) as QuizStep)];
}
