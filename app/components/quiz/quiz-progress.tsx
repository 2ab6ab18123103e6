import { QUIZ_STEPS, type QuizStep } from "~/domain/quiz";

/** "Step 2 of 3" and the progress bar above a quiz question. */
export function QuizProgress({ step }: { step: QuizStep }) {
  return (
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
  );
}
