/**
 * One source of truth for an activity's duration, team size and price: every place that shows
 * them (quiz results, activity cards, detail pages, the pricing page's list, the billing
 * catalogue's seed) must say exactly what app/content/activities.ts says. The expected strings
 * are written out here from the catalogue's numbers, independently of the display helpers.
 */
import { readFileSync } from "node:fs";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ActivityCard } from "~/components/sections/activity-card";
import { ActivityPriceList } from "~/components/sections/activity-price-list";
import { type Activity, activities } from "~/content/activities";
import {
  type CatalogueId,
  catalogueDurations,
  catalogueFactList,
  catalogueFacts,
  catalogueTeamRange,
  pricedActivity,
} from "~/content/activity-facts";
import { packageMinutes, packages, pricingReasons } from "~/content/pricing";
import { budgetLabels } from "~/content/quiz";
import { catalogueIdOf, recommendedActivities } from "~/content/quiz-recommendations";
import { comparison } from "~/content/why-rallyroom";
import { vibeOptions } from "~/domain/catalogue";
import { eventTotalCents, MINIMUM_EVENT_FEE_CENTS } from "~/domain/pricing";
import {
  type QuizAnswers,
  quizBudgets,
  quizTeamSizes,
  type RecommendedActivity,
  scoreQuiz,
} from "~/domain/quiz";
import ActivityDetail, { loader as activityLoader } from "~/routes/activity";
import { activityCard } from "~/server/activity-pages.server";

const expected = (a: Activity) => ({
  minutes: `${a.durationMinutes} minutes`,
  min: `${a.durationMinutes} min`,
  size: `${a.teamSizeMin}\u2013${a.teamSizeMax}`,
  sizeLong: `${a.teamSizeMin} to ${a.teamSizeMax} participants`,
  from: `$${a.priceFromPP}`,
  // An activity whose kit is part of it (Tiny Campfire) says so beside its rates.
  range: `$${a.priceFromPP}\u2013$${a.priceUpToPP}${"kitIncluded" in a && a.kitIncluded ? " + $30 kit" : ""}`,
  sample: `For ${sample(a).headcount} people: $${sample(a).total.toLocaleString("en-US")}`,
});

/**
 * The price an activity's page and card quote (docs/decisions/054-one-price-engine.md), worked
 * out here from the catalogue's numbers: 40 people (or the nearest the activity takes) at the
 * top rate up to 30, the midpoint to 80, the lowest from 81, never below the $500 minimum.
 */
function sample(a: Activity): { headcount: number; total: number } {
  const headcount = Math.min(a.teamSizeMax, Math.max(a.teamSizeMin, 40));
  const rate =
    headcount <= 30 ? a.priceUpToPP : headcount <= 80 ? (a.priceFromPP + a.priceUpToPP) / 2 : a.priceFromPP;
  const kits = "kitIncluded" in a && a.kitIncluded ? headcount * 30 : 0;
  return { headcount, total: Math.max(500, Math.round(headcount * rate)) + kits };
}

function render(element: ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, element));
}

/** The text of a rendered page, tags removed and entities of interest decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
}

/** Every "$N" figure in a text. */
const dollars = (value: string) =>
  [...value.matchAll(/\$(\d[\d,]*)/g)].map((m) => Number(m[1]?.replaceAll(",", "")));
/** Every "N min"/"N minutes" figure. */
const minutes = (value: string) => [...value.matchAll(/(\d+)\s*min(?:ute)?s?\b/g)].map((m) => Number(m[1]));

function catalogueEntry(id: string): Activity {
  const activity = activities.find((candidate) => candidate.id === id);
  if (!activity) throw new Error(`${id} is not in the catalogue`);
  return activity;
}

