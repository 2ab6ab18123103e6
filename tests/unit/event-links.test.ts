/**
 * "Book this event" wherever a buyer decides (issue 30, decision 057): the activity cards, the
 * activity pages, the quiz's matches and the pricing calculator each link to the activity's
 * checkout (/activities/:slug/book) as a plain link, with the choices the buyer already made
 * (the quiz's team size, the calculator's players and add-ons) in its query.
 */
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { eventCheckoutHref } from "~/components/catalogue/event-checkout-href";
import { QuizResults } from "~/components/quiz/quiz-results";
import { ActivityCard } from "~/components/sections/activity-card";
import { CalculatorResult, PriceCalculator } from "~/components/sections/price-calculator";
import { activities } from "~/content/activities";
import { pricedActivities } from "~/content/activity-facts";
import { recommendedActivities } from "~/content/quiz-recommendations";
import { calculateTotal, defaultCalculatorState, noAddOns } from "~/domain/calculator";
import { type QuizAnswers, type QuizTeamSize, quizHeadcount } from "~/domain/quiz";
import ActivityDetail, { loader as activityLoader } from "~/routes/activity";
import { activityCard } from "~/server/activity-pages.server";

function render(element: ReactElement): string {
  return renderToString(createElement(MemoryRouter, null, element));
}

interface Anchor {
  href: string;
  text: string;
}

/** Every link of a rendered fragment: its href (entities decoded) and its text, tags removed. */
function links(html: string): Anchor[] {
  return [...html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: (match[1] ?? "").replaceAll("&amp;", "&"),
    text: (match[2] ?? "")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ")
      .trim(),
  }));
}

const checkoutLinks = (html: string) => links(html).filter((link) => /\/book(\?|$)/.test(link.href));

function activityNamed(slug: string) {
  const activity = pricedActivities.find((candidate) => candidate.id === slug);
  if (!activity) throw new Error(`${slug} is not priced`);
  return activity;
}

function recommendation(id: string) {
  const record = recommendedActivities.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`${id} is not recommended`);
  return record;
}

describe("eventCheckoutHref", () => {
  it("is the activity's checkout, with the headcount and each add-on as its own addOns", () => {
    expect(eventCheckoutHref("lightning-feud")).toBe("/activities/lightning-feud/book");
    expect(eventCheckoutHref("lightning-feud", { headcount: null, addOns: [] })).toBe(
      "/activities/lightning-feud/book",
    );
    expect(eventCheckoutHref("pitch-perfect", { headcount: 25, addOns: ["kits", "awards"] })).toBe(
      "/activities/pitch-perfect/book?headcount=25&addOns=kits&addOns=awards",
    );
  });
});

describe("activity cards", () => {
  for (const activity of activities) {
    it(`${activity.slug}: the title opens the page, one small link opens the checkout`, () => {
      const html = render(createElement(ActivityCard, { activity: activityCard(activity) }));
      expect(links(html)).toEqual([
        { href: `/activities/${activity.slug}`, text: activity.title },
        { href: `/activities/${activity.slug}/book`, text: `Book this event: ${activity.title}` },
      ]);
      // The title's link covers the card; the checkout link sits above that cover, so it is the
      // one a tap on it follows.
      const book = /<a\b[^>]*href="\/activities\/[^"]+\/book"[^>]*>/.exec(html)?.[0] ?? "";
      expect(book).toMatch(/class="[^"]*\brelative\b[^"]*\bz-10\b/);
    });
  }
});

describe("activity pages", () => {
  for (const activity of activities) {
    it(`${activity.slug}: "Book this event" leads to the checkout; the call is the second action`, async () => {
      // Rendered per request (issue 42): without a runtime the approved comments are none.
      const loaderData = await activityLoader({
        params: { slug: activity.slug },
      } as unknown as Parameters<typeof activityLoader>[0]);
      const html = render(
        createElement(ActivityDetail, {
          loaderData,
          params: { slug: activity.slug },
          matches: [],
        } as unknown as Parameters<typeof ActivityDetail>[0]),
      );
      const all = links(html);
      const checkout = `/activities/${activity.slug}/book`;
      // The hero, the closing band and the phone's sticky bar.
      expect(all.filter((link) => link.href === checkout).map((link) => link.text)).toEqual([
        "Book this event",
        "Book this event",
        `Book this event - From $${activity.priceFromPP}/person`,
      ]);
      expect(all.filter((link) => link.href === "/book/intro").map((link) => link.text)).toEqual([
        "Talk to an event planner (opens the scheduler)",
        "Book Your 15-Minute Call (opens the scheduler)",
      ]);
      expect(html).toContain("Pick a date, pay the deposit or get an invoice.");
    });
  }
});

