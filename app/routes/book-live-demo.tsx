import { PageHero, Section } from "~/components/sections/page-hero";
import { site } from "~/config/site";
import { games } from "~/content/games";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/book-live-demo";

export const handle: PageHandle = { sitemap: () => [{ path: "/book-live-demo" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Book a Live Demo",
    description:
      "See a Rallyroom game live in a free 30-minute demo: pick a game mode, invite your team with no downloads or logins, and we host.",
    path: "/book-live-demo",
  });

export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("game");
  const game = id ? games.find((g) => g.id === id) : undefined;
  return { game: game ? { id: game.id, name: game.name, emoji: game.emoji } : null };
}

export default function BookLiveDemo({ loaderData }: Route.ComponentProps) {
  const { game } = loaderData;
  return (
    <>
      <PageHero
        title="Book a Live Demo"
        lead={
          game
            ? `You picked ${game.name}. Book a free 30-minute demo and we'll play it live with you.`
            : "See a Rallyroom game live in a free 30-minute demo with one of our hosts."
        }
      >
        <a
          href="#booking"
          className="inline-flex items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Choose a time
        </a>
      </PageHero>
      <Section title="Schedule your 30-minute demo" id="booking">
        <p className="text-slate-700">
          Pick a time that suits you.{" "}
          <a
            href={site.demo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Open the demo scheduler in a new tab
          </a>
          .
        </p>
        <p className="mt-4 text-slate-700">
          Prefer email?{" "}
          <a
            href={`mailto:${site.email.hello}?subject=Live%20demo%20request`}
            className="font-semibold text-brand-700 underline"
          >
            {site.email.hello}
          </a>
        </p>
      </Section>
    </>
  );
}
