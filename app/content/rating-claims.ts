import { site } from "~/config/site";
import { claims, facts, surveys } from "./facts";

/**
 * The rating as the pages state it (issue 42, point 4, decision 071), by one rule: from
 * `site.surveys.minimumAnswers` answers to this site's own post-event survey on, the figure
 * computed from them (app/server/services/ratings.server.ts) with its count and date range;
 * until then the figure the facts module sources (app/content/facts.ts), saying that it was
 * collected before this site's survey. Home, the landing page, about and why-rallyroom read it.
 */

/** The answered surveys in the database, as ratings.server.ts computes them. */
export interface SiteRating {
  count: number;
  /** One decimal; null without answers. */
  average: number | null;
  /** Share who answered 4 or 5, in percent; null without answers. */
  satisfiedPercent: number | null;
  /** ISO instants of the first and last answer. */
  first: string | null;
  last: string | null;
}

export interface RatingClaims {
  /** "computed": from this site's answers; "sourced": the facts module's figure. */
  source: "computed" | "sourced";
  /** "4.8/5" */
  short: string;
  /** "4.8/5 from 312 post-event surveys, 2024–2026, collected before this site's own survey" */
  full: string;
  /** What the figure is, as a sentence after it. */
  basis: string;
  /** The figure's caption beside a big "4.8/5". */
  label: string;
  /** "94% of … rated their event 4 or 5 out of 5 (…)" */
  satisfaction: string;
}

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "March 2027 – May 2027", or one month. */
export function answerPeriod(first: string, last: string): string {
  const from = monthYear.format(new Date(first));
  const to = monthYear.format(new Date(last));
  return from === to ? from : `${from} – ${to}`;
}

const sourced: RatingClaims = {
  source: "sourced",
  short: claims.ratingShort,
  full: claims.rating,
  basis: `The rating is the average of ${surveys.responses} post-event surveys, ${surveys.period}, ${surveys.collected}.`,
  label: `average rating, ${surveys.responses} post-event surveys (${surveys.period}), ${surveys.collected}`,
  satisfaction: claims.satisfaction,
};

export function ratingClaims(
  rating: SiteRating | null,
  minimum: number = site.surveys.minimumAnswers,
): RatingClaims {
  if (
    !rating ||
    rating.count < minimum ||
    rating.average === null ||
    rating.satisfiedPercent === null ||
    !rating.first ||
    !rating.last
  )
    return sourced;
  const short = `${rating.average.toFixed(1)}/${facts.rating.outOf}`;
  const period = answerPeriod(rating.first, rating.last);
  const answers = `${rating.count} answers to our post-event survey`;
  return {
    source: "computed",
    short,
    full: `${short} from ${answers}, ${period}`,
    basis: `The rating is the average of ${answers}, ${period}, sent to every organiser and attendee an hour after their event.`,
    label: `average rating, ${answers} (${period})`,
    satisfaction: `${rating.satisfiedPercent}% of ${answers} rated their event 4 or 5 out of 5 (${period})`,
  };
}
