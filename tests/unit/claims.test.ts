/**
 * One set of facts (docs/decisions/044-one-set-of-facts.md): every rating, share, count, team
 * size, duration and lead time the site's copy states must be one app/content/facts.ts holds, and
 * the copy promises only formats the catalogue sells. The scan reads the copy's sources: the
 * content modules, the pages and components, the blog's Markdown and the PDFs' text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceCalculator } from "~/components/sections/price-calculator";
import { activities } from "~/content/activities";
import { catalogueFactList, catalogueFacts, pricedActivities } from "~/content/activity-facts";
import { claims, facts, statedFigures, surveys } from "~/content/facts";
import { corePackage, packageMinutes, premiumPackage, addOns as pricingAddOns } from "~/content/pricing";
import { budgetLabels } from "~/content/quiz";
import { catalogueIdOf, recommendedActivities } from "~/content/quiz-recommendations";
import { activityFacts } from "~/domain/activity-facts";
import { teamSizeOptions } from "~/domain/catalogue";
import { teamSizes } from "~/domain/lead-fields";
import { formatDollars } from "~/domain/money";
import {
  addOnPriceLabel,
  addOnRules,
  MINIMUM_EVENT_FEE_CENTS,
  priceEvent,
  RATE_BANDS,
  RUSH_FEE_CENTS,
  rateCents,
  voucherUpgradeIds,
} from "~/domain/pricing";
import { quizTeamSizes } from "~/domain/quiz";
import { priceQuote, quoteAddons } from "~/domain/quote-pricing";
import { upgradeChoices } from "~/domain/voucher";
import { quoteItem } from "~/server/services/quote/client.server";

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => test(file) && !file.includes(".test."));
}

const isCode = (file: string) => /\.(ts|tsx)$/.test(file);
/** The copy visitors read: not the admin, the server or the domain rules. */
const copyFiles = [
  ...filesUnder("app/content", isCode),
  ...filesUnder("app/routes", (file) => isCode(file) && !path.basename(file).startsWith("admin")),
  ...filesUnder("app/components", (file) => isCode(file) && !file.includes(`${path.sep}admin${path.sep}`)),
  "scripts/pdf-content.ts",
].filter((file) => !file.endsWith("facts.ts"));
const blogFiles = filesUnder("content/blog", (file) => file.endsWith(".md"));

const read = (file: string) => readFileSync(file, "utf8").replace(/\s+/g, " ");
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** What a blog post says about Rallyroom itself (its advice about other formats is its own). */
const aboutUs = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/^---[\s\S]*?\n---\n/, "")
    .split(/\n\s*\n/)
    .flatMap((paragraph) => sentences(paragraph.replace(/\s+/g, " ")))
    .filter((sentence) => /Rallyroom/.test(sentence));

/** Each text to check, named by its file. */
const texts: [string, string][] = [
  ...copyFiles.map((file): [string, string] => [file, read(file)]),
  ...blogFiles.map((file): [string, string] => [file, aboutUs(file).join(" ")]),
];

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const toNumber = (value: string) => numberWords[value.toLowerCase()] ?? Number(value.replaceAll(",", ""));

/** Every match of a pattern in every text, as "file: match". */
function found(pattern: RegExp, accept: (match: RegExpMatchArray) => boolean): string[] {
  const wrong: string[] = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(pattern)) if (!accept(match)) wrong.push(`${file}: "${match[0]}"`);
  }
  return wrong;
}

const activityRanges = catalogueFactList.map((activity) => [activity.teamSizeMin, activity.teamSizeMax]);

describe("the facts module", () => {
  it("writes each claim with its source", () => {
    expect(claims.rating).toBe(`4.8/5 from ${surveys.responses} post-event surveys, ${surveys.period}`);
    expect(claims.satisfaction).toContain(`of ${surveys.responses} post-event survey respondents`);
    expect(claims.track).toBe(`${facts.eventsHosted} events for ${facts.companies} companies since 2019`);
    expect(claims.teamSizes).toBe("5 to 500+");
    expect(claims.durations).toBe("60 or 75 minutes");
    expect(claims.leadTime).toBe("two weeks");
  });

  it("scans the copy of every page, component, content module, blog post and PDF", () => {
    expect(copyFiles.length).toBeGreaterThan(80);
    expect(blogFiles.length).toBeGreaterThan(10);
  });
});

