import { describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { recommendedActivities } from "~/content/quiz-recommendations";
import { type VibeId, vibeOptions } from "./catalogue.ts";
import {
  budgetHeadcount,
  budgetPricePerPersonCents,
  canAdvance,
  canGoBack,
  createQuizAnswers,
  DEFAULT_QUIZ_DURATION,
  firstOpenStep,
  fitsBudget,
  isQuizBudget,
  isQuizComplete,
  isQuizDuration,
  isQuizTeamSize,
  isQuizVibe,
  LARGE_TEAM_SIZES,
  type QuizAnswers,
  type QuizBudget,
  type QuizTeamSize,
  quizAnswersFromSearchParams,
  quizAnswersToSearchParams,
  quizBudgetParam,
  quizBudgets,
  quizCompletedProps,
  quizDurations,
  quizHiddenFields,
  quizParams,
  quizSizeParam,
  quizStepFromSearchParams,
  quizStepHref,
  quizTeamSizes,
  quizVibes,
  type RecommendedActivity,
  recommendationIds,
  scoreQuiz,
  scoreRecommendations,
  toggleVibe,
} from "./quiz.ts";

function answers(overrides: Partial<QuizAnswers> = {}): QuizAnswers {
  return { ...createQuizAnswers(), ...overrides };
}

/** Score of every record, keyed by id, for the given answers. */
function scoreMap(overrides: Partial<QuizAnswers>): Record<string, number> {
  return Object.fromEntries(
    scoreRecommendations(answers(overrides), recommendedActivities).map((r) => [r.id, r.score]),
  );
}

const zeroScores = {
  "lightning-feud": 0,
  "online-office-games": 0,
  "pitch-perfect": 0,
  "survey-showdown": 0,
  "trivia-time": 0,
  "spotlight-social": 0,
};

const picks = (list: readonly { id: string; score: number }[]) => list.map((r) => [r.id, r.score]);
/** The quiz's three picks as [id, score], answered with `overrides`, from `records`. */
const topPicks = (overrides: Partial<QuizAnswers>, records = recommendedActivities) =>
  picks(scoreQuiz(answers(overrides), records));

describe("answer values", () => {
  it("uses one canonical team-size set, written with an en dash", () => {
    expect(quizTeamSizes).toEqual(["5\u201312", "13\u201330", "31\u201380", "81\u2013200+"]);
    for (const size of quizTeamSizes) expect(size).not.toContain("-");
    for (const size of LARGE_TEAM_SIZES) expect(quizTeamSizes).toContain(size);
    expect(LARGE_TEAM_SIZES).toEqual(["31–80", "81–200+"]);
  });

  it("uses the vibe ids, the budgets as written in the spec and durations 60/90 (default 60)", () => {
    expect(quizVibes).toEqual(["high-energy", "collaborative", "creative", "competitive", "chill"]);
    // Written out in the quiz (its browser code loads no catalogue): the catalogue's ids, in its order.
    expect(quizVibes).toEqual(vibeOptions.map((option) => option.id));
    expect(quizBudgets).toEqual(["$25-$35", "$36-$50", "$51-$65+"]);
    expect(quizDurations).toEqual(["60", "90"]);
    expect(DEFAULT_QUIZ_DURATION).toBe("60");
    expect(createQuizAnswers()).toEqual({ teamSize: null, vibes: [], budget: null, duration: "60" });
  });

  it("recognises valid values and rejects look-alikes", () => {
    expect(isQuizTeamSize("31–80")).toBe(true);
    expect(isQuizTeamSize("31-80")).toBe(false);
    expect(isQuizTeamSize(31)).toBe(false);
    expect(isQuizVibe("chill")).toBe(true);
    expect(isQuizVibe("Chill")).toBe(false);
    expect(isQuizBudget("$51-$65+")).toBe(true);
    expect(isQuizBudget("$51–$65+")).toBe(false);
    expect(isQuizDuration("90")).toBe(true);
    expect(isQuizDuration("75")).toBe(false);
    expect(isQuizDuration(undefined)).toBe(false);
  });
});

describe("recommendation records", () => {
  it("are the six records in the quiz's order, with the catalogue's names and facts where it has the activity", () => {
    const facts = recommendedActivities.map((r) => [
      r.id,
      r.name,
      r.priceRange,
      r.duration,
      r.teamSize,
      r.detailSlug,
    ]);
    expect(facts).toEqual([
      ["lightning-feud", "Lightning Feud", "$35–$65", "60 min", "8–500", "lightning-feud"],
      ["online-office-games", "Online Office Games", "$40–$65", "60 min", "5–250", "online-office-games"],
      ["pitch-perfect", "Pitch Perfect", "$40–$65", "75 min", "6–150", "pitch-perfect"],
      ["survey-showdown", "Survey Showdown", "$35–$65", "60 min", "10–300", "survey-showdown"],
      ["trivia-time", "Trivia + Icebreakers", "$35–$45", "60 min", null, null],
      ["spotlight-social", "The Spotlight", "$50–$65", "75 min", "10–120", "the-spotlight"],
    ]);
    expect(recommendedActivities.map((r) => r.id)).toEqual([...recommendationIds]);
  });

  it("each link to its activity page, except Trivia + Icebreakers, which has none", () => {
    // Which page each links to is the last column of the table above.
    const slugs = new Set(activities.map((a) => a.slug));
    for (const { detailSlug } of recommendedActivities)
      if (detailSlug !== null) expect(slugs.has(detailSlug), detailSlug).toBe(true);
  });

  it("each have an icon, a one-sentence description and 2-3 reasons", () => {
    for (const record of recommendedActivities) {
      expect(record.icon.length).toBeGreaterThan(0);
      expect(record.icon).not.toMatch(/[a-z]/i);
      expect(record.description).toMatch(/^[A-Z][^.!?]*[.!?]$/);
      expect(record.whyItFits.length).toBeGreaterThanOrEqual(2);
      expect(record.whyItFits.length).toBeLessThanOrEqual(3);
      for (const reason of record.whyItFits) {
        expect(reason.trim()).toBe(reason);
        expect(reason.length).toBeGreaterThan(10);
        expect(reason.length).toBeLessThanOrEqual(60);
      }
    }
  });
});

describe("scoring", () => {
  it("starts every record at 0", () => {
    expect(scoreMap({})).toEqual(zeroScores);
  });

  it("gives +2 to online-office-games and survey-showdown for 31–80 people", () => {
    expect(scoreMap({ teamSize: "31–80" })).toEqual({
      ...zeroScores,
      "online-office-games": 2,
      "survey-showdown": 2,
    });
  });

  it("gives the same +2 for 81–200+ people", () => {
    expect(scoreMap({ teamSize: "81–200+" })).toEqual({
      ...zeroScores,
      "online-office-games": 2,
      "survey-showdown": 2,
    });
  });

  it("gives no size bonus for 5–12 or 13–30 people", () => {
    expect(scoreMap({ teamSize: "5–12" })).toEqual(zeroScores);
    expect(scoreMap({ teamSize: "13–30" })).toEqual(zeroScores);
  });

  it("ignores a hyphenated size: only the canonical en-dash values count", () => {
    expect(scoreMap({ teamSize: "31-80" as QuizTeamSize })).toEqual(zeroScores);
  });

  const vibeCases: [VibeId, Record<string, number>][] = [
    ["high-energy", { "lightning-feud": 3, "online-office-games": 3 }],
    ["creative", { "pitch-perfect": 3, "spotlight-social": 3 }],
    ["collaborative", { "survey-showdown": 3, "online-office-games": 3 }],
    ["competitive", { "lightning-feud": 3, "spotlight-social": 3 }],
    ["chill", { "trivia-time": 3 }],
  ];
  for (const [vibe, gains] of vibeCases) {
    it(`gives +3 per match for the ${vibe} vibe`, () => {
      expect(scoreMap({ vibes: [vibe] })).toEqual({ ...zeroScores, ...gains });
    });
  }

  it("adds up several vibes and the size bonus", () => {
    expect(scoreMap({ teamSize: "81–200+", vibes: ["high-energy", "collaborative"] })).toEqual({
      ...zeroScores,
      "lightning-feud": 3,
      "online-office-games": 8,
      "survey-showdown": 5,
    });
    expect(scoreMap({ teamSize: "31–80", vibes: [...quizVibes] })).toEqual({
      "lightning-feud": 6,
      "online-office-games": 8,
      "pitch-perfect": 3,
      "survey-showdown": 5,
      "trivia-time": 3,
      "spotlight-social": 6,
    });
  });

  it("counts a repeated vibe once and ignores unknown ones", () => {
    expect(scoreMap({ vibes: ["chill", "chill", "nope" as VibeId] })).toEqual({
      ...zeroScores,
      "trivia-time": 3,
    });
  });

  it("does not use the duration", () => {
    const base = { teamSize: "31–80", vibes: ["creative"], budget: "$36-$50" } as const;
    expect(
      scoreQuiz(answers({ ...base, vibes: [...base.vibes], duration: "90" }), recommendedActivities),
    ).toEqual(scoreQuiz(answers({ ...base, vibes: [...base.vibes], duration: "60" }), recommendedActivities));
  });
});

describe("budget: the engine's price per person at the team's size (issue 38)", () => {
  const kept = (budget: QuizBudget, teamSize: QuizTeamSize | null = null) =>
    recommendedActivities.filter((r) => fitsBudget(r, budget, teamSize)).map((r) => r.id);

  it("judges at 40 people without a team size: $50 a person for the two game shows", () => {
    expect(kept("$25-$35")).toEqual([]);
    expect(kept("$36-$50")).toEqual(["lightning-feud", "survey-showdown", "trivia-time"]);
    expect(kept("$51-$65+")).toEqual(["online-office-games", "pitch-perfect", "spotlight-social"]);
  });

  it("offers The Spotlight ($57.50 a person at 31-80) for $51-$65+, not for $36-$50", () => {
    expect(kept("$36-$50", "31–80")).not.toContain("spotlight-social");
    expect(kept("$51-$65+", "31–80")).toContain("spotlight-social");
  });

  it("names the headcount and the engine's price per person each match was judged at", () => {
    const record = (id: string) => {
      const found = recommendedActivities.find((r) => r.id === id);
      if (!found) throw new Error(id);
      return found;
    };
    const at = (id: string, teamSize: QuizTeamSize | null) => [
      budgetHeadcount(record(id), teamSize),
      budgetPricePerPersonCents(record(id), teamSize),
    ];
    // No size: the sample 40 people, 40 × $50 = $2,000 for Lightning Feud.
    expect(at("lightning-feud", null)).toEqual([40, 5000]);
    // 31–80: the middle, 56 people; The Spotlight 56 × $57.50.
    expect(at("spotlight-social", "31–80")).toEqual([56, 5750]);
    // 5–12: 9 people; Trivia + Icebreakers 9 × $45 = $405 is raised to the $500 minimum: $55.56 each.
    expect(at("trivia-time", "5–12")).toEqual([9, 5556]);
    // 81–200+: 291 people, moved into Pitch Perfect's 6–150: 150 × $40 = $6,000.
    expect(at("pitch-perfect", "81–200+")).toEqual([150, 4000]);
  });

  it("reaches $35 a person only for the largest teams", () => {
    expect(kept("$25-$35", "81–200+")).toEqual(["lightning-feud", "survey-showdown", "trivia-time"]);
    expect(kept("$25-$35", "13–30")).toEqual([]);
    // Small teams pay the top rate, or the minimum event fee spread over few people.
    expect(kept("$51-$65+", "5–12")).toEqual([...recommendationIds]);
  });
});

describe("scoreQuiz", () => {
  it("returns the top 3 by score with their scores", () => {
    const result = scoreQuiz(
      answers({ teamSize: "81–200+", vibes: ["high-energy", "collaborative"] }),
      recommendedActivities,
    );
    expect(picks(result)).toEqual([
      ["online-office-games", 8],
      ["survey-showdown", 5],
      ["lightning-feud", 3],
    ]);
    expect(result[0]).toMatchObject({ name: "Online Office Games", detailSlug: "online-office-games" });
  });

  it("breaks ties in catalogue order", () => {
    expect(topPicks({ vibes: ["creative", "competitive"] })).toEqual([
      ["spotlight-social", 6],
      ["lightning-feud", 3],
      ["pitch-perfect", 3],
    ]);
    expect(topPicks({})).toEqual([
      ["lightning-feud", 0],
      ["online-office-games", 0],
      ["pitch-perfect", 0],
    ]);
  });

  it("applies the size bonus end to end", () => {
    // At 31-80 (56 people) Online Office Games costs $52.50 a person: over $36-$50, so it follows.
    expect(topPicks({ teamSize: "31–80", vibes: ["chill"], budget: "$36-$50" })).toEqual([
      ["trivia-time", 3],
      ["survey-showdown", 2],
      ["lightning-feud", 0],
    ]);
    expect(topPicks({ teamSize: "13–30", vibes: ["chill"], budget: "$36-$50" })).toEqual([
      ["trivia-time", 3],
      ["lightning-feud", 0],
      ["online-office-games", 0],
    ]);
  });

  it("fills with the best-scoring others when fewer than 3 fit the budget", () => {
    // At 40 people nothing costs $35 or less a person: the best-scoring others fill all three.
    expect(topPicks({ vibes: ["creative"], budget: "$25-$35" })).toEqual([
      ["pitch-perfect", 3],
      ["spotlight-social", 3],
      ["lightning-feud", 0],
    ]);
    // For 81-200+ people two game shows and Trivia reach $35: they come first.
    expect(topPicks({ teamSize: "81–200+", vibes: ["creative"], budget: "$25-$35" })).toEqual([
      ["survey-showdown", 2],
      ["lightning-feud", 0],
      ["trivia-time", 0],
    ]);
  });

  it.each<[string, VibeId[], [string, number][]]>([
    [
      "$51-$65+ with chill only: Trivia + Icebreakers scores but is over budget, so it comes after the in-budget ones",
      ["chill"],
      [
        ["online-office-games", 0],
        ["pitch-perfect", 0],
        ["spotlight-social", 0],
      ],
    ],
    // Trivia + Icebreakers scores 3 too, but tops out at $45: the in-budget records come first.
    [
      "$51-$65+ ranks the in-budget records by score, ties in the quiz's order",
      ["creative", "chill"],
      [
        ["pitch-perfect", 3],
        ["spotlight-social", 3],
        ["online-office-games", 0],
      ],
    ],
  ])("%s", (_title, vibes, expected) => {
    expect(topPicks({ vibes, budget: "$51-$65+" })).toEqual(expected);
  });

  describe("fill to 3 when the budget leaves fewer", () => {
    const record = (id: RecommendedActivity["id"], from: number, upTo: number): RecommendedActivity => ({
      id,
      name: id,
      icon: "⭐",
      description: "A test record.",
      priceRange: `$${from}–$${upTo}`,
      duration: "60 min",
      teamSize: "5–40",
      headcountRange: { min: 5, max: 40 },
      priceFromPP: from,
      priceUpToPP: upTo,
      whyItFits: ["One", "Two"],
      detailSlug: id,
    });
    const records = [
      record("lightning-feud", 45, 65),
      record("online-office-games", 20, 30),
      record("pitch-perfect", 20, 30),
      record("survey-showdown", 20, 30),
      record("trivia-time", 20, 30),
    ];

    it("puts the in-budget match first, then the best-scoring others", () => {
      expect(
        topPicks({ teamSize: "81–200+", vibes: ["chill", "collaborative"], budget: "$51-$65+" }, records),
      ).toEqual([
        ["lightning-feud", 0],
        ["online-office-games", 5],
        ["survey-showdown", 5],
      ]);
    });

    it("uses catalogue order among equally scored others", () => {
      expect(topPicks({ vibes: ["chill"], budget: "$51-$65+" }, records)).toEqual([
        ["lightning-feud", 0],
        ["trivia-time", 3],
        ["online-office-games", 0],
      ]);
    });

    it("falls back to the overall top 3 when nothing fits the budget", () => {
      const none = records.slice(1);
      expect(topPicks({ vibes: ["creative"], budget: "$51-$65+" }, none)).toEqual([
        ["pitch-perfect", 3],
        ["online-office-games", 0],
        ["survey-showdown", 0],
      ]);
    });

    it("returns what exists when there are fewer than 3 records", () => {
      expect(scoreQuiz(answers({ budget: "$25-$35" }), records.slice(0, 2))).toHaveLength(2);
      expect(scoreQuiz(answers(), [])).toEqual([]);
    });
  });

  it("always returns exactly 3 distinct matches, in-budget ones first, for every possible answer", () => {
    const vibeSets: VibeId[][] = [];
    for (let mask = 0; mask < 1 << quizVibes.length; mask++) {
      vibeSets.push(quizVibes.filter((_, i) => mask & (1 << i)));
    }
    let combinations = 0;
    for (const teamSize of [null, ...quizTeamSizes]) {
      for (const vibes of vibeSets) {
        for (const budget of [null, ...quizBudgets]) {
          const result = scoreQuiz(answers({ teamSize, vibes, budget }), recommendedActivities);
          combinations++;
          expect(result).toHaveLength(3);
          expect(new Set(result.map((r) => r.id)).size).toBe(3);
          const inBudget = result.filter((r) => budget === null || fitsBudget(r, budget, teamSize));
          expect(result.slice(0, inBudget.length)).toEqual(inBudget);
          const scores = inBudget.map((r) => r.score);
          expect(scores).toEqual(scores.toSorted((a, b) => b - a));
        }
      }
    }
    expect(combinations).toBe(5 * 32 * 4);
  });

  it("never changes the records", () => {
    const before = structuredClone(recommendedActivities);
    scoreQuiz(answers({ teamSize: "31–80", vibes: ["chill"], budget: "$25-$35" }), recommendedActivities);
    expect(recommendedActivities).toEqual(before);
    expect(recommendedActivities.every((r) => !("score" in r))).toBe(true);
  });
});

describe("steps", () => {
  it("step 1 needs a team size", () => {
    expect(canAdvance(1, answers())).toBe(false);
    expect(canAdvance(1, answers({ teamSize: "5–12" }))).toBe(true);
  });

  it("step 2 needs at least one vibe, with no upper limit", () => {
    expect(canAdvance(2, answers({ teamSize: "5–12" }))).toBe(false);
    expect(canAdvance(2, answers({ vibes: ["chill"] }))).toBe(true);
    expect(canAdvance(2, answers({ vibes: [...quizVibes] }))).toBe(true);
  });

  it("step 3 needs a budget", () => {
    expect(canAdvance(3, answers({ teamSize: "5–12", vibes: ["chill"] }))).toBe(false);
    expect(canAdvance(3, answers({ budget: "$36-$50" }))).toBe(true);
  });

  it("the results step has nowhere to advance to", () => {
    const full = answers({ teamSize: "5–12", vibes: ["chill"], budget: "$36-$50" });
    expect(canAdvance(4, full)).toBe(false);
  });

  it("Back is disabled on step 1 only", () => {
    expect(canGoBack(1)).toBe(false);
    expect(canGoBack(2)).toBe(true);
    expect(canGoBack(3)).toBe(true);
  });

  it("the quiz is complete once every step has an answer", () => {
    expect(isQuizComplete(answers({ teamSize: "5–12", vibes: ["chill"] }))).toBe(false);
    expect(isQuizComplete(answers({ teamSize: "5–12", vibes: ["chill"], budget: "$25-$35" }))).toBe(true);
  });
});

describe("toggleVibe", () => {
  it("adds a vibe that is not selected and removes one that is", () => {
    expect(toggleVibe([], "chill")).toEqual(["chill"]);
    expect(toggleVibe(["chill"], "chill")).toEqual([]);
    expect(toggleVibe(["creative", "chill"], "creative")).toEqual(["chill"]);
  });

  it("keeps canonical order and does not change its input", () => {
    const selected: VibeId[] = ["chill"];
    expect(toggleVibe(selected, "high-energy")).toEqual(["high-energy", "chill"]);
    expect(selected).toEqual(["chill"]);
    expect(toggleVibe(toggleVibe(selected, "creative"), "creative")).toEqual(selected);
  });
});

describe("quizCompletedProps", () => {
  it("reports team size, comma-joined vibe ids and budget", () => {
    expect(
      quizCompletedProps(
        answers({ teamSize: "81–200+", vibes: ["high-energy", "creative"], budget: "$51-$65+" }),
      ),
    ).toEqual({ team_size: "81–200+", vibe: "high-energy,creative", budget: "$51-$65+" });
  });

  it("reports missing answers as empty strings", () => {
    expect(quizCompletedProps(answers())).toEqual({ team_size: "", vibe: "", budget: "" });
  });
});

describe("the quiz in a URL (the no-JavaScript quiz)", () => {
  const vibeSets: VibeId[][] = [];
  for (let mask = 1; mask < 1 << quizVibes.length; mask++) {
    vibeSets.push(quizVibes.filter((_, i) => mask & (1 << i)));
  }
  const params = (query: string) => new URLSearchParams(query);

  it("writes each answer as the catalogue's ASCII id and reads it back", () => {
    expect(Object.values(quizSizeParam)).toEqual(["5-12", "13-30", "31-80", "81-200"]);
    expect(Object.values(quizBudgetParam)).toEqual(["25-35", "36-50", "51-65"]);
    const full = answers({ teamSize: "81–200+", vibes: ["creative", "chill"], budget: "$51-$65+" });
    expect(quizAnswersToSearchParams(full, 4).toString()).toBe(
      "step=4&size=81-200&vibe=creative&vibe=chill&budget=51-65",
    );
    expect(
      [...quizAnswersToSearchParams(full).keys()].every((key) => quizParams.includes(key as never)),
    ).toBe(true);
    expect(quizAnswersFromSearchParams(quizAnswersToSearchParams(full))).toEqual(full);
    expect(quizAnswersFromSearchParams(params(""))).toEqual(createQuizAnswers());
  });

  it("drops unknown values and reads repeated or comma-joined vibes in canonical order", () => {
    expect(quizAnswersFromSearchParams(params("size=31–80&budget=$36-$50&vibe=loud"))).toEqual(
      createQuizAnswers(),
    );
    expect(
      quizAnswersFromSearchParams(params("vibe=chill&vibe=HIGH-ENERGY,creative&vibe=chill")).vibes,
    ).toEqual(["high-energy", "creative", "chill"]);
    expect(quizAnswersFromSearchParams(params("size=%2031-80%20")).teamSize).toBe("31–80");
  });

  it("shows the step asked for, never past the first unanswered question", () => {
    const at = (query: string) => {
      const p = params(query);
      return quizStepFromSearchParams(p, quizAnswersFromSearchParams(p));
    };
    expect(at("")).toEqual({ step: 1, skipped: false });
    expect(at("size=31-80")).toEqual({ step: 2, skipped: false });
    expect(at("size=31-80&vibe=chill&budget=25-35")).toEqual({ step: 4, skipped: false });
    expect(at("step=1&size=31-80&vibe=chill")).toEqual({ step: 1, skipped: false });
    expect(at("step=3&size=31-80")).toEqual({ step: 2, skipped: true });
    expect(at("step=4&vibe=chill&budget=25-35")).toEqual({ step: 1, skipped: true });
    for (const junk of ["step=0", "step=5", "step=2.5", "step=two", "step="]) {
      expect(at(`${junk}&size=31-80`), junk).toEqual({ step: 2, skipped: false });
    }
    expect(firstOpenStep(answers({ teamSize: "5–12", vibes: ["chill"] }))).toBe(3);
  });

  it("gives the client quiz's results for every answer, step by step through the forms' fields", () => {
    /** What a GET form sends: its hidden fields, then the step's own choices, as the browser orders them. */
    const submit = (step: 1 | 2 | 3, state: QuizAnswers, own: [string, string][]) =>
      new URLSearchParams([...quizHiddenFields(step, state), ...own]);
    let combinations = 0;
    for (const teamSize of quizTeamSizes) {
      for (const vibes of vibeSets) {
        for (const budget of quizBudgets) {
          // With JavaScript: the answers as the page's state collects them.
          let client = createQuizAnswers();
          client = { ...client, teamSize };
          for (const vibe of vibes) client = { ...client, vibes: toggleVibe(client.vibes, vibe) };
          client = { ...client, budget };

          // Without: three GETs, each page rendered from the URL the previous form sent.
          const one = submit(1, quizAnswersFromSearchParams(params("")), [["size", quizSizeParam[teamSize]]]);
          const afterOne = quizAnswersFromSearchParams(one);
          expect(quizStepFromSearchParams(one, afterOne)).toEqual({ step: 2, skipped: false });
          const two = submit(
            2,
            afterOne,
            vibes.map((vibe) => ["vibe", vibe]),
          );
          const afterTwo = quizAnswersFromSearchParams(two);
          expect(quizStepFromSearchParams(two, afterTwo)).toEqual({ step: 3, skipped: false });
          const three = submit(3, afterTwo, [["budget", quizBudgetParam[budget]]]);
          const server = quizAnswersFromSearchParams(three);
          expect(quizStepFromSearchParams(three, server)).toEqual({ step: 4, skipped: false });

          expect(server).toEqual(client);
          expect(scoreQuiz(server, recommendedActivities)).toEqual(scoreQuiz(client, recommendedActivities));
          combinations++;
        }
      }
    }
    expect(combinations).toBe(4 * 31 * 3);
  });

  it("links to a step with every answer so far, or to a fresh quiz", () => {
    const full = answers({ teamSize: "13–30", vibes: ["competitive", "chill"], budget: "$36-$50" });
    expect(quizStepHref(full, 2)).toBe(
      "/quiz?step=2&size=13-30&vibe=competitive&vibe=chill&budget=36-50#quiz",
    );
    expect(quizStepHref(answers({ teamSize: "5–12" }), 1)).toBe("/quiz?step=1&size=5-12#quiz");
    expect(quizStepHref(full, null)).toBe("/quiz#quiz");
    const back = new URL(quizStepHref(full, 3), "https://example.com");
    expect(quizAnswersFromSearchParams(back.searchParams)).toEqual(full);
    expect(quizStepFromSearchParams(back.searchParams, full)).toEqual({ step: 3, skipped: false });
  });

  it("keeps the later answers when a visitor goes back a step", () => {
    const full = answers({ teamSize: "13–30", vibes: ["competitive"], budget: "$36-$50" });
    expect(quizHiddenFields(1, full)).toEqual([
      ["step", "2"],
      ["vibe", "competitive"],
      ["budget", "36-50"],
    ]);
    expect(quizHiddenFields(2, full)).toEqual([
      ["step", "3"],
      ["size", "13-30"],
      ["budget", "36-50"],
    ]);
    expect(quizHiddenFields(3, full)).toEqual([
      ["step", "4"],
      ["size", "13-30"],
      ["vibe", "competitive"],
    ]);
  });
});
