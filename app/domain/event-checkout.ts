import { z } from "zod";
import { site } from "~/config/site";
import { optionalText, requiredText, workEmail } from "./booking-form";
import { type HeadcountRange, headcountMessages, parseHeadcount } from "./headcount";
import { type FieldErrors, invalidFormMessage, messages } from "./lead-fields";
import {
  addOnRules,
  type EventPrice,
  type PricedActivity,
  PriceInputError,
  priceEvent,
  type VoucherUpgradeId,
  voucherUpgradeIds,
} from "./pricing";
import { isValidTimeZone, parseInstant, type SlotRules, storedZone } from "./scheduling";
import { toOneLine } from "./text-safety";
import { voucherCodePattern } from "./voucher";

/**
 * Buying an event on the site (decision 057), pure: the calendar rules of an activity's event,
 * the checkout form's schema (the same in the browser and on the server) and its price.
 */

const HOUR = 60;
const DAY = 24 * HOUR;

/** The add-on that lengthens an event, and by how much. */
export const EXTRA_TIME_MINUTES = 30;

/** What the calendar needs of an activity: its length (and whether its kit is part of it). */
export interface EventActivity extends PricedActivity {
  durationMinutes: number;
}

/** The add-ons an event has in fact: the chosen ones, and the kit of an activity that includes it. */
export const effectiveAddOns = (
  activity: Pick<EventActivity, "kitIncluded">,
  addOns: readonly string[],
): string[] => (activity.kitIncluded && !addOns.includes("kits") ? [...addOns, "kits"] : [...addOns]);

/** The event's length: the activity's, plus the extra time when bought (or given by the voucher). */
export function eventMinutes(
  activity: Pick<EventActivity, "durationMinutes">,
  addOns: readonly string[],
): number {
  return activity.durationMinutes + (addOns.includes("extra_time") ? EXTRA_TIME_MINUTES : 0);
}

const noticeWords = ["zero", "one", "two", "three", "four", "five", "six"] as const;

/**
 * The kit notice as every page states it: "three weeks" (21 days), the copy's kit lead time
 * (claims.kitLeadTime in app/content/facts.ts, held equal by tests/unit/claims.test.ts).
 */
export const kitNoticeText =
  site.events.kitNoticeDays % 7 === 0
    ? `${noticeWords[site.events.kitNoticeDays / 7] ?? site.events.kitNoticeDays / 7} weeks`
    : `${site.events.kitNoticeDays} days`;

/** The least notice an event takes: kits must ship, so they need longer. */
export function eventNoticeMinutes(addOns: readonly string[]): number {
  return addOns.includes("kits") ? site.events.kitNoticeDays * DAY : site.events.minimumNoticeHours * HOUR;
}

/** The calendar rules of an event: its length, the hosts' buffer, the notice and the horizon. */
export function eventSlotRules(
  activity: Pick<EventActivity, "durationMinutes" | "kitIncluded">,
  chosen: readonly string[],
): SlotRules {
  const addOns = effectiveAddOns(activity, chosen);
  return {
    minutes: eventMinutes(activity, addOns),
    stepMinutes: site.events.stepMinutes,
    bufferMinutes: site.events.bufferMinutes,
    minimumNoticeMinutes: eventNoticeMinutes(addOns),
    horizonDays: site.events.horizonDays,
  };
}

/** Why a start cannot be booked, in the checkout's words. */
export function eventUnbookableMessages(addOns: readonly string[]) {
  const notice = addOns.includes("kits")
    ? `Events with kits need ${kitNoticeText}' notice so the kits arrive: please choose a later date.`
    : `Events need at least ${site.events.minimumNoticeHours} hours' notice: please choose a later time.`;
  return {
    past: "That time has already passed. Please choose another time.",
    notice,
    horizon: `We take event bookings up to ${site.events.horizonDays} days ahead. Please choose an earlier date.`,
    hours: "That time is not one our hosts offer. Please choose one from the calendar.",
    taken: "Sorry, that time was just taken. Please choose another time.",
  };
}

/** A price as the pages draw it: the engine's lines and totals, formatted by the server. */
export interface PriceSummary {
  lines: { label: string; amount: string; discount: boolean }[];
  total: string;
  deposit: string;
  depositPercent: number;
  balance: string;
  minimumApplied: boolean;
  rush: boolean;
  /** Once the event is completed: the headcount its closing statement bills (the lines are that price). */
  billedHeadcount?: number;
}

export const paymentChoices = [
  { value: "card", label: "Pay the deposit by card now" },
  {
    value: "invoice",
    label: `Send me an invoice (deposit due within ${site.events.invoiceWithdrawDays} days)`,
  },
] as const;
export type PaymentChoice = (typeof paymentChoices)[number]["value"];

export const checkoutMessages = {
  start: "Choose a date and time from the calendar",
  timeZone: "Choose your time zone",
  headcount: headcountMessages.missing,
  addOns: "Choose add-ons from the list",
  voucherCode: "Enter the code as it appears in your email, e.g. RALLY-AB23-CD45",
  voucherUpgrade: "Choose the upgrade your voucher includes",
  payment: "Choose to pay by card or to get an invoice",
  agree: "Please accept the booking policy to continue",
  billingEmail: "Enter the billing contact's email, e.g. ap@company.com",
  invoiceAddress: "Enter the address for the invoice",
  emailCode: "Enter the 6 digits from our email",
} as const;

const blank = (value: unknown) => value === null || value === undefined || value === "";

/** Form values arrive as strings (or lists of them for the add-on boxes). */
const asList = (value: unknown): unknown => (blank(value) ? [] : Array.isArray(value) ? value : [value]);

