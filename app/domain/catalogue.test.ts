import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { catalogueFactList } from "~/content/activity-facts";
import { activityFacts, eventDetails, teamSizeLabel } from "./activity-facts.ts";
import {
  type ActivityFilters,
  activeFilterCount,
  applyFilters,
  BUDGET_SAMPLE_HEADCOUNT,
  budgetOptions,
  createEmptyFilters,
  DEFAULT_SORT,
  displayTags,
  durationOptions,
  emptyFilters,
  emptyStateText,
  type FilterableActivity,
  filterActivities,
  filtersFromSearchParams,
  filtersToSearch,
  filtersToSearchParams,
  fitsBudget,
  hasActiveFilters,
  perPersonAt,
  type SortKey,
  sortActivities,
  sortOptions,
  teamSizeOptions,
  toggleFilter,
  type Vibe,
  vibeFromId,
  vibeOptions,
  vibeToId,
} from "./catalogue.ts";

const vibes = vibeOptions.map((option) => option.label);

interface Fixture extends FilterableActivity {
  id: string;
}

function item(id: string, overrides: Partial<FilterableActivity> = {}): Fixture {
  return {
    id,
    teamSizeMin: 5,
    teamSizeMax: 40,
    durationMinutes: 60,
    vibe: ["Chill"],
    priceFromPP: 40,
    priceUpToPP: 65,
    ...overrides,
  };
}

function filters(overrides: Partial<ActivityFilters> = {}): ActivityFilters {
  return { ...createEmptyFilters(), ...overrides };
}

const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);
/** The ids `list` keeps under `filter`, in order. */
const kept = (list: readonly Fixture[], filter: Partial<ActivityFilters>) =>
  ids(filterActivities(list, filters(filter)));

/** One test a row: `list` filtered by the row's filters keeps exactly the row's ids, in order. */
function itFilters(
  list: readonly Fixture[],
  rows: [title: string, filter: Partial<ActivityFilters>, expected: string[]][],
) {
  it.each(rows)("%s", (_title, filter, expected) => {
    expect(kept(list, filter)).toEqual(expected);
  });
}

/** The catalogue's order as app/content/activity-facts.ts keeps it; activities.ts lists the pages apart. */
const catalogueOrder: string[] = catalogueFactList.map((facts) => facts.id);

describe("filter options", () => {
  it("offers the four team-size ranges, with 81-200 reaching 500", () => {
    expect(teamSizeOptions.map(({ id, min, max }) => ({ id, min, max }))).toEqual([
      { id: "5-12", min: 5, max: 12 },
      { id: "13-30", min: 13, max: 30 },
      { id: "31-80", min: 31, max: 80 },
      { id: "81-200", min: 81, max: 500 },
    ]);
    for (const option of teamSizeOptions) expect(option.label).toBeTruthy();
  });

  it("offers durations 45, 60, 75 and 90 minutes", () => {
    expect(durationOptions.map((o) => o.id)).toEqual([45, 60, 75, 90]);
  });

  it("offers the five vibes of the content, each with a lowercase URL id", () => {
    expect(vibes).toEqual(["High-energy", "Collaborative", "Creative", "Competitive", "Chill"]);
    for (const activity of activities) for (const vibe of activity.vibe) expect(vibes).toContain(vibe);
    expect(vibeOptions.map((o) => o.id)).toEqual([
      "high-energy",
      "collaborative",
      "creative",
      "competitive",
      "chill",
    ]);
    for (const vibe of vibes) {
      expect(vibeToId(vibe)).toBe(vibe.toLowerCase());
      expect(vibeFromId(vibeToId(vibe))).toBe(vibe);
    }
    expect(vibeFromId("High-energy")).toBeUndefined();
    expect(vibeFromId("nope")).toBeUndefined();
  });

  it("offers three budget ranges, the last labelled $51-$65+ and reaching 100", () => {
    expect(budgetOptions).toEqual([
      { id: "25-35", label: "$25-$35", min: 25, max: 35 },
      { id: "36-50", label: "$36-$50", min: 36, max: 50 },
      { id: "51-65", label: "$51-$65+", min: 51, max: 100 },
    ]);
  });

  it("offers four sorts with labels, default first", () => {
    expect(sortOptions.map((o) => o.id)).toEqual(["default", "duration", "price-low", "price-high"]);
    expect(new Set(sortOptions.map((o) => o.label)).size).toBe(4);
    expect(DEFAULT_SORT).toBe("default");
  });

  it("has an empty, frozen default filter state", () => {
    expect(emptyFilters).toEqual({ size: [], time: [], vibe: [], budget: [], sort: "default" });
    expect(Object.isFrozen(emptyFilters)).toBe(true);
    expect(Object.isFrozen(emptyFilters.size)).toBe(true);
    expect(createEmptyFilters()).toEqual(emptyFilters);
    expect(createEmptyFilters()).not.toBe(createEmptyFilters());
  });
});

