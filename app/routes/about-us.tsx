import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { aboutIntro, aboutReasons, milestones } from "~/content/about-us";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const handle: PageHandle = { sitemap: () => [{ path: "/about-us" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "About Us",
    description:
      "Rallyroom's mission is to make remote teams feel like teams. Meet the people who host live virtual team building for 500+ companies.",
    path: "/about-us",
    markdown: true,
  });

export default function AboutUs() {
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
