import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/holiday-events";

export const handle: PageHandle = { sitemap: () => [{ path: "/holiday-events" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Holiday Party Events for Remote Teams",
    description:
      "Plan a virtual holiday party your remote team will remember: festive trivia, game shows and cozy kits, live-hosted by Rallyroom. Book two weeks ahead.",
    path: "/holiday-events",
  });

const ideas = [
  {
    title: "Festive trivia night",
    text: "Holiday traditions from around the world, with a live leaderboard and awards.",
  },
  {
    title: "Year-in-review game show",
    text: "Your team's own highlights of the year, turned into buzzer rounds.",
  },
  {
    title: "Cozy campfire kits",
    text: "Hot-cocoa and s'mores kits shipped to every desk for a relaxed evening of stories.",
  },
];

export default function HolidayEvents() {
  return (
    <>
      <PageHero
        title="Virtual Holiday Parties Your Team Will Remember"
        lead="End the year together, wherever everyone is. Our hosts run festive games for teams of 5 to 500+. Book at least two weeks ahead; December dates go fast."
      >
        <BookingButton className={buttonStyles.onDark}>Book Your Holiday Event</BookingButton>
      </PageHero>
      <Section title="Holiday party ideas">
        <ul className="grid gap-6 md:grid-cols-3">
          {ideas.map((idea) => (
            <li key={idea.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-ink">{idea.title}</h3>
              <p className="mt-2 text-slate-700">{idea.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/activities" className={`${buttonStyles.secondary} mt-8`}>
          See all activities
        </Link>
      </Section>
    </>
  );
}