describe("filterActivities", () => {
  it("applies no constraint when every filter is empty", () => {
    expect(ids(filterActivities(activities, emptyFilters))).toEqual(catalogueOrder);
    expect(filterActivities([], emptyFilters)).toEqual([]);
  });

  describe("team size (range overlap, inclusive)", () => {
    const edges = [
      item("two-to-four", { teamSizeMin: 2, teamSizeMax: 4 }),
      // Teams of exactly each range's edge.
      ...[5, 12, 13, 30, 31, 80, 81].map((size) =>
        item(`exactly-${size}`, { teamSizeMin: size, teamSizeMax: size }),
      ),
      item("250-to-400", { teamSizeMin: 250, teamSizeMax: 400 }),
      item("500-to-900", { teamSizeMin: 500, teamSizeMax: 900 }),
      item("501-up", { teamSizeMin: 501, teamSizeMax: 900 }),
      item("spans-all", { teamSizeMin: 1, teamSizeMax: 1000 }),
    ];

    itFilters(edges, [
      [
        "5-12 overlaps activities touching 5..12",
        { size: ["5-12"] },
        ["exactly-5", "exactly-12", "spans-all"],
      ],
      [
        "13-30 overlaps activities touching 13..30",
        { size: ["13-30"] },
        ["exactly-13", "exactly-30", "spans-all"],
      ],
      [
        "31-80 overlaps activities touching 31..80",
        { size: ["31-80"] },
        ["exactly-31", "exactly-80", "spans-all"],
      ],
      [
        "81-200 reaches 500, so an activity for 250-400 people matches",
        { size: ["81-200"] },
        ["exactly-81", "250-to-400", "500-to-900", "spans-all"],
      ],
    ]);

    it("does not match an activity outside the range", () => {
      const big = [item("big", { teamSizeMin: 250, teamSizeMax: 400 })];
      expect(filterActivities(big, filters({ size: ["5-12", "13-30", "31-80"] }))).toEqual([]);
      const tiny = [item("tiny", { teamSizeMin: 2, teamSizeMax: 4 })];
      expect(filterActivities(tiny, filters({ size: ["5-12"] }))).toEqual([]);
    });

    it("matches the real catalogue: 81-200 leaves out Tiny Campfire (5-40)", () => {
      expect(kept(activities, { size: ["81-200"] })).toEqual(
        catalogueOrder.filter((id) => id !== "tiny-campfire"),
      );
      expect(kept(activities, { size: ["31-80"] })).toEqual(catalogueOrder);
    });

    it("ORs several ranges", () => {
      expect(kept(edges, { size: ["5-12", "81-200"] })).toEqual([
        "exactly-5",
        "exactly-12",
        "exactly-81",
        "250-to-400",
        "500-to-900",
        "spans-all",
      ]);
    });

    it("ignores unknown range ids", () => {
      expect(kept(edges, { size: ["abc", "5-12"] })).toEqual(["exactly-5", "exactly-12", "spans-all"]);
      expect(filterActivities(edges, filters({ size: ["abc"] }))).toHaveLength(edges.length);
    });
  });

  describe("duration (exact match)", () => {
    it.each([45, 90])("%i minutes matches nothing in the catalogue", (minutes) => {
      expect(filterActivities(activities, filters({ time: [minutes] }))).toEqual([]);
    });

    it("60 and 75 minutes match exactly", () => {
      expect(kept(activities, { time: [60] })).toEqual([
        "lightning-feud",
        "survey-showdown",
        "online-office-games",
        "tiny-campfire",
      ]);
      expect(kept(activities, { time: [75] })).toEqual(["pitch-perfect", "the-spotlight"]);
    });

    it("ORs durations and does not match a near value", () => {
      expect(kept(activities, { time: [60, 75] })).toEqual(catalogueOrder);
      const list = [item("a", { durationMinutes: 45 }), item("b", { durationMinutes: 50 })];
      expect(kept(list, { time: [45] })).toEqual(["a"]);
      expect(kept(list, { time: [60] })).toEqual([]);
    });
  });

  describe("vibe (any of the activity's vibes)", () => {
    it("matches an activity having any selected vibe", () => {
      expect(kept(activities, { vibe: ["Chill"] })).toEqual(["tiny-campfire"]);
      expect(kept(activities, { vibe: ["Creative"] })).toEqual([
        "pitch-perfect",
        "the-spotlight",
        "online-office-games",
        "tiny-campfire",
      ]);
    });

    it("ORs several vibes", () => {
      const list = [
        item("a", { vibe: ["Chill"] }),
        item("b", { vibe: ["Competitive", "High-energy"] }),
        item("c", { vibe: ["Creative"] }),
        item("d", { vibe: [] }),
      ];
      expect(kept(list, { vibe: ["Chill", "High-energy"] })).toEqual(["a", "b"]);
    });
  });

  describe("budget (the engine's price per person at the team size, issue 38)", () => {
    itFilters(activities, [
      // At the sample 40 people no activity costs $35 or less a person: the lowest is $50.
      ["25-35 at 40 people: none", { budget: ["25-35"] }, []],
      [
        "25-35 for 81-200 people: the two that reach $35",
        { budget: ["25-35"], size: ["81-200"] },
        ["lightning-feud", "survey-showdown"],
      ],
      ["36-50 at 40 people: $50 a person", { budget: ["36-50"] }, ["lightning-feud", "survey-showdown"]],
      [
        "51-65 at 40 people: $52.50 and $57.50",
        { budget: ["51-65"] },
        ["pitch-perfect", "the-spotlight", "online-office-games", "tiny-campfire"],
      ],
    ]);

    it("judges at 40 people with no size chosen, by the engine", () => {
      const spotlight = activities.find((activity) => activity.id === "the-spotlight");
      if (!spotlight) throw new Error("no Spotlight");
      expect(BUDGET_SAMPLE_HEADCOUNT).toBe(40);
      expect(perPersonAt(spotlight, 40)).toBe(57.5);
      // The quiz offered it for "$36-$50": only from 120 people would it reach $50 a person.
      expect(fitsBudget(spotlight, { min: 36, max: 50 }, { from: 40, to: 40 })).toBe(false);
    });

    it("prices Tiny Campfire with the kit that is part of it, as its checkout does", () => {
      const campfire = activities.find((activity) => activity.id === "tiny-campfire");
      if (!campfire) throw new Error("no Tiny Campfire");
      // 40 × $57.50 = $2,300, plus 40 kits × $30 = $1,200: $3,500, $87.50 a person.
      expect(perPersonAt(campfire, 40)).toBe(87.5);
      expect(perPersonAt({ ...campfire, kitIncluded: false }, 40)).toBe(57.5);
      // 12 people: 12 × $65 + 12 × $30 = $1,140, $95 a person, still within "$51-$65+" (to $100).
      expect(perPersonAt(campfire, 12)).toBe(95);
    });

    it("respects every edge: each range runs from just above the one before it", () => {
      const prices = [24, 25, 35, 36, 50, 51, 65, 100, 101];
      const list = prices.map((price) => item(`p${price}`, { priceFromPP: price, priceUpToPP: price }));
      expect(kept(list, { budget: ["25-35"] })).toEqual(["p25", "p35"]);
      expect(kept(list, { budget: ["36-50"] })).toEqual(["p36", "p50"]);
      expect(kept(list, { budget: ["51-65"] })).toEqual(["p51", "p65", "p100"]);
      expect(kept(list, { budget: ["25-35", "51-65"] })).toEqual(["p25", "p35", "p51", "p65", "p100"]);
      // $50.65 a person is above $50: it belongs to "$51-$65+", not to no range at all.
      const between = [item("between", { priceFromPP: 50.65, priceUpToPP: 50.65 })];
      expect(kept(between, { budget: ["51-65"] })).toEqual(["between"]);
    });
  });

  describe("combining filters", () => {
    it("ANDs across filters", () => {
      expect(kept(activities, { time: [75], budget: ["51-65"] })).toEqual(["pitch-perfect", "the-spotlight"]);
      expect(kept(activities, { time: [75], budget: ["36-50"] })).toEqual([]);
      expect(kept(activities, { time: [60], vibe: ["Creative"] })).toEqual([
        "online-office-games",
        "tiny-campfire",
      ]);
      expect(filterActivities(activities, filters({ size: ["81-200"], vibe: ["Chill"] }))).toEqual([]);
      expect(filterActivities(activities, filters({ time: [75], vibe: ["Chill"] }))).toEqual([]);
    });

    it("ORs within a filter while ANDing across", () => {
      const result = filterActivities(
        activities,
        filters({ time: [60, 90], vibe: ["Chill", "Competitive"], budget: ["25-35", "51-65"] }),
      );
      expect(ids(result)).toEqual(["online-office-games", "tiny-campfire"]);
      const result2 = filterActivities(
        activities,
        filters({ size: ["5-12", "81-200"], vibe: ["Competitive", "Chill"], budget: ["25-35", "36-50"] }),
      );
      // Tiny Campfire takes 5-40 people: at 5-12 it costs $65-$100 a person, above $50.
      expect(ids(result2)).toEqual([
        "lightning-feud",
        "survey-showdown",
        "pitch-perfect",
        "online-office-games",
      ]);
    });

    it("ignores the sort and never changes the input", () => {
      const copy = [...activities];
      filterActivities(activities, filters({ vibe: ["Chill"], sort: "price-high" }));
      expect(activities).toEqual(copy);
    });
  });
});

