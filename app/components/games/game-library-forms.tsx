import type { RefObject } from "react";
import { SelectOptions } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";
import {
  ALL_CATEGORIES,
  ALL_STATUSES,
  GAME_SEARCH_MAX,
  type GameCategory,
  type GameFilters,
  gameCategories,
  parseCategory,
  parseStatus,
  statusFilterOptions,
} from "~/domain/games";

/** Every form of the library lands on its heading, below the sticky header. */
const libraryAction = "/game-experiences#library";

/**
 * The library's search and its two dropdowns: a GET form, so without JavaScript the server renders
 * the filtered list from the URL; with it every keystroke or pick goes to `onChange` at once.
 */
export function GameLibrarySearch({
  filters,
  onChange,
  formRef,
}: {
  filters: GameFilters;
  onChange: (filters: GameFilters) => void;
  /** Read once at mount: what was typed or picked before the page's scripts ran. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  return (
    <search className="mt-6">
      <form
        ref={formRef}
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
            maxLength={GAME_SEARCH_MAX}
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
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
            onChange={(event) => onChange({ ...filters, category: parseCategory(event.currentTarget.value) })}
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
            onChange={(event) => onChange({ ...filters, status: parseStatus(event.currentTarget.value) })}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          >
            <option value={ALL_STATUSES}>All Status</option>
            <SelectOptions options={statusFilterOptions} />
          </select>
        </div>
        <button type="submit" className={`${buttonStyles.primary} py-2`}>
          Show games
        </button>
      </form>
    </search>
  );
}

/**
 * The category tiles: each sends the library's form with its category (the search and status
 * kept); with JavaScript it sets the filter in place and scrolls up to the list.
 */
export function GameCategoryTiles({
  tiles,
  filters,
  onChange,
}: {
  tiles: readonly { category: GameCategory; count: number }[];
  filters: GameFilters;
  onChange: (filters: GameFilters) => void;
}) {
  return (
    <form method="get" action={libraryAction}>
      {filters.search.trim() ? <input type="hidden" name="q" value={filters.search} /> : null}
      {filters.status !== ALL_STATUSES ? <input type="hidden" name="status" value={filters.status} /> : null}
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
                onChange({ ...filters, category: tile.category });
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
  );
}
