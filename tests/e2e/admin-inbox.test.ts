import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { testStaff } from "../support/staff";

const nav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

describe("staff inbox, vouchers, outbox and the emailed quote link in Chromium", () => {
  const runId = Date.now().toString(36);
  const leadEmail = `inbox-${runId}@northwind-e2e.example`;
  const leadName = `Quinn Inbox ${runId}`;
  const campaign = `inbox-${runId}`;
  const quoteEmail = `quote-link-${runId}@example.com`;
  let voucherCode = "";

  afterAll(async () => {
    await closeBrowser();
  });

  it("a visitor sends the contact form, claims a voucher and creates a quote", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop });
    try {
      // The visit starts on a campaign link, so the lead carries that attribution.
      await openPage(page, `/contact?utm_source=e2e&utm_campaign=${campaign}`);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Name").fill(leadName);
      await form.getByLabel("Email").fill(leadEmail);
      await form.getByLabel("Message").fill("We would like a quiz night for 40 people in March.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect
        .poll(() => page.getByRole("status").getByText("Message sent!").isVisible(), { timeout: 10_000 })
        .toBe(true);

      // The claim and the quote, as their forms post them without JavaScript.
      const claim = await page.request.post("/forms/voucher", {
        form: {
          name: "Vera Revoke",
          email: `vera@revoke-${runId}.example`,
          company: "Revoke Co",
          consent: "on",
          source: "activities_top",
        },
      });
      expect(claim.status()).toBe(200);
      voucherCode = /RALLY-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(await claim.text())?.[0] ?? "";
      expect(voucherCode).not.toBe("");

      const quote = await page.request.post("/billing", {
        form: {
          intent: "create",
          activity_slug: "lightning-feud",
          est_headcount: "30",
          contact_email: quoteEmail,
        },
        maxRedirects: 0,
      });
      expect(quote.status()).toBe(303);
    } finally {
      await context.close();
    }
  });

  it("staff read and filter the inbox, open the lead, download CSV, revoke the voucher and see the outbox", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop, reducedMotion: "reduce" });
    const problems = watchConsole(page);
    try {
      await page.goto("/admin/inbox");
      await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Finbox/);
      await page.getByLabel("Email").fill(testStaff.email);
      await page.getByLabel("Password").fill(testStaff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin\/inbox$/);
      expect(await nav(page).getByRole("link", { name: "Inbox" }).getAttribute("aria-current")).toBe("page");
      expect(await page.locator("tr[data-lead-id]").filter({ hasText: leadEmail }).count()).toBe(1);

      // Filters are a GET form: they land in the URL.
      await page.getByLabel("Search name, email or company").fill(`northwind-e2e`);
      await page.getByLabel("Kind").selectOption("contact");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/\/admin\/inbox\?q=northwind-e2e&kind=contact/);
      const rows = page.locator("tr[data-lead-id]");
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain(leadName);
      await page.getByLabel("Kind").selectOption("demo");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByText("No leads match these filters.").waitFor();
      await page.goBack();
      await rows.first().waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /Download CSV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^rallyroom-leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path()) as string, "utf8");
      const lines = csv.trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(leadEmail);
      expect(lines[1]).toContain(campaign);

      await rows.first().getByRole("link").click();
      await page.waitForURL(/\/admin\/inbox\/\d+$/);
      await page.locator("h1", { hasText: /^Lead #\d+: contact$/ }).waitFor();
      const attribution = page.getByRole("region", { name: "Attribution" });
      expect(await attribution.innerText()).toContain(campaign);
      expect(await attribution.innerText()).toContain("/contact?utm_source=e2e");
      expect(await page.getByRole("region", { name: "Everything submitted" }).innerText()).toContain(
        "quiz night for 40 people",
      );
      expect(await page.getByRole("region", { name: "Consent" }).innerText()).toContain("No");

      await nav(page).getByRole("link", { name: "Vouchers" }).click();
      await page.waitForURL(/\/admin\/vouchers$/);
      const remainingBefore = Number(
        await page.getByTestId("voucher-remaining").locator("strong").innerText(),
      );
      const voucherRow = page.locator(`tr[data-voucher-code="${voucherCode}"]`);
      expect(await voucherRow.locator("[data-status]").getAttribute("data-status")).toBe("active");
      await voucherRow.getByRole("button", { name: `Revoke ${voucherCode}` }).click();
      await page.getByText(`Voucher ${voucherCode} is revoked; its slot is free again.`).waitFor();
      await voucherRow.locator('[data-status="revoked"]').waitFor();
      expect(await voucherRow.getByRole("button").count()).toBe(0);
      expect(Number(await page.getByTestId("voucher-remaining").locator("strong").innerText())).toBe(
        remainingBefore + 1,
      );

      await nav(page).getByRole("link", { name: "Outbox" }).click();
      await page.waitForURL(/\/admin\/outbox$/);
      // The visitor's receipt (the team's notification mentions the address too). It is queued,
      // or already sent when the run has an SMTP server.
      const receipt = page
        .locator("tr[data-outbox-id]")
        .filter({ hasText: leadEmail })
        .filter({ hasText: "We received your message" });
      const status = (await receipt.locator("[data-status]").getAttribute("data-status")) ?? "";
      expect(["queued", "sent"]).toContain(status);
      await page.getByLabel("Status").selectOption("failed");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/\/admin\/outbox\?status=failed$/);
      await expect.poll(() => receipt.count()).toBe(0);
      await page.getByLabel("Status").selectOption(status);
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(new RegExp(`/admin/outbox\\?status=${status}$`));
      await expect.poll(() => receipt.count()).toBe(1);
      await receipt.getByRole("link").click();
      await page.waitForURL(/\/admin\/outbox\/\d+$/);
      expect(await page.locator("pre").innerText()).toContain("Thanks for getting in touch");
      expect(problems, "console errors or CSP refusals in the admin").toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("marking a quote sent emails a link that opens the quote in another browser and takes the deposit", async () => {
    const { context, page } = await newPage({ viewport: viewports.desktop, reducedMotion: "reduce" });
    let link = "";
    try {
      await page.goto("/admin/quotes");
      await page.getByLabel("Email").fill(testStaff.email);
      await page.getByLabel("Password").fill(testStaff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin\/quotes$/);
      const card = page.locator("li[data-quote-id]").filter({ hasText: quoteEmail });
      await card.getByRole("button", { name: /Mark sent/ }).click();
      await page.getByText(`Quote for ${quoteEmail} is now sent.`).waitFor();
      await page.goto("/admin/outbox");
      await page.locator("tr[data-outbox-id]").filter({ hasText: quoteEmail }).getByRole("link").click();
      await page.waitForURL(/\/admin\/outbox\/\d+$/);
      link = /http:\/\/\S+\/billing\/quote\/\S+/.exec(await page.locator("pre").innerText())?.[0] ?? "";
      expect(link).toMatch(/\/billing\/quote\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43}$/);
    } finally {
      await context.close();
    }

    const visitor = await newPage({ viewport: viewports.mobile, reducedMotion: "reduce" });
    try {
      const url = new URL(link);
      await visitor.page.goto(`${url.pathname}${url.search}`);
      expect(await visitor.page.locator("h1").innerText()).toBe("Your Quote");
      expect(await visitor.page.getByText(quoteEmail).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(visitor.page, "/billing/quote at 375 px");
      await visitor.page.setViewportSize(viewports.desktop);
      await expectNoAxeViolations(visitor.page, "/billing/quote at 1280 px");
      await visitor.page.getByRole("button", { name: /Collect Deposit/ }).click();
      await visitor.page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
      const bad = await visitor.page.goto(`${url.pathname}?key=wrong`);
      expect(bad?.status()).toBe(404);
    } finally {
      await visitor.context.close();
    }
  });

  it("has no axe violations on the inbox, lead, vouchers, outbox and email pages at 375 px and 1280 px", async () => {
    const { context, page } = await newPage({ viewport: viewports.mobile, reducedMotion: "reduce" });
    try {
      await page.goto("/admin/inbox");
      await page.getByLabel("Email").fill(testStaff.email);
      await page.getByLabel("Password").fill(testStaff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin\/inbox$/);
      // An active voucher, so the vouchers table has a Revoke button (and its hidden label).
      const claim = await page.request.post("/forms/voucher", {
        form: { name: "Axe", email: `axe@axe-${runId}.example`, company: "Axe Co", consent: "on" },
      });
      expect(claim.status()).toBe(200);
      const leadPath = await page.locator("tr[data-lead-id] a").first().getAttribute("href");
      await page.goto("/admin/outbox");
      const emailPath = await page.locator("tr[data-outbox-id] a").first().getAttribute("href");
      for (const viewport of [viewports.mobile, viewports.desktop]) {
        await page.setViewportSize(viewport);
        for (const path of [
          "/admin/inbox",
          "/admin/inbox?kind=demo&q=nobody-at-all",
          leadPath as string,
          "/admin/vouchers",
          "/admin/outbox",
          emailPath as string,
        ]) {
          await page.goto(path, { waitUntil: "networkidle" });
          expect(await page.locator("h1").count(), path).toBe(1);
          // Wide tables scroll inside their region; the page itself never scrolls sideways.
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(pageWidth, `page width of ${path}`).toBeLessThanOrEqual(viewport.width);
          await expectNoAxeViolations(page, `${path} at ${viewport.width} px`);
        }
      }
    } finally {
      await context.close();
    }
  });
});
