import { z } from "zod";
import { optionalText } from "./booking-form";
import { quotableText } from "./text-safety";

/**
 * The survey after an event (issue 42, decision 071): what an answer is, how the form's fields
 * are checked, and how an approved comment names its author on the site. The survey page, the
 * service that stores the answer and the activity page read these.
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

const rating = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ message: surveyMessages.rating })
    .int(surveyMessages.rating)
    .min(RATING_MIN, surveyMessages.rating)
    .max(RATING_MAX, surveyMessages.rating),
);

export const surveyAnswerSchema = z.object({
  rating,
  comment: optionalText(surveyLabels.comment, COMMENT_MAX),
  /** A checkbox: "on" when ticked, absent otherwise; the organiser's survey never asks. */
  consent: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
});

export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

export type SurveyParse =
  | { ok: true; answer: SurveyAnswer }
  | { ok: false; field: SurveyField; error: string; fieldErrors: Partial<Record<SurveyField, string>> };

/** Checks a posted answer; the first refused field names the error (the page shows each by its field). */
export function parseSurveyAnswer(input: Record<string, unknown>): SurveyParse {
  const parsed = surveyAnswerSchema.safeParse(input);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const fieldErrors: Partial<Record<SurveyField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SurveyField;
    // Every message names its field: the shared text rule's ("Remove the invisible…") is prefixed.
    const named = field !== "comment" || issue.message.startsWith(surveyLabels.comment);
    fieldErrors[field] ??= named ? issue.message : `${surveyLabels.comment}: ${issue.message}`;
  }
  const field = (["rating", "comment", "consent"] as const).find((name) => fieldErrors[name]) ?? "rating";
  return { ok: false, field, error: fieldErrors[field] ?? surveyMessages.rating, fieldErrors };
}

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