describe("the copy states only the facts module's figures", () => {
  it("ratings", () => {
    const wrong = found(/\b(\d\.\d)\s*(?:\/|out of )\s*5\b|\brated (\d\.\d)\b/gi, (m) =>
      (statedFigures.ratings as readonly number[]).includes(Number(m[1] ?? m[2])),
    );
    expect(wrong).toEqual([]);
  });

  it("satisfaction shares", () => {
    const wrong = found(
      /\b(\d+)%\s*(?:satisfaction|of (?:teams|clients|(?:post-event )?(?:survey )?respondents)|(?:would )?rate)/gi,
      (m) => (statedFigures.percents as readonly number[]).includes(Number(m[1])),
    );
    expect(wrong).toEqual([]);
  });

  it("counts of teams, companies and events", () => {
    // A plain "8 events" is a package's size; a claim says "over", "more than", "N+", "happy" or
    // counts companies.
    const wrong = found(
      /\b(over |more than )?(\d[\d,]*)(\+)?\s+(happy\s+)?(teams|companies|events|clients|customers)\b/gi,
      (m) =>
        (!m[1] && !m[3] && !m[4] && /teams|events/i.test(m[5] ?? "")) ||
        (statedFigures.counts as readonly number[]).includes(toNumber(m[2] ?? "")),
    );
    expect(wrong).toEqual([]);
  });

  it("team-size ranges: the catalogue's overall range or one activity's own", () => {
    const allowed = [...statedFigures.teamRanges, ...activityRanges].map((range) => range.join("-"));
    const wrong = found(/\b(\d+)\s*(?:to|–|-)\s*(\d+)\+?\s*(?:people|players|participants|guests)\b/gi, (m) =>
      allowed.includes(`${m[1]}-${m[2]}`),
    );
    expect(wrong).toEqual([]);
  });

  it("team-size choices: one set for every form, the quiz and the catalogue filter", () => {
    expect(teamSizes.map((size) => size.value)).toEqual(teamSizeOptions.map((option) => option.id));
    expect([...quizTeamSizes]).toEqual(teamSizeOptions.map((option) => option.label));
    // No other list of sizes to choose from: a form's team-size select takes `teamSizes`, and the
    // quiz's sizes are the catalogue's labels (app/domain/quiz.ts derives them).
    const lists = [...copyFiles, ...filesUnder("app/domain", isCode)].filter((file) =>
      /\b\w*TeamSizes\s*=\s*\[/.test(readFileSync(file, "utf8")),
    );
    expect(lists.map((file) => path.relative("app", file))).toEqual([]);
    const selects = copyFiles.flatMap((file) =>
      [...read(file).matchAll(/<SelectField[^>]*?teamSize[^>]*?options=\{(\w+)\}/g)].map((m) => m[1]),
    );
    expect(selects.length).toBeGreaterThanOrEqual(5);
    expect(new Set(selects)).toEqual(new Set(["teamSizes"]));
  });

  it("event lengths: no range ends on a length the catalogue does not run", () => {
    const wrong = found(/\b(\d+)\s*(?:to|–|or)\s*(\d+)[\s-]*minutes?\b/gi, (m) =>
      (statedFigures.durations as readonly number[]).includes(Number(m[2])),
    );
    expect(wrong).toEqual([]);
  });

  it("lead times", () => {
    const wrong = found(
      /\bbook(?:ing|ed)?\b[^.]{0,30}?\bat least (\w+)[ -]weeks?|\b(\w+)[ -]weeks?(?:'|’)? (?:booking )?(?:notice|lead time)/gi,
      (m) => (statedFigures.leadWeeks as readonly number[]).includes(toNumber(m[1] ?? m[2] ?? "")),
    );
    expect(wrong).toEqual([]);
  });
});

describe("the copy promises only what the catalogue sells", () => {
  it("no escape-room events or murder mysteries anywhere in the site's own copy", () => {
    // "Mini Escape Room" is a game of the game library (/game-experiences), played inside an event.
    const wrong = found(/(?<!Mini )escape rooms?|murder myster(?:y|ies)/gi, () => false);
    expect(wrong).toEqual([]);
  });

  it("scavenger hunts only as the Online Office Games mini-game", () => {
    const inCatalogue = activities.filter((activity) => /scavenger/i.test(JSON.stringify(activity)));
    expect(inCatalogue.map((activity) => activity.id)).toEqual(["online-office-games"]);
    const wrong = found(/[^.]*scavenger hunts?[^.]*/gi, (m) => /office|desk|mini-game/i.test(m[0]));
    expect(wrong.filter((entry) => !entry.startsWith("app/content/activities.ts"))).toEqual([]);
  });
});

/**
 * One price engine (docs/decisions/054-one-price-engine.md): no page writes a price of its own.
 * Every dollar figure in the copy's sources is one of the few that are not event prices (named
 * below with their reason); every event price a page shows is rendered from app/domain/pricing.ts,
 * and each place that shows one is checked against the engine here.
 */
describe("the copy states only the price engine's prices", () => {
  /** Dollar figures that are not the price of an event, by file. */
  const notEventPrices: Record<string, string[]> = {
    // Job salaries.
    "app/content/careers.ts": ["$60,000", "$80,000", "$80,000", "$120,000", "$55,000", "$75,000"],
    // The Enterprise Connection Plan is an annual contract, not an event.
    "app/content/pricing.ts": ["$4,000"],
    "scripts/pdf-content.ts": ["$4,000"],
    // The quiz's budget answers (SPEC.md's values), matched against the engine's rates by scoreQuiz.
    "app/content/quiz.ts": [
      "$25",
      "$35",
      "$25",
      "$35",
      "$36",
      "$50",
      "$36",
      "$50",
      "$51",
      "$65",
      "$51",
      "$65",
    ],
    // A placeholder in the budget field of a lead form.
    "app/components/forms/lead-forms.tsx": ["$2,000"],
  };

  it("no source writes a dollar figure that is an event price", () => {
    const stated: Record<string, string[]> = {};
    for (const [file, text] of texts) {
      const figures = [...text.matchAll(/\$\d[\d,]*/g)].map((m) => m[0]);
      if (figures.length > 0) stated[file] = figures;
    }
    expect(stated).toEqual(notEventPrices);
  });

  it("activity pages and cards quote the engine's total for 40 people, with its minimum", () => {
    for (const activity of pricedActivities) {
      const facts = activityFacts(catalogueFacts[activity.id as keyof typeof catalogueFacts]);
      const headcount = Math.min(activity.headcountMax, Math.max(activity.headcountMin, 40));
      const total = priceEvent({ activity, headcount }).totalCents;
      expect(facts.samplePrice).toBe(`For ${headcount} people: ${formatDollars(total / 100)}`);
      expect(facts.minimumFee).toBe(formatDollars(MINIMUM_EVENT_FEE_CENTS / 100));
    }
    // The issue's figure: Lightning Feud for 40 people is $2,000 on its page, in the calculator and on the quote.
    const feud = pricedActivities.find((activity) => activity.id === "lightning-feud");
    expect(feud && activityFacts(catalogueFacts["lightning-feud"]).samplePrice).toBe("For 40 people: $2,000");
  });

  it("/pricing: package ranges, add-on cards and the calculator are the engine's", () => {
    const rates = (minutes: number) => catalogueFactList.filter((facts) => facts.durationMinutes === minutes);
    const core = rates(packageMinutes.core);
    const premium = rates(packageMinutes.premium);
    expect(corePackage.price).toBe(
      `$${Math.min(...core.map((a) => a.priceFromPP))}–$${Math.max(...core.map((a) => a.priceUpToPP))}`,
    );
    expect(premiumPackage.price).toBe(
      `$${Math.min(...premium.map((a) => a.priceFromPP))}–$${Math.max(...premium.map((a) => a.priceUpToPP))}`,
    );
    const premiumExtras = ["branding", "premium_host", "awards"].reduce(
      (sum, id) => sum + (addOnRules.find((rule) => rule.id === id)?.cents ?? 0),
      0,
    );
    expect(premiumPackage.unit).toContain(formatDollars(premiumExtras / 100));
    expect(pricingAddOns).toEqual(
      addOnRules.map((rule) => ({
        title: rule.label,
        price: addOnPriceLabel(rule),
        text: rule.text,
      })),
    );
    const calculator = renderToStaticMarkup(createElement(PriceCalculator));
    const shown = /data-testid="calculator-total"[^>]*>([^<]+)</.exec(calculator)?.[1];
    const feud = pricedActivities[0];
    if (!feud) throw new Error("No activity");
    expect(shown).toBe(formatDollars(priceEvent({ activity: feud, headcount: 40 }).totalCents / 100));
    expect(shown).toBe("$2,000");
    for (const rule of addOnRules) {
      expect(calculator).toContain(addOnPriceLabel(rule));
    }
  });

  it("the quiz: each result's rates are the engine's, and each budget names a band the rates reach", () => {
    for (const match of recommendedActivities) {
      const activity = pricedActivities.find((candidate) => candidate.id === catalogueIdOf[match.id]);
      if (!activity) continue; // Trivia + Icebreakers is not in the catalogue and cannot be booked.
      expect(match.priceRange).toBe(
        `${formatDollars(activity.rateFromCents / 100)}–${formatDollars(activity.rateUpToCents / 100)}`,
      );
    }
    expect(budgetLabels["$25-$35"]).toBe(`$25-$35 · groups of ${RATE_BANDS.midUpTo + 1} or more`);
    expect(budgetLabels["$36-$50"]).toBe(`$36-$50 · groups of ${RATE_BANDS.smallUpTo + 1} or more`);
    // Some activity's rate for a group in that band falls within the budget.
    expect(pricedActivities.some((a) => rateCents(a, RATE_BANDS.midUpTo + 1) <= 3500)).toBe(true);
    expect(
      pricedActivities.some((a) => {
        const rate = rateCents(a, RATE_BANDS.smallUpTo + 1);
        return rate >= 3600 && rate <= 5000;
      }),
    ).toBe(true);
    expect(Object.values(budgetLabels).join(" ")).not.toMatch(/Core|Premium/);
  });

  it("quotes on /billing: the same add-ons and the same totals", () => {
    expect(quoteAddons.filter((addon) => addon.key !== "rush")).toEqual(
      addOnRules.map((rule) => ({
        key: rule.id,
        cents: rule.cents,
        name: rule.label,
        perPerson: rule.perPerson,
      })),
    );
    expect(quoteAddons.find((addon) => addon.key === "rush")?.cents).toBe(RUSH_FEE_CENTS);
    for (const activity of pricedActivities) {
      // The item /billing quotes from, as the quote service builds it.
      const item = quoteItem(activity.id);
      if (!item) throw new Error(`${activity.id} cannot be quoted`);
      for (const headcount of [activity.headcountMin, 40, activity.headcountMax]) {
        if (headcount > activity.headcountMax) continue;
        const quote = priceQuote(item, headcount, ["kits", "rush"], 50);
        const engine = priceEvent({ activity, headcount, addOns: ["kits"], notice: { rush: true } });
        expect([quote.totalCents, quote.depositCents]).toEqual([engine.totalCents, engine.depositCents]);
      }
    }
  });

  it("the voucher's upgrades are add-ons at their one price", () => {
    expect(upgradeChoices.map((choice) => choice.value)).toEqual(
      voucherUpgradeIds.map(
        (id) => `${formatDollars((addOnRules.find((r) => r.id === id)?.cents ?? 0) / 100)} value`,
      ),
    );
  });
});
