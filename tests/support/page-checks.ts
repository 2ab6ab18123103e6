import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeTags } from "../../scripts/lib/axe";

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  const lines = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")} — ${violation.help}`,
  );
  expect(lines, `axe violations on ${label}`).toEqual([]);
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
