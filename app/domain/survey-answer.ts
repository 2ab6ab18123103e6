import { z } from "zod";
import { optionalText } from "./booking-form";
import {
  COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  type SurveyField,
  surveyLabels,
  surveyMessages,
} from "./survey";

/**
 * The survey's answer as the server checks it (issue 42, point 2): a whole rating from 1 to 5, an
 * optional comment through the one text rule (`optionalText`: no control characters, trimmed,
 * `COMMENT_MAX` characters), and the consent checkbox. Each refusal names its field.
 */

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
