import { z } from "zod";
import { isPlainEmailAddress } from "~/domain/email-policy";
import {
  isClockTime,
  isIsoDate,
  isValidTimeZone,
  storedZone,
  type WeekdayKey,
  weekdayKeys,
  weekdayNames,
} from "~/domain/scheduling";
import { hasUnsafeText } from "~/domain/text-safety";
import { isBookingId } from "~/server/services/booking/links.server";

/**
 * The forms of /admin/availability, one schema for its four actions, told apart by `intent`:
 * set up one's own calendar, save a calendar, add or remove a day off. Each refusal names the
 * field it is about; its key is the field's name (`hours.mon` for a weekday's hours).
 */

const hostField = z.string({ error: "Choose a calendar." }).refine(isBookingId, "Choose a calendar.");

const nameMessage = "Give the calendar a name of up to 80 characters.";
const videoMessage = "The video-call link must be an https:// address.";

const day = (key: WeekdayKey) =>
  z
    .object({ on: z.boolean(), start: z.string(), end: z.string() })
    .refine(
      (window) =>
        !window.on || (isClockTime(window.start) && isClockTime(window.end) && window.end > window.start),
      `${weekdayNames[key]}: give a start and an end time, the end after the start.`,
    )
    .transform((window) => (window.on ? [{ start: window.start, end: window.end }] : []));

const weeklyHours = z.object(
  Object.fromEntries(weekdayKeys.map((key) => [key, day(key)])) as Record<WeekdayKey, ReturnType<typeof day>>,
);

export const availabilityFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-mine") }),
  z.object({
    intent: z.literal("save"),
    host: hostField,
    name: z
      .string({ error: nameMessage })
      .trim()
      .min(1, nameMessage)
      .max(80, nameMessage)
      .refine((name) => !hasUnsafeText(name), nameMessage),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (email) => email === "" || isPlainEmailAddress(email),
        "The notification email is not a valid address.",
      ),
    // Stored by its canonical ID (Asia/Calcutta → Asia/Kolkata), as bookings are.
    timeZone: z
      .string({ error: "Choose a time zone from the list." })
      .trim()
      .refine(isValidTimeZone, "Choose a time zone from the list.")
      .transform(storedZone),
    videoUrl: z
      .string()
      .trim()
      .refine(
        (url) => url === "" || (/^https:\/\/[^\s]+$/.test(url) && url.length <= 500 && URL.canParse(url)),
        videoMessage,
      )
      .transform((url) => url || null),
    active: z.boolean(),
    hours: weeklyHours,
  }),
  z.object({
    intent: z.literal("add-day-off"),
    host: hostField,
    date: z
      .string({ error: "Choose a date for the day off." })
      .trim()
      .refine(isIsoDate, "Choose a date for the day off."),
  }),
  z.object({
    intent: z.literal("remove-day-off"),
    host: hostField,
    date: z
      .string({ error: "Choose a day off to remove." })
      .trim()
      .refine(isIsoDate, "Choose a day off to remove."),
  }),
]);

export type AvailabilityForm = z.output<typeof availabilityFormSchema>;

export type AvailabilityFormResult =
  | { ok: true; data: AvailabilityForm }
  | { ok: false; status: 400 | 422; message: string; fieldErrors: Record<string, string> };

/** The posted form as the schema reads it: text fields, ticked boxes as booleans, hours by day. */
function formValues(form: FormData) {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry : undefined;
  };
  return {
    intent: value("intent"),
    host: value("host"),
    name: value("name"),
    email: value("email") ?? "",
    timeZone: value("timeZone"),
    videoUrl: value("videoUrl") ?? "",
    active: value("active") === "on",
    date: value("date"),
    hours: Object.fromEntries(
      weekdayKeys.map((key) => [
        key,
        {
          on: value(`${key}-on`) === "on",
          start: value(`${key}-start`) ?? "",
          end: value(`${key}-end`) ?? "",
        },
      ]),
    ),
  };
}

/**
 * Reads one posted availability form. An unknown action or calendar answers 400; a field that
 * does not hold answers 422 with each field's message under its name, the first as `message`.
 */
export function parseAvailabilityForm(form: FormData): AvailabilityFormResult {
  const parsed = availabilityFormSchema.safeParse(formValues(form));
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
  if (fieldErrors.intent !== undefined) {
    return { ok: false, status: 400, message: "Unknown action.", fieldErrors: { intent: "Unknown action." } };
  }
  if (fieldErrors.host !== undefined) {
    return {
      ok: false,
      status: 400,
      message: "Choose a calendar.",
      fieldErrors: { host: "Choose a calendar." },
    };
  }
  return { ok: false, status: 422, message: Object.values(fieldErrors)[0] ?? "Check the form.", fieldErrors };
}
