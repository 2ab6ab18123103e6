import { z } from "zod";
import { EMAIL_MAX_LENGTH, isFreeMail, isPlainEmailAddress } from "./email-policy";
import {
  type FieldErrors,
  fieldErrorsOf,
  invalidFormMessage,
  messages,
  teamSizeValues,
  textLimits,
} from "./lead-fields";
import { isMeetingType, isValidTimeZone, type MeetingTypeId, parseInstant, storedZone } from "./scheduling";
import { hasUnsafeText, toOneLine, unsafeTextMessage } from "./text-safety";

/**
 * What a visitor sends to book a call or a demo, checked by the server (the browser checks what
 * the inputs' attributes say, with the same limits from lead-fields.ts): a meeting type, a start instant, who they are (a work email: free providers are
 * refused), their company, and optionally their team size and a note.
 */

export const bookingMessages = {
  type: "Choose an intro call or a live demo",
  start: "Choose a time from the calendar",
  timeZone: "Choose your time zone",
  teamSize: "Choose one of the team size options",
  game: "Choose a game from our list",
  emailInvalid: messages.emailInvalid,
  workEmail: messages.workEmail,
} as const;

const asText = (value: unknown) => (value === null || value === undefined ? "" : value);
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Text a person typed: free of control characters, then trimmed. */
const safeText = (message: string) =>
  z
    .string({ message })
    .refine((value) => !hasUnsafeText(value), { message: unsafeTextMessage, abort: true })
    .transform((value) => value.trim());

export function requiredText(label: string, max: number, message: string) {
  return z.preprocess(
    asText,
    safeText(message).pipe(z.string().min(1, message).max(max, tooLong(label, max))),
  );
}

export function optionalText(label: string, max: number) {
  return z.preprocess(
    asText,
    safeText(`${label} must be text`).pipe(
      z
        .string()
        .max(max, tooLong(label, max))
        .transform((value) => (value === "" ? null : value)),
    ),
  );
}

export const workEmail = z.preprocess(
  asText,
  z
    .string({ message: messages.emailRequired })
    .refine((value) => !hasUnsafeText(value), { message: unsafeTextMessage, abort: true })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { message: messages.emailRequired, abort: true })
        .max(EMAIL_MAX_LENGTH, tooLong("Email", EMAIL_MAX_LENGTH))
        .refine(isPlainEmailAddress, { message: messages.emailInvalid, abort: true })
        .refine((email) => !isFreeMail(email), messages.workEmail)
        .transform((email) => email.toLowerCase()),
    ),
);

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || value === "" ? undefined : value;

export const bookingRequestSchema = z.object({
  type: z.custom<MeetingTypeId>(isMeetingType, bookingMessages.type),
  start: z.preprocess(
    (value) => parseInstant(value) ?? undefined,
    z.number({ message: bookingMessages.start }),
  ),
  // Names and companies are one line: line breaks become spaces before the checks.
  name: z.preprocess(toOneLine, requiredText("Name", textLimits.name, messages.nameRequired)),
  email: workEmail,
  company: z.preprocess(toOneLine, requiredText("Company", textLimits.company, messages.companyRequired)),
  teamSize: z.preprocess(
    blankToUndefined,
    z
      .string({ message: bookingMessages.teamSize })
      .refine((value) => (teamSizeValues as string[]).includes(value), bookingMessages.teamSize)
      .optional(),
  ),
  notes: optionalText("Note", textLimits.notes),
  timeZone: z.custom<string>(isValidTimeZone, bookingMessages.timeZone).transform(storedZone),
  game: z.preprocess(
    blankToUndefined,
    z
      .string({ message: bookingMessages.game })
      .regex(/^[a-z0-9-]{1,60}$/, bookingMessages.game)
      .optional(),
  ),
});

export type BookingRequest = z.output<typeof bookingRequestSchema>;

export type BookingParse =
  | { ok: true; data: BookingRequest }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/** The first message per field is what the form shows. */
export function parseBookingRequest(input: unknown): BookingParse {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: "Send the booking as a JSON object.", fieldErrors: {} };
  }
  const result = bookingRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: invalidFormMessage, fieldErrors: fieldErrorsOf(result.error.issues) };
}

/** A reason a visitor or staff member gives for cancelling: optional text, no control characters. */
export const cancelReasonSchema = optionalText("Reason", 500);

/** A booked meeting's own facts, as its emails, pages and the admin read them. */
export interface BookingDetails {
  id: string;
  type: MeetingTypeId;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** iCalendar SEQUENCE: each change of the invitation raises it. */
  sequence: number;
  name: string;
  email: string;
  company: string;
  teamSize: string | null;
  notes: string | null;
  game: string | null;
  visitorTimeZone: string;
}
