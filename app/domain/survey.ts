import { quotableText } from "./text-safety";

/**
 * The survey after an event (issue 42, decision 071): its scale, labels and messages, and how an
 * approved comment names its author on the site. The survey page, the service that stores the
 * answer and the activity page read these; the answer's schema (zod, the server's alone) is
 * app/domain/survey-answer.ts.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A comment's longest length, in characters. */
export const COMMENT_MAX = 1000;

export const surveyLabels = {
  rating: "Your rating",
  comment: "Comment",
  consent: "You may quote my comment on your site with my first name and company initial",
} as const;

export const surveyMessages = {
  rating: `${surveyLabels.rating}: choose a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
  already: "Thanks, we already have your answer.",
  thanks: "Thanks for your answer.",
  unreadable: "The form could not be read. Please try again.",
} as const;

/** A completed event's recap as its organiser's page shows it (app/server/services/surveys/recap.server.ts). */
export interface EventRecapData {
  booked: number;
  joined: number;
  /** As billed: staff's correction when made, else those who joined. */
  attended: number;
  ratings: { count: number; average: number | null; organiser: number | null };
  note: string | null;
  winners: string | null;
  bookAgainHref: string;
}

/** The longest host's note and winners staff may type for the organiser's recap. */
export const recapLimits = { note: 2000, winners: 500 } as const;

/** What each rating means, as the form's choices say it. */
export const ratingWords: Readonly<Record<number, string>> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

/** The names of the form's fields, as the page posts them and errors name them. */
export type SurveyField = "rating" | "comment" | "consent";

/**
 * How an approved comment names its author: the first name and the company's initial ("Dana · A."),
 * never the full name or the email. Each part only when it reads as a name (`quotableText`); a
 * name that does not gives "A verified attendee" alone.
 */
export function commentAuthor(name: string, company: string): string {
  const first = quotableText(name.trim().split(/\s+/)[0] ?? "", 30);
  const initial =
    quotableText(company)
      ?.match(/\p{L}|\p{N}/u)?.[0]
      ?.toUpperCase() ?? null;
  if (!first) return "A verified attendee";
  return initial ? `${first} · ${initial}.` : first;
}