function expectMatchesCatalogue(result: RecommendedActivity): void {
  const catalogueId = catalogueIdOf[result.id];
  if (catalogueId === null) {
    // Not in the catalogue, so nothing there to contradict, and no page to link to.
    expect(activities.some((activity) => activity.title === result.name)).toBe(false);
    expect([result.name, result.priceRange, result.duration, result.teamSize, result.detailSlug]).toEqual([
      "Trivia + Icebreakers",
      "$35–$45",
      "60 min",
      null,
      null,
    ]);
    return;
  }
  const activity = catalogueEntry(catalogueId);
  const facts = expected(activity);
  expect(result.name, result.id).toBe(activity.title);
  expect(result.priceRange, result.id).toBe(facts.range);
  expect(result.duration, result.id).toBe(facts.min);
  expect(result.teamSize, result.id).toBe(facts.size);
  expect(result.detailSlug, result.id).toBe(activity.slug);
}

/** Every non-empty subset of the vibes. */
function vibeSets(): QuizAnswers["vibes"][] {
  const ids = vibeOptions.map((option) => option.id);
  const sets: QuizAnswers["vibes"][] = [];
  for (let mask = 1; mask < 1 << ids.length; mask += 1) {
    sets.push(ids.filter((_id, bit) => mask & (1 << bit)));
  }
  return sets;
}

describe("the catalogue", () => {
  it("takes every activity's facts from the one facts table, and the table has no other entry", () => {
    expect(Object.keys(catalogueFacts)).toEqual(activities.map((activity) => activity.id));
    for (const activity of activities) {
      expect(catalogueFacts).toHaveProperty(activity.id);
      expect(activity).toMatchObject(catalogueFacts[activity.id as keyof typeof catalogueFacts]);
    }
  });

  it("gives the overall team range and the durations offered", () => {
    expect(catalogueTeamRange).toEqual({ min: 5, max: 500 });
    expect(catalogueDurations).toEqual([60, 75]);
  });
});

describe("quiz results", () => {
  it("show the catalogue's facts for each of the six records it has", () => {
    expect(recommendedActivities).toHaveLength(6);
    for (const record of recommendedActivities) expectMatchesCatalogue(record);
  });

  it("show the catalogue's facts for every possible set of answers", () => {
    let results = 0;
    for (const teamSize of quizTeamSizes) {
      for (const vibes of vibeSets()) {
        for (const budget of quizBudgets) {
          const matches = scoreQuiz({ teamSize, vibes, budget }, recommendedActivities);
          expect(matches).toHaveLength(3);
          for (const match of matches) expectMatchesCatalogue(match);
          results += matches.length;
        }
      }
    }
    // 4 sizes x 31 vibe sets x 3 budgets x 3 matches.
    expect(results).toBe(4 * 31 * 3 * 3);
  });

  it("name package lengths the catalogue offers", () => {
    const offered = new Set<number>(activities.map((a) => a.durationMinutes));
    for (const label of Object.values(budgetLabels)) {
      const figures = [...label.matchAll(/(\d+)(?:\u2013(\d+))? min/g)].flatMap((m) => [m[1], m[2]]);
      for (const figure of figures.filter(Boolean)) expect(offered.has(Number(figure)), label).toBe(true);
    }
  });
});

describe("activity cards", () => {
  for (const activity of activities) {
    it(`${activity.slug}: duration, team size and starting price are the catalogue's`, () => {
      const facts = expected(activity);
      const card = text(render(createElement(ActivityCard, { activity: activityCard(activity) })));
      expect(card).toContain(`Duration ${facts.min}`);
      expect(card).toContain(`Team ${facts.size}`);
      expect(card).toContain(`From ${facts.from}/person`);
      // The price engine's figure for the sample headcount, and no other.
      expect(card).toContain(facts.sample);
      expect(sample(activity).total * 100).toBe(
        eventTotalCents(pricedActivity(activity.id as CatalogueId), sample(activity).headcount),
      );
      expect(dollars(card)).toEqual([activity.priceFromPP, sample(activity).total]);
      expect(minutes(card)).toEqual([activity.durationMinutes]);
    });
  }
});