describe("quiz headcount", () => {
  const wide = { min: 1, max: 1000 };
  it("is the middle of the team-size band, moved into the activity's range", () => {
    expect(quizHeadcount("5–12", wide)).toBe(9);
    expect(quizHeadcount("13–30", wide)).toBe(22);
    expect(quizHeadcount("31–80", wide)).toBe(56);
    expect(quizHeadcount("81–200+", { min: 10, max: 120 })).toBe(120);
    expect(quizHeadcount("5–12", { min: 10, max: 300 })).toBe(10);
  });

  it("is none before the size is answered", () => {
    expect(quizHeadcount(null, wide)).toBeNull();
    expect(quizHeadcount("31-80" as QuizTeamSize, wide)).toBeNull();
  });
});

describe("quiz results", () => {
  const records = [
    recommendation("lightning-feud"),
    recommendation("spotlight-social"),
    recommendation("trivia-time"),
  ];
  const answers = (teamSize: QuizTeamSize | null): QuizAnswers => ({
    teamSize,
    vibes: [],
    budget: null,
    duration: "60",
  });
  const renderResults = (teamSize: QuizTeamSize | null) =>
    render(createElement(QuizResults, { answers: answers(teamSize), records, onRestart: () => {} }));

  it("send each catalogue match to its checkout with the team size's headcount", () => {
    expect(checkoutLinks(renderResults("31–80"))).toEqual([
      { href: "/activities/lightning-feud/book?headcount=56", text: "Book this event: Lightning Feud" },
      { href: "/activities/the-spotlight/book?headcount=56", text: "Book this event: The Spotlight" },
    ]);
    // The Spotlight takes at most 120 people: the checkout would refuse the band's middle.
    expect(checkoutLinks(renderResults("81–200+")).map((link) => link.href)).toEqual([
      "/activities/lightning-feud/book?headcount=291",
      "/activities/the-spotlight/book?headcount=120",
    ]);
  });

  it("leave the headcount to the checkout when the size is unknown", () => {
    expect(checkoutLinks(renderResults(null)).map((link) => link.href)).toEqual([
      "/activities/lightning-feud/book",
      "/activities/the-spotlight/book",
    ]);
  });

  it("offer a call with a planner for the match the checkout does not sell", () => {
    const call = links(renderResults("13–30")).filter((link) => link.href === "/book/intro");
    expect(call.map((link) => link.text)).toEqual([
      "Talk to an event planner about Trivia + Icebreakers (opens the scheduler)",
    ]);
  });
});

describe("pricing calculator", () => {
  it("opens on the default activity and players, and its result links to that checkout", () => {
    const html = render(createElement(PriceCalculator));
    expect(checkoutLinks(html)).toEqual([
      {
        href: `/activities/${defaultCalculatorState.activityId}/book?headcount=${defaultCalculatorState.players}`,
        text: `Book this event: ${activityNamed(defaultCalculatorState.activityId).title}`,
      },
    ]);
    expect(html).toContain("Pick a date, pay the deposit or get an invoice.");
  });

  it("carries the players and every ticked add-on, in the engine's order", () => {
    const activity = activityNamed("pitch-perfect");
    const state = {
      activityId: activity.id,
      players: 25,
      addOns: { ...noAddOns, premium_host: true, kits: true },
    };
    const result = calculateTotal(state, activity);
    const html = render(createElement(CalculatorResult, { activity, result, addOns: state.addOns }));
    expect(checkoutLinks(html).map((link) => link.href)).toEqual([
      "/activities/pitch-perfect/book?headcount=25&addOns=kits&addOns=premium_host",
    ]);
    // The link is outside the live region that reads the total out.
    const live = /<div[^>]*aria-live="polite"[^>]*>[\s\S]*?<\/ul>[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    expect(live).toContain("Estimated total");
    expect(live).not.toContain("/book");
  });

  it("moves the players into the activity's range before they reach the checkout", () => {
    const activity = activityNamed("the-spotlight");
    const state = { activityId: activity.id, players: 10_000, addOns: noAddOns };
    const result = calculateTotal(state, activity);
    const html = render(createElement(CalculatorResult, { activity, result, addOns: state.addOns }));
    expect(checkoutLinks(html).map((link) => link.href)).toEqual([
      `/activities/the-spotlight/book?headcount=${activity.headcountMax}`,
    ]);
  });
});
