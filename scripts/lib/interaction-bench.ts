import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { errorMessage, isStopping, TimeoutError, withTimeout } from "./cli.ts";
import {
  type EventEntry,
  effectDelay,
  type InteractionResult,
  longestInteraction,
} from "./interaction-results.ts";

/**
 * The interaction benchmark of `npm run audit`: each check opens one page in a fresh context (a
 * first visit) at a 4× CPU slowdown, waits a few seconds after the load event, acts once with
 * real input (mouse, keys or touch through the browser's input pipeline), and reads what the
 * page recorded: the Event Timing entries of the interaction (its INP) and the frame in which
 * the check's effect became visible.
 */

/** Chrome DevTools' "4× slowdown", as Lighthouse's mobile runs apply it. */
export const CPU_SLOWDOWN = 4;
/** The visitor acts this long after the load event. */
export const WAIT_AFTER_LOAD_MS = 3_000;
/** An effect not visible this long after the input is lost: a visitor has clicked again. */
export const LOST_AFTER_MS = 5_000;
const CHECK_TIMEOUT_MS = 60_000;

/** `window.__bench` in every document of a check's page (a new token: the document was replaced). */
export interface BenchState {
  token: string;
  /** event.timeStamp of each trusted pointerdown and keydown. */
  inputs: number[];
  events: EventEntry[];
  watching: boolean;
  heldBeforeInput: boolean;
  /** Wraps the polled condition: performance.now() once it holds after an input. */
  hold(holds: boolean): number | false;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/** Runs in every document before the page's own scripts; self-contained (Playwright sends its source). */
function installBench() {
  const bench: BenchState = {
    token: Math.random().toString(36).slice(2),
    inputs: [],
    events: [],
    watching: false,
    heldBeforeInput: false,
    hold(holds) {
      bench.watching = true;
      if (!holds) return false;
      if (bench.inputs.length === 0) {
        bench.heldBeforeInput = true;
        return false;
      }
      return performance.now();
    },
  };
  window.__bench = bench;
  for (const type of ["pointerdown", "keydown"]) {
    const note = (event: Event) => {
      if (event.isTrusted) bench.inputs.push(event.timeStamp);
    };
    addEventListener(type, note, { capture: true, passive: true });
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const { name, startTime, duration, processingStart, processingEnd, interactionId } = entry;
        bench.events.push({ name, startTime, duration, processingStart, processingEnd, interactionId });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing: the check reports no INP.
  }
}

export type Viewport = "375" | "1280";

export interface InteractionCheck<Before = unknown> {
  route: string;
  control: string;
  viewport: Viewport;
  /** A touch check runs on a phone: a touch screen, mobile viewport. */
  input: "mouse" | "keys" | "touch";
  /** Prefers reduced motion (a carousel then waits for the visitor). */
  reducedMotion?: boolean;
  /** The control, scrolled into view before the wait as a visitor scrolls to it. */
  target: (page: Page) => Locator;
  act: (page: Page, target: Locator) => Promise<void>;
  /** In the page, before the input: what the effect is compared with. */
  probe: () => Before;
  /** In the page, every frame: `window.__bench.hold(the effect is visible)`. */
  effect: (before: Before) => number | false;
}

/** Types a check (its probe and effect agree) and keeps it in a list of checks of any shape. */
export function defineCheck<Before>(check: InteractionCheck<Before>): InteractionCheck {
  return check as unknown as InteractionCheck;
}

const viewports: Record<Viewport, { width: number; height: number }> = {
  "375": { width: 375, height: 812 },
  "1280": { width: 1280, height: 900 },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unmeasured = (check: InteractionCheck): InteractionResult => ({
  route: check.route,
  control: check.control,
  input: `${check.viewport} ${check.input}`,
  status: "error",
  inpMs: null,
  interactions: null,
  effectMs: null,
  events: [],
});

async function measure(context: BrowserContext, baseUrl: string, check: InteractionCheck) {
  const result = unmeasured(check);
  await context.addInitScript(installBench);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const response = await page.goto(`${baseUrl}${check.route}`, { waitUntil: "load", timeout: 30_000 });
  const loadedAt = Date.now();
  if (response && response.status() !== 200)
    throw new Error(`${check.route} answered HTTP ${response.status()}`);
  const target = check.target(page);
  await target.scrollIntoViewIfNeeded();
  await sleep(Math.max(0, WAIT_AFTER_LOAD_MS - (Date.now() - loadedAt)));

  const before = await page.evaluate(check.probe);
  const token = await page.evaluate(() => window.__bench?.token);
  if (!token) throw new Error("the measuring script did not run in the page");
  // Watched every frame from before the input, so the effect's time is the frame that shows it.
  const effect = page
    .waitForFunction(check.effect, before, { polling: "raf", timeout: CHECK_TIMEOUT_MS })
    .then((handle) => handle.jsonValue() as Promise<number>);
  effect.catch(() => undefined);
  await page.waitForFunction(() => window.__bench?.watching === true);
  if (await page.evaluate(() => window.__bench?.heldBeforeInput))
    throw new Error("the effect's condition held before the input");

  await check.act(page, target);
  const effectAt = await withTimeout(effect, LOST_AFTER_MS, "the effect").catch((error: unknown) => {
    if (error instanceof TimeoutError) return null;
    throw error;
  });
  // Event Timing entries reach the observer after the frame that follows the interaction.
  const read = () =>
    page.evaluate(async () => {
      await new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300))),
      );
      return {
        token: window.__bench?.token,
        inputs: window.__bench?.inputs ?? [],
        events: window.__bench?.events ?? [],
        count: (performance as Performance & { interactionCount?: number }).interactionCount,
      };
    });
  // A navigation under way destroys the context mid-read: read the new document.
  const recorded = await read().catch(async () => {
    await page.waitForLoadState("load").catch(() => undefined);
    return read();
  });
  if (recorded.token !== token) {
    const url = new URL(page.url());
    return { ...result, status: "lost" as const, navigatedTo: url.pathname + url.search };
  }
  result.events = recorded.events.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= (recorded.inputs[0] ?? 0) - 1,
  );
  result.inpMs = longestInteraction(result.events);
  result.interactions = recorded.count ?? null;
  if (effectAt === null)
    return {
      ...result,
      status: "lost" as const,
      error: `nothing visible ${LOST_AFTER_MS / 1000} s after the input`,
    };
  return { ...result, status: "ok" as const, effectMs: effectDelay(recorded.inputs, effectAt) };
}

/** Runs the checks one at a time, each in a fresh context; a check that fails is an "error" result. */
export async function runInteractionChecks(
  browser: Browser,
  baseUrl: string,
  checks: readonly InteractionCheck[],
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const [index, check] of checks.entries()) {
    if (isStopping()) break;
    let context: BrowserContext | undefined;
    let result: InteractionResult;
    try {
      context = await browser.newContext({
        viewport: viewports[check.viewport],
        hasTouch: check.input === "touch",
        isMobile: check.viewport === "375",
        reducedMotion: check.reducedMotion ? "reduce" : "no-preference",
      });
      const opened = context;
      result = await withTimeout(measure(opened, baseUrl, check), CHECK_TIMEOUT_MS, "the check", () => {
        void opened.close().catch(() => undefined);
      });
    } catch (error) {
      result = { ...unmeasured(check), error: errorMessage(error).split("\n")[0] };
    } finally {
      await context?.close().catch(() => undefined);
    }
    results.push(result);
    const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
    console.error(
      `[${index + 1}/${checks.length}] ${check.route} ${check.control}: ${result.status}, INP ${ms(result.inpMs)}, ` +
        `effect ${ms(result.effectMs)}${result.error ? ` (${result.error})` : ""}`,
    );
  }
  return results;
}
