import { data } from "react-router";
import { site } from "~/config/site";
import { cancellationTerms, HEADCOUNT_CHANGE_HOURS, refundCents } from "~/domain/booking-policy";
import type { ClosingPrice } from "~/domain/closing";
import {
  type EventActivity,
  effectiveAddOns,
  eventMinutes,
  eventSlotRules,
  kitNoticeText,
  type PriceSummary,
  paymentChoices,
  priceCheckout,
} from "~/domain/event-checkout";
import { parseHeadcount } from "~/domain/headcount";
import { kitDeadlineSentence } from "~/domain/kits";
import type { FieldErrors } from "~/domain/lead-fields";
import {
  addOnRules,
  type EventPrice,
  formatPrice,
  PriceInputError,
  priceEvent,
  STANDARD_NOTICE_DAYS,
  sampleHeadcount,
  type VoucherUpgradeId,
  voucherUpgradeIds,
} from "~/domain/pricing";
import { formatRange, parseInstant, zoneLabel } from "~/domain/scheduling";
import { voucherCodePattern } from "~/domain/voucher";
import { pickerData } from "~/server/booking-pages.server";
import {
  depositDueDay,
  documentsLinkable,
  eventContact,
  eventDocument,
  eventLedger,
  eventNextSteps,
  moveReason,
  priceLineLabel,
  refundDestination,
} from "~/server/email/event-wording.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { depositOwedCents } from "~/server/services/events/money.server";
import { eventActivity, priceAtStart } from "~/server/services/events/rules.server";
import { type EventView, eventPaths, policyStart } from "~/server/services/events/view.server";

/**
 * What the event pages draw (decision 057), formatted here so the pages draw strings: the
 * checkout's calendar, choices and price (/activities/:slug/book), and an event's page
 * (/events/:id).
 */

/** The price as the pages draw it; the minimum and the rush fee read from the lines themselves. */
export function priceSummary(
  price: Pick<EventPrice, "lines" | "totalCents" | "depositCents" | "depositPercent">,
): PriceSummary {
  return {
    lines: price.lines.map((line) => ({
      label: priceLineLabel(line),
      amount: line.cents < 0 ? `−${formatPrice(-line.cents)}` : formatPrice(line.cents),
      discount: line.cents < 0,
    })),
    total: formatPrice(price.totalCents),
    deposit: formatPrice(price.depositCents),
    depositPercent: price.depositPercent,
    balance: formatPrice(price.totalCents - price.depositCents),
    minimumApplied: price.lines.some((line) => line.kind === "minimum"),
    rush: price.lines.some((line) => line.kind === "rush"),
  };
}

/** The activity of a checkout URL, or the 404 page. */
export function activityOr404(slug: string | undefined): EventActivity {
  const activity = slug ? eventActivity(slug) : null;
  if (!activity) throw data("There is no such activity to book.", { status: 404, headers: noStore });
  return activity;
}

export interface CheckoutChoices {
  headcount: number;
  addOns: string[];
  voucherCode: string;
  voucherUpgrade: string;
}

/** The team choices of the checkout's URL (`headcount`, `addOns`, `voucher`, `upgrade`), checked. */
async function choicesOf(query: URLSearchParams, activity: EventActivity, now: Date) {
  const errors: FieldErrors = {};
  const rawCount = query.get("headcount");
  let headcount = sampleHeadcount(activity);
  if (rawCount !== null && rawCount !== "") {
    const parsed = parseHeadcount(activity, rawCount);
    if (parsed.ok) headcount = parsed.headcount;
    else errors.headcount = [parsed.error];
  }
  // Boxes ticked in the form repeat `addOns`; the calendar's links carry them joined by commas.
  const addOns = [...new Set(query.getAll("addOns").flatMap((value) => value.split(",")))].filter((id) =>
    addOnRules.some((rule) => rule.id === id),
  );
  const voucherCode = (query.get("voucher") ?? "").trim().toUpperCase();
  const upgrade = query.get("upgrade") ?? "";
  let voucherUpgrade: VoucherUpgradeId | null = null;
  if (voucherCode) {
    if (!voucherCodePattern.test(voucherCode)) {
      errors.voucherCode = ["Enter the code as it appears in your email, e.g. RALLY-AB23-CD45"];
    } else {
      const problem = await runtime().events.voucherCheck(voucherCode, now);
      if (problem) errors.voucherCode = [problem];
    }
    if ((voucherUpgradeIds as readonly string[]).includes(upgrade))
      voucherUpgrade = upgrade as VoucherUpgradeId;
    else errors.voucherUpgrade = ["Choose the upgrade your voucher includes"];
  }
  const applied = voucherCode && !errors.voucherCode && voucherUpgrade ? voucherUpgrade : null;
  return {
    choices: { headcount, addOns, voucherCode, voucherUpgrade: upgrade },
    applied,
    errors,
  };
}

