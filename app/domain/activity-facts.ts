/**
 * Every way the site writes an activity's duration, team size and price, derived from the
 * catalogue's numbers (app/content/activity-facts.ts). Apart from the catalogue's filter rules
 * (./catalogue.ts), so that a page showing facts (the pricing page's list) does not load them.
 * Pure: no React, no DOM. Totals come from the price engine (./pricing.ts).
 */
import { addOnRule, formatPrice, MINIMUM_EVENT_FEE_CENTS, samplePriceLabel } from "./pricing";

/** "5–40", "8–500": the activity's own minimum and maximum, never rounded or capped. */
export function teamSizeLabel(min: number, max: number): string {
  return `${min}–${max}`;
}

/** The facts of an activity that several pages show: duration, team size and price per person. */
export interface ActivityFactsSource {
  durationMinutes: number;
  teamSizeMin: number;
  teamSizeMax: number;
  priceFromPP: number;
  priceUpToPP: number;
  /** The kit is part of the activity (Tiny Campfire): its price includes one for every guest. */
  kitIncluded?: boolean | undefined;
}

/** "$30": the kit's price per person, from the engine's add-on. */
const kitPrice = formatPrice(addOnRule("kits")?.cents ?? 0);

/**
 * Every way the site writes an activity's duration, team size and price, derived from the
 * catalogue's numbers. Pages, cards, the quiz and the pricing table render these strings and
 * never write the figures themselves, so a fact changes in one place.
 */
export interface ActivityFacts {
  /** "60 minutes" */
  duration: string;
  /** "60 min" */
  durationShort: string;
  /** "8–500" */
  teamSize: string;
  /** "8 to 500 participants" */
  teamSizeLong: string;
  /** "$35" */
  priceFrom: string;
  /** "$35–$65" */
  priceRange: string;
  /** "For 40 people: $2,000": the price engine's total for the sample headcount, before add-ons. */
  samplePrice: string;
  /** "$500": the engine's minimum event fee. */
  minimumFee: string;
}

export function activityFacts(activity: ActivityFactsSource): ActivityFacts {
  return {
    duration: `${activity.durationMinutes} minutes`,
    durationShort: `${activity.durationMinutes} min`,
    teamSize: teamSizeLabel(activity.teamSizeMin, activity.teamSizeMax),
    teamSizeLong: `${activity.teamSizeMin} to ${activity.teamSizeMax} participants`,
    priceFrom: `$${activity.priceFromPP}`,
    priceRange: `$${activity.priceFromPP}–$${activity.priceUpToPP}${activity.kitIncluded ? ` + ${kitPrice} kit` : ""}`,
    samplePrice: samplePriceLabel({
      id: "",
      title: "",
      rateFromCents: activity.priceFromPP * 100,
      rateUpToCents: activity.priceUpToPP * 100,
      headcountMin: activity.teamSizeMin,
      headcountMax: activity.teamSizeMax,
      kitIncluded: activity.kitIncluded === true,
    }),
    minimumFee: formatPrice(MINIMUM_EVENT_FEE_CENTS),
  };
}

/** The "Event Details" list of a detail page: the derived facts first, then the activity's own rows. */
export function eventDetails(
  activity: ActivityFactsSource & { details: readonly { label: string; value: string }[] },
): { label: string; value: string }[] {
  const facts = activityFacts(activity);
  return [
    { label: "Duration", value: facts.duration },
    { label: "Team size", value: facts.teamSizeLong },
    ...activity.details,
  ];
}
