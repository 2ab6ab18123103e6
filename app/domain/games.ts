/**
 * Game library rules for /game-experiences: what a game is (its categories and statuses), status
 * labels, category filters and search. The games themselves are app/content/games.ts.
 */

export const gameCategories = [
  "Trivia & Knowledge",
  "Creative & Drawing",
  "Word & Language",
  "Memory & Concentration",
  "Music & Audio",
  "Quick Reaction",
  "Party & Social",
  "Adventure & Puzzle",
] as const;

export type GameCategory = (typeof gameCategories)[number];

export const gameStatuses = [
  "FULLY_IMPLEMENTED",
  "IMPLEMENTATION_AVAILABLE",
  "MINI_IMPLEMENTATION",
  "HUB_PLACEHOLDER",
] as const;

export type GameStatus = (typeof gameStatuses)[number];

export interface GameExperience {
  id: string;
  name: string;
  emoji: string;
  /** One sentence (max 120 characters). */
  description: string;
  players: { min: number; max: number };
  durationMinutes: { min: number; max: number };
  category: GameCategory;
  status: GameStatus;
  isStarred?: boolean;
}

/** The label on a card. */
export const statusLabel: Record<GameStatus, string> = {
  FULLY_IMPLEMENTED: "Ready to Play",
  IMPLEMENTATION_AVAILABLE: "Ready to Play",
  MINI_IMPLEMENTATION: "Quick Play",
  HUB_PLACEHOLDER: "Coming Soon",
};

/** The status dropdown, in order. */
export const statusFilterOptions: { value: GameStatus; label: string }[] = [
  { value: "FULLY_IMPLEMENTED", label: "Fully Ready" },
  { value: "IMPLEMENTATION_AVAILABLE", label: "Ready to Play" },
  { value: "MINI_IMPLEMENTATION", label: "Quick Play" },
  { value: "HUB_PLACEHOLDER", label: "Coming Soon" },
];

export const ALL_CATEGORIES = "all";
export const ALL_STATUSES = "all";

export function isBookable(status: GameStatus): boolean {
  return status === "FULLY_IMPLEMENTED" || status === "IMPLEMENTATION_AVAILABLE";
}

/** 'Play Now', 'Start Experience', or 'Coming Soon' (not bookable). */
export function buttonText(status: GameStatus): string {
  if (status === "FULLY_IMPLEMENTED") return "Play Now";
  if (status === "IMPLEMENTATION_AVAILABLE") return "Start Experience";
  return "Coming Soon";
}

export interface GameFilters {
  search: string;
  category: GameCategory | typeof ALL_CATEGORIES;
  status: GameStatus | typeof ALL_STATUSES;
}

/** Search matches name, description or category, case-insensitively; dropdowns must match unless 'all'. */
export function filterGames(games: readonly GameExperience[], filters: GameFilters): GameExperience[] {
  const needle = filters.search.trim().toLowerCase();
  return games.filter(
    (game) =>
      (!needle ||
        game.name.toLowerCase().includes(needle) ||
        game.description.toLowerCase().includes(needle) ||
        game.category.toLowerCase().includes(needle)) &&
      (filters.category === ALL_CATEGORIES || game.category === filters.category) &&
      (filters.status === ALL_STATUSES || game.status === filters.status),
  );
}

/** Categories with their game counts, most games first (ties in catalogue order). */
export function categoryCounts(
  games: readonly GameExperience[],
): { category: GameCategory; count: number }[] {
  return gameCategories
    .map((category) => ({ category, count: games.filter((game) => game.category === category).length }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

export function libraryCounts(games: readonly GameExperience[]): {
  total: number;
  ready: number;
  comingSoon: number;
} {
  const ready = games.filter((game) => isBookable(game.status)).length;
  return { total: games.length, ready, comingSoon: games.length - ready };
}

export function parseCategory(value: string | null): GameFilters["category"] {
  return gameCategories.find((category) => category === value) ?? ALL_CATEGORIES;
}

export function parseStatus(value: string | null): GameFilters["status"] {
  return statusFilterOptions.find((option) => option.value === value)?.value ?? ALL_STATUSES;
}

/** The longest search kept from a URL or typed in the field. */
export const GAME_SEARCH_MAX = 100;

/** The library's filters in a URL: `q`, `category` and `status`, each left out when unused. */
export function gameFiltersFromSearchParams(params: URLSearchParams): GameFilters {
  return {
    search: (params.get("q") ?? "").slice(0, GAME_SEARCH_MAX),
    category: parseCategory(params.get("category")),
    status: parseStatus(params.get("status")),
  };
}

/** The filters as a query string ("" or "?…"), in the form's order; the inverse of the above. */
export function gameFiltersToSearch(filters: GameFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.category !== ALL_CATEGORIES) params.set("category", filters.category);
  if (filters.status !== ALL_STATUSES) params.set("status", filters.status);
  const query = params.toString();
  return query ? `?${query}` : "";
}
