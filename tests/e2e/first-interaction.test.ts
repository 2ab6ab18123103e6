import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";

/**
 * A visitor's first interaction takes effect however early it comes (docs/decisions/066): what
 * is typed, ticked or picked before the page's scripts have run stays in the page's own form
 * controls, a component whose state follows them reads them when it mounts, and a click before
 * then does what the page does without JavaScript. The scripts are held back here until the
 * visitor has acted, so "before the scripts" is certain, not a race; what the test then waits
 * for is what the visitor sees.
 */

afterAll(closeBrowser);

/** Holds the app's entry script until `release()`: the page is drawn, its scripts not yet run. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    // A request the page dropped meanwhile (it navigated) is already answered.
    await route.continue().catch(() => undefined);
  });
  return { release };
}

async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${path}`).toBe(200);
  return scripts;
}

const cardTitles = (page: Page) =>
  page.locator('section[aria-labelledby="results-heading"] article h3').allInnerTexts();

describe("the first interaction before the scripts have run", () => {
  it("/activities: a ticked filter and a picked sort are applied once the scripts run, never reverted", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      const scripts = await openHeld(page, "/activities");
      expect(await cardTitles(page)).toHaveLength(6);
      await page.getByLabel("Chill").check();
      await page.getByLabel("Sort by").selectOption("price-high");
      scripts.release();
      await page.waitForURL(/\?vibe=chill&sort=price-high$/);
      await expect.poll(() => cardTitles(page)).toEqual(["Tiny Campfire"]);
      expect(await page.getByLabel("Chill").isChecked()).toBe(true);
      expect(await page.getByLabel("Sort by").inputValue()).toBe("price-high");
      // Still the visitor's choice after React's next renders.
      await page.waitForTimeout(500);
      expect(await page.getByLabel("Chill").isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("/pricing: a headcount typed before the scripts run is kept and priced", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    const total = () => page.getByTestId("calculator-total").innerText();
    try {
      const scripts = await openHeld(page, "/pricing");
      const box = page.getByRole("spinbutton", { name: "Number of players" });
      await box.fill("12");
      await box.press("Tab");
      scripts.release();
      // Lightning Feud for 12 people at the top rate: 12 × $65 (docs/decisions/054-one-price-engine.md).
      await expect.poll(total).toBe("$780");
      expect(await box.inputValue()).toBe("12");
      expect(await page.getByLabel("Number of players (slider)").inputValue()).toBe("12");
    } finally {
      await context.close();
    }
  });

  it("/contact: what was typed before the scripts run is kept and checked with the rest", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const scripts = await openHeld(page, "/contact");
      const form = page.locator('form[action="/forms/contact"]');
      await form.getByLabel(/^Name/).fill("Ada Lovelace");
      scripts.release();
      await page.waitForLoadState("load");
      await form.getByRole("button", { name: /send/i }).click();
      // The typed name went with the form, checked with the rest: the email is missing, the
      // name is not (in place, or on the form's own page had the press beaten the scripts).
      await expect.poll(() => form.getByLabel(/^Email/).getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel(/^Name/).inputValue()).toBe("Ada Lovelace");
      expect(await form.getByLabel(/^Name/).getAttribute("aria-invalid")).not.toBe("true");
    } finally {
      await context.close();
    }
  });

  it("/help-center: a search typed before the scripts run narrows the answers once they do", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      const scripts = await openHeld(page, "/help-center");
      const questions = page.locator("[data-help-group] summary");
      const all = await questions.count();
      await page.getByLabel("Search the help center").fill("zoom");
      scripts.release();
      await page.waitForURL(/\/help-center\?q=zoom$/);
      await expect.poll(() => questions.count()).toBeLessThan(all);
      expect(await page.getByLabel("Search the help center").inputValue()).toBe("zoom");
    } finally {
      await context.close();
    }
  });

  it("/quiz: an answer picked before the scripts run counts once they do", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const scripts = await openHeld(page, "/quiz");
      await page.getByLabel("31–80 people").check();
      scripts.release();
      await page.waitForLoadState("load");
      expect(await page.getByLabel("31–80 people").isChecked()).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => page.getByText("Step 2 of 3").isVisible()).toBe(true);
      // Back on step 1, the answer is still the one picked before the scripts ran.
      await page.getByRole("link", { name: "Back" }).click();
      await expect.poll(() => page.getByLabel("31–80 people").isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("a Claim click before the scripts run opens the claim page, and a claim made there is remembered", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile });
    try {
      const scripts = await openHeld(page, "/activities");
      // Without scripts the button is a link to the claim page, which works on its own.
      await page.getByRole("link", { name: "Claim My Free Upgrade" }).first().click();
      await page.waitForURL(/\/forms\/voucher/);
      const stamp = Date.now();
      const form = page.locator('main form[action^="/forms/voucher"]');
      await form.getByLabel(/^Name/).fill("Grace Hopper");
      await form.getByLabel(/^Work email/).fill(`first-click-${stamp}@northwind-e2e.com`);
      await form.getByLabel(/^Company/).fill(`Northwind ${stamp}`);
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Claim My Upgrade" }).click();
      await page.getByRole("heading", { level: 1, name: "You're in!" }).waitFor();
      const code = (await page.locator("code").first().innerText()).trim();
      expect(code).toMatch(/^RALLY-/);
      // Its scripts arrive: the browser keeps the code, as a claim made in the dialog does.
      scripts.release();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("rallyroom_voucher"))).toContain(code);
      await openPage(page, "/activities");
      await page.getByText("Your upgrade is claimed").first().waitFor();
      expect(await page.locator("code", { hasText: code }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
