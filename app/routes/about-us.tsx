import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { aboutReasons, milestones } from "~/content/about-us";
import { claims } from "~/content/facts";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const handle: PageHandle = { sitemap: () => [{ path: "/about-us" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "About Us",
    description: `Rallyroom's mission is to make remote teams feel like teams. Meet the founders and hosts behind ${claims.track}.`,
    path: "/about-us",
  });

export default function AboutUs() {
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["the-spotlight"]}
        priority
        title="About Rallyroom"
        lead={`We started Rallyroom after one too many silent video-call happy hours. Since then our hosts have run ${claims.track}.`}
      />
      <Section title="Our mission">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          To make remote and hybrid teams feel like teams: people who know each other, trust each other and
          enjoy working together, wherever they log in from. We do it one hour at a time, with games that get
          everyone playing and hosts who make sure nobody is left on mute.
        </p>
      </Section>
      <Section title="Our vision">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          A world where distance is no reason for a team to feel distant, and where connection is planned as
          carefully as any project. We picture every distributed team having a ritual it looks forward to.
        </p>
      </Section>
      <Section title="Why Us">
        <BenefitGrid items={aboutReasons} />
      </Section>
      <Section title="Our story so far">
        <ol className="max-w-3xl space-y-6 border-l-2 border-brand-100 pl-6">
          {milestones.map((milestone) => (
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