/** What moving the event to `start` does to its price, for the move's confirmation; null: nothing. */
export function moveNoteOf(event: EventView, start: number, now = new Date()): string | null {
  const price = priceAtStart(event, start, now);
  if (!price || price.totalCents === event.totalCents || price.totalCents < event.paidCents) return null;
  return moveReason(event.totalCents, price.totalCents);
}

/** Everything /activities/:slug/book draws, from its URL. */
export async function checkoutPage(request: Request, activity: EventActivity) {
  const now = new Date();
  const query = new URL(request.url).searchParams;
  const { choices, applied, errors } = await choicesOf(query, activity, now);
  const rules = eventSlotRules(activity, [...choices.addOns, ...(applied ? [applied] : [])]);
  const picker = await pickerData(
    {
      minutes: rules.minutes,
      horizonDays: rules.horizonDays,
      noticeMinutes: rules.minimumNoticeMinutes,
      slots: (window) =>
        runtime().events.slots(activity, [...choices.addOns, ...(applied ? [applied] : [])], window),
    },
    request,
  );
  const start = parseInstant(query.get("start"));
  let price: PriceSummary;
  try {
    const priced = priceCheckout(
      activity,
      {
        headcount: choices.headcount,
        addOns: choices.addOns,
        voucherUpgrade: applied,
        start: start ?? now.getTime() + 30 * 86_400_000,
      },
      now,
    );
    price = priceSummary(priced);
  } catch (error) {
    if (!(error instanceof PriceInputError)) throw error;
    price = priceSummary(priceEvent({ activity, headcount: sampleHeadcount(activity) }));
  }
  const minutes = eventMinutes(activity, [...choices.addOns, ...(applied ? [applied] : [])]);
  return {
    activity: {
      slug: activity.id,
      title: activity.title,
      headcountMin: activity.headcountMin,
      headcountMax: activity.headcountMax,
      kitIncluded: activity.kitIncluded === true,
    },
    minutes,
    choices,
    choiceErrors: errors,
    applied,
    picker,
    price,
    payments: paymentChoices.filter(
      (choice) => choice.value === "invoice" || runtime().deposits.mode !== "invoice",
    ),
    notice: effectiveAddOns(activity, choices.addOns).includes("kits")
      ? `Events with kits need ${kitNoticeText}' notice so the kits arrive in time. ${kitDeadlineSentence}`
      : `Events need at least ${site.events.minimumNoticeHours} hours' notice.`,
    /** Before a time is chosen: the rush fee's reminder, unless the notice already rules it out (kits). */
    rushNote:
      rules.minimumNoticeMinutes < STANDARD_NOTICE_DAYS * 24 * 60
        ? `Pick a date: an event less than ${STANDARD_NOTICE_DAYS} days away adds the rush fee.`
        : null,
  };
}

export type CheckoutPageData = Awaited<ReturnType<typeof checkoutPage>>;

const signed = (cents: number) => (cents < 0 ? `−${formatPrice(-cents)}` : formatPrice(cents));

/** An event's page: its time in both zones, price, payments, and what the buyer may still change. */
/**
 * `closing`: a completed event's closing price (app/server/services/closing/statement.server.ts),
 * which the price panel then shows instead of the price as booked, so the page and the closing
 * invoice state one total.
 */
