import { Link } from "react-router";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { Portrait } from "~/components/sections/person-card";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { aboutIntro, aboutReasons, milestones } from "~/content/about-us";
import { claims } from "~/content/facts";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { listPeople } from "~/server/hosts.server";
import { sharedPageHeaders } from "~/server/http.server";
import { pageRating } from "~/server/rating-pages.server";
import type { Route } from "./+types/about-us";

export const handle: PageHandle = { sitemap: () => [{ path: "/about-us" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "About Us",
    description: `Rallyroom's mission is to make remote teams feel like teams. Meet the founders and hosts behind ${claims.track}.`,
    path: "/about-us",
    markdown: true,
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

/** The team, founders first (content/hosts/*.md), and the milestones with the live rating. */
export async function loader() {
  return {
    milestones: milestones(await pageRating()),
    team: listPeople().map((person) => ({
      slug: person.slug,
      name: person.name,
      role: person.role,
      portrait: person.portrait,
    })),
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["the-spotlight"]}
        priority
        title={aboutIntro.title}
        lead={aboutIntro.lead}
      />
      <Section title="Our mission">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{aboutIntro.mission}</p>
      </Section>
      <Section title="Our vision">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{aboutIntro.vision}</p>
      </Section>
      <Section title="Why Us">
        <BenefitGrid items={aboutReasons} />
      </Section>
      <Section title="The team">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Two founders who still host, and the hosts who run your events. Each one's languages, time zone and
          games are on{" "}
          <Link to="/hosts" className="font-semibold text-brand-700 underline">
            the hosts page
          </Link>
          .
        </p>
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {loaderData.team.map((person) => (
            <li key={person.slug} className="text-center">
              <Portrait src={person.portrait} size={112} className="mx-auto h-28 w-28" />
              <p className="mt-3 font-bold text-ink">
                <Link to={`/hosts#${person.slug}`} className="underline-offset-4 hover:underline">
                  {person.name}
                </Link>
              </p>
              <p className="text-sm text-slate-700">{person.role}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Our story so far">
        <ol className="max-w-3xl space-y-6 border-l-2 border-brand-100 pl-6">
          {loaderData.milestones.map((milestone) => (
            <li key={milestone.year}>
              <p className="font-bold text-brand-700">{milestone.year}</p>
              <p className="mt-1 text-slate-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CtaSection
        tone="light"
        heading="Let's talk about your team"
        text="Tell us who is on your team and what you want to celebrate; we'll recommend an event."
        primary={{ label: "Schedule a Call", to: "/book-event" }}
        secondary={{ label: "Work with us", to: "/careers" }}
      />
    </>
  );
}