describe("sortActivities", () => {
  it("default keeps catalogue order (as a copy)", () => {
    const sorted = sortActivities(activities, "default");
    expect(ids(sorted)).toEqual(catalogueOrder);
    expect(sorted).not.toBe(activities);
  });

  it.each<[string, SortKey, string[]]>([
    [
      "duration sorts ascending and keeps catalogue order within a duration",
      "duration",
      [
        "lightning-feud",
        "survey-showdown",
        "online-office-games",
        "tiny-campfire",
        "pitch-perfect",
        "the-spotlight",
      ],
    ],
    [
      "price-low sorts ascending by priceFromPP, ties in catalogue order",
      "price-low",
      [
        "lightning-feud",
        "survey-showdown",
        "pitch-perfect",
        "online-office-games",
        "the-spotlight",
        "tiny-campfire",
      ],
    ],
    [
      "price-high sorts descending by priceFromPP, ties in catalogue order",
      "price-high",
      [
        "the-spotlight",
        "tiny-campfire",
        "pitch-perfect",
        "online-office-games",
        "lightning-feud",
        "survey-showdown",
      ],
    ],
  ])("%s", (_title, sort, expected) => {
    expect(ids(sortActivities(activities, sort))).toEqual(expected);
  });

  it("is stable on many ties and leaves the input untouched", () => {
    const list = Array.from({ length: 20 }, (_, i) =>
      item(`i${i}`, { durationMinutes: i % 2 ? 75 : 60, priceFromPP: i % 3 ? 40 : 50 }),
    );
    const before = ids(list);
    const byDuration = ids(sortActivities(list, "duration"));
    expect(byDuration).toEqual([...before.filter((_, i) => i % 2 === 0), ...before.filter((_, i) => i % 2)]);
    const byPriceHigh = ids(sortActivities(list, "price-high"));
    expect(byPriceHigh).toEqual([
      ...before.filter((_, i) => i % 3 === 0),
      ...before.filter((_, i) => i % 3 !== 0),
    ]);
    const byPriceLow = ids(sortActivities(list, "price-low"));
    expect(byPriceLow).toEqual([
      ...before.filter((_, i) => i % 3 !== 0),
      ...before.filter((_, i) => i % 3 === 0),
    ]);
    expect(ids(list)).toEqual(before);
  });

  it("treats an unknown sort as default", () => {
    expect(ids(sortActivities(activities, "nope" as SortKey))).toEqual(catalogueOrder);
  });

  it("applyFilters filters, then sorts", () => {
    expect(
      ids(applyFilters(activities, filters({ budget: ["36-50"], time: [60, 75], sort: "price-high" }))),
    ).toEqual(["lightning-feud", "survey-showdown"]);
  });
});

