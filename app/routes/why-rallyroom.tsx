import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import type { BenefitCard } from "~/content/home";
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

const features: BenefitCard[] = [
  {
    icon: "palette",
    title: "Your branding, everywhere",
    description:
      "Your logo, colours and custom rounds about your company on every screen, so the event feels like yours, not a generic quiz night.",
  },
  {
    icon: "chart",
    title: "Live leaderboards and avatars",
    description:
      "Every player picks an avatar; every team sees its score climb in real time. Friendly rivalry does the rest.",
  },
  {
    icon: "bolt",
    title: "Speed bonuses and power-ups",
    description:
      "Fast answers earn bonus points and power-ups can flip the final round, so no team is out of it until the very end.",
  },
];

const comparison = [
  {
    topic: "Who runs it",
    generic: "Someone on your team, reading rules aloud",
    rallyroom: "A professional host, start to finish",
  },
  {
    topic: "Setup",
    generic: "Shared slides, a spreadsheet for scores",
    rallyroom: "One link; nothing to install or log into",
  },
  { topic: "Branding", generic: "None", rallyroom: "Your logo, colours and custom questions" },
  {
    topic: "Scoring",
    generic: "Counted by hand after each round",
    rallyroom: "Live leaderboards, speed bonuses, power-ups",
  },
  {
    topic: "Team size",
    generic: "Falls apart beyond a dozen people",
    rallyroom: "5 to 500+, with breakout teams",
  },
  {
    topic: "Quiet colleagues",
    generic: "The loudest three do all the talking",
    rallyroom: "Small teams and a host who brings everyone in",
  },
];

export default function WhyRallyroom() {
  return (
    <>
      <PageHero
        title="Why Rallyroom?"
        lead="Generic video-call games feel like another meeting. Rallyroom events feel like a night out with your team: hosted, branded and built to get everyone playing."
      >
        <Link to="/book-live-demo" className={buttonStyles.onDark}>
          See a Live Game
        </Link>
      </PageHero>

      <Section>
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="text-2xl leading-10 font-semibold text-ink text-balance">
            <p>
              “We started Rallyroom after one too many silent video-call happy hours. Remote teams deserve the
              same laughter an office gets for free, and a great host is what makes it happen.”
            </p>
          </blockquote>
          <figcaption className="mt-6 text-slate-700">
            <span className="font-semibold text-ink">Nadia Brooks</span>, founder of Rallyroom
          </figcaption>
        </figure>
      </Section>

      <Section title="Rallyroom vs. generic video-call games">
        <section
          className="overflow-x-auto rounded-2xl border border-slate-200"
          aria-label="Comparison table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the table sideways (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="p-4 font-semibold text-ink">
                  &nbsp;<span className="sr-only">Topic</span>
                </th>
                <th scope="col" className="p-4 font-semibold text-slate-700">
                  Generic video-call games
                </th>
                <th scope="col" className="p-4 font-semibold text-brand-800">
                  Rallyroom
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {comparison.map((row) => (
                <tr key={row.topic}>
                  <th scope="row" className="p-4 font-semibold text-ink">
                    {row.topic}
                  </th>
                  <td className="p-4 text-slate-700">{row.generic}</td>
                  <td className="p-4 font-medium text-ink">{row.rallyroom}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>

      <Section title="What makes the difference">
        <BenefitGrid items={features} columns="lg:grid-cols-3" />
      </Section>

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

      <Section>
        <div className="rounded-3xl bg-ink p-8 text-white sm:p-12">
          <h2 className="text-3xl font-bold tracking-tight">Don't take our word for it</h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-200">
            Join a free 30-minute demo and play a round with one of our hosts.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/book-live-demo" className={buttonStyles.onDark}>
              See a Live Game
            </Link>
            <Link
              to="/activities"
              className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              Browse Activities
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
