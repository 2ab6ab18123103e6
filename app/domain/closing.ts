import { HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import {
  type EventPrice,
  formatPrice,
  type PricedActivity,
  type PriceLine,
  priceEvent,
  RUSH_KIT_CENTS,
  rushKitLine,
  type VoucherUpgradeId,
} from "~/domain/pricing";

/**
 * What an event bills once it is over (issue 42, decision 071): the closing rule, as the price
 * engine computes it and /booking-policy publishes it. The closing invoice, the event's closing
 * statement and the admin read it here.
 */

/** Days the closing invoice (and an invoiced deposit's balance) is due in: net 30. */
export const INVOICE_DAYS = 30;

/** Days after the due date that the one overdue reminder goes. */
export const OVERDUE_REMINDER_DAYS = 14;

/** An event closes (completed, then invoiced and surveyed) this long after its end. */
export const CLOSE_AFTER_END_MINUTES = 60;

/** Who attended: staff's correction when they made one, else the attendees who joined by their links. */
export function attendedCount(event: { joined: number; attendedCount: number | null }): number {
  return event.attendedCount ?? event.joined;
}

/**
 * The headcount billed: the booked headcount after the last change, plus everyone who attended
 * above it, within the activity's largest team (a bigger group is a custom quote, never billed
 * here by surprise).
 */
export function billedHeadcount(
  activity: Pick<PricedActivity, "headcountMax">,
  booked: number,
  attended: number,
): number {
  return Math.min(Math.max(booked, attended), Math.max(booked, activity.headcountMax));
}

export interface ClosingInput {
  activity: PricedActivity;
  /** The headcount booked after the last change (the order's). */
  booked: number;
  attended: number;
  addOns: readonly string[];
  voucherUpgrade: VoucherUpgradeId | null;
  /** The start and the moment its time was chosen: the rush fee is judged as at booking. */
  start: Date;
  pricedAt: Date;
  /** Kit addresses given after the deadline: each ships as a rush kit. */
  rushKits: number;
}

export interface ClosingPrice {
  headcount: number;
  lines: PriceLine[];
  totalCents: number;
}

/**
 * The closing price: the engine's price for the billed headcount, with the event's own add-ons,
 * voucher and rush fee, plus the rush kits. The deposit and other payments are the invoice's to
 * take off.
 */
export function priceClosing(input: ClosingInput): ClosingPrice {
  const headcount = billedHeadcount(input.activity, input.booked, input.attended);
  const price: EventPrice = priceEvent({
    activity: input.activity,
    headcount,
    addOns: input.addOns,
    notice: { eventStart: input.start, now: input.pricedAt },
    voucher: input.voucherUpgrade ? { upgrade: input.voucherUpgrade } : null,
  });
  const rush = rushKitLine(input.rushKits);
  return {
    headcount,
    lines: rush ? [...price.lines, rush] : price.lines,
    totalCents: price.totalCents + (rush?.cents ?? 0),
  };
}

/** The rule in the buyer's words, for /booking-policy, the terms and the closing statement. */
export const closingRuleSentence = `After the event we bill the headcount you booked (as it stood after your last change, up to ${HEADCOUNT_CHANGE_HOURS} hours before the start), plus anyone who joined above it, at the same per-person rate, add-ons and fees, plus ${formatPrice(RUSH_KIT_CENTS)} for each kit address given after the deadline. The closing invoice takes off what you have already paid and is due ${INVOICE_DAYS} days after it is issued; if you paid more than the event came to, the difference is credited to your next event or refunded.`;
