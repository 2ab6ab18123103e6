import { type ReactNode, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";
import { budgetLabels, stepTitles } from "~/content/quiz";
import { recommendedActivities } from "~/content/quiz-recommendations";
import { vibeOptions } from "~/domain/catalogue";
import {
  canAdvance,
  canGoBack,
  createQuizAnswers,
  QUIZ_STEPS,
  type QuizAnswers,
  type QuizStep,
  quizAnswersFromSearchParams,
  quizAnswersToSearchParams,
  quizBudgetParam,
  quizBudgets,
  quizCompletedProps,
  quizHiddenFields,
  quizSizeParam,
  quizStepFromSearchParams,
  quizTeamSizes,
  type RecommendedActivity,
  scoreQuiz,
  toggleVibe,
} from "~/domain/quiz";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { sharedPageHeaders } from "~/server/http.server";
import type { Route } from "./+types/quiz";

export const handle: PageHandle = { sitemap: () => [{ path: "/quiz" }] };

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The quiz's copy and the six records it scores, built from the catalogue at build time (the page
 * is prerendered; a URL with answers is rendered per request). The browser scores the records it
 * receives here and never loads the catalogue itself.
 */
export function loader() {
  return {
    stepText: stepTitles,
    budgetText: budgetLabels,
    vibes: vibeOptions,
    recommendations: recommendedActivities,
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Find Your Perfect Team Event: 20-Second Quiz",
    description:
      "Answer three quick questions about your team size, the vibe you want and your budget, and get your top three Rallyroom event matches.",
    path: "/quiz",
  });

/** One answer of a step: a radio (one answer) or a checkbox (several), its label the whole tile. */
function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-4 font-semibold text-ink transition hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
      <input
        type={type}
        name={name}
        value={value}
        required={type === "radio"}
        checked={checked}
        onChange={onChange}
        className="size-5 accent-brand-700"
      />
      {children}
    </label>
  );
}

/** What a step says when the visitor moved on without answering it (possible without JavaScript). */
const missingAnswer: Record<1 | 2 | 3, string> = {
  1: "Choose your team size to continue.",
  2: "Pick at least one vibe to continue.",
  3: "Choose a budget per person to see your matches.",
};

/** The quiz page at `answers` and `step`, as a link that works without JavaScript. */
function stepHref(answers: QuizAnswers, step: QuizStep | null): string {
  const query = step === null ? "" : `?${quizAnswersToSearchParams(answers, step)}`;
  return `/quiz${query}#quiz`;
}

