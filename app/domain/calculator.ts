/**
 * The Quick Price Calculator on /pricing: package rate × headcount plus add-ons, with the
 * package minimum. Whole US dollars throughout.
 */

export type CalculatorPackage = "core" | "premium";

export interface CalculatorState {
  players: number;
  package: CalculatorPackage;
  kits: boolean;
  awards: boolean;
  premiumHost: boolean;
  extraTime: boolean;
  customTheme: boolean;
}

export const PLAYERS_MIN = 5;
export const PLAYERS_MAX = 300;
export const DEFAULT_PLAYERS = 25;

/** Base price per player for each package. */
export const PACKAGE_RATES: Readonly<Record<CalculatorPackage, number>> = { core: 40, premium: 58 };

export const packageOptions = [
  { id: "core", label: "Core Experience" },
  { id: "premium", label: "Premium Celebration" },
] as const satisfies readonly { id: CalculatorPackage; label: string }[];

/** The base never goes below this minimum event fee. */
export const MINIMUM_BASE = 400;

export const MINIMUM_FEE_NOTE = "Includes minimum fee when applicable";

export type AddOnKey = "kits" | "awards" | "premiumHost" | "extraTime" | "customTheme";

export interface AddOnOption {
  key: AddOnKey;
  label: string;
  /** Dollars: per player when `perPlayer`, otherwise a flat amount. */
  price: number;
  perPlayer: boolean;
}

/** In display order. */
export const addOnOptions = [
  { key: "kits", label: "Event kits", price: 30, perPlayer: true },
  { key: "awards", label: "Awards ceremony", price: 250, perPlayer: false },
  { key: "premiumHost", label: "Premium host", price: 300, perPlayer: false },
  { key: "extraTime", label: "Extra 30 minutes", price: 150, perPlayer: false },
  { key: "customTheme", label: "Custom theme", price: 200, perPlayer: false },
] as const satisfies readonly AddOnOption[];

export const defaultCalculatorState: Readonly<CalculatorState> = Object.freeze({
  players: DEFAULT_PLAYERS,
  package: "core",
  kits: false,
  awards: false,
  premiumHost: false,
  extraTime: false,
  customTheme: false,
});

/** A whole number of players between 5 and 300; anything not finite becomes the default 25. */
export function clampPlayers(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_PLAYERS;
  return Math.min(PLAYERS_MAX, Math.max(PLAYERS_MIN, Math.round(value)));
}

export interface AddOnLine {
  key: AddOnKey;
  label: string;
  amount: number;
}

export interface CalculatorTotal {
  /** The player count used (clamped). */
  players: number;
  /** players × package rate, raised to the minimum when below it. */
  base: number;
  /** True only when the minimum raised the base (a base equal to the minimum is not raised). */
  minimumApplied: boolean;
  /** The selected add-ons, in display order. */
  addOns: AddOnLine[];
  total: number;
}

export function calculateTotal(state: CalculatorState): CalculatorTotal {
  const players = clampPlayers(state.players);
  const rate = PACKAGE_RATES[state.package] ?? PACKAGE_RATES.core;
  const raw = players * rate;
  const minimumApplied = raw < MINIMUM_BASE;
  const base = minimumApplied ? MINIMUM_BASE : raw;
  const addOns: AddOnLine[] = addOnOptions
    .filter((option) => state[option.key])
    .map((option) => ({
      key: option.key,
      label: option.label,
      amount: option.perPlayer ? option.price * players : option.price,
    }));
  const total = Math.round(base + addOns.reduce((sum, line) => sum + line.amount, 0));
  return { players, base, minimumApplied, addOns, total };
}

export { formatDollars } from "./money";
