import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { QuizChoice } from "~/components/quiz/quiz-choice";
import { QuizProgress } from "~/components/quiz/quiz-progress";
import { QuizResults } from "~/components/quiz/quiz-results";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import { budgetLabels, stepTitles } from "~/content/quiz";
import { recommendedActivities } from "~/content/quiz-recommendations";
import { vibeOptions } from "~/domain/catalogue";
import {
  canAdvance,
  canGoBack,
  createQuizAnswers,
  type QuizAnswers,
  type QuizStep,
  quizAnswersFromSearchParams,
  quizBudgetParam,
  quizBudgets,
  quizCompletedProps,
  quizHiddenFields,
  quizSizeParam,
  quizStepFromSearchParams,
  quizStepHref,
  quizTeamSizes,
  toggleVibe,
} from "~/domain/quiz";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { formParams, useFormAtMount } from "~/lib/use-form-at-mount";
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

/** What a step says when the visitor moved on without answering it (possible without JavaScript). */
const missingAnswer: Record<1 | 2 | 3, string> = {
  1: "Choose your team size to continue.",
  2: "Pick at least one vibe to continue.",
  3: "Choose a budget per person to see your matches.",
};

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
  // The URL's answers and step: the server renders them, and the browser starts from the same.
  const [start] = useState(() => {
    const answers = quizAnswersFromSearchParams(searchParams);
    return { answers, ...quizStepFromSearchParams(searchParams, answers) };
  });
  const [step, setStep] = useState<QuizStep>(start.step);
  const [answers, setAnswers] = useState<QuizAnswers>(start.answers);
  const [skipped, setSkipped] = useState(start.skipped);
  // An answer picked before the page's scripts ran counts: the step's form is read at mount.
  const formRef = useFormAtMount((form) => {
    const picked = quizAnswersFromSearchParams(formParams(form));
    if (JSON.stringify(picked) !== JSON.stringify(answers)) setAnswers(picked);
  });
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
    // The step's radios are required (the browser says so); a vibe is checked here, as the
    // server checks it without JavaScript.
    if (!canAdvance(step, answers)) {
      setSkipped(true);
      return;
    }
    if (step === 3) track("quiz_completed", quizCompletedProps(answers));
    goTo((step + 1) as QuizStep);
  };

  const current = step === 4 ? null : stepText[step];
  /** A one-answer step's choices: a radio per option, sent as `name` with the option's URL value. */
  const radios = <K extends "teamSize" | "budget">(
    key: K,
    name: string,
    options: readonly NonNullable<QuizAnswers[K]>[],
    param: Readonly<Record<NonNullable<QuizAnswers[K]>, string>>,
    label: (option: NonNullable<QuizAnswers[K]>) => string,
  ) =>
    options.map((option) => (
      <QuizChoice
        key={option}
        type="radio"
        name={name}
        value={param[option]}
        checked={answers[key] === option}
        onChange={() => setAnswers({ ...answers, [key]: option })}
      >
        {label(option)}
      </QuizChoice>
    ));
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
            <QuizResults
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
              ref={formRef}
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
              <QuizProgress step={step} />
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
                    ? radios("teamSize", "size", quizTeamSizes, quizSizeParam, (size) => `${size} people`)
                    : null}
                  {step === 2
                    ? vibes.map((vibe) => (
                        <QuizChoice
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
                        </QuizChoice>
                      ))
                    : null}
                  {step === 3
                    ? radios("budget", "budget", quizBudgets, quizBudgetParam, (budget) => budgetText[budget])
                    : null}
                </div>
              </fieldset>
              <div className="mt-8 flex items-center justify-between gap-4">
                {canGoBack(step) ? (
                  <a
                    href={quizStepHref(answers, (step - 1) as QuizStep)}
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
                {/* Always enabled: a step left unanswered says what is missing (the browser for a
                    required choice, this page or the server for the vibes). */}
                <button type="submit" className={buttonStyles.primary}>
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
