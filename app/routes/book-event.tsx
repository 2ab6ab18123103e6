import { BookingRequestForm } from "~/components/forms/lead-forms";
import { RequestFormLayout } from "~/components/sections/next-steps-aside";
import { PageHero } from "~/components/sections/page-hero";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { cardStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { homeTestimonials } from "~/content/home";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/book-event";

export const handle: PageHandle = { sitemap: () => [{ path: "/book-event" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Book an Event: Get Custom Recommendations",
    description:
      "Tell us about your team, occasion and dates, and a Rallyroom event planner will send you custom virtual team building recommendations within 24 hours.",
    path: "/book-event",
  });

/** What a request leads to, in order: who answers, what they send, how the date is held. */
const nextSteps = [
  {
    title: "An event planner reads your brief",
    text: "Someone from our events team replies within 24 hours, Monday to Saturday.",
  },
  {
    title: "Two or three ideas that fit",
    text: "Games picked for your team size, occasion and time zones, each priced for your headcount.",
  },
  {
    title: "Hold your date",
    text: `Pick one and we send your quote. A ${site.deposit.percent}% deposit secures the date; the balance is invoiced after the event.`,
  },
];

/** Copy and pictures as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return {
    scene: scenes["video-call"],
    // The buyer's voice beside the form: a people-ops lead on how little planning it takes.
    planningTestimonial: homeTestimonials.find((testimonial) => testimonial.company === "Harborline") ?? null,
  };
}

export default function BookEvent({ loaderData }: Route.ComponentProps) {
  const { scene, planningTestimonial } = loaderData;
  return (
    <>
      <PageHero
        title="Ready to Plan Something Epic?"
        lead="Tell us about your team and the occasion. An event planner replies within 24 hours with recommendations picked for you."
      />
      <RequestFormLayout
        headingId="recommendations-heading"
        heading="Get Custom Recommendations"
        scene={scene}
        steps={nextSteps}
        extra={
          // A block of its own: the card fills its parent's height, which here is content-sized.
          planningTestimonial ? (
            <div>
              <TestimonialCard testimonial={planningTestimonial} />
            </div>
          ) : null
        }
      >
        <div className={`mt-6 ${cardStyles.base} p-6 sm:p-8`}>
          <p className="mb-6 text-slate-700">
            Share your team size, the occasion and your preferred dates. Please book at least two weeks ahead
            so we can prepare your host, branding and any kits.
          </p>
          <BookingRequestForm />
        </div>
      </RequestFormLayout>
    </>
  );
}
