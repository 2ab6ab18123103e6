import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import type { BenefitCard } from "~/content/home";
import { downloads } from "~/content/resources";
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

const reasons: BenefitCard[] = [
  {
    icon: "heart",
    title: "Trust travels through relationships",
    description:
      "People who know each other ask for help sooner, disagree more kindly and fix problems faster.",
  },
  {
    icon: "compass",
    title: "New hires find their place",
    description: "A shared laugh in week two does more for belonging than a month of status meetings.",
  },
  {
    icon: "repeat",
    title: "Silos open up",
    description: "Mixed breakout teams put engineering, sales and support on the same side for an hour.",
  },
  {
    icon: "chat",
    title: "People stay",
    description: "Teams with friends at work report higher engagement and are less likely to leave.",
  },
];

const eventTypes = [
  { name: "Trivia and quiz shows", text: "Hosted rounds with live leaderboards; the perfect first event." },
  { name: "Game-show battles", text: "Buzzers, survey-style guessing and big reveals for high energy." },
  { name: "Virtual escape rooms", text: "Small teams solve puzzles together against the clock." },
  { name: "Creative challenges", text: "Sketch, caption and pitch rounds where imagination wins." },
  { name: "Cozy storytelling sessions", text: "Campfire-style evenings with kits mailed to every desk." },
];

const audiences = [
  {
    title: "HR teams",
    text: "Onboarding cohorts, engagement programmes and year-round culture, with results you can report.",
  },
  {
    title: "People & Culture managers",
    text: "Rituals that make a distributed company feel like one team, planned a quarter at a time.",
  },
  {
    title: "Event planners",
    text: "Holiday parties, launches and all-hands moments, fully hosted with branding and kits.",
  },
];

export default function VirtualTeambuilding() {
  return (
    <>
      <PageHero
        title="Virtual Team Building That Remote Teams Actually Enjoy"
        lead="Distributed teams lose the hallway chats and lunch breaks that build trust. Live-hosted games bring them back in an hour, on the video platform you already use."
      >
        <Link to="/book-event" className={buttonStyles.onDark}>
          Schedule a Demo
        </Link>
        <Link
          to="/activities"
          className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
        >
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
          <BenefitGrid items={reasons} />
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

      <Section>
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-[#5b21b6] p-8 text-white sm:p-12">
          <h2 className="text-3xl font-bold tracking-tight">Plan your next team event</h2>
          <p className="mt-3 max-w-2xl text-lg text-indigo-50">
            See a game live, or browse every activity with prices, durations and team sizes.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/book-event" className={buttonStyles.onDark}>
              Schedule a Demo
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
