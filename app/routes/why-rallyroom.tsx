import { Link } from "react-router";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import { claims, facts } from "~/content/facts";
import { scenes } from "~/content/scenes";
import { comparison, differenceFeatures } from "~/content/why-rallyroom";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { sharedPageHeaders } from "~/server/http.server";
import { pageRating, whyRallyroomData } from "~/server/rating-pages.server";
import type { Route } from "./+types/why-rallyroom";

export const handle: PageHandle = { sitemap: () => [{ path: "/why-rallyroom" }] };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: "Why Rallyroom",
    description: `Why ${facts.companies} companies chose Rallyroom over generic video-call games: your branding, live leaderboards and avatars, speed bonuses and power-ups, rated ${loaderData?.stats[0]?.value ?? claims.ratingShort}.`,
    path: "/why-rallyroom",
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

export async function loader() {
  return whyRallyroomData(await pageRating());
}

export default function WhyRallyroom({ loaderData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["branding-options"]}
        priority
        title="Why Rallyroom?"
        lead="Generic video-call games feel like another meeting. Rallyroom events feel like a night out with your team: hosted, branded and built to get everyone playing."
      >
        <Link to="/book-live-demo" className={buttonStyles.primary}>
          See a Live Game
        </Link>
      </PageHero>

      <Section>
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="text-2xl leading-10 font-semibold text-ink text-balance">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="mt-6 text-slate-700">
            <Link to={`/hosts#${quote.slug}`} className="font-semibold text-ink underline underline-offset-4">
              {quote.name}
            </Link>
            , {quote.role} of Rallyroom
          </figcaption>
        </figure>
      </Section>

      <Section title="Rallyroom vs. generic video-call games">
        {/* Narrow screens: one card per topic, Rallyroom's answer first; no sideways scrolling. */}
        <ul className="grid gap-4 md:hidden">
          {comparison.map((row) => (
            <li key={row.topic} className="rounded-2xl border border-slate-200 p-5">
              <h3 className="font-semibold text-ink">{row.topic}</h3>
              <dl className="mt-3 space-y-3">
                <div className="rounded-xl bg-brand-50 p-3">
                  <dt className="text-sm font-semibold text-brand-800">Rallyroom</dt>
                  <dd className="mt-1 font-medium text-ink">{row.rallyroom}</dd>
                </div>
                <div className="px-3">
                  <dt className="text-sm font-semibold text-slate-600">Generic video-call games</dt>
                  <dd className="mt-1 text-slate-700">{row.generic}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-hidden rounded-2xl border border-slate-200 md:block">
          <table className="w-full text-left">
            <caption className="sr-only">Rallyroom compared with generic video-call games</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="w-1/5 p-4 font-semibold text-ink">
                  <span className="sr-only">Topic</span>
                </th>
                <th scope="col" className="bg-brand-50 p-4 font-semibold text-brand-800">
                  Rallyroom
                </th>
                <th scope="col" className="p-4 font-semibold text-slate-700">
                  Generic video-call games
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {comparison.map((row) => (
                <tr key={row.topic}>
                  <th scope="row" className="p-4 font-semibold text-ink">
                    {row.topic}
                  </th>
                  <td className="bg-brand-50/60 p-4 font-medium text-ink">{row.rallyroom}</td>
                  <td className="p-4 text-slate-700">{row.generic}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title="What makes the difference">
        <BenefitGrid items={differenceFeatures} columns="lg:grid-cols-3" />
      </Section>

      <Section title="The numbers">
        <dl className="grid gap-6 sm:grid-cols-3">
          {loaderData.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-8 text-center">
              <dt className="text-slate-700">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaSection
        heading="Don't take our word for it"
        text="Join a free 30-minute demo and play a round with one of our hosts."
        primary={{ label: "See a Live Game", to: "/book-live-demo" }}
        secondary={{ label: "Browse Activities", to: "/activities" }}
      />
    </>
  );
}
