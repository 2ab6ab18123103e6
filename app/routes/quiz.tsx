import { PageHero, Section } from "~/components/sections/page-hero";
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

export default function Quiz() {
  return (
    <>
      <PageHero
        title="Find Your Perfect Team Event"
        lead="Three questions, twenty seconds: tell us your team size, the vibe you're after and your budget, and we'll match you with the three best events."
      />
      <Section title="How the quiz works">
        <ol className="grid gap-6 sm:grid-cols-3">
          <li className="rounded-2xl bg-brand-50 p-6">
            <h3 className="font-semibold text-ink">1. Team size</h3>
            <p className="mt-2 text-slate-700">From 5 to more than 200 people.</p>
          </li>
          <li className="rounded-2xl bg-brand-50 p-6">
            <h3 className="font-semibold text-ink">2. Vibe</h3>
            <p className="mt-2 text-slate-700">
              High-energy, collaborative, creative, competitive or chill: pick one or two.
            </p>
          </li>
          <li className="rounded-2xl bg-brand-50 p-6">
            <h3 className="font-semibold text-ink">3. Budget</h3>
            <p className="mt-2 text-slate-700">Per person, from $25 to $65+.</p>
          </li>
        </ol>
      </Section>
    </>
  );
}
