import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";
import { budgetLabels, stepTitles } from "~/content/quiz";
import { vibeOptions } from "~/domain/catalogue";
import {
  canAdvance,
  canGoBack,
  createQuizAnswers,
  QUIZ_STEPS,
  type QuizAnswers,
  type QuizStep,
  quizBudgets,
  quizCompletedProps,
  quizTeamSizes,
  scoreQuiz,
  toggleVibe,
} from "~/domain/quiz";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/quiz";

export const handle: PageHandle = { sitemap: () => [{ path: "/quiz" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Find Your Perfect Team Event: 20-Second Quiz",
    description:
      "Answer three quick questions about your team size, the vibe you want and your budget, and get your top three Rallyroom event matches.",
    path: "/quiz",
  });

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-4 font-semibold text-ink transition hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600";

function Results({ answers, onRestart }: { answers: QuizAnswers; onRestart: () => void }) {
  const matches = scoreQuiz(answers);
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
              {match.priceRange} per person · {match.duration} · {match.teamSize} people
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
            <Link
              to={`/activities/${match.detailSlug}`}
              className="mt-3 text-center font-semibold text-brand-700 underline"
            >
              About {match.name}
            </Link>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/activities" className={buttonStyles.secondary}>
          Show me more options
        </Link>
        <button
          type="button"
          onClick={onRestart}
          className="px-4 py-3 font-semibold text-brand-700 underline"
        >
          Start over
        </button>
      </div>
    </div>
  );
}

export default function Quiz() {
  const [step, setStep] = useState<QuizStep>(1);
  const [answers, setAnswers] = useState<QuizAnswers>(createQuizAnswers);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moving between steps moves focus to the new question, so keyboard and screen-reader users follow.
  const goTo = (target: QuizStep) => {
    flushSync(() => setStep(target));
    (headingRef.current ?? document.getElementById("quiz-heading"))?.focus();
  };

  const next = () => {
    if (!canAdvance(step, answers)) return;
    if (step === 3) track("quiz_completed", quizCompletedProps(answers));
    goTo((step + 1) as QuizStep);
  };

  const current = step === 4 ? null : stepTitles[step];

  return (
    <>
      <PageHero
        title="Find Your Perfect Team Event"
        lead="Three questions, twenty seconds: tell us your team size, the vibe you're after and your budget, and we'll match you with the three best events."
      />
      <section className={`${container} max-w-4xl py-12`}>
        {step === 4 ? (
          <Results
            answers={answers}
            onRestart={() => {
              setAnswers(createQuizAnswers());
              goTo(1);
            }}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
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
            <fieldset className="mt-8">
              <legend>
                <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-ink">
                  {current?.title}
                </h2>
                <span className="mt-2 block text-slate-700">{current?.hint}</span>
              </legend>
              <div className="mt-6 grid gap-3 sm:grid-cols-2">
                {step === 1
                  ? quizTeamSizes.map((size) => (
                      <label key={size} className={optionClass}>
                        <input
                          type="radio"
                          name="teamSize"
                          value={size}
                          checked={answers.teamSize === size}
                          onChange={() => setAnswers({ ...answers, teamSize: size })}
                          className="size-5 accent-brand-700"
                        />
                        {size} people
                      </label>
                    ))
                  : null}
                {step === 2
                  ? vibeOptions.map((vibe) => (
                      <label key={vibe.id} className={optionClass}>
                        <input
                          type="checkbox"
                          name="vibes"
                          value={vibe.id}
                          checked={answers.vibes.includes(vibe.id)}
                          onChange={() =>
                            setAnswers({ ...answers, vibes: toggleVibe(answers.vibes, vibe.id) })
                          }
                          className="size-5 accent-brand-700"
                        />
                        {vibe.label}
                      </label>
                    ))
                  : null}
                {step === 3
                  ? quizBudgets.map((budget) => (
                      <label key={budget} className={optionClass}>
                        <input
                          type="radio"
                          name="budget"
                          value={budget}
                          checked={answers.budget === budget}
                          onChange={() => setAnswers({ ...answers, budget })}
                          className="size-5 accent-brand-700"
                        />
                        {budgetLabels[budget]}
                      </label>
                    ))
                  : null}
              </div>
            </fieldset>
            <div className="mt-8 flex items-center justify-between gap-4">
              <button
                type="button"
                disabled={!canGoBack(step)}
                onClick={() => goTo((step - 1) as QuizStep)}
                className={`${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`}
              >
                Back
              </button>
              <button type="submit" disabled={!canAdvance(step, answers)} className={buttonStyles.primary}>
                {step === 3 ? "Get My Matches!" : "Next"}
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
