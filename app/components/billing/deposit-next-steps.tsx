import { StepList } from "~/components/sections/numbered-steps";
import { Image } from "~/components/ui/image";
import { depositNextSteps as copy } from "~/content/quotes";
import type { Scene } from "~/content/scenes";
import { formatCents } from "~/domain/quote-pricing";

/**
 * Beside the payment result: a picture of what the client books and, after a paid deposit, what
 * happens next, with the balance still to come.
 */
export function DepositNextSteps({
  paid,
  balanceCents,
  scene,
}: {
  paid: boolean;
  balanceCents: number | null;
  /** The picture, from the route's loader (data in the page, not JavaScript). */
  scene: Scene;
}) {
  const steps = copy.paidSteps(balanceCents === null ? null : formatCents(balanceCents));
  return (
    <aside aria-label={paid ? copy.paidHeading : copy.sceneLabel} className="space-y-8">
      <Image {...scene} className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm" />
      {paid ? (
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-ink">{copy.paidHeading}</h2>
          <StepList steps={steps} />
        </div>
      ) : null}
    </aside>
  );
}
