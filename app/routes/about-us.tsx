import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import type { BenefitCard } from "~/content/home";
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
  });

const reasons: BenefitCard[] = [
  {
    icon: "mic",
    title: "Hosts, not software",
    description:
      "Every event has a trained host who reads the room. Software keeps score; people make it fun.",
  },
  {
    icon: "puzzle",
    title: "Games designed for video",
    description:
      "Our formats were built for cameras and breakout rooms from day one, not adapted from a party game.",
  },
  {
    icon: "heart",
    title: "Inclusive by design",
    description:
      "Small teams, captions, no personal disclosures and rounds where every kind of knowledge counts.",
  },
  {
    icon: "chart",
    title: "Results you can show",
    description:
      "Attendance, satisfaction and a recap after every event, so you can show leadership what it achieved.",
  },
];

const milestones = [
  { year: "2019", text: "Two event hosts run their first trivia night for a fully remote startup." },
  { year: "2020", text: "Offices close; 200 companies book an event in a single year." },
  { year: "2022", text: "Branded games, live leaderboards and the embedded stream launch." },
  { year: "Today", text: "More than 500 companies and over 1,000 happy teams, in dozens of countries." },
];

export default function AboutUs() {
  return (
    <>
      <PageHero
        title="About Rallyroom"
        lead="We started Rallyroom after one too many silent video-call happy hours. Today our hosts run live games for more than 500 companies around the world."
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
        <BenefitGrid items={reasons} />
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
      <Section>
        <div className="rounded-3xl bg-brand-50 p-8 sm:p-12">
          <h2 className="text-3xl font-bold tracking-tight text-ink">Let's talk about your team</h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Tell us who is on your team and what you want to celebrate; we'll recommend an event.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/book-event" className={buttonStyles.primary}>
              Schedule a Call
            </Link>
            <Link to="/careers" className={buttonStyles.secondary}>
              Work with us
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
