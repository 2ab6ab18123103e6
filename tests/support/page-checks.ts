import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeTags } from "../../scripts/lib/axe";

type AxeViolations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/** One line per violation: rule, impact, how many elements, the first few selectors, the first element. */
export function describeViolations(violations: AxeViolations): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.map(String).join(" >> "))
      .join(" | ");
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : "";
    const html = (violation.nodes[0]?.html ?? "").replace(/\s+/g, " ").slice(0, 100);
    return `${violation.id} [${violation.impact ?? "n/a"}] ${violation.nodes.length} element(s): ${targets}${more} — ${violation.help} — first: ${html}`;
  });
}

/**
 * axe-core on the page as it is now (WCAG tags of scripts/lib/axe.ts), optionally only inside
 * `include`. Legacy mode runs axe.run() in the page itself instead of finishing in a new blank
 * page per run: the same rules, much faster, and the site embeds no cross-origin frames.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { include?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  const results = await builder
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  expect(describeViolations(results.violations), `axe violations on ${label}`).toEqual([]);
}

/** Console errors and CSP refusals a page reports: every flow must end with none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Refused to/.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/**
 * Sums the layout shifts the page makes without recent input, from its first paint on: call it
 * before the page loads, then read the sum. `except`: a selector whose element's own shifts are
 * left out (a shift that moves only what it contains).
 */
export async function recordLayoutShift(
  page: Page,
  options: { except?: string } = {},
): Promise<() => Promise<number>> {
  await page.addInitScript((except) => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        const left = except ? document.querySelector(except) : null;
        const onlyThere =
          !!left && entry.sources.every((source) => !!source.node && left.contains(source.node));
        if (!entry.hadRecentInput && !onlyThere)
          window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, options.except ?? null);
  return () => page.evaluate(() => window.__layoutShift ?? -1);
}
