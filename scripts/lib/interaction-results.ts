/** The interaction benchmark's figures, from what the page recorded (scripts/lib/interaction-bench.ts). */

/** Limits per check: Google's "good" INP, and a second from the input to its visible effect. */
export const interactionTargets = { inpMs: 200, effectMs: 1000 } as const;

/** An Event Timing entry as the page's observer copies it (PerformanceEventTiming's fields). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

export type CheckStatus = "ok" | "lost" | "error";

export interface InteractionResult {
  route: string;
  control: string;
  /** "1280 mouse", "375 touch": the width and the kind of input. */
  input: string;
  status: CheckStatus;
  /** The longest Event Timing entry of the check's interactions (null: none of 16 ms or more). */
  inpMs: number | null;
  /** Distinct interactions the page counted (performance.interactionCount), when it could. */
  interactions: number | null;
  /** From the input that made it happen (the last one before it) to the effect, in ms. */
  effectMs: number | null;
  /** Set when the input replaced the document (a link or a form sent without a script). */
  navigatedTo?: string;
  error?: string;
  events: EventEntry[];
}

/** INP: the longest entry of a real interaction (hovers carry interactionId 0); null under 16 ms. */
export function longestInteraction(entries: readonly EventEntry[]): number | null {
  const durations = entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.duration);
  return durations.length ? Math.max(...durations) : null;
}

/** Milliseconds from the last input at or before the effect to the effect (the page's clock). */
export function effectDelay(inputTimes: readonly number[], effectAt: number): number | null {
  const before = inputTimes.filter((time) => time <= effectAt);
  return before.length ? effectAt - Math.max(...before) : null;
}

/** What misses the targets, one sentence each ("" when the check met every target). */
export function interactionMisses(result: InteractionResult): string[] {
  const where = `${result.route} ${result.control} (${result.input})`;
  if (result.status === "error") return [`${where}: failed: ${result.error ?? "unknown error"}`];
  const misses: string[] = [];
  if (result.status === "lost")
    misses.push(
      result.navigatedTo
        ? `${where}: lost: the page navigated to ${result.navigatedTo} instead`
        : `${where}: lost: no effect${result.error ? ` (${result.error})` : ""}`,
    );
  if (result.inpMs !== null && result.inpMs > interactionTargets.inpMs)
    misses.push(`${where}: INP ${Math.round(result.inpMs)} ms (target ≤ ${interactionTargets.inpMs})`);
  if (result.effectMs !== null && result.effectMs > interactionTargets.effectMs)
    misses.push(
      `${where}: effect after ${Math.round(result.effectMs)} ms (target ≤ ${interactionTargets.effectMs})`,
    );
  return misses;
}

/** One table row: route, control, input, INP, effect, result. */
export function interactionRow(result: InteractionResult): string[] {
  const inp =
    result.inpMs !== null
      ? String(Math.round(result.inpMs))
      : result.status !== "error" && (result.interactions ?? 0) > 0
        ? "< 16"
        : "–";
  const effect = result.effectMs !== null ? String(Math.round(result.effectMs)) : "–";
  const outcome = result.navigatedTo ? "lost (navigated)" : result.status;
  return [result.route, result.control, result.input, inp, effect, outcome];
}

export const interactionHeaders = ["route", "control", "input", "INP (ms)", "effect (ms)", "result"];