export function eventPageData(
  event: EventView,
  now = Date.now(),
  closing: Pick<ClosingPrice, "headcount" | "lines" | "totalCents"> | null = null,
) {
  const { cookieSecret } = runtime();
  const paths = eventPaths(event.id, cookieSecret);
  const business = site.businessTimeZone;
  // The start has passed from this moment on; the policy's tiers and deadline count from the start
  // its terms were set at, as the service does (`policyStart`), so the page offers what it gives.
  const hours = (event.start - now) / 3_600_000;
  const policyHours = (policyStart(event) - now) / 3_600_000;
  const final = event.status === "paid" || event.status === "invoiced";
  const timeLost = final && event.bookingStatus === "expired";
  const terms = cancellationTerms(policyHours);
  const refund = refundCents(event.paidCents, policyHours);
  const owed = depositOwedCents(event, now);
  const document = eventDocument(event);
  return {
    id: event.id,
    key: paths.key,
    activity: { slug: event.activitySlug, title: event.activityTitle },
    status: event.status,
    held: event.status === "held" && (event.holdExpiresAt ?? 0) > now,
    timeLost,
    yours: {
      when: formatRange(event.start, event.end, event.visitorTimeZone),
      zone: zoneLabel(event.visitorTimeZone, event.start),
    },
    business:
      event.visitorTimeZone === business
        ? null
        : { when: formatRange(event.start, event.end, business), zone: zoneLabel(business, event.start) },
    zone: event.visitorTimeZone,
    host: event.host.name,
    headcount: event.headcount,
    company: event.company,
    name: event.name,
    email: event.email,
    price: closing
      ? {
          ...priceSummary({
            ...closing,
            depositCents: event.depositCents,
            depositPercent: site.deposit.percent,
          }),
          billedHeadcount: closing.headcount,
        }
      : priceSummary({
          lines: event.lines,
          totalCents: event.totalCents,
          depositCents: event.depositCents,
          depositPercent: site.deposit.percent,
        }),
    paidCents: event.paidCents,
    /** Paid, then Refunded and Net paid once anything came back: the emails' and the PDF's ledger. */
    ledger: eventLedger(event).map((row) => ({
      label: row.label,
      amount: signed(row.cents),
      total: row.total ?? false,
    })),
    refunded: event.refundedCents > 0 ? formatPrice(event.refundedCents) : null,
    refundDestination: refundDestination(event.paymentMode),
    paymentMode: event.paymentMode,
    deposit: formatPrice(event.depositCents),
    /** The deposit still due by card after the event grew, paid from this page. */
    depositOwed: owed > 0 ? formatPrice(owed) : null,
    billing: { name: event.billingName, email: event.billingEmail, po: event.poNumber },
    /** Booked by invoice and nothing paid yet: the deposit, whom the team invoices and by when (decision 063). */
    invoiceDue:
      final && event.paidCents <= 0 && event.paymentMode === "invoice"
        ? {
            deposit: formatPrice(event.depositCents),
            name: event.billingName,
            email: event.billingEmail,
            due: depositDueDay(event),
            /** The code that proves the booker's mailbox, before which the invoice is not emailed. */
            confirmHref: documentsLinkable(event)
              ? null
              : `/events/${event.id}/attendees?key=${paths.key}#attendee-proof-heading`,
          }
        : null,
    /** The PDF's one name: on its button here, its own title, the emails' links, its file name. */
    document: { button: document.button, kind: document.kind },
    links: { ics: paths.ics, receipt: paths.receipt, manage: paths.manage },
    /** After booking: what happens next, as the confirmation email says it. */
    nextSteps: final && !timeLost ? eventNextSteps(event, "page") : [],
    contact: eventContact,
    canChangeHeadcount: final && !timeLost && policyHours >= HEADCOUNT_CHANGE_HOURS,
    headcountDeadline: HEADCOUNT_CHANGE_HOURS,
    canReschedule: final && (timeLost || (hours > 0 && terms.freeReschedule)),
    canCancel: final && hours > 0,
    /** What cancelling now gives back under the policy, exactly as the service computes it. */
    cancelTerms: {
      notice: terms.notice,
      outcome: terms.outcome,
      percent: terms.refundPercent,
      paid: formatPrice(event.paidCents),
      paidCents: event.paidCents,
      refund: formatPrice(refund),
      refundCents: refund,
    },
    headcountRange: eventActivity(event.activitySlug),
  };
}