describe("query-string codec", () => {
  const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

  it("reads nothing from an empty query", () => {
    expect(read("")).toEqual(emptyFilters);
  });

  it("reads every filter and the sort", () => {
    expect(read("size=5-12,81-200&time=60,75&vibe=high-energy,chill&budget=25-35&sort=price-low")).toEqual({
      size: ["5-12", "81-200"],
      time: [60, 75],
      vibe: ["High-energy", "Chill"],
      budget: ["25-35"],
      sort: "price-low",
    });
  });

  it("keeps only the valid parts of garbage input", () => {
    expect(read("size=abc,,5-12&time=60,x&sort=nope")).toEqual({
      size: ["5-12"],
      time: [60],
      vibe: [],
      budget: [],
      sort: "default",
    });
    expect(read("size=5-13&time=060,60.5,6e1,-60&vibe=high%20energy,Chilly&budget=51-65%2B,10-20")).toEqual(
      emptyFilters,
    );
    expect(read("sort=")).toEqual(emptyFilters);
    expect(read("unknown=1&size")).toEqual(emptyFilters);
  });

  it("dedupes and returns canonical option order", () => {
    expect(read("size=81-200,5-12,81-200&time=90,45,90&vibe=chill,creative,high-energy,chill")).toEqual({
      size: ["5-12", "81-200"],
      time: [45, 90],
      vibe: ["High-energy", "Creative", "Chill"],
      budget: [],
      sort: "default",
    });
  });

  it("tolerates spaces, upper case and repeated parameters", () => {
    expect(read("vibe=%20High-Energy%20,CHILL&size=5-12&size=13-30&sort=PRICE-HIGH")).toEqual({
      size: ["5-12", "13-30"],
      time: [],
      vibe: ["High-energy", "Chill"],
      budget: [],
      sort: "price-high",
    });
  });

  it("reads each sort key", () => {
    for (const { id } of sortOptions) expect(read(`sort=${id}`).sort).toBe(id);
  });

  it("writes nothing for empty filters", () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe("");
    expect(filtersToSearch(emptyFilters)).toBe("");
  });

  it("writes only non-empty filters, comma-joined in canonical order, without the default sort", () => {
    const params = filtersToSearchParams(
      filters({ size: ["81-200", "5-12"], vibe: ["Chill", "High-energy"], sort: "default" }),
    );
    expect([...params.keys()]).toEqual(["size", "vibe"]);
    expect(params.get("size")).toBe("5-12,81-200");
    expect(params.get("vibe")).toBe("high-energy,chill");
    expect(params.has("sort")).toBe(false);
  });

  it("writes every filter and a non-default sort", () => {
    const f = filters({
      size: ["13-30"],
      time: [75, 60],
      vibe: ["Creative"],
      budget: ["51-65", "25-35"],
      sort: "duration",
    });
    expect(filtersToSearch(f)).toBe("?size=13-30&time=60,75&vibe=creative&budget=25-35,51-65&sort=duration");
    expect(filtersToSearchParams(f).toString()).toBe(
      "size=13-30&time=60%2C75&vibe=creative&budget=25-35%2C51-65&sort=duration",
    );
  });

  it("drops unknown and duplicate values when writing", () => {
    const f = filters({ size: ["abc", "5-12", "5-12"], time: [61, 60, 60], budget: ["nope"] });
    expect(filtersToSearch(f)).toBe("?size=5-12&time=60");
  });

  it("round-trips the example query", () => {
    const query = "size=5-12,31-80&time=45,90&vibe=collaborative,competitive&budget=36-50&sort=price-high";
    expect(filtersToSearch(read(query))).toBe(`?${query}`);
  });

  const validFilters = fc.record({
    size: fc.subarray(teamSizeOptions.map((o) => o.id as string)),
    time: fc.subarray(durationOptions.map((o) => o.id as number)),
    vibe: fc.subarray<Vibe>([...vibes]),
    budget: fc.subarray(budgetOptions.map((o) => o.id as string)),
    sort: fc.constantFrom<SortKey>(...sortOptions.map((o) => o.id)),
  });

  it("round-trips every valid filter state (params and string form)", () => {
    fc.assert(
      fc.property(validFilters, (f) => {
        expect(filtersFromSearchParams(filtersToSearchParams(f))).toEqual(f);
        expect(filtersFromSearchParams(new URLSearchParams(filtersToSearch(f)))).toEqual(f);
      }),
    );
  });

  it("never throws and only yields valid values on arbitrary input", () => {
    const sizeIds = new Set<string>(teamSizeOptions.map((o) => o.id));
    const durations = new Set<number>(durationOptions.map((o) => o.id));
    const budgetIds = new Set<string>(budgetOptions.map((o) => o.id));
    const sortIds = new Set<string>(sortOptions.map((o) => o.id));
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        for (const query of [a, `size=${a}&time=${b}&vibe=${c}&budget=${a}&sort=${b}`]) {
          const f = filtersFromSearchParams(new URLSearchParams(query));
          expect(f.size.every((s) => sizeIds.has(s))).toBe(true);
          expect(f.time.every((t) => durations.has(t))).toBe(true);
          expect(f.vibe.every((v) => (vibes as readonly string[]).includes(v))).toBe(true);
          expect(f.budget.every((v) => budgetIds.has(v))).toBe(true);
          expect(sortIds.has(f.sort)).toBe(true);
        }
      }),
    );
  });
});

