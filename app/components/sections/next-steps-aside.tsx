import { type ReactNode, useId } from "react";
import { StepList } from "~/components/sections/numbered-steps";
import { Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { Image } from "~/components/ui/image";
import { buttonStyles } from "~/components/ui/styles";
import type { Scene } from "~/content/scenes";

/**
 * The column beside a request form (/contact, /book-event): a product scene, what happens after
 * the visitor sends it, the call button for those who would rather talk, then `children`.
 */
export function NextStepsAside({
  scene,
  steps,
  children,
}: {
  /** The product scene above the steps (`scenes[name]`). */
  scene: Scene;
  steps: readonly { title: string; text: string }[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="space-y-8 lg:col-span-5">
      <Image {...scene} className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm" />
      <div>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          What happens next
        </h2>
        <StepList steps={steps} />
        <BookingButton className={`${buttonStyles.secondaryWrap} mt-6`}>
          Rather talk? Book a 15-minute call
        </BookingButton>
      </div>
      {children}
    </aside>
  );
}

/**
 * A request page's body (/contact, /book-event): the form's column under its heading, and beside
 * it from the large breakpoint up, the NextStepsAside with `scene`, `steps` and `extra`.
 */
export function RequestFormLayout({
  headingId,
  heading,
  scene,
  steps,
  extra,
  children,
}: {
  headingId: string;
  heading: string;
  scene: Scene;
  steps: readonly { title: string; text: string }[];
  /** Below the aside's steps and call button. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section>
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-14">
        <section aria-labelledby={headingId} className="lg:col-span-7">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink">
            {heading}
          </h2>
          {children}
        </section>
        <NextStepsAside scene={scene} steps={steps}>
          {extra}
        </NextStepsAside>
      </div>
    </Section>
  );
}
