import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { axeTags } from "../../scripts/lib/axe";
import { closeBrowser, newPage, openHydrated, viewports } from "../support/browser";

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const toast = (page: Page) => page.getByRole("region", { name: /notifications/i });

describe("lead forms in Chromium", () => {
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await closeBrowser();
  });

  it("contact form with JavaScript: browser validation, errors clear on edit, busy label, success toast", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    await openHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByText("Name is required").isVisible()).toBe(true);
    expect(await form.getByText("Message is required").isVisible()).toBe(true);
    const name = form.getByLabel("Name");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    // Focus moved to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await name.fill("Jess Park");
    expect(await form.getByText("Name is required").count()).toBe(0);
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await form.getByLabel("Email").fill("jess@northwind.io");
    await form.getByLabel("Message").fill("Can you host 120 people across three time zones?");
    // Hold the response a moment so the busy state is observable.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    await expect
      .poll(() => toast(page).getByText("Message sent!").isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Message sent!" }).isVisible()).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe("");
  });

  it("toolkit card: a network failure keeps what was typed; success unlocks the PDF", async () => {
    const opened = await newPage({ viewport: viewports.mobile });
    context = opened.context;
    const { page } = opened;
    await openHydrated(page, "/pricing");
    const card = page.getByRole("form", { name: "Planning a budget? Get the free toolkit" });
    await card.getByLabel("Name").fill("Sam Lee");
    await card.getByLabel("Work email").fill("sam@gmail.com");
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    await expect
      .poll(() => card.getByText("Please use your work email so we can tailor your event.").isVisible())
      .toBe(true);
    await expect.poll(() => card.getByText("Please agree to receive emails").isVisible()).toBe(true);
    await card.getByLabel("Work email").fill("sam@contoso.io");
    await card.getByLabel(/I agree to receive event planning tips/).check();
    await page.route("**/api/subscribe-lead", (route) => route.abort("internetdisconnected"));
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    await expect.poll(() => toast(page).getByText("Something went wrong").isVisible()).toBe(true);
    expect(await toast(page).getByText("Please try again or contact support.").isVisible()).toBe(true);
    expect(await card.getByLabel("Name").inputValue()).toBe("Sam Lee");
    expect(await card.getByLabel("Work email").inputValue()).toBe("sam@contoso.io");
    await page.unroute("**/api/subscribe-lead");
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    const heading = page.getByRole("heading", { name: "Toolkit unlocked" }).first();
    await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
    const pdf = page.getByRole("link", { name: /Download PDF/ }).first();
    const href = (await pdf.getAttribute("href")) ?? "";
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(
      await page
        .getByRole("link", { name: /Book 15-min Call/ })
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it("booking form without JavaScript: server errors, then the success view with a way back", async () => {
    const opened = await newPage({ viewport: viewports.desktop, javaScriptEnabled: false });
    context = opened.context;
    const { page } = opened;
    await page.goto("/book-event");
    await page.getByLabel(/^Name/).fill("Noscript Nia");
    await page.getByRole("button", { name: "Submit & Get Custom Recommendations" }).click();
    await page.waitForURL("**/forms/booking");
    for (const message of [
      "Email is required",
      "Company name is required",
      "Team size is required",
      "Occasion is required",
    ]) {
      expect(await page.getByText(message).isVisible(), message).toBe(true);
    }
    expect(await page.getByLabel(/^Name/).inputValue()).toBe("Noscript Nia");
    await page.getByLabel(/^Email/).fill("nia@fabrikam.io");
    await page.getByLabel(/^Company name/).fill("Fabrikam");
    await page.getByLabel(/^Team size/).selectOption("26-50 people (Large)");
    await page.getByLabel(/^Occasion/).selectOption("Year-End Party");
    await page.getByRole("button", { name: "Submit & Get Custom Recommendations" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByText("Request Submitted!").isVisible()).toBe(true);
    expect(
      await page.getByText("We'll get back to you within 24 hours with custom recommendations.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole("link", { name: "Back to where you were" }).getAttribute("href")).toBe(
      "/book-event",
    );
  });

  it("voucher: teaser count, dialog, claim, copy, and the stored code on a later visit", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { page } = opened;
    await openHydrated(page, "/activities");
    const top = page.getByRole("region", { name: "Free upgrade for your first event" }).first();
    await expect.poll(() => top.getByText(/Only \d+ left this month/).isVisible()).toBe(true);
    const before = Number(/Only (\d+)/.exec(await top.getByText(/Only \d+ left/).innerText())?.[1]);
    await top.getByRole("link", { name: "Claim My Free Upgrade" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim your first-event upgrade" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText("Awards Ceremony Add-On").isVisible()).toBe(true);
    // The claim form arrives with the dialog (loaded on first open).
    await expect.poll(() => dialog.getByText(/New customers only/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Name").fill("Vee Ortiz");
    await dialog.getByLabel("Work email").fill(`vee@e2e-${Date.now()}.example`);
    await dialog.getByLabel("Company").fill("Tailspin");
    await dialog.getByLabel(/I agree to receive/).check();
    await page.route("**/api/claim-voucher", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Claim My Upgrade" }).click();
    await expect.poll(() => dialog.getByRole("button", { name: "Claiming..." }).isVisible()).toBe(true);
    await expect.poll(() => toast(page).getByText("You're in!").isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const code = /RALLY-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(await toast(page).innerText())?.[0];
    expect(code).toBeDefined();
    expect(await top.getByText("You already have an upgrade!").isVisible()).toBe(true);
    expect(await top.getByText(code as string).isVisible()).toBe(true);
    await top.getByRole("button", { name: "Copy code" }).click();
    await expect.poll(() => toast(page).getByText("Code copied!").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const slots = (await (await page.request.get("/api/voucher-slots")).json()) as { remaining: number };
    expect(slots.remaining).toBe(before - 1);

    // A later visit: the code comes back from local storage; an expired one shows no code.
    await openHydrated(page, "/activities");
    await expect.poll(() => top.getByText("You already have an upgrade!").isVisible()).toBe(true);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("rallyroom_voucher") ?? "{}");
      localStorage.setItem(
        "rallyroom_voucher",
        JSON.stringify({ ...stored, expires_at: "2020-01-01T00:00:00Z" }),
      );
    });
    await openHydrated(page, "/activities");
    await expect.poll(() => top.getByText("Your upgrade has expired").isVisible()).toBe(true);
    expect(await top.getByText(code as string).count()).toBe(0);
  });

  it("newsletter and demo forms with JavaScript: busy labels, toasts, success views", async () => {
    const opened = await newPage({ viewport: viewports.mobile });
    context = opened.context;
    const { page } = opened;
    await openHydrated(page, "/forms/newsletter?source=blog");
    const form = page.getByRole("form", { name: "Newsletter" });
    expect(await form.getByPlaceholder("Enter your email").isVisible()).toBe(true);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => form.getByText("Email is required").isVisible()).toBe(true);
    await form.getByPlaceholder("Enter your email").fill(`reader-${Date.now()}@gmail.com`);
    await page.route("**/api/capture-lead", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Subscribing..." }).isVisible()).toBe(true);
    await expect
      .poll(() => toast(page).getByText("Successfully subscribed!").isVisible(), { timeout: 10_000 })
      .toBe(true);

    await openHydrated(page, "/forms/demo");
    await page.getByLabel(/^Name/).fill("Dee Mo");
    await page.getByLabel(/^Email/).fill("dee@litware.io");
    await page.getByRole("textbox", { name: /^Company/ }).fill("Litware");
    await page.getByLabel(/^Team size/).selectOption("16-50");
    expect(
      await page
        .getByLabel(/^Team size/)
        .locator("option")
        .first()
        .innerText(),
    ).toBe("Select team size");
    await page.getByLabel(/^Preferred date/).fill("2027-01-15");
    await page.getByRole("button", { name: "Schedule My Demo" }).click();
    await expect
      .poll(() => toast(page).getByText("Demo request received!").isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it("voucher without JavaScript: the claim link opens a form page that shows the code", async () => {
    const opened = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    context = opened.context;
    const { page } = opened;
    await page.goto("/activities");
    await page.getByRole("link", { name: "Claim My Free Upgrade" }).first().click();
    await page.waitForURL("**/forms/voucher?**");
    await page.getByLabel(/^Name/).fill("Nox");
    await page.getByLabel(/^Work email/).fill("nox@gmail.com");
    await page.getByRole("button", { name: "Claim My Upgrade" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByText("Please use your work email so we can tailor your event.").isVisible()).toBe(
      true,
    );
    expect(await page.getByText("Company is required").isVisible()).toBe(true);
    await page.getByLabel(/^Work email/).fill(`nox@nojs-${Date.now()}.example`);
    await page.getByRole("textbox", { name: /^Company/ }).fill("Nojs Inc");
    await page.getByLabel(/I agree to receive/).check();
    await page.getByRole("button", { name: "Claim My Upgrade" }).click();
    await page.waitForLoadState("domcontentloaded");
    expect(await page.getByText("You're in!").isVisible()).toBe(true);
    expect(await page.getByText(/RALLY-[A-Z0-9]{4}-[A-Z0-9]{4}/).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to where you were" }).getAttribute("href")).toBe(
      "/activities",
    );
  });

  it("has no axe violations with field errors showing, at 375 px and 1280 px", async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const opened = await newPage({ viewport, reducedMotion: "reduce" });
      context = opened.context;
      const { page } = opened;
      await openHydrated(page, "/book-event");
      await page.getByRole("button", { name: "Submit & Get Custom Recommendations" }).click();
      await expect.poll(() => page.getByText("Occasion is required").isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      for (const form of [
        "/forms/voucher",
        "/forms/guide",
        "/forms/newsletter",
        "/forms/demo",
        "/forms/toolkit",
      ]) {
        await page.goto(form);
        expect(await axeViolations(page), form).toEqual([]);
      }
      await context.close();
      context = undefined;
    }
  });
});
