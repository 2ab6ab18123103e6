import { Image } from "~/components/ui/image";
import { depositNextSteps as copy } from "~/content/billing";
import { formatCents } from "~/domain/quote-pricing";

/**
 * Beside the payment result: a picture of what the client books and, after a paid deposit, what
 * happens next, with the balance still to come.
 */
export function DepositNextSteps({ paid, balanceCents }: { paid: boolean; balanceCents: number | null }) {
  const steps = copy.paidSteps(balanceCents === null ? null : formatCents(balanceCents));
  return (
    <aside aria-label={paid ? copy.paidHeading : copy.sceneLabel} className="space-y-8">
      <Image
        src={copy.scene.src}
        alt={copy.scene.alt}
        width={1200}
        height={750}
        className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm"
      />
      {paid ? (
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink">{copy.paidHeading}</h2>
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
                  <p className="mt-1 leading-7 text-slate-700">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </aside>
  );
}
