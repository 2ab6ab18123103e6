import { catalogueDurations, catalogueTeamRange } from "./activity-facts.ts";

/**
 * The company's public facts: every rating, count, share, team size, duration and lead time a
 * page states is written here once and read from here (docs/decisions/044-one-set-of-facts.md).
 * Each claim carries its source, so a page never shows a number without saying where it comes
 * from. tests/unit/claims.test.ts fails when copy states a figure this module does not hold.
 */

/**
 * Where the satisfaction figures below come from: the post-event survey the hosts sent by email
 * after hosted events from 2024 to 2026, before this site had a survey of its own; its 312 answers
 * are not in this site's database, so nothing here can recompute them. The site's own survey
 * (issue 42) replaces them on the pages once it has `site.surveys.minimumAnswers` answers
 * (app/content/rating-claims.ts); until then the pages print these, saying where they come from.
 */
export const surveys = {
  responses: 312,
  /** The period the responses cover, as the claims print it. */
  period: "2024–2026",
  /** How the claims say where the answers come from. */
  collected: "collected before this site's own survey",
} as const;

export const facts = {
  founded: 2019,
  /** Average of the one-to-five rating in those 312 answers. */
  rating: { average: 4.8, outOf: 5 },
  /** Share of survey respondents who rated their event 4 or 5 out of 5. */
  satisfiedPercent: 94,
  /** Hosted events delivered since the first one in 2019 (booking records, to October 2026). */
  eventsHosted: 640,
  /** Distinct client companies among those events. */
  companies: 210,
  /** The catalogue's smallest and largest team; larger groups get a custom quote. */
  teamSize: catalogueTeamRange,
  /** The lengths the catalogue's activities run, in minutes. */
  durations: catalogueDurations,
  /** Notice a booking needs; events with a mailed kit need more for delivery, abroad more still. */
  /** `kitWeeks` is site.events.kitNoticeDays in weeks (config cannot be read here: claims.test.ts holds them equal). */
  leadTime: { weeks: 2, kitWeeks: 3, internationalKitWeeks: 4 },
} as const;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six"] as const;
const weeks = (count: number) => `${numberWords[count] ?? count} weeks`;

/** Every claim as pages print it, each with its source. */
export const claims = {
  /** "4.8/5" */
  ratingShort: `${facts.rating.average}/${facts.rating.outOf}`,
  /** "4.8/5 from 312 post-event surveys, 2024–2026, collected before this site's own survey" */
  rating: `${facts.rating.average}/${facts.rating.outOf} from ${surveys.responses} post-event surveys, ${surveys.period}, ${surveys.collected}`,
  /** "94% of 312 post-event survey respondents rated their event 4 or 5 out of 5 (2024–2026, collected before …)" */
  satisfaction: `${facts.satisfiedPercent}% of ${surveys.responses} post-event survey respondents rated their event 4 or 5 out of 5 (${surveys.period}, ${surveys.collected})`,
  /** "640 events for 210 companies since 2019" */
  track: `${facts.eventsHosted} events for ${facts.companies} companies since ${facts.founded}`,
  /** "5 to 500+" */
  teamSizes: `${facts.teamSize.min} to ${facts.teamSize.max}+`,
  /** "60 or 75 minutes" */
  durations: `${facts.durations.join(" or ")} minutes`,
  /** "two weeks" */
  leadTime: weeks(facts.leadTime.weeks),
  /** "three weeks" */
  kitLeadTime: weeks(facts.leadTime.kitWeeks),
  /** "four weeks" */
  internationalKitLeadTime: weeks(facts.leadTime.internationalKitWeeks),
} as const;

/** The figures a page may state, for the test that scans the copy. */
export const statedFigures = {
  ratings: [facts.rating.average],
  percents: [facts.satisfiedPercent],
  counts: [facts.eventsHosted, facts.companies, surveys.responses],
  teamRanges: [[facts.teamSize.min, facts.teamSize.max]],
  durations: [...facts.durations],
  leadWeeks: [facts.leadTime.weeks, facts.leadTime.kitWeeks, facts.leadTime.internationalKitWeeks],
} as const;
