import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { errorMessage, isStopping, TimeoutError, withTimeout } from "./cli.ts";
import {
  type EventEntry,
  effectDelay,
  type InteractionResult,
  longestInteraction,
} from "./interaction-results.ts";

/**
 * The interaction benchmark of `npm run audit`: each check opens one page in a fresh browser
 * context (a first visit: no cookies, no storage) at a 4× CPU slowdown, waits a few seconds after
 * the load event, acts once with real input (mouse, keyboard or touch, through the browser's
 * input pipeline, not a click() in the page's JavaScript), and reads what the page recorded:
 * the Event Timing entries of the interaction (its INP) and when the check's effect became
 * visible (a condition polled every frame).
 */

/** Chrome DevTools' "4× slowdown", as Lighthouse's mobile runs apply it. */
export const CPU_SLOWDOWN = 4;
/** The visitor acts this long after the load event: a first interaction a few seconds in. */
export const WAIT_AFTER_LOAD_MS = 3_000;
/** An effect not visible this long after the last input is lost: a visitor has clicked again. */
export const LOST_AFTER_MS = 5_000;
/** The whole check (page load included): past it the check is an error, never a hung audit. */
const CHECK_TIMEOUT_MS = 60_000;
const ACTION_TIMEOUT_MS = 10_000;

/** What the init script keeps on `window.__bench`, in every document of the check's page. */
export interface BenchState {
  /** Random per document: a different one after the input means the document was replaced. */
  token: string;
  /** event.timeStamp of each trusted pointerdown and keydown (the page's clock). */
  inputs: number[];
  events: EventEntry[];
  /** True once an effect condition has been polled. */
  watching: boolean;
  /** True if the effect condition held before any input: the check itself is wrong. */
  heldBeforeInput: boolean;
  /** The polling condition's wrapper: performance.now() once `holds` is true after an input. */
  hold(holds: boolean): number | false;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/**
 * Runs in every document before the page's own scripts (so the first interaction cannot come
 * before the observer). Self-contained: Playwright sends its source.
 */
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
    addEventListener(
      type,
      (event) => {
        if (event.isTrusted) bench.inputs.push(event.timeStamp);
      },
      { capture: true, passive: true },
    );
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        bench.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          interactionId: entry.interactionId,
        });
      }
      // durationThreshold is in PerformanceObserverInit since Event Timing; DOM's lib omits it.
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
  /** How the visitor acts; a touch check runs in a context with a touch screen. */
  input: "mouse" | "keys" | "touch";
  /** Prefers reduced motion (a carousel then does not advance by itself during the check). */
  reducedMotion?: boolean;
  /** The control acted on first: scrolled into view before the wait, as a visitor scrolls to it. */
  target: (page: Page) => Locator;
  /** The interaction itself, with real input. */
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

/** The check's text for the table: "1280 mouse", "375 touch". */
export const inputLabel = (check: InteractionCheck) => `${check.viewport} ${check.input}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A check's result before anything is measured: an error until the check says otherwise. */
const unmeasured = (check: InteractionCheck): InteractionResult => ({
  route: check.route,
  control: check.control,
  input: inputLabel(check),
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
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
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
  // Watch from before the input, every frame, so the effect's time is the frame that shows it.
  const effect = page
    .waitForFunction(check.effect, before, { polling: "raf", timeout: CHECK_TIMEOUT_MS })
    .then((handle) => handle.jsonValue() as Promise<number>);
  effect.catch(() => undefined);
  await page.waitForFunction(() => window.__bench?.watching === true);
  if (await page.evaluate(() => window.__bench?.heldBeforeInput))
    throw new Error("the effect's condition held before the input");

  await check.act(page, target);
  // Only the wait running out means lost; a condition that throws is the check's own error.
  const effectAt = await withTimeout(effect, LOST_AFTER_MS, "the effect").catch((error: unknown) => {
    if (error instanceof TimeoutError) return null;
    throw error;
  });

  // Event Timing entries reach the observer after the frame that follows the interaction.
  const read = () =>
    page.evaluate(async () => {
      await new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      );
      return {
        token: window.__bench?.token,
        inputs: window.__bench?.inputs ?? [],
        events: window.__bench?.events ?? [],
        interactionCount: (performance as Performance & { interactionCount?: number }).interactionCount,
      };
    });
  // A navigation still under way destroys the page's context mid-read: read the new document.
  const recorded = await read().catch(async () => {
    await page.waitForLoadState("load").catch(() => undefined);
    return read();
  });

  if (recorded.token !== token) {
    result.status = "lost";
    result.navigatedTo = new URL(page.url()).pathname + new URL(page.url()).search;
    return result;
  }
  result.events = recorded.events.filter(
    (entry) => entry.interactionId > 0 && entry.startTime >= (recorded.inputs[0] ?? 0) - 1,
  );
  result.inpMs = longestInteraction(result.events);
  result.interactions = recorded.interactionCount ?? null;
  if (effectAt === null) {
    result.status = "lost";
    result.error = `nothing visible ${LOST_AFTER_MS / 1000} s after the input`;
    return result;
  }
  result.effectMs = effectDelay(recorded.inputs, effectAt);
  result.status = "ok";
  return result;
}

/**
 * Runs the checks one at a time (two cores: nothing in parallel), each in a fresh context closed
 * afterwards. A check that throws or takes too long is an "error" result, never a crash.
 */
export async function runInteractionChecks(
  browser: Browser,
  baseUrl: string,
  checks: readonly InteractionCheck[],
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const [index, check] of checks.entries()) {
    if (isStopping()) break;
    const started = Date.now();
    const viewport = viewports[check.viewport];
    let context: BrowserContext | undefined;
    let result: InteractionResult;
    try {
      context = await browser.newContext({
        viewport,
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
    const inp = result.inpMs === null ? "–" : `${Math.round(result.inpMs)} ms`;
    const effect = result.effectMs === null ? "–" : `${Math.round(result.effectMs)} ms`;
    console.error(
      `[${index + 1}/${checks.length}] ${check.route} ${check.control} (${inputLabel(check)}): ${result.status}, ` +
        `INP ${inp}, effect ${effect}${result.error ? ` (${result.error})` : ""}${result.navigatedTo ? ` (navigated to ${result.navigatedTo})` : ""} ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return results;
}
