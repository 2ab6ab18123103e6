import { PageHero, Section } from "~/components/sections/page-hero";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/why-rallyroom";

export const handle: PageHandle = { sitemap: () => [{ path: "/why-rallyroom" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Why Rallyroom",
    description:
      "Why 500+ companies choose Rallyroom over generic video-call games: your branding, live leaderboards and avatars, speed bonuses and power-ups, 98% satisfaction.",
    path: "/why-rallyroom",
  });

const stats = [
  { value: "98%", label: "satisfaction" },
  { value: "500+", label: "companies" },
  { value: "1M+", label: "questions answered" },
];

export default function WhyRallyroom() {
  return (
    <>
      <PageHero
        title="Why Rallyroom?"
        lead="Generic video-call games feel like another meeting. Rallyroom events feel like a night out with your team: hosted, branded and built to get everyone playing."
      />
      <Section title="The numbers">
        <dl className="grid gap-6 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-8 text-center">
              <dt className="text-slate-700">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
