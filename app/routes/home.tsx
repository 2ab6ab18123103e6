import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const handle: PageHandle = { sitemap: () => [{ path: "/" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Rallyroom | Live-Hosted Virtual Team Building Events",
    fullTitle: true,
    description:
      "Play. Connect. Celebrate. Live-hosted virtual team building games for remote and hybrid teams of 5 to 500+, fully hosted on Zoom, Teams or Meet.",
    path: "/",
  });

const benefits = [
  {
    title: "Scalable for teams of 5 to 500+",
    text: "From a squad stand-up to an all-hands, every format scales without losing the fun.",
  },
  {
    title: "Fully hosted or self-run",
    text: "A professional host runs the show, or your team leads it with our ready-made kit.",
  },
  {
    title: "Your brand, your leaderboard",
    text: "Custom branding, avatars, themes and live leaderboards make every event yours.",
  },
  {
    title: "Memorable and engaging",
    text: "98% of teams rate their event as great: people talk about it long after the call.",
  },
];

export default function Home() {
  return (
    <>
      <PageHero
        title="Play. Connect. Celebrate."
        lead="Unforgettable virtual team building activities designed to energize and bring your team together."
      >
        <Link to="/activities" className={buttonStyles.onDark}>
          Explore Events
        </Link>
        <Link
          to="/book-event"
          className="inline-flex items-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
        >
          Request Demo
        </Link>
        <Link
          to="/quiz"
          className="inline-flex items-center px-2 py-3 font-semibold text-amber-300 underline underline-offset-4"
        >
          Take the 20-second quiz
        </Link>
      </PageHero>
      <Section title="Why Teams Love Rallyroom">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/book-event" className={`${buttonStyles.primary} mt-8`}>
          Book Event
        </Link>
      </Section>
    </>
  );
}
