import { cardStyles } from "~/components/ui/styles";

/** A numbered row of steps ("How it works"): the number is decoration, the heading says it. */
export function NumberedSteps({
  steps,
  columns = 3,
  className = "",
}: {
  steps: readonly { title: string; text: string }[];
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <ol className={`grid gap-6 ${columns === 4 ? "md:grid-cols-4" : "md:grid-cols-3"} ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className={`${cardStyles.tint} p-6`}>
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** The same steps as a compact column (beside a form or a result): "What happens next". */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mt-5 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">{step.title}</h3>
            <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