describe("hasActiveFilters", () => {
  it("is false with no filters, even with a non-default sort", () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters(filters({ sort: "price-low" }))).toBe(false);
  });

  it("is true when any one filter is set", () => {
    expect(hasActiveFilters(filters({ size: ["5-12"] }))).toBe(true);
    expect(hasActiveFilters(filters({ time: [60] }))).toBe(true);
    expect(hasActiveFilters(filters({ vibe: ["Chill"] }))).toBe(true);
    expect(hasActiveFilters(filters({ budget: ["25-35"] }))).toBe(true);
  });
});

describe("activeFilterCount", () => {
  it("counts every ticked value across the four lists, not the sort", () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(filters({ sort: "price-high" }))).toBe(0);
    expect(
      activeFilterCount(filters({ size: ["5-12", "13-30"], time: [60], vibe: ["Chill"], budget: ["25-35"] })),
    ).toBe(5);
  });
});

describe("toggleFilter", () => {
  it("adds and removes a value of each list as the form sends it", () => {
    const start = filters({ size: ["5-12"], sort: "price-low" });
    expect(toggleFilter(start, "size", "13-30", true)).toEqual(
      filters({ size: ["5-12", "13-30"], sort: "price-low" }),
    );
    expect(toggleFilter(start, "size", "5-12", false)).toEqual(filters({ sort: "price-low" }));
    expect(toggleFilter(start, "time", "60", true)?.time).toEqual([60]);
    expect(toggleFilter(filters({ time: [45, 60] }), "time", "45", false)?.time).toEqual([60]);
    expect(toggleFilter(start, "vibe", "high-energy", true)?.vibe).toEqual(["High-energy"]);
    expect(toggleFilter(filters({ vibe: ["Chill", "Creative"] }), "vibe", "chill", false)?.vibe).toEqual([
      "Creative",
    ]);
    expect(toggleFilter(start, "budget", "51-65", true)?.budget).toEqual(["51-65"]);
  });

  it("leaves the filters it was given unchanged", () => {
    const start = filters({ size: ["5-12"], time: [45], vibe: ["Chill"], budget: ["25-35"] });
    const copy = structuredClone(start);
    toggleFilter(start, "size", "13-30", true);
    toggleFilter(start, "time", "45", false);
    toggleFilter(start, "vibe", "creative", true);
    toggleFilter(start, "budget", "25-35", false);
    expect(start).toEqual(copy);
  });

  it("changes nothing for a vibe that is not in the list", () => {
    expect(toggleFilter(filters({ vibe: ["Chill"] }), "vibe", "loud", true)).toBeNull();
  });

  it("round-trips through the URL like a form post of the same boxes", () => {
    const ticked = toggleFilter(
      toggleFilter(emptyFilters, "vibe", "chill", true) ?? emptyFilters,
      "time",
      "90",
      true,
    );
    expect(ticked && filtersToSearch(ticked)).toBe(
      filtersToSearch(filtersFromSearchParams(new URLSearchParams("vibe=chill&time=90"))),
    );
  });
});

