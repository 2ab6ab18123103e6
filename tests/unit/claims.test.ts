/**
 * One set of facts (docs/decisions/044-one-set-of-facts.md): every rating, share, count, team
 * size, duration and lead time the site's copy states must be one app/content/facts.ts holds, and
 * the copy promises only formats the catalogue sells. The scan reads the copy's sources: the
 * content modules, the pages and components, the blog's Markdown and the PDFs' text.
 *
 * The company's other facts have one owner each too: a person's name and role are their profile's
 * in content/hosts (docs/decisions/045-people.md), and the booking rules' figures (the voucher's
 * upgrades, the extra time, the deposit, the notice, the cancellation and headcount hours) are the
 * constants of app/config/site.ts, app/domain/pricing.ts, app/domain/event-checkout.ts and
 * app/domain/booking-policy.ts, which the copy interpolates.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { VoucherTeaser } from "~/components/forms/voucher";
import { PriceCalculator } from "~/components/sections/price-calculator";
import { site } from "~/config/site";
import { activities } from "~/content/activities";
import { catalogueFactList, catalogueFacts, pricedActivities } from "~/content/activity-facts";
import { claims, facts, statedFigures, surveys } from "~/content/facts";
import { corePackage, packageMinutes, premiumPackage, addOns as pricingAddOns } from "~/content/pricing";
import { budgetLabels, stepTitles } from "~/content/quiz";
import { catalogueIdOf, recommendedActivities } from "~/content/quiz-recommendations";
import { ratingClaims } from "~/content/rating-claims";
import { activityFacts } from "~/domain/activity-facts";
import {
  cancellationTiers,
  changeOfPlansSentence,
  FULL_REFUND_HOURS,
  HEADCOUNT_CHANGE_HOURS,
} from "~/domain/booking-policy";
import { teamSizeOptions } from "~/domain/catalogue";
import { EXTRA_TIME_MINUTES, eventUnbookableMessages, kitNoticeText } from "~/domain/event-checkout";
import { teamSizes } from "~/domain/lead-fields";
import { formatDollars } from "~/domain/money";
import {
  addOnPriceLabel,
  addOnRule,
  addOnRules,
  MINIMUM_EVENT_FEE_CENTS,
  priceEvent,
  RUSH_FEE_CENTS,
  voucherUpgradeIds,
} from "~/domain/pricing";
import { quizBudgets, quizTeamSizes } from "~/domain/quiz";
import { priceQuote, quoteAddons } from "~/domain/quote-pricing";
import { upgradeChoices, upgradePhrase, voucherUpgradeSummary } from "~/domain/voucher";
import WhyRallyroom from "~/routes/why-rallyroom";
import { listPosts } from "~/server/blog.server";
import { voucherEmail } from "~/server/email/templates.server";
import { bylineOf, listPeople, roleInSentence } from "~/server/hosts.server";
import { markdownFor } from "~/server/markdown.server";
import { whyRallyroomData } from "~/server/rating-pages.server";
import { quoteItem } from "~/server/services/quote/client.server";

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => test(file) && !file.includes(".test."));
}

const isCode = (file: string) => /\.(ts|tsx)$/.test(file);
/**
 * The copy visitors read: pages, components and content, the emails, the documents, the Markdown
 * versions and llms.txt, and the PDFs' text; not the admin, the services or the domain rules.
 */
