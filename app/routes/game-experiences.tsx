import { PageHero, Section } from "~/components/sections/page-hero";
import { games } from "~/content/games";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/game-experiences";

export const handle: PageHandle = { sitemap: () => [{ path: "/game-experiences" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Game Experiences Library",
    description:
      "Explore Rallyroom's library of virtual team games: trivia, drawing, word, memory, music, quick-reaction, party and puzzle games for video calls.",
    path: "/game-experiences",
  });

const bookable = new Set(["FULLY_IMPLEMENTED", "IMPLEMENTATION_AVAILABLE"]);

export default function GameExperiences() {
  const ready = games.filter((game) => bookable.has(game.status)).length;
  return (
    <>
      <PageHero
        title="Game Experiences"
        lead={`${games.length} experiences in our library: ${ready} ready to play and ${games.length - ready} coming soon.`}
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {games.map((game) => (
            <li key={game.id} className="rounded-2xl border border-slate-200 p-5">
              <h2 className="font-semibold text-ink">
                <span aria-hidden="true">{game.emoji}</span> {game.name}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{game.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
