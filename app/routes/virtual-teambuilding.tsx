import { Link } from "react-router";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import { downloads } from "~/content/resources";
import { scenes } from "~/content/scenes";
import { audiences, eventTypes, teambuildingReasons } from "~/content/virtual-teambuilding";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/virtual-teambuilding";

export const handle: PageHandle = { sitemap: () => [{ path: "/virtual-teambuilding" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building for Remote & Hybrid Teams",
    description:
      "Why virtual team building matters, the five most popular event types and how HR teams, People & Culture managers and event planners use Rallyroom.",
    path: "/virtual-teambuilding",
  });

export default function VirtualTeambuilding() {
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["host-panel"]}
        priority
        title="Virtual Team Building That Remote Teams Actually Enjoy"
        lead="Distributed teams lose the hallway chats and lunch breaks that build trust. Live-hosted games bring them back in an hour, on the video platform you already use."
      >
        <Link to="/book-event" className={buttonStyles.primary}>
          Schedule a Demo
        </Link>
        <Link to="/activities" className={buttonStyles.outlineOnDark}>
          Browse Activities
        </Link>
      </PageHero>

      <Section title="Why it matters">
        <p className="max-w-3xl text-lg leading-8 text-slate-700">
          Remote work removed the unplanned moments that used to build relationships. Virtual team building
          puts them back on purpose: a regular, well-hosted hour where colleagues get to know each other as
          people, not just as names in a chat.
        </p>
        <div className="mt-8">
          <BenefitGrid items={teambuildingReasons} />
        </div>
      </Section>

      <Section title="Five popular event types">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {eventTypes.map((type) => (
            <li key={type.name} className="rounded-2xl bg-brand-50 p-5">
              <h3 className="font-semibold text-ink">{type.name}</h3>
              <p className="mt-2 text-sm text-slate-700">{type.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Who we help">
        <ul className="grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <li key={audience.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{audience.title}</h3>
              <p className="mt-2 text-slate-700">{audience.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Free resources">
        <ul className="grid gap-6 md:grid-cols-3">
          {downloads.map((download) => (
            <li key={download.href} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{download.type}</p>
              <h3 className="mt-2 text-lg font-semibold text-ink">{download.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{download.description}</p>
              <a
                href={download.href}
                target="_blank"
                rel="noopener"
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Download PDF<span className="sr-only">: {download.title} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <Link
          to="/resources"
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          All resources
        </Link>
      </Section>

      <CtaSection
        tone="brand"
        heading="Plan your next team event"
        text="See a game live, or browse every activity with prices, durations and team sizes."
        primary={{ label: "Schedule a Demo", to: "/book-event" }}
        secondary={{ label: "Browse Activities", to: "/activities" }}
      />
    </>
  );
}
