/**
 * The one headcount rule of an event: a whole number of people within the activity's range. The
 * checkout's URL and form, the event page's change of headcount and the price engine all ask it
 * here, so each refuses the same numbers with the same words. Pure and free of zod: the engine
 * runs in every page's script; app/domain/event-checkout.ts wraps it in the form's schema.
 */

export interface HeadcountRange {
  title: string;
  headcountMin: number;
  headcountMax: number;
}

export const headcountMessages = {
  missing: "Enter how many people will play",
  whole: "Enter how many people will play, as a whole number",
  range: (activity: HeadcountRange) =>
    `${activity.title} takes ${activity.headcountMin} to ${activity.headcountMax} people.`,
} as const;

export type HeadcountParse = { ok: true; headcount: number } | { ok: false; error: string };

/** Reads a headcount from a form or URL value (or a number) and checks it against the activity's range. */
export function parseHeadcount(activity: HeadcountRange, value: unknown): HeadcountParse {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (text === "") return { ok: false, error: headcountMessages.missing };
  if (!/^\d{1,6}$/.test(text)) return { ok: false, error: headcountMessages.whole };
  const headcount = Number(text);
  if (headcount < activity.headcountMin || headcount > activity.headcountMax) {
    return { ok: false, error: headcountMessages.range(activity) };
  }
  return { ok: true, headcount };
}