describe("displayTags", () => {
  it("shows at most 3 tags and counts the rest for +N", () => {
    const office = activities.find((a) => a.id === "online-office-games");
    expect(office?.vibe).toHaveLength(4);
    expect(displayTags(office?.vibe ?? [])).toEqual({
      shown: ["Competitive", "High-energy", "Collaborative"],
      extra: 1,
    });
  });

  it("shows everything when there are 3 or fewer", () => {
    expect(displayTags(["Creative", "High-energy"])).toEqual({
      shown: ["Creative", "High-energy"],
      extra: 0,
    });
    expect(displayTags(["A", "B", "C"])).toEqual({ shown: ["A", "B", "C"], extra: 0 });
    expect(displayTags([])).toEqual({ shown: [], extra: 0 });
  });

  it("honours a custom maximum", () => {
    expect(displayTags(["A", "B", "C", "D", "E"], 2)).toEqual({ shown: ["A", "B"], extra: 3 });
    expect(displayTags(["A", "B"], 0)).toEqual({ shown: [], extra: 2 });
    expect(displayTags(["A", "B"], -1)).toEqual({ shown: [], extra: 2 });
  });
});

describe("teamSizeLabel", () => {
  it("joins min and max with an en dash, never capping the maximum", () => {
    expect(teamSizeLabel(5, 40)).toBe("5\u201340");
    expect(teamSizeLabel(10, 300)).toBe("10–300");
    expect(teamSizeLabel(8, 500)).toBe("8–500");
  });

  it("labels every catalogue activity with its own range", () => {
    expect(activities.map((a) => teamSizeLabel(a.teamSizeMin, a.teamSizeMax))).toEqual([
      "8–500",
      "10–300",
      "6–150",
      "10–120",
      "5–250",
      "5–40",
    ]);
  });
});