const billingEmail = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z
    .string({ message: checkoutMessages.billingEmail })
    .min(1, checkoutMessages.billingEmail)
    .max(254, checkoutMessages.billingEmail)
    .email(checkoutMessages.billingEmail),
);

/** Who receives the event's invoices: the checkout asks for it, and finance may change it later (issue 43). */
export const billingContactShape = {
  billingName: z.preprocess(
    toOneLine,
    requiredText("Billing contact", 120, "Enter the billing contact's name"),
  ),
  billingEmail,
  poNumber: z.preprocess(toOneLine, optionalText("PO number", 60)),
};
export const billingContactSchema = z.object(billingContactShape);

/** The headcount through the one rule (app/domain/headcount.ts), with the activity's range. */
const headcountField = (activity: HeadcountRange) =>
  z.unknown().transform((value, context) => {
    const parsed = parseHeadcount(activity, value);
    if (parsed.ok) return parsed.headcount;
    context.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });

/** The checkout form for one activity: when, how many, what, who, and how to pay. */
export const eventCheckoutSchema = (activity: HeadcountRange) =>
  z.object({
    start: z.preprocess(
      (value) => parseInstant(value) ?? undefined,
      z.number({ message: checkoutMessages.start }),
    ),
    timeZone: z.custom<string>(isValidTimeZone, checkoutMessages.timeZone).transform(storedZone),
    headcount: headcountField(activity),
    addOns: z.preprocess(
      asList,
      z
        .array(z.string())
        .max(addOnRules.length, checkoutMessages.addOns)
        .refine(
          (ids) => ids.every((id) => addOnRules.some((rule) => rule.id === id)),
          checkoutMessages.addOns,
        )
        .transform((ids) => [...new Set(ids)]),
    ),
    voucherCode: z.preprocess(
      (value) => (blank(value) ? undefined : typeof value === "string" ? value.trim().toUpperCase() : value),
      z
        .string({ message: checkoutMessages.voucherCode })
        .regex(voucherCodePattern, checkoutMessages.voucherCode)
        .optional(),
    ),
    voucherUpgrade: z.preprocess(
      (value) => (blank(value) ? undefined : value),
      z
        .custom<VoucherUpgradeId>(
          (value) => typeof value === "string" && (voucherUpgradeIds as readonly string[]).includes(value),
          checkoutMessages.voucherUpgrade,
        )
        .optional(),
    ),
    name: z.preprocess(toOneLine, requiredText("Name", 120, messages.nameRequired)),
    email: workEmail,
    company: z.preprocess(toOneLine, requiredText("Company", 160, messages.companyRequired)),
    ...billingContactShape,
    invoiceAddress: requiredText("Invoice address", 600, checkoutMessages.invoiceAddress),
    payment: z.enum(["card", "invoice"], { message: checkoutMessages.payment }),
    agree: z.literal("on", { message: checkoutMessages.agree }),
    /** The code the checkout emails when it asks a mailbox to prove itself (decision 064). */
    emailCode: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\s+/g, "") || undefined : value),
      z
        .string({ message: checkoutMessages.emailCode })
        .regex(/^\d{6}$/, checkoutMessages.emailCode)
        .optional(),
    ),
  });

export type EventCheckout = z.output<ReturnType<typeof eventCheckoutSchema>>;

export type CheckoutParse =
  | { ok: true; data: EventCheckout; price: EventPrice }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/** The voucher's upgrade when a code is given: required then, ignored without one. */
function voucherOf(
  data: Pick<EventCheckout, "voucherCode" | "voucherUpgrade">,
): { upgrade: VoucherUpgradeId } | null {
  return data.voucherCode && data.voucherUpgrade ? { upgrade: data.voucherUpgrade } : null;
}

/** Prices a checkout's choices: the engine, with the event's date for the rush fee. */
export function priceCheckout(
  activity: PricedActivity,
  choices: {
    headcount: number;
    addOns: readonly string[];
    voucherUpgrade?: VoucherUpgradeId | null;
    start: number;
  },
  now: Date,
): EventPrice {
  return priceEvent({
    activity,
    headcount: choices.headcount,
    addOns: choices.addOns,
    notice: { eventStart: new Date(choices.start), now },
    voucher: choices.voucherUpgrade ? { upgrade: choices.voucherUpgrade } : null,
  });
}

/**
 * Checks a checkout form (a plain object of its fields; `addOns` may repeat) for one activity, and
 * prices it. Every message is keyed by the field it is about. Whether the voucher code exists and
 * is unused, and whether the time is still free, is the server's to say.
 */
export function parseEventCheckout(input: unknown, activity: PricedActivity, now: Date): CheckoutParse {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: "Send the checkout as a form.", fieldErrors: {} };
  }
  const result = eventCheckoutSchema(activity).safeParse(input);
  const fieldErrors: FieldErrors = {};
  const add = (key: string, message: string) => {
    fieldErrors[key] = [...(fieldErrors[key] ?? []), message];
  };
  if (!result.success) {
    for (const issue of result.error.issues) add(String(issue.path[0] ?? "form"), issue.message);
    return { ok: false, error: invalidFormMessage, fieldErrors };
  }
  const data = result.data;
  if (data.voucherCode && !data.voucherUpgrade) add("voucherUpgrade", checkoutMessages.voucherUpgrade);
  if (fieldErrors.voucherUpgrade) return { ok: false, error: invalidFormMessage, fieldErrors };
  try {
    const price = priceCheckout(activity, { ...data, voucherUpgrade: voucherOf(data)?.upgrade ?? null }, now);
    return { ok: true, data, price };
  } catch (error) {
    if (error instanceof PriceInputError) {
      add(error.field === "voucher" ? "voucherUpgrade" : error.field, error.message);
      return { ok: false, error: invalidFormMessage, fieldErrors };
    }
    throw error;
  }
}
