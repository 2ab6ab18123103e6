/**
 * The booking policy: how much notice a cancellation needs for a refund, when a reschedule is
 * free, until when the headcount can change. One source: the /booking-policy page, the terms,
 * the FAQ and help centre, /billing and the quotes read their words from here, and the manage
 * flow (issue 30) computes refunds with `cancellationTerms`. The tiers: 48 or more hours a full
 * refund, 24–48 hours 50%, under 24 hours and no-shows none.
 */

export interface CancellationTier {
  /** The least notice, in hours before the event's start, that this tier needs. */
  fromHours: number;
  /** The share of what was paid that comes back. */
  refundPercent: number;
  /** Whether the event may instead move to another time at no charge. */
  freeReschedule: boolean;
  /** How the notice reads in a list ("48 or more hours' notice"). */
  notice: string;
  /** What the buyer gets ("a full refund or a free reschedule"). */
  outcome: string;
}

/** Most notice first; the last tier starts at 0 hours. */
export const cancellationTiers: readonly CancellationTier[] = [
  {
    fromHours: 48,
    refundPercent: 100,
    freeReschedule: true,
    notice: "48 or more hours' notice",
    outcome: "a full refund or a free reschedule",
  },
  {
    fromHours: 24,
    refundPercent: 50,
    freeReschedule: true,
    notice: "24 to 48 hours' notice",
    outcome: "a 50% refund or a free reschedule",
  },
  {
    fromHours: 0,
    refundPercent: 0,
    freeReschedule: false,
    notice: "Less than 24 hours' notice",
    outcome: "no refund",
  },
];

export const noShowOutcome = "no refund and no reschedule";

/** The full refund's notice. */
export const FULL_REFUND_HOURS = cancellationTiers[0]?.fromHours ?? 0;
/** The least notice a free reschedule needs: the last tier that offers one. */
export const FREE_RESCHEDULE_HOURS =
  cancellationTiers.filter((tier) => tier.freeReschedule).at(-1)?.fromHours ?? FULL_REFUND_HOURS;
/** The headcount may change up to this many hours before the start; the price is computed again. */
export const HEADCOUNT_CHANGE_HOURS = 72;

/** The terms for a cancellation `hoursBefore` the start (negative: after it began, a no-show). */
export function cancellationTerms(hoursBefore: number): CancellationTier {
  if (!Number.isFinite(hoursBefore) || hoursBefore < 0) {
    return {
      fromHours: 0,
      refundPercent: 0,
      freeReschedule: false,
      notice: "No-show",
      outcome: noShowOutcome,
    };
  }
  const tier = cancellationTiers.find((candidate) => hoursBefore >= candidate.fromHours);
  // The last tier starts at 0, so a finite, non-negative notice always finds one.
  return tier ?? (cancellationTiers.at(-1) as CancellationTier);
}

/** What comes back of `paidCents` for a cancellation `hoursBefore` the start, in whole cents. */
export function refundCents(paidCents: number, hoursBefore: number): number {
  return Math.floor((paidCents * cancellationTerms(hoursBefore).refundPercent) / 100);
}

/** The policy as list lines: each tier, then the no-show. */
export const cancellationLines: readonly string[] = [
  ...cancellationTiers.map((tier) => `${tier.notice}: ${tier.outcome}`),
  `No-show: ${noShowOutcome}`,
];

/** One sentence for short places (the /billing and quote pages). */
export const changeOfPlansSentence = `With ${FULL_REFUND_HOURS} hours' notice or more, reschedule for free or cancel for a full refund.`;
