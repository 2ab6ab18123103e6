/**
 * The catalogue's facts: each activity's name, duration, team size and price per person, written
 * once here. app/content/activities.ts spreads them into each activity, and every page, card,
 * quiz result and price list derives its wording from them (activityFacts in
 * app/domain/activity-facts.ts). Kept apart from the catalogue's copy so that pages needing only
 * the facts do not load every activity's FAQs and testimonials.
 */
import type { PricedActivity } from "~/domain/pricing";

export interface ActivityFactsData {
  title: string;
  durationMinutes: 60 | 75;
  teamSizeMin: number;
  teamSizeMax: number;
  /** Lowest price per person in US dollars (large groups); the billing catalogue's price_min_pp. */
  priceFromPP: 35 | 40 | 50;
  /** Highest price per person in US dollars (small groups); the billing catalogue's price_max_pp. */
  priceUpToPP: number;
  /** The event kit is part of the activity: every guest gets one, priced in, with the kit notice. */
  kitIncluded?: true;
}

export const catalogueFacts = {
  "lightning-feud": {
    title: "Lightning Feud",
    durationMinutes: 60,
    teamSizeMin: 8,
    teamSizeMax: 500,
    priceFromPP: 35,
    priceUpToPP: 65,
  },
  "survey-showdown": {
    title: "Survey Showdown",
    durationMinutes: 60,
    teamSizeMin: 10,
    teamSizeMax: 300,
    priceFromPP: 35,
    priceUpToPP: 65,
  },
  "pitch-perfect": {
    title: "Pitch Perfect",
    durationMinutes: 75,
    teamSizeMin: 6,
    teamSizeMax: 150,
    priceFromPP: 40,
    priceUpToPP: 65,
  },
  "the-spotlight": {
    title: "The Spotlight",
    durationMinutes: 75,
    teamSizeMin: 10,
    teamSizeMax: 120,
    priceFromPP: 50,
    priceUpToPP: 65,
  },
  "online-office-games": {
    title: "Online Office Games",
    durationMinutes: 60,
    teamSizeMin: 5,
    teamSizeMax: 250,
    priceFromPP: 40,
    priceUpToPP: 65,
  },
  "tiny-campfire": {
    title: "Tiny Campfire",
    durationMinutes: 60,
    teamSizeMin: 5,
    teamSizeMax: 40,
    priceFromPP: 50,
    priceUpToPP: 65,
    kitIncluded: true,
  },
} as const satisfies Record<string, ActivityFactsData>;

export type CatalogueId = keyof typeof catalogueFacts;

/** Every activity's facts with its id (which is also its page's slug), in catalogue order. */
export const catalogueFactList: readonly (ActivityFactsData & { id: CatalogueId })[] = Object.entries(
  catalogueFacts,
).map(([id, facts]) => ({ id: id as CatalogueId, ...facts }));

/** The smallest and largest team any activity takes: the site-wide "5 to 500+" claims. */
export const catalogueTeamRange = {
  min: Math.min(...catalogueFactList.map((facts) => facts.teamSizeMin)),
  max: Math.max(...catalogueFactList.map((facts) => facts.teamSizeMax)),
} as const;

/** The durations the catalogue offers, ascending, without repeats (e.g. [60, 75]). */
export const catalogueDurations: readonly number[] = [
  ...new Set(catalogueFactList.map((facts) => facts.durationMinutes)),
].sort((a, b) => a - b);

/** An activity as the price engine (app/domain/pricing.ts) prices it: rates in cents, its headcount range. */
export function pricedActivity(id: CatalogueId): PricedActivity {
  const facts = catalogueFacts[id];
  return {
    id,
    title: facts.title,
    rateFromCents: facts.priceFromPP * 100,
    rateUpToCents: facts.priceUpToPP * 100,
    headcountMin: facts.teamSizeMin,
    headcountMax: facts.teamSizeMax,
    kitIncluded: "kitIncluded" in facts,
  };
}

export function isCatalogueId(id: string): id is CatalogueId {
  return Object.hasOwn(catalogueFacts, id);
}

/** Every activity as the engine prices it, in catalogue order. */
export const pricedActivities: readonly PricedActivity[] = catalogueFactList.map((facts) =>
  pricedActivity(facts.id),
);
