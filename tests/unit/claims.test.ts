/**
 * One set of facts (docs/decisions/044-one-set-of-facts.md): every rating, share, count, team
 * size, duration and lead time the site's copy states must be one app/content/facts.ts holds, and
 * the copy promises only formats the catalogue sells. The scan reads the copy's sources: the
 * content modules, the pages and components, the blog's Markdown and the PDFs' text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { activities } from "~/content/activities";
import { catalogueFactList } from "~/content/activity-facts";
import { claims, facts, statedFigures, surveys } from "~/content/facts";
import { teamSizeOptions } from "~/domain/catalogue";
import { teamSizes } from "~/domain/lead-fields";
import { quizTeamSizes } from "~/domain/quiz";

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
