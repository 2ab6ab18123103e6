import { Link } from "react-router";
import { eventCheckoutHref } from "~/components/catalogue/event-checkout-href";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import { formatPrice } from "~/domain/pricing";
import {
  budgetHeadcount,
  budgetPricePerPersonCents,
  createQuizAnswers,
  type QuizAnswers,
  quizHeadcount,
  quizStepHref,
  type RecommendedActivity,
  scoreQuiz,
} from "~/domain/quiz";
import { track } from "~/lib/analytics";

/**
 * The quiz's last step: the three best matches for the answers, each bookable. An activity the
 * catalogue sells goes to its checkout with the team size's headcount; the one hosted format
 * without a checkout (Trivia + Icebreakers) is booked with an event planner on a call.
 */
export function QuizResults({
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
      <p className="mt-2 text-slate-700">
        Picked for your team size, vibe and budget. Budgets are per person at each event's price for your team
        size, shown on each match.
      </p>
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
            <p className="mt-1 text-sm font-semibold text-ink">
              {formatPrice(budgetPricePerPersonCents(match, answers.teamSize))} per person at{" "}
              {budgetHeadcount(match, answers.teamSize)} people
            </p>
            <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {match.whyItFits.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            {match.detailSlug && match.headcountRange ? (
              <Link
                to={eventCheckoutHref(match.detailSlug, {
                  headcount: quizHeadcount(answers.teamSize, match.headcountRange),
                })}
                className={`${buttonStyles.primary} mt-5`}
                onClick={() => track("quiz_book_click", { activity_id: match.id, action: "checkout" })}
              >
                Book this event<span className="sr-only">: {match.name}</span>
              </Link>
            ) : (
              <BookingButton
                className={`${buttonStyles.primary} mt-5`}
                onBook={() => track("quiz_book_click", { activity_id: match.id, action: "call" })}
              >
                Talk to an event planner<span className="sr-only"> about {match.name}</span>
              </BookingButton>
            )}
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
          href={quizStepHref(createQuizAnswers(), null)}
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
