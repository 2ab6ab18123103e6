import { Link } from "react-router";
import { GameCard } from "~/components/games/game-card";
import { GameCategoryTiles, GameLibrarySearch } from "~/components/games/game-library-forms";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import { games } from "~/content/games";
import { scenes } from "~/content/scenes";
import {
  categoryCounts,
  filterGames,
  gameFiltersFromSearchParams,
  gameFiltersToSearch,
  libraryCounts,
} from "~/domain/games";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { useQueryState } from "~/lib/use-query-state";
import { sharedPageHeaders } from "~/server/http.server";
import type { Route } from "./+types/game-experiences";

export const handle: PageHandle = { sitemap: () => [{ path: "/game-experiences" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Game Experiences Library",
    description:
      "Explore Rallyroom's library of 27 virtual team games: trivia, drawing, word, memory, music, quick-reaction, party and puzzle games for video calls.",
    path: "/game-experiences",
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The library as data in the page, not as JavaScript (decision 031); the filters run on it.
 * Search and filters are GET forms: without JavaScript the server renders the filtered library
 * from the URL; with it the list changes as the visitor types or picks, and the URL follows.
 */
export function loader() {
  return { games, heroScene: scenes["online-office-games"] };
}

/** The library does not depend on the URL: filtering does not fetch it again. */
export const shouldRevalidate = () => false;

export default function GameExperiences({ loaderData }: Route.ComponentProps) {
  const { games, heroScene } = loaderData;
  const counts = libraryCounts(games);
  const tiles = categoryCounts(games);
  const [filters, setFilters, formRef] = useQueryState(gameFiltersFromSearchParams, gameFiltersToSearch);
  const shown = filterGames(games, filters);
  return (
    <>
      <PageHero
        variant="split"
        visual={heroScene}
        priority
        title="Game Experiences"
        lead="A growing library of games our hosts run live on your video call. Search, filter by category or status, and pick one for your demo."
      >
        <dl className="flex flex-wrap gap-4">
          {[
            { label: "experiences", value: counts.total },
            { label: "ready to play", value: counts.ready },
            { label: "coming soon", value: counts.comingSoon },
          ].map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-card bg-white/10 px-5 py-3 ring-1 ring-white/15"
            >
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <section id="library" className={`${container} py-12`} aria-labelledby="library-heading">
        <h2 id="library-heading" className="text-3xl font-bold tracking-tight text-ink">
          Browse the library
        </h2>
        <GameLibrarySearch filters={filters} onChange={setFilters} formRef={formRef} />
        <p id="library-count" className="mt-6 text-slate-700" aria-live="polite">
          Showing {shown.length} of {games.length} experiences
        </p>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl bg-slate-50 p-10 text-center">
            <h3 className="text-2xl font-bold text-ink">No experiences found</h3>
            <p className="mt-2 text-slate-700">Try another search or clear the filters.</p>
            <Link
              to="/game-experiences#library"
              replace
              preventScrollReset
              className={`mt-6 ${buttonStyles.secondary}`}
            >
              Clear filters
            </Link>
          </div>
        )}
      </section>
      <section className={`${container} pb-16`} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight text-ink">
          Categories
        </h2>
        <GameCategoryTiles tiles={tiles} filters={filters} onChange={setFilters} />
      </section>
    </>
  );
}
