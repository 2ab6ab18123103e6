import { eventTotalCents, SAMPLE_HEADCOUNT } from "./pricing.ts";
/**
 * Catalogue rules for /activities and the vibe pages:
 * filter options, matching, sorting, the query-string codec and small display helpers. How an
 * activity's facts are worded is in ./activity-facts.ts (the pricing page needs only that).
 * Pure: no React, no DOM beyond the standard URLSearchParams.
 */
// ---------------------------------------------------------------------------------------------
// Filter options (canonical order is the order of each list)
// ---------------------------------------------------------------------------------------------

export interface RangeOption<Id extends string = string> {
  id: Id;
  label: string;
  /** Inclusive lower bound. */
  min: number;
  /** Inclusive upper bound. */
  max: number;
}

/** Team size ranges. "81-200" also covers bigger groups: its upper bound is treated as 500. */
export const teamSizeOptions = [
  { id: "5-12", label: "5–12", min: 5, max: 12 },
  { id: "13-30", label: "13–30", min: 13, max: 30 },
  { id: "31-80", label: "31–80", min: 31, max: 80 },
  { id: "81-200", label: "81–200+", min: 81, max: 500 },
] as const satisfies readonly RangeOption[];

export type TeamSizeId = (typeof teamSizeOptions)[number]["id"];

/** Durations in minutes, matched exactly against `durationMinutes`. */
export const durationOptions = [
  { id: 45, label: "45 min" },
  { id: 60, label: "60 min" },
  { id: 75, label: "75 min" },
  { id: 90, label: "90 min" },
] as const satisfies readonly { id: number; label: string }[];

export type DurationId = (typeof durationOptions)[number]["id"];

/**
 * The vibes, the one list of them: the URL, the quiz and the vibe pages (/activities/<id>) use the
 * lowercase id, the activity data and its tags the label.
 */
export const vibeOptions = [
  { id: "high-energy", label: "High-energy" },
  { id: "collaborative", label: "Collaborative" },
  { id: "creative", label: "Creative" },
  { id: "competitive", label: "Competitive" },
  { id: "chill", label: "Chill" },
] as const satisfies readonly { id: string; label: string }[];

export type VibeId = (typeof vibeOptions)[number]["id"];
export type Vibe = (typeof vibeOptions)[number]["label"];

/**
 * Budget per person, matched on the engine's price per person at the buyer's team size
 * (`fitsBudget`): each range runs from just above the one before it, so $50.65 is "$51-$65+".
 */
export const budgetOptions = [
  { id: "25-35", label: "$25-$35", min: 25, max: 35 },
  { id: "36-50", label: "$36-$50", min: 36, max: 50 },
  { id: "51-65", label: "$51-$65+", min: 51, max: 100 },
] as const satisfies readonly RangeOption[];

export type BudgetId = (typeof budgetOptions)[number]["id"];

export const sortOptions = [
  { id: "default", label: "Recommended" },
  { id: "duration", label: "Duration: shortest first" },
  { id: "price-low", label: "Price: low to high" },
  { id: "price-high", label: "Price: high to low" },
] as const satisfies readonly { id: string; label: string }[];

export type SortKey = (typeof sortOptions)[number]["id"];

export const DEFAULT_SORT: SortKey = "default";

export function vibeToId(vibe: Vibe): VibeId {
  const option = vibeOptions.find((o) => o.label === vibe);
  // Every Vibe has an option: the type is made from the list.
  return option ? option.id : (vibe.toLowerCase() as VibeId);
}

export function vibeFromId(id: string): Vibe | undefined {
  return vibeOptions.find((o) => o.id === id)?.label;
}

// ---------------------------------------------------------------------------------------------
// Filter state
// ---------------------------------------------------------------------------------------------

export interface ActivityFilters {
  /** Team size range ids (see `teamSizeOptions`). */
  size: string[];
  /** Durations in minutes. */
  time: number[];
  vibe: Vibe[];
  /** Budget range ids (see `budgetOptions`). */
  budget: string[];
  sort: SortKey;
}

/** Returns a fresh, mutable empty filter state. */
export function createEmptyFilters(): ActivityFilters {
  return { size: [], time: [], vibe: [], budget: [], sort: DEFAULT_SORT };
}

function frozen<T>(list: T[]): T[] {
  return Object.freeze(list) as T[];
}

/** No filters, default sort. Frozen: copy it (or use `createEmptyFilters`) before changing it. */
export const emptyFilters: Readonly<ActivityFilters> = Object.freeze({
  size: frozen<string>([]),
  time: frozen<number>([]),
  vibe: frozen<Vibe>([]),
  budget: frozen<string>([]),
  sort: DEFAULT_SORT,
});

/** True when any of size, duration, vibe or budget narrows the list. Sorting is not a filter. */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.size.length > 0 || filters.time.length > 0 || filters.vibe.length > 0 || filters.budget.length > 0
  );
}

/** How many filter values narrow the list (the count on the "Filters" disclosure). */
export function activeFilterCount(filters: CatalogueFilters): number {
  return filters.size.length + filters.time.length + filters.vibe.length + filters.budget.length;
}