const copyFiles = [
  ...filesUnder("app/content", isCode),
  ...filesUnder("app/routes", (file) => isCode(file) && !path.basename(file).startsWith("admin")),
  ...filesUnder("app/components", (file) => isCode(file) && !file.includes(`${path.sep}admin${path.sep}`)),
  ...filesUnder("app/server/email", isCode),
  ...filesUnder("app/server/documents", isCode),
  "app/server/markdown.server.ts",
  ...filesUnder("scripts/pdf-documents", isCode),
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

/** A source's words as a reader meets them: without its comments. */
const readerText = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1")
    .replace(/\s+/g, " ");

/** Each text to check, named by its file. */
const texts: [string, string][] = [
  ...copyFiles.map((file): [string, string] => [file, readerText(file)]),
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

describe("the kit notice", () => {
  it("is one figure: the checkout's three weeks is the copy's kit lead time", () => {
    expect(site.events.kitNoticeDays).toBe(facts.leadTime.kitWeeks * 7);
  });

  it("is worded one way: the checkout's refusal says the copy's \"three weeks\"", () => {
    expect(kitNoticeText).toBe(claims.kitLeadTime);
    expect(eventUnbookableMessages(["kits"]).notice).toContain(`${claims.kitLeadTime}' notice`);
  });
});

describe("the facts module", () => {
  it("writes each claim with its source", () => {
    expect(claims.rating).toBe(
      `4.8/5 from ${surveys.responses} post-event surveys, ${surveys.period}, collected before this site's own survey`,
    );
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
    "app/content/enterprise-plan.ts": ["$4,000"],
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
    // The budget is matched at the team's size by the engine: no label promises a group size.
    expect(Object.values(budgetLabels)).toEqual([...quizBudgets]);
    expect(stepTitles[3].hint).toContain("at the team size you chose");
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

/**
 * People (docs/decisions/045-people.md): content/hosts/*.md owns every team member's name and role.
 * No page, email, PDF or blog post may name a founder or host the profiles do not hold, give one a
 * role that is not theirs, or name someone who shares a team member's first name or surname.
 */
describe("the copy names only the team's people, in their own roles", () => {
  const people = listPeople();
  const teamNames = people.map((person) => person.name);
  const firstNames = new Set(people.map((person) => person.name.split(" ")[0]));
  const surnames = new Set(people.map((person) => person.name.split(" ").at(-1)));
  /** Everything in app/ (pages, components, content, emails, documents, rules) and the PDFs' text. */
  const sourceFiles = [...filesUnder("app", isCode), "scripts/pdf-content.ts"];
  const peopleTexts: [string, string][] = [
    ...sourceFiles.map((file): [string, string] => [file, readerText(file)]),
    ...blogFiles.map((file): [string, string] => [file, read(file)]),
  ];
  const name = "([A-Z][a-z]+(?: [A-Z][a-z']+)+)";
  const role =
    "([Cc]o-?[Ff]ounders?|[Ff]ounders?|CEO|[Cc]hief [Ee]xecutive|[Hh]ead of hosting|(?:[Ss]enior |[Ll]ead )?[Hh]osts?|[Gg]ame writer)";
  /** Whether a profile holds this role: a founder's, the CEO's, the head of hosting's, a host's. */
  const holds = (person: (typeof people)[number], stated: string) => {
    const said = stated.toLowerCase();
    if (/founder/.test(said)) return person.team === "founder";
    if (/ceo|chief executive/.test(said)) return /\bCEO\b/.test(person.role);
    if (/head of hosting/.test(said)) return /head of hosting/i.test(person.role);
    if (/senior/.test(said)) return /senior/i.test(person.role);
    if (/game writer/.test(said)) return /game writer/i.test(person.role);
    return true; // Every founder and host hosts.
  };

  it("scans every source in app/, the PDFs' text and every blog post", () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(people.filter((person) => person.team === "founder").length).toBe(2);
  });

  it('"<Name>, founder", "co-founder <Name>", "<Name>, host": a team member in their role', () => {
    const wrong: string[] = [];
    const patterns = [
      // A name may be set in its own element: `<b>Name</b>, founder`.
      new RegExp(`${name}(?:</\\w+>)?, (?:(?:our|the|a|your|Rallyroom's) )?${role}\\b`, "g"),
      new RegExp(`\\b${role},? (?:<\\w+[^<>]*>)?${name}`, "g"),
      new RegExp(`\\b[Hh]osted by ${name}`, "g"),
    ];
    for (const [file, text] of peopleTexts) {
      for (const [index, pattern] of patterns.entries()) {
        for (const match of text.matchAll(pattern)) {
          const [who, stated] = index === 1 ? [match[2], match[1]] : [match[1], match[2] ?? "host"];
          const person = people.find((candidate) => candidate.name === who);
          if (!person || !holds(person, stated ?? "")) wrong.push(`${file}: "${match[0]}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("no other name shares a team member's first name or surname", () => {
    const wrong: string[] = [];
    for (const [file, text] of peopleTexts) {
      for (const match of text.matchAll(/\b([A-Z][a-z]+) ([A-Z][a-z']+)\b/g)) {
        const [full = "", first, last] = match;
        if ((firstNames.has(first) || surnames.has(last)) && !teamNames.includes(full))
          wrong.push(`${file}: "${full}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("/about-us.md lists the team from the profiles", () => {
    const about = markdownFor("/about-us") ?? "";
    for (const person of people) expect(about).toContain(`- ${person.name}: ${person.role}`);
  });

  it("/why-rallyroom credits its quote to a founder, by the profile's name and role", () => {
    const loaderData = whyRallyroomData(ratingClaims(null));
    const founder = people.find((person) => person.name === loaderData.quote.name);
    expect(founder?.team).toBe("founder");
    expect(loaderData.quote.role).toBe(founder && roleInSentence(founder));
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(WhyRallyroom, { loaderData, params: {}, matches: [] } as unknown as Parameters<
          typeof WhyRallyroom
        >[0]),
      ),
    );
    expect(html).toContain(`>${founder?.name}</a>, ${loaderData.quote.role} of Rallyroom`);
  });

  it("a blog byline is a team member, the editorial team, or a guest the post introduces", () => {
    const wrong: string[] = [];
    for (const file of blogFiles) {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
      const author = /^author: "(.*)"$/m.exec(frontmatter)?.[1] ?? "";
      const authorRole = /^authorRole: "(.*)"$/m.exec(frontmatter)?.[1];
      if (teamNames.includes(author)) {
        // A team member's role is their profile's, not the post's.
        if (authorRole !== undefined) wrong.push(`${file}: ${author} has a role of the post's own`);
      } else if (author !== `${site.name} Editorial Team`) {
        const [first, last] = [author.split(" ")[0], author.split(" ").at(-1)];
        if (!authorRole)
          wrong.push(`${file}: ${author} is not on the team and the post does not say who they are`);
        if (firstNames.has(first) || surnames.has(last))
          wrong.push(`${file}: ${author} shares a team member's name`);
      }
    }
    expect(wrong).toEqual([]);
    // The page and its Markdown say who wrote it: a team member's role from the profile.
    for (const post of listPosts()) {
      const byline = bylineOf(post);
      const person = people.find((candidate) => candidate.name === post.author);
      if (person) {
        expect(byline).toEqual({
          name: person.name,
          role: roleInSentence(person),
          href: `/hosts#${person.slug}`,
        });
      } else if (byline.role === null) {
        expect(post.author).toBe(`${site.name} Editorial Team`);
      }
      expect(markdownFor(`/blog/${post.slug}`)).toContain(
        `By ${post.author}${byline.role ? `, ${byline.role}` : ""}. ${post.dateLong}.`,
      );
    }
  });
});

/**
 * The booking rules' figures, each stated by its owner: the copy interpolates the constant
 * wherever it can import it (a TypeScript source); a blog post, which cannot, must write the
 * constant's value.
 */
describe("the copy states the booking rules as their owners hold them", () => {
  // The copy and what the server writes to a buyer: emails, documents, Markdown, page data. The
  // services' messages are their owners' (app/server/services), the database's none.
  const ruleFiles = [
    ...new Set([
      ...copyFiles,
      ...filesUnder("app/server", (file) => isCode(file) && !/[/\\](?:db|services)[/\\]/.test(file)),
    ]),
  ];
  const ruleTexts: [string, string][] = [
    ...ruleFiles.map((file): [string, string] => [file, readerText(file)]),
    ...blogFiles.map((file): [string, string] => [file, aboutUs(file).join(" ")]),
  ];
  const isMarkdown = (file: string) => file.endsWith(".md");

  /**
   * Every match of `pattern`, with the words around it, that `accept` refuses: in a TypeScript
   * source any written-out figure (the constant must be interpolated), in Markdown a wrong one.
   */
  function misstated(
    pattern: RegExp,
    accept: (figures: number[], around: string) => boolean,
    /** Whether the match, by its sentence and the words before it, states this rule. */
    about: (sentence: string, before: string) => boolean = () => true,
  ): string[] {
    const wrong: string[] = [];
    for (const [file, text] of ruleTexts) {
      for (const match of text.matchAll(pattern)) {
        // The sentence it is in, which in a source ends at its string's quotes too.
        const index = match.index ?? 0;
        const before = text.slice(Math.max(0, index - 240), index);
        const after = text.slice(index, index + 240);
        const around =
          before.slice(before.search(/[^.!?"`]*$/)) + after.slice(0, after.search(/[.!?"`]|$/) + 1);
        if (!about(around, before.slice(-200))) continue;
        const figures = match
          .slice(1)
          .filter((group) => group !== undefined)
          .map(toNumber);
        if (!isMarkdown(file) || !accept(figures, around))
          wrong.push(`${file}: "${match[0]}" in "${around}"`);
      }
    }
    return wrong;
  }

  it("the owners agree with themselves", () => {
    expect(addOnRule("extra_time")?.label).toBe(`Extra ${EXTRA_TIME_MINUTES} minutes`);
    expect(upgradePhrase("extra_time")).toBe(`an extra ${EXTRA_TIME_MINUTES} minutes`);
    expect(voucherUpgradeSummary).toBe(
      `a custom theme, an extra ${EXTRA_TIME_MINUTES} minutes or an awards ceremony`,
    );
    // Each upgrade as a sentence names it is its add-on's label, or the label's first part.
    for (const id of voucherUpgradeIds) {
      expect(addOnRule(id)?.label.toLowerCase()).toContain(upgradePhrase(id).replace(/^an? /, ""));
    }
    expect(FULL_REFUND_HOURS).toBe(cancellationTiers[0]?.fromHours);
    expect(changeOfPlansSentence).toContain(`${FULL_REFUND_HOURS} hours' notice`);
    // Each tier's words name its own hours and the next tier's, and what comes back.
    cancellationTiers.forEach((tier, index) => {
      const above = cancellationTiers[index - 1];
      if (tier.fromHours > 0) expect(tier.notice).toContain(String(tier.fromHours));
      if (above) expect(tier.notice).toContain(String(above.fromHours));
      if (tier.refundPercent === 100) expect(tier.outcome).toContain("full refund");
      else if (tier.refundPercent > 0) expect(tier.outcome).toContain(`${tier.refundPercent}% refund`);
      else expect(tier.outcome).toBe("no refund");
      expect(tier.outcome.includes("free reschedule")).toBe(tier.freeReschedule);
    });
  });

  it("the voucher's upgrades: the engine's list, in every place that names them", () => {
    // A hand-written list: two of the upgrades named together (Markdown may write the engine's own).
    const upgrade = String.raw`(?:custom theme|(?:an? )?extra \d+ minutes|\d+ extra minutes|(?:an? )?awards ceremony)`;
    const list = new RegExp(`${upgrade}(?:,| or| and) (?:an? )?${upgrade}`, "gi");
    const wrong = misstated(list, (_figures, around) => around.includes(voucherUpgradeSummary));
    expect(wrong).toEqual([]);

    // The teaser, its dialog and the claim email, as rendered.
    const teaser = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(VoucherTeaser, { remaining: 3, source: "test" })),
    );
    expect(teaser).toContain(voucherUpgradeSummary);
    const email = voucherEmail(
      "buyer@example.com",
      { code: "RALLY-ABCD-EFGH", expiresAt: new Date("2026-12-01T12:00:00Z") },
      { unsubscribeUrl: "https://example.com/unsubscribe" },
    );
    for (const choice of upgradeChoices) expect(email.text).toContain(`${choice.name} (${choice.value})`);
  });

  it("the extra time", () => {
    const wrong = misstated(
      /\b(\d+) (?:extra|more|additional) minutes\b|\b(?:extra|additional) (\d+) minutes\b/gi,
      ([minutes]) => minutes === EXTRA_TIME_MINUTES,
    );
    expect(wrong).toEqual([]);
  });

  it("the deposit percent", () => {
    const wrong = misstated(
      /\b(\d+)% deposit\b|\bdeposit (?:of |is |: )?(\d+)%/gi,
      ([percent]) => percent === site.deposit.percent,
    );
    expect(wrong).toEqual([]);
  });

  it("the public contacts: site.ts's, never written out (CONTACT_EMAIL and CONTACT_PHONE set them)", () => {
    const contacts = [...Object.values(site.email), site.phone.display, site.postalAddress];
    // The copy's sources; the server's default sender (MAIL_FROM) is configuration, not copy.
    const wrong = texts.flatMap(([file, text]) =>
      contacts.filter((contact) => text.includes(contact)).map((contact) => `${file}: "${contact}"`),
    );
    expect(wrong).toEqual([]);
  });

  it("the refund shares", () => {
    const wrong = misstated(/\b(\d+)% refund/gi, ([percent]) =>
      cancellationTiers.some((tier) => tier.refundPercent === percent),
    );
    expect(wrong).toEqual([]);
  });

  it("the hours of the notice, the cancellation tiers and the headcount change", () => {
    const tierHours = cancellationTiers.map((tier) => tier.fromHours);
    const wrong = misstated(
      /\b(\d+)(?: to (\d+)| or more)?[ -]hours?\b/gi,
      (hours, around) => {
        if (/headcount|team size/i.test(around)) return hours.every((h) => h === HEADCOUNT_CHANGE_HOURS);
        if (/cancel|refund|reschedul/i.test(around)) return hours.every((h) => tierHours.includes(h));
        return hours.every((h) => h === site.events.minimumNoticeHours);
      },
      // A promise to reply, a session's lifetime or a reminder is not a booking rule.
      (sentence, before) =>
        !/\brepl(?:y|ies)\b|\brespond|session|reminder/i.test(sentence) &&
        /notice|ahead|in advance|hours? before|before (?:the|your|an?) (?:event|start)|cancel|refund|reschedul|headcount/i.test(
          before + sentence,
        ),
    );
    expect(wrong).toEqual([]);
  });
});
