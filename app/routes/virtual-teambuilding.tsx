import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
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

const eventTypes = [
  "Trivia and quiz shows",
  "Game-show battles",
  "Virtual escape rooms",
  "Creative challenges",
  "Cozy storytelling sessions",
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
      <Section title="Five popular event types">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {eventTypes.map((type) => (
            <li key={type} className="rounded-2xl bg-brand-50 p-5 font-semibold text-ink">
              {type}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