/** The filter lists a checkbox changes, named as the filter form's fields are. */
export type FilterListKey = "size" | "time" | "vibe" | "budget";

/**
 * The filters with one checkbox ticked (`checked`) or cleared: `value` is the field's value as the
 * form sends it (a size or budget id, minutes, a vibe id). A fresh state, `filters` untouched;
 * null for a vibe id that is not in `vibeOptions`.
 */
export function toggleFilter(
  filters: ActivityFilters,
  name: FilterListKey,
  value: string,
  checked: boolean,
): ActivityFilters | null {
  const next: ActivityFilters = {
    ...filters,
    size: [...filters.size],
    time: [...filters.time],
    vibe: [...filters.vibe],
    budget: [...filters.budget],
  };
  if (name === "time") {
    const minutes = Number(value);
    next.time = checked ? [...next.time, minutes] : next.time.filter((t) => t !== minutes);
  } else if (name === "vibe") {
    const label = vibeFromId(value);
    if (!label) return null;
    next.vibe = checked ? [...next.vibe, label] : next.vibe.filter((v) => v !== label);
  } else {
    next[name] = checked ? [...next[name], value] : next[name].filter((v) => v !== value);
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Matching and sorting
// ---------------------------------------------------------------------------------------------

/** The fields the catalogue rules read; real activities and test fixtures both fit. */
export interface FilterableActivity {
  teamSizeMin: number;
  teamSizeMax: number;
  durationMinutes: number;
  vibe: readonly Vibe[];
  priceFromPP: number;
  priceUpToPP: number;
  /** The kit is part of the activity (Tiny Campfire): the engine prices it in. */
  kitIncluded?: boolean | undefined;
}

/** What the budget needs of an activity: its per-person rates, the headcounts it takes, its kit. */
export type BudgetActivity = Pick<
  FilterableActivity,
  "teamSizeMin" | "teamSizeMax" | "priceFromPP" | "priceUpToPP" | "kitIncluded"
>;

/**
 * The headcount a budget is judged at when the buyer names no team size: the engine's sample
 * (40 people, moved into the activity's range), the one the cards quote.
 */
export const BUDGET_SAMPLE_HEADCOUNT = SAMPLE_HEADCOUNT;

/** The engine's price per person in dollars for `headcount` people (moved into the activity's range). */
export function perPersonAt(activity: BudgetActivity, headcount: number): number {
  const priced = {
    id: "",
    title: "",
    rateFromCents: activity.priceFromPP * 100,
    rateUpToCents: activity.priceUpToPP * 100,
    headcountMin: activity.teamSizeMin,
    headcountMax: activity.teamSizeMax,
    kitIncluded: activity.kitIncluded === true,
  };
  const people = Math.min(activity.teamSizeMax, Math.max(activity.teamSizeMin, headcount));
  return eventTotalCents(priced, people) / people / 100;
}

/**
 * Whether an activity fits a budget for a team of `from` to `to` people (one headcount when they
 * are equal): the engine's price per person never rises with the team, so across the range it
 * runs from its price at `to` up to its price at `from`, and fits when that meets the budget.
 */
export function fitsBudget(
  activity: BudgetActivity,
  budget: { min: number; max: number },
  team: { from: number; to: number },
): boolean {
  const index = budgetOptions.findIndex((option) => option.min === budget.min);
  const above = index > 0 ? (budgetOptions[index - 1]?.max ?? budget.min - 1) : budget.min - 1;
  const lowest = perPersonAt(activity, team.to);
  const highest = perPersonAt(activity, team.from);
  return lowest <= budget.max && highest > above;
}

export type CatalogueFilters = Pick<ActivityFilters, "size" | "time" | "vibe" | "budget">;

function selectedRanges(options: readonly RangeOption[], ids: readonly string[]): RangeOption[] {
  return options.filter((option) => ids.includes(option.id));
}

function overlaps(range: RangeOption, min: number, max: number): boolean {
  return range.min <= max && min <= range.max;
}

/**
 * Keeps the activities that pass every non-empty filter (AND across filters); within one filter
 * any selected value may match (OR). Unknown range ids are ignored.
 */
export function filterActivities<T extends FilterableActivity>(
  list: readonly T[],
  filters: CatalogueFilters,
): T[] {
  const sizes = selectedRanges(teamSizeOptions, filters.size);
  const budgets = selectedRanges(budgetOptions, filters.budget);
  return list.filter((activity) => {
    if (sizes.length > 0 && !sizes.some((r) => overlaps(r, activity.teamSizeMin, activity.teamSizeMax))) {
      return false;
    }
    if (filters.time.length > 0 && !filters.time.includes(activity.durationMinutes)) return false;
    if (filters.vibe.length > 0 && !activity.vibe.some((v) => filters.vibe.includes(v))) return false;
    if (budgets.length > 0) {
      // At the chosen team sizes (within what the activity takes), or at the sample headcount.
      const teams =
        sizes.length > 0
          ? sizes
              .filter((r) => overlaps(r, activity.teamSizeMin, activity.teamSizeMax))
              .map((r) => ({
                from: Math.max(r.min, activity.teamSizeMin),
                to: Math.min(r.max, activity.teamSizeMax),
              }))
          : [{ from: BUDGET_SAMPLE_HEADCOUNT, to: BUDGET_SAMPLE_HEADCOUNT }];
      if (!budgets.some((budget) => teams.some((team) => fitsBudget(activity, budget, team)))) return false;
    }
    return true;
  });
}

/**
 * Returns a sorted copy. "default" keeps catalogue order; the others are stable, so ties keep
 * catalogue order too.
 */
export function sortActivities<T extends FilterableActivity>(list: readonly T[], sort: SortKey): T[] {
  switch (sort) {
    case "duration":
      return list.toSorted((a, b) => a.durationMinutes - b.durationMinutes);
    case "price-low":
      return list.toSorted((a, b) => a.priceFromPP - b.priceFromPP);
    case "price-high":
      return list.toSorted((a, b) => b.priceFromPP - a.priceFromPP);
    default:
      return [...list];
  }
}

/** Filters, then sorts: what the /activities grid shows. */
export function applyFilters<T extends FilterableActivity>(
  list: readonly T[],
  filters: ActivityFilters,
): T[] {
  return sortActivities(filterActivities(list, filters), filters.sort);
}

// ---------------------------------------------------------------------------------------------
// Query-string codec: ?size=5-12,13-30&time=60&vibe=high-energy&budget=25-35&sort=price-low
// ---------------------------------------------------------------------------------------------

function tokens(params: URLSearchParams, key: string): Set<string> {
  const set = new Set<string>();
  for (const value of params.getAll(key)) {
    for (const part of value.split(",")) {
      const token = part.trim().toLowerCase();
      if (token) set.add(token);
    }
  }
  return set;
}

function isSortKey(value: string): value is SortKey {
  return sortOptions.some((o) => o.id === value);
}

/**
 * Reads filters from the URL. Unknown or malformed values are dropped (never throws), duplicates
 * collapse, and each list comes back in canonical option order.
 */
export function filtersFromSearchParams(params: URLSearchParams): ActivityFilters {
  const size = tokens(params, "size");
  const time = tokens(params, "time");
  const vibe = tokens(params, "vibe");
  const budget = tokens(params, "budget");
  const sort = params.get("sort")?.trim().toLowerCase() ?? "";
  return {
    size: teamSizeOptions.filter((o) => size.has(o.id)).map((o) => o.id),
    time: durationOptions.filter((o) => time.has(String(o.id))).map((o) => o.id),
    vibe: vibeOptions.filter((o) => vibe.has(o.id)).map((o) => o.label),
    budget: budgetOptions.filter((o) => budget.has(o.id)).map((o) => o.id),
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * Writes filters to the URL: only non-empty filters, comma-joined in canonical order, unknown
 * values dropped, and no `sort` when it is the default.
 */
export function filtersToSearchParams(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  const lists: [key: string, values: string[]][] = [
    ["size", teamSizeOptions.filter((o) => filters.size.includes(o.id)).map((o) => o.id)],
    ["time", durationOptions.filter((o) => filters.time.includes(o.id)).map((o) => String(o.id))],
    ["vibe", vibeOptions.filter((o) => filters.vibe.includes(o.label)).map((o) => o.id)],
    ["budget", budgetOptions.filter((o) => filters.budget.includes(o.id)).map((o) => o.id)],
  ];
  for (const [key, values] of lists) {
    if (values.length > 0) params.set(key, values.join(","));
  }
  if (filters.sort !== DEFAULT_SORT && isSortKey(filters.sort)) params.set("sort", filters.sort);
  return params;
}

/**
 * The same as `filtersToSearchParams`, as a search string ("" or "?size=5-12,13-30"), keeping the
 * commas readable. Every value is made of letters, digits and hyphens, so nothing else needs escaping.
 */
export function filtersToSearch(filters: ActivityFilters): string {
  const query = filtersToSearchParams(filters).toString().replaceAll("%2C", ",");
  return query ? `?${query}` : "";
}

// ---------------------------------------------------------------------------------------------
// Display helpers
// ---------------------------------------------------------------------------------------------

/** At most `max` tags, plus how many were left out (rendered as "+N" when > 0). */
export function displayTags<T>(tags: readonly T[], max = 3): { shown: T[]; extra: number } {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : tags.length;
  const shown = tags.slice(0, limit);
  return { shown, extra: tags.length - shown.length };
}

export interface EmptyStateText {
  title: string;
  body: string;
  showClear: boolean;
}

export function emptyStateText(hasFilters: boolean): EmptyStateText {
  return hasFilters
    ? {
        title: "No activities found",
        body: "Try adjusting your filters to see more activities.",
        showClear: true,
      }
    : {
        title: "No activities found",
        body: "We're working on adding more activities soon!",
        showClear: false,
      };
}