describe("activityFacts and eventDetails", () => {
  const source = {
    durationMinutes: 75,
    teamSizeMin: 6,
    teamSizeMax: 150,
    priceFromPP: 40,
    priceUpToPP: 65,
    details: [{ label: "Format", value: "Hosted live" }],
  };

  it("writes each fact from the numbers", () => {
    expect(activityFacts(source)).toEqual({
      duration: "75 minutes",
      durationShort: "75 min",
      teamSize: "6–150",
      teamSizeLong: "6 to 150 participants",
      priceFrom: "$40",
      priceRange: "$40–$65",
      // The price engine's total: 40 people at the $52.50 midpoint.
      samplePrice: "For 40 people: $2,100",
      minimumFee: "$500",
    });
  });

  it("puts the derived duration and team size before the activity's own detail rows", () => {
    expect(eventDetails(source)).toEqual([
      { label: "Duration", value: "75 minutes" },
      { label: "Team size", value: "6 to 150 participants" },
      { label: "Format", value: "Hosted live" },
    ]);
  });

  it("keeps no duration or team size row in the catalogue's own details", () => {
    for (const activity of activities) {
      expect(activity.details.map((d) => d.label)).toEqual(["Format", "Best for", "Setup"]);
      expect(activity.priceUpToPP).toBeGreaterThan(activity.priceFromPP);
    }
  });
});

describe("emptyStateText", () => {
  it("offers to clear filters when filters are set", () => {
    expect(emptyStateText(true)).toEqual({
      title: "No activities found",
      body: "Try adjusting your filters to see more activities.",
      showClear: true,
    });
  });

  it("promises more activities when no filter is set", () => {
    expect(emptyStateText(false)).toEqual({
      title: "No activities found",
      body: "We're working on adding more activities soon!",
      showClear: false,
    });
  });
});