function Results({
  answers,
  records,
  onRestart,
}: {
  answers: QuizAnswers;
  records: readonly RecommendedActivity[];
  onRestart: () => void;
}) {
  const matches = scoreQuiz(answers, records);
  return (
    <div>
      <h2 className="text-3xl font-bold text-ink" tabIndex={-1} id="quiz-heading">
        Your top matches
      </h2>
      <p className="mt-2 text-slate-700">Picked for your team size, vibe and budget.</p>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {matches.map((match, index) => (
          <li key={match.id} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <p className="text-sm font-semibold text-brand-700">Match {index + 1}</p>
            <h3 className="mt-1 text-xl font-semibold text-ink">
              <span aria-hidden="true">{match.icon}</span> {match.name}
            </h3>
            <p className="mt-2 text-slate-700">{match.description}</p>
            <p className="mt-3 text-sm text-slate-700">
              {match.priceRange} per person · {match.duration}
              {match.teamSize ? ` · ${match.teamSize} people` : null}
            </p>
            <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {match.whyItFits.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <BookingButton
              className={`${buttonStyles.primary} mt-5`}
              onBook={() => track("quiz_book_click", { activity_id: match.id })}
            >
              Book This Event
            </BookingButton>
            {match.detailSlug ? (
              <Link
                to={`/activities/${match.detailSlug}`}
                className="mt-3 text-center font-semibold text-brand-700 underline"
              >
                About {match.name}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/activities" className={buttonStyles.secondary}>
          Show me more options
        </Link>
        <a
          href={stepHref(createQuizAnswers(), null)}
          onClick={(event) => {
            event.preventDefault();
            onRestart();
          }}
          className="px-4 py-3 font-semibold text-brand-700 underline"
        >
          Start over
        </a>
      </div>
    </div>
  );
}

/**
 * With JavaScript the quiz runs in the page: each step changes in place, nothing is sent. Without
 * it, each step is a GET form back to /quiz carrying the answers so far (the chosen ones and the
 * earlier ones as hidden fields); the server renders the next step, or the results, from the URL.
 * Both read and score the same answers (~/domain/quiz).
 */
export default function Quiz({ loaderData }: Route.ComponentProps) {
  const { stepText, budgetText, vibes, recommendations } = loaderData;
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The URL's answers and step: the server renders them, and the browser starts from the same.
  const [start] = useState(() => {
    const answers = quizAnswersFromSearchParams(searchParams);
    return { answers, ...quizStepFromSearchParams(searchParams, answers) };
  });
  const [step, setStep] = useState<QuizStep>(start.step);
  const [answers, setAnswers] = useState<QuizAnswers>(start.answers);
  const [skipped, setSkipped] = useState(start.skipped);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Moving between steps moves focus to the new question, so keyboard and screen-reader users
  // follow; the step's top ("Step 2 of 3") is brought out from under the sticky header.
  const goTo = (target: QuizStep) => {
    flushSync(() => {
      setStep(target);
      setSkipped(false);
    });
    const heading = headingRef.current ?? document.getElementById("quiz-heading");
    heading?.focus({ preventScroll: true });
    const panel = panelRef.current;
    if (!panel || !heading) return;
    const headerBottom = document.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0;
    const hidden =
      panel.getBoundingClientRect().top < headerBottom ||
      heading.getBoundingClientRect().bottom > window.innerHeight;
    if (hidden)
      window.scrollTo({ top: panel.getBoundingClientRect().top + window.scrollY - headerBottom - 16 });
  };

  const next = () => {
    if (!canAdvance(step, answers)) return;
    if (step === 3) track("quiz_completed", quizCompletedProps(answers));
    goTo((step + 1) as QuizStep);
  };

  const current = step === 4 ? null : stepText[step];
  const missingId = "quiz-missing";

  return (
    <>
      <PageHero
        title="Find Your Perfect Team Event"
        lead="Three questions, twenty seconds: tell us your team size, the vibe you're after and your budget, and we'll match you with the three best events."
      />
      <section className={`${container} max-w-4xl py-12`}>
        {/* The target of every step's link and form: the page opens on the step, below the sticky
            header (the page's scroll padding plus this margin clear its two rows on a phone). */}
        <div id="quiz" ref={panelRef} className="scroll-mt-8">
          {step === 4 ? (
            <Results
              answers={answers}
              records={recommendations}
              onRestart={() => {
                setAnswers(createQuizAnswers());
                goTo(1);
                if (search) void navigate({ search: "" }, { replace: true, preventScrollReset: true });
              }}
            />
          ) : (
            <form
              method="get"
              action="/quiz#quiz"
              onSubmit={(event) => {
                event.preventDefault();
                next();
              }}
            >
              {quizHiddenFields(step, answers).map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              <div>
                <p className="text-sm font-semibold text-slate-700">
                  Step {step} of {QUIZ_STEPS}
                </p>
                <div
                  role="progressbar"
                  aria-label="Quiz progress"
                  aria-valuemin={0}
                  aria-valuemax={QUIZ_STEPS}
                  aria-valuenow={step}
                  aria-valuetext={`Step ${step} of ${QUIZ_STEPS}`}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-brand-700 transition-all"
                    style={{ width: `${(step / QUIZ_STEPS) * 100}%` }}
                  />
                </div>
              </div>
              <fieldset className="mt-8" aria-describedby={skipped ? missingId : undefined}>
                <legend>
                  <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink">
                    {current?.title}
                  </h2>
                  <span className="mt-2 block text-slate-700">{current?.hint}</span>
                </legend>
                {skipped ? (
                  <p id={missingId} className="mt-4 font-semibold text-red-800">
                    {missingAnswer[step]}
                  </p>
                ) : null}
                <div className="mt-6 grid gap-3 sm:grid-cols-2">
                  {step === 1
                    ? quizTeamSizes.map((size) => (
                        <Choice
                          key={size}
                          type="radio"
                          name="size"
                          value={quizSizeParam[size]}
                          checked={answers.teamSize === size}
                          onChange={() => setAnswers({ ...answers, teamSize: size })}
                        >
                          {size} people
                        </Choice>
                      ))
                    : null}
                  {step === 2
                    ? vibes.map((vibe) => (
                        <Choice
                          key={vibe.id}
                          type="checkbox"
                          name="vibe"
                          value={vibe.id}
                          checked={answers.vibes.includes(vibe.id)}
                          onChange={() =>
                            setAnswers({ ...answers, vibes: toggleVibe(answers.vibes, vibe.id) })
                          }
                        >
                          {vibe.label}
                        </Choice>
                      ))
                    : null}
                  {step === 3
                    ? quizBudgets.map((budget) => (
                        <Choice
                          key={budget}
                          type="radio"
                          name="budget"
                          value={quizBudgetParam[budget]}
                          checked={answers.budget === budget}
                          onChange={() => setAnswers({ ...answers, budget })}
                        >
                          {budgetText[budget]}
                        </Choice>
                      ))
                    : null}
                </div>
              </fieldset>
              <div className="mt-8 flex items-center justify-between gap-4">
                {canGoBack(step) ? (
                  <a
                    href={stepHref(answers, (step - 1) as QuizStep)}
                    onClick={(event) => {
                      event.preventDefault();
                      goTo((step - 1) as QuizStep);
                    }}
                    className={buttonStyles.secondary}
                  >
                    Back
                  </a>
                ) : (
                  <button
                    type="button"
                    disabled
                    className={`${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`}
                  >
                    Back
                  </button>
                )}
                {/* Without JavaScript the choice cannot enable the button: it stays enabled and the
                    server answers a missing choice by showing the step again with a note. */}
                <button
                  type="submit"
                  disabled={hydrated && !canAdvance(step, answers)}
                  className={buttonStyles.primary}
                >
                  {step === 3 ? "Get My Matches!" : "Next"}
                </button>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