describe("activity detail pages", () => {
  for (const activity of activities) {
    it(`${activity.slug}: hero, Event Details, pricing and booking bar agree with the catalogue`, async () => {
      const facts = expected(activity);
      // Rendered per request: without a runtime the approved comments are none, the rest is the catalogue's.
      const loaderData = await activityLoader({
        params: { slug: activity.slug },
      } as unknown as Parameters<typeof activityLoader>[0]);
      const page = text(
        render(
          createElement(ActivityDetail, {
            loaderData,
            params: { slug: activity.slug },
            matches: [],
          } as unknown as Parameters<typeof ActivityDetail>[0]),
        ),
      );
      // Hero
      expect(page).toContain(` ${facts.minutes} `);
      expect(page).toContain(` ${facts.size} people `);
      expect(page).toContain(` From ${facts.from}/person `);
      // Event Details: derived, never restated in the activity's own rows
      expect(page).toContain(`Duration ${facts.minutes}`);
      expect(page).toContain(`Team size ${facts.sizeLong}`);
      expect(activity.details.map((d) => d.label)).not.toContain("Duration");
      expect(activity.details.map((d) => d.label)).not.toContain("Team size");
      // Pricing section and the mobile booking bar
      expect(page).toContain(`${facts.range} per person`);
      expect(page).toContain(`Book this event - From ${facts.from}/person`);
      expect(page).toContain(facts.sample);
      expect(page).toContain(`the $${MINIMUM_EVENT_FEE_CENTS / 100} minimum event fee`);
      // No other price or team-size range anywhere on the page (copy and testimonials included):
      // the rates, the engine's sample total and its minimum fee.
      for (const figure of dollars(page))
        expect([
          activity.priceFromPP,
          activity.priceUpToPP,
          sample(activity).total,
          MINIMUM_EVENT_FEE_CENTS / 100,
          // The kit's price beside the rates of an activity whose kit is part of it.
          ...("kitIncluded" in activity && activity.kitIncluded ? [30] : []),
        ]).toContain(figure);
      for (const [, low, high] of page.matchAll(/(\d+)\s*(?:\u2013|to)\s*(\d+)\s*(?:people|participants)/g)) {
        expect([Number(low), Number(high)]).toEqual([activity.teamSizeMin, activity.teamSizeMax]);
      }
    });
  }
});

describe("the pricing page", () => {
  it("lists every activity with the catalogue's duration, team size and price range", () => {
    const html = render(createElement(ActivityPriceList, { activities: catalogueFactList }));
    for (const activity of activities) {
      const facts = expected(activity);
      const item = /<li[^>]*data-activity="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g;
      const entry = [...html.matchAll(item)].find((m) => m[1] === activity.id)?.[2] ?? "";
      const body = text(entry);
      expect(body).toContain(activity.title);
      expect(entry).toContain(`href="/activities/${activity.slug}"`);
      expect(body).toContain(`Duration ${facts.min}`);
      expect(body).toContain(`Team ${facts.size}`);
      expect(body).toContain(`Per person ${facts.range}`);
    }
  });

  it("gives its packages lengths the catalogue offers and the catalogue's team range", () => {
    const durations = activities.map((a) => a.durationMinutes);
    expect(packageMinutes).toEqual({ core: Math.min(...durations), premium: Math.max(...durations) });
    for (const item of packages) {
      for (const figure of minutes(item.features.join(" "))) expect(durations).toContain(figure);
    }
    const smallest = Math.min(...activities.map((a) => a.teamSizeMin));
    const largest = Math.max(...activities.map((a) => a.teamSizeMax));
    const sizes = pricingReasons.find((reason) => reason.title === "Any team size")?.text;
    expect(sizes).toContain(`From ${smallest} people to ${largest}+`);
    const row = comparison.find((entry) => entry.topic === "Team size")?.rallyroom;
    expect(row).toContain(`${smallest} to ${largest}+`);
  });
});

describe("the billing catalogue", () => {
  it("seeds each activity's per-person prices from the catalogue, in cents", () => {
    const seed = readFileSync("app/server/db/migrations/0003_seed-catalog.sql", "utf8");
    for (const activity of activities) {
      const row = new RegExp(`\\('${activity.slug}', '([^']+)', (\\d+), (\\d+),`).exec(seed);
      expect(row, activity.slug).not.toBeNull();
      expect(row?.[1]).toBe(activity.title);
      expect(Number(row?.[2])).toBe(activity.priceFromPP * 100);
      expect(Number(row?.[3])).toBe(activity.priceUpToPP * 100);
    }
  });
});
