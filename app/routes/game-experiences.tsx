import { Link, useNavigate } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { games } from "~/content/games";
import { scenes } from "~/content/scenes";
import {
  ALL_CATEGORIES,
  ALL_STATUSES,
  buttonText,
  categoryCounts,
  filterGames,
  type GameExperience,
  type GameFilters,
  gameCategories,
  isBookable,
  libraryCounts,
  parseCategory,
  parseStatus,
  statusFilterOptions,
  statusLabel,
} from "~/domain/games";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { toast } from "~/lib/toast-store";
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

const statusBadge: Record<string, string> = {
  "Ready to Play": "bg-emerald-100 text-emerald-900",
  "Quick Play": "bg-amber-100 text-amber-900",
  "Coming Soon": "bg-slate-200 text-slate-800",
};

function GameCard({ game }: { game: GameExperience }) {
  const navigate = useNavigate();
  const bookable = isBookable(game.status);
  const label = statusLabel[game.status];
  return (
    <article className={`flex h-full flex-col ${cardStyles.base} p-5`}>
      <div className="flex items-start justify-between gap-3">
        <span className="text-4xl" aria-hidden="true">
          {game.emoji}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusBadge[label]}`}>{label}</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-ink">
        {game.name}
        {game.isStarred ? (
          <span className="ml-2 text-amber-700" title="Team favourite">
            ★<span className="sr-only"> Team favourite</span>
          </span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{game.category}</p>
      <p className="mt-3 flex-1 text-slate-700">{game.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        {game.players.min}–{game.players.max} players · {game.durationMinutes.min}–{game.durationMinutes.max}{" "}
        min
      </p>
      {bookable ? (
        <a
          href={`/book-live-demo?game=${encodeURIComponent(game.id)}`}
          onClick={(event) => {
            event.preventDefault();
            toast({ title: `Ready to book ${game.name}!`, variant: "success" });
            navigate(`/book-live-demo?game=${encodeURIComponent(game.id)}`);
          }}
          className={`${buttonStyles.secondarySmall} mt-4`}
        >
          {buttonText(game.status)}
          <span className="sr-only">: {game.name}</span>
        </a>
      ) : (
        <button
          type="button"
          aria-disabled="true"
          onClick={() => toast({ title: "This experience is coming soon!", variant: "info" })}
          className="mt-4 inline-flex cursor-not-allowed items-center justify-center rounded-full bg-slate-200 px-4 py-2 font-semibold text-slate-700"
        >
          Coming Soon<span className="sr-only">: {game.name}</span>
        </button>
      )}
    </article>
  );
}

/** The longest search kept from a URL or typed in the field. */
const SEARCH_MAX = 100;

/** The library's filters in a URL: `q`, `category` and `status`, each left out when unused. */
function filtersFromSearchParams(params: URLSearchParams): GameFilters {
  return {
    search: (params.get("q") ?? "").slice(0, SEARCH_MAX),
    category: parseCategory(params.get("category")),
    status: parseStatus(params.get("status")),
  };
}

function filtersToSearch(filters: GameFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.category !== ALL_CATEGORIES) params.set("category", filters.category);
  if (filters.status !== ALL_STATUSES) params.set("status", filters.status);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Every form and link of the library lands on its heading, below the sticky header. */
const libraryAction = "/game-experiences#library";

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * Search and filters are GET forms: without JavaScript the server renders the filtered library
 * from the URL; with it the list changes as the visitor types or picks, and the URL follows.
 */
/** The library as data in the page, not as JavaScript (decision 031); the filters run on it. */
export function loader() {
  return { games, heroScene: scenes["online-office-games"] };
}

/** The library does not depend on the URL: filtering does not fetch it again. */
export const shouldRevalidate = () => false;

export default function GameExperiences({ loaderData }: Route.ComponentProps) {
  const { games, heroScene } = loaderData;
  const counts = libraryCounts(games);
  const tiles = categoryCounts(games);
  const [filters, setFilters] = useQueryState(filtersFromSearchParams, filtersToSearch);
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
        <search className="mt-6">
          <form
            method="get"
            action={libraryAction}
            onSubmit={(event) => {
              // The list already shows the filters: take the visitor to it.
              event.preventDefault();
              document.getElementById("library-count")?.scrollIntoView({ block: "nearest" });
            }}
            className="grid gap-4 md:grid-cols-[1fr_14rem_11rem_auto] md:items-end"
          >
            <div>
              <label htmlFor="game-search" className="block text-sm font-semibold text-ink">
                Search
              </label>
              <input
                id="game-search"
                type="search"
                name="q"
                placeholder="Search experiences..."
                maxLength={SEARCH_MAX}
                value={filters.search}
                onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
                className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="game-category" className="block text-sm font-semibold text-ink">
                Category
              </label>
              <select
                id="game-category"
                name="category"
                value={filters.category}
                onChange={(event) =>
                  setFilters({ ...filters, category: parseCategory(event.currentTarget.value) })
                }
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                <option value={ALL_CATEGORIES}>All Categories</option>
                {gameCategories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="game-status" className="block text-sm font-semibold text-ink">
                Status
              </label>
              <select
                id="game-status"
                name="status"
                value={filters.status}
                onChange={(event) =>
                  setFilters({ ...filters, status: parseStatus(event.currentTarget.value) })
                }
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                <option value={ALL_STATUSES}>All Status</option>
                {statusFilterOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={`${buttonStyles.primary} py-2`}>
              Show games
            </button>
          </form>
        </search>
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
        {/* Each tile sends the library's form with its category (the search and status kept). */}
        <form method="get" action={libraryAction}>
          {filters.search.trim() ? <input type="hidden" name="q" value={filters.search} /> : null}
          {filters.status !== ALL_STATUSES ? (
            <input type="hidden" name="status" value={filters.status} />
          ) : null}
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {tiles.map((tile) => (
              <li key={tile.category}>
                <button
                  type="submit"
                  name="category"
                  value={tile.category}
                  aria-pressed={filters.category === tile.category}
                  onClick={(event) => {
                    event.preventDefault();
                    setFilters({ ...filters, category: tile.category });
                    document.getElementById("library-heading")?.scrollIntoView({ behavior: "smooth" });
                  }}
                  className="flex w-full flex-col items-start rounded-2xl border border-slate-200 p-4 text-left hover:border-brand-600 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                >
                  <span className="font-semibold text-ink">{tile.category}</span>
                  <span className="text-sm text-slate-700">
                    {tile.count} {tile.count === 1 ? "game" : "games"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </form>
      </section>
    </>
  );
}
