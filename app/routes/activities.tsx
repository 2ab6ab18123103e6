import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { activities } from "~/content/activities";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/activities";

export const handle: PageHandle = { sitemap: () => [{ path: "/activities" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building Activities",
    description:
      "Browse Rallyroom's live-hosted virtual team building activities. Filter by team size, duration, vibe and budget to find the right event for your team.",
    path: "/activities",
  });

export default function Activities() {
  return (
    <>
      <PageHero
        title="Virtual Team Building Activities"
        lead="Live-hosted games for remote and hybrid teams. Every event is run by a professional host on the video platform you already use."
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {activities.map((activity) => (
            <li key={activity.slug} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h2 className="text-xl font-semibold text-ink">
                <Link to={`/activities/${activity.slug}`} className="hover:text-brand-700 hover:underline">
                  {activity.title}
                </Link>
              </h2>
              <p className="mt-2 text-slate-700">{activity.tagline}</p>
              <p className="mt-3 text-sm text-slate-600">
                {activity.durationMinutes} minutes · {activity.teamSizeMin}–
                {activity.teamSizeMax > 300 ? "300+" : activity.teamSizeMax} people · From $
                {activity.priceFromPP}/person
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
