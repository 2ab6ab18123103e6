/**
 * The Quick Price Calculator on /pricing: an activity, a headcount and add-ons, priced by the
 * price engine (./pricing.ts, docs/decisions/054-one-price-engine.md), so it shows what the
 * activity pages, quotes and checkout charge. The headcount stays within the activity's range.
 */
import { type AddOnId, addOnRules, type EventPrice, type PricedActivity, priceEvent } from "./pricing";

export interface CalculatorState {
  players: number;
  activityId: string;
  addOns: Readonly<Record<AddOnId, boolean>>;
}

/** The headcount the calculator opens with: the one the activity pages quote. */
export const DEFAULT_PLAYERS = 40;
export const DEFAULT_ACTIVITY = "lightning-feud";

export const MINIMUM_FEE_NOTE = "Includes the minimum event fee when it applies";

export const noAddOns: Readonly<Record<AddOnId, boolean>> = Object.freeze(
  Object.fromEntries(addOnRules.map((rule) => [rule.id, false])) as Record<AddOnId, boolean>,
);

export const defaultCalculatorState: Readonly<CalculatorState> = Object.freeze({
  players: DEFAULT_PLAYERS,
  activityId: DEFAULT_ACTIVITY,
  addOns: noAddOns,
});

/** A whole number of players within the activity's range; anything not finite becomes the default, moved into it. */
export function clampPlayers(
  value: number,
  activity: Pick<PricedActivity, "headcountMin" | "headcountMax">,
): number {
  const players = Number.isFinite(value) ? Math.round(value) : DEFAULT_PLAYERS;
  return Math.min(activity.headcountMax, Math.max(activity.headcountMin, players));
}

/** The activity the state names, or the first one when it names none of them. */
export function selectedActivity(activities: readonly PricedActivity[], activityId: string): PricedActivity {
  const activity = activities.find((candidate) => candidate.id === activityId) ?? activities[0];
  if (!activity) throw new Error("The calculator has no activity to price.");
  return activity;
}

export interface CalculatorTotal extends EventPrice {
  /** The player count used (clamped to the activity's range). */
  players: number;
}

export function calculateTotal(state: CalculatorState, activity: PricedActivity): CalculatorTotal {
  const players = clampPlayers(state.players, activity);
  const addOns = addOnRules.filter((rule) => state.addOns[rule.id]).map((rule) => rule.id);
  return { players, ...priceEvent({ activity, headcount: players, addOns }) };
}

export { formatDollars } from "./money";
