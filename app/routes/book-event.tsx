import { BookingRequestForm } from "~/components/forms/lead-forms";
import { PageHero, Section } from "~/components/sections/page-hero";
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

export default function BookEvent() {
  return (
    <>
      <PageHero
        title="Ready to Plan Something Epic?"
        lead="Tell us about your team and the occasion. An event planner replies within 24 hours with recommendations picked for you."
      />
      <Section title="Get Custom Recommendations">
        <div className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="mb-6 text-slate-700">
            Share your team size, the occasion and your preferred dates. Please book at least two weeks ahead
            so we can prepare your host, branding and any kits.
          </p>
          <BookingRequestForm />
        </div>
      </Section>
    </>
  );
}
