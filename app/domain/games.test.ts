import { describe, expect, it } from "vitest";
import { games } from "~/content/games";
import {
  buttonText,
  categoryCounts,
  filterGames,
  GAME_SEARCH_MAX,
  type GameExperience,
  gameFiltersFromSearchParams,
  gameFiltersToSearch,
  isBookable,
  libraryCounts,
  parseCategory,
  parseStatus,
  statusFilterOptions,
  statusLabel,
} from "./games.ts";

const all = { search: "", category: "all", status: "all" } as const;

describe("game library rules", () => {
  it("labels statuses as the spec does and books only the first two", () => {
    expect(statusLabel.FULLY_IMPLEMENTED).toBe("Ready to Play");
    expect(statusLabel.IMPLEMENTATION_AVAILABLE).toBe("Ready to Play");
    expect(statusLabel.MINI_IMPLEMENTATION).toBe("Quick Play");
    expect(statusLabel.HUB_PLACEHOLDER).toBe("Coming Soon");
    expect(statusFilterOptions.map((o) => o.label)).toEqual([
      "Fully Ready",
      "Ready to Play",
      "Quick Play",
      "Coming Soon",
    ]);
    expect(
      ["FULLY_IMPLEMENTED", "IMPLEMENTATION_AVAILABLE", "MINI_IMPLEMENTATION", "HUB_PLACEHOLDER"].map((s) =>
        isBookable(s as never),
      ),
    ).toEqual([true, true, false, false]);
    expect(buttonText("FULLY_IMPLEMENTED")).toBe("Play Now");
    expect(buttonText("IMPLEMENTATION_AVAILABLE")).toBe("Start Experience");
    expect(buttonText("HUB_PLACEHOLDER")).toBe("Coming Soon");
  });

  it("has 27 games, five starred and fully implemented", () => {
    expect(games).toHaveLength(27);
    const starred = games.filter((g) => g.isStarred);
    expect(starred.map((g) => g.name).sort()).toEqual([
      "Mini Bingo",
      "Mini Escape Room",
      "Mini Jeopardy",
      "Mini Survey Says",
      "Mini Trivia",
    ]);
    expect(starred.every((g) => g.status === "FULLY_IMPLEMENTED")).toBe(true);
    expect(libraryCounts(games)).toEqual({ total: 27, ready: 21, comingSoon: 6 });
  });

  it("searches name, description and category, case-insensitively", () => {
    const sample: GameExperience[] = [
      {
        id: "a",
        name: "Mini Trivia",
        emoji: "❓",
        description: "Quick questions.",
        players: { min: 2, max: 10 },
        durationMinutes: { min: 10, max: 20 },
        category: "Trivia & Knowledge",
        status: "FULLY_IMPLEMENTED",
      },
      {
        id: "b",
        name: "Sketch",
        emoji: "✏️",
        description: "Draw and GUESS.",
        players: { min: 2, max: 10 },
        durationMinutes: { min: 10, max: 20 },
        category: "Creative & Drawing",
        status: "HUB_PLACEHOLDER",
      },
    ];
    expect(filterGames(sample, { ...all, search: "TRIVIA" }).map((g) => g.id)).toEqual(["a"]);
    expect(filterGames(sample, { ...all, search: "guess" }).map((g) => g.id)).toEqual(["b"]);
    expect(filterGames(sample, { ...all, search: "drawing" }).map((g) => g.id)).toEqual(["b"]);
    expect(filterGames(sample, { ...all, search: "  " })).toHaveLength(2);
    expect(filterGames(sample, { ...all, category: "Creative & Drawing" }).map((g) => g.id)).toEqual(["b"]);
    expect(filterGames(sample, { ...all, status: "FULLY_IMPLEMENTED" }).map((g) => g.id)).toEqual(["a"]);
    expect(filterGames(sample, { search: "mini", category: "Creative & Drawing", status: "all" })).toEqual(
      [],
    );
  });

  it("sorts category tiles by count, most first", () => {
    const counts = categoryCounts(games);
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(27);
    for (let i = 1; i < counts.length; i++)
      expect(counts[i - 1]?.count).toBeGreaterThanOrEqual(counts[i]?.count ?? 0);
  });

  it("reads dropdown values from the URL safely", () => {
    expect(parseCategory("Quick Reaction")).toBe("Quick Reaction");
    expect(parseCategory("<script>")).toBe("all");
    expect(parseStatus("MINI_IMPLEMENTATION")).toBe("MINI_IMPLEMENTATION");
    expect(parseStatus(null)).toBe("all");
  });

  it("keeps its filters in the URL: q, category and status, each only when used", () => {
    const read = (query: string) => gameFiltersFromSearchParams(new URLSearchParams(query));
    expect(read("")).toEqual(all);
    expect(gameFiltersToSearch(all)).toBe("");
    expect(gameFiltersToSearch({ ...all, search: "   " })).toBe("");
    const full = {
      search: "mini trivia",
      category: "Party & Social",
      status: "MINI_IMPLEMENTATION",
    } as const;
    expect(gameFiltersToSearch(full)).toBe(
      "?q=mini+trivia&category=Party+%26+Social&status=MINI_IMPLEMENTATION",
    );
    expect(read(gameFiltersToSearch(full).slice(1))).toEqual(full);
    expect(read("q=trivia&category=nope&status=nope")).toEqual({ ...all, search: "trivia" });
    expect(read(`q=${"x".repeat(GAME_SEARCH_MAX + 20)}`).search).toHaveLength(GAME_SEARCH_MAX);
  });
});
