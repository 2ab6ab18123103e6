import { writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { chromiumArgs, resolveChromium } from "../../scripts/lib/chromium";

// The launch, not the browser: tests that run concurrently share one launch.
let browser: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  browser ??= resolveChromium().then((binary) =>
    chromium.launch({ executablePath: binary.path, args: chromiumArgs }),
  );
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const launched = browser;
  browser = undefined;
  await (await launched?.catch(() => undefined))?.close();
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export function baseURL(): string {
  return inject("baseURL");
}

/**
 * A fresh context (axe needs pages from an explicit context) at a given width, on the shared
 * server or a test file's own (`baseURL`), in a time zone when the test reads times.
 */
export async function newPage(
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
    baseURL?: string;
    timezoneId?: string;
    /** Each action's timeout, in ms. */
    timeout?: number;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({
    baseURL: options.baseURL ?? baseURL(),
    viewport: options.viewport ?? viewports.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  if (options.timeout) page.setDefaultTimeout(options.timeout);
  return { context, page };
}

/**
 * Loads a page and expects its status. By the load event the page's scripts have run (React
 * Router's module loads them with the page), so React owns the document: a click or keystroke
 * from here is React's, hydrating what it lands on first if need be. A test then waits for what a
 * visitor would see happen, never for a flag; before that moment the page does what it does
 * without JavaScript, and keeps what was typed.
 */
export async function openPage(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), `status of ${path}`).toBe(status);
}

/**
 * A page of a test file's own server at `viewport`, in `timezoneId`, with reduced motion and each
 * action's timeout at 20 s: the flows that read times in a zone and follow emails.
 */
export function browseAt(
  baseURL: string,
  timezoneId: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  return newPage({
    baseURL,
    viewport,
    javaScriptEnabled,
    timezoneId,
    reducedMotion: "reduce",
    timeout: 20_000,
  });
}

/** With E2E_ARTIFACTS set (a folder), a file a flow made (a PDF, a screenshot) is kept there to be looked at. */
export function keepArtifact(name: string, bytes: Buffer): void {
  const folder = process.env.E2E_ARTIFACTS;
  if (folder) writeFileSync(path.join(folder, name), bytes);
}

/** A full-page screenshot kept as an artifact (only when E2E_ARTIFACTS is set). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_ARTIFACTS) keepArtifact(name, await page.screenshot({ fullPage: true }));
}
