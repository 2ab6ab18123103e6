import { site } from "~/config/site";

/**
 * A deposit invoice left unpaid (decision 063): when an event booked by invoice is withdrawn if
 * its deposit has not arrived, and the rule in the buyer's words. The withdrawal job, the PDF,
 * the policy page and the terms read it here.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When an event booked by invoice is withdrawn if its deposit has not arrived:
 * `site.events.invoiceWithdrawDays` after booking, or as the event's notice before its start
 * begins (`noticeMinutes`: 48 hours, or the kit notice) if that is sooner, but never sooner than
 * `site.events.invoiceGraceHours` after booking. Epoch ms.
 */
export function depositInvoiceDueAt(event: {
  bookedAt: number;
  start: number;
  noticeMinutes: number;
}): number {
  const { invoiceWithdrawDays, invoiceGraceHours } = site.events;
  const byBooking = event.bookedAt + invoiceWithdrawDays * DAY_MS;
  const byNotice = event.start - event.noticeMinutes * 60_000;
  return Math.max(event.bookedAt + invoiceGraceHours * HOUR_MS, Math.min(byBooking, byNotice));
}

/** The rule in the buyer's words, for the policy page and the terms. */
export const depositInvoiceSentence = `If you pay the deposit by invoice, it is due ${site.events.invoiceWithdrawDays} days after you book, or ${site.events.minimumNoticeHours} hours before the event starts if that is sooner (${site.events.kitNoticeDays} days before, for an event with kits); you always have at least ${site.events.invoiceGraceHours} hours. If the deposit has not arrived by then, we withdraw the booking and email you: the date is freed for other teams and nothing is owed.`;
