import { availableParallelism, loadavg } from "node:os";

/** Shared bits of the command-line scripts: number options, tables, timeouts, cleanup on signals. */

export function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    console.error(`${name} must be a positive whole number, not "${value}".`);
    process.exit(2);
  }
  return parsed;
}

export type Align = "left" | "right";

/** A plain-text table with aligned columns: `a | b | c`, a rule under the header. */
export function formatTable(headers: string[], rows: string[][], align: Align[] = []): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        (align[column] ?? (column === 0 ? "left" : "right")) === "left"
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join(" | ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.map(line)].join("\n");
}

export class TimeoutError extends Error {}

/** Rejects with a TimeoutError after `ms` (the work itself is not cancelled: `onTimeout` may). */
export function withTimeout<T>(work: PromiseLike<T>, ms: number, label: string, onTimeout?: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new TimeoutError(`${label} took longer than ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([Promise.resolve(work), timeout]).finally(() => clearTimeout(timer));
}

const cleanups: Array<() => unknown> = [];
let installed = false;
let stopping = false;

/** True once SIGINT or SIGTERM arrived: loops must start nothing new. */
export const isStopping = () => stopping;

/**
 * Registers something to stop when the script ends (runCleanups) or is interrupted (SIGINT,
 * SIGTERM: cleanups run, then exit 130 / 143). Returns a function that unregisters it.
 */
export function onCleanup(cleanup: () => unknown): () => void {
  cleanups.push(cleanup);
  if (!installed) {
    installed = true;
    for (const [signal, code] of [
      ["SIGINT", 130],
      ["SIGTERM", 143],
    ] as const) {
      process.once(signal, () => {
        stopping = true;
        console.error(`\n${signal}: stopping what this script started.`);
        void runCleanups().finally(() => process.exit(code));
      });
    }
  }
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

/** Runs registered cleanups, last first, each bounded to 30 s; never throws. */
export async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const cleanup = cleanups.pop();
    try {
      await withTimeout(Promise.resolve().then(cleanup), 30_000, "cleanup");
    } catch (error) {
      console.error(`Cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** SIGTERMs a server from scripts/lib/server-process.ts; SIGKILLs it if it has not exited in 20 s. */
export async function stopServer(server: {
  process: { kill(signal: NodeJS.Signals): boolean };
  stop(): Promise<unknown>;
}) {
  try {
    await withTimeout(server.stop(), 20_000, "server shutdown");
  } catch (error) {
    console.error(`${errorMessage(error)}: killing it.`);
    server.process.kill("SIGKILL");
  }
}

/**
 * Measurements are only comparable on a quiet machine: report the 1-minute load average (to
 * stderr) and warn when other work is already using most of the cores.
 */
export function noteMachineLoad(): { loadAverage1m: number; cores: number } {
  const loadAverage1m = Number(loadavg()[0]?.toFixed(2));
  const cores = availableParallelism();
  const busy = loadAverage1m > cores * 0.5;
  console.error(
    `Load average (1 min) ${loadAverage1m} on ${cores} cores${busy ? ": the machine is busy, figures will be pessimistic and noisy." : "."}`,
  );
  return { loadAverage1m, cores };
}
