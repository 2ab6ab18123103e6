import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteKey } from "~/server/services/quote-link.server";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { closeBrowser, getBrowser, openPage, viewports } from "../support/browser";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { createStaffInDataDir, testStaff } from "../support/staff";

/**
 * A production server as `npm start` runs it without a Stripe key: the test checkout is off, so
 * there is no card checkout at all and deposits are requested as invoices.
 */
describe("deposits by invoice when the site has no card checkout, in Chromium", () => {
  const runId = Date.now().toString(36);
  const clientEmail = `invoice-${runId}@example.com`;
  const linkEmail = `link-${runId}@example.com`;
  const cookieSecret = `billing-invoice-e2e-secret-${runId}-0123456789abcdef`;
  let server: RunningServer;
  const contexts: BrowserContext[] = [];
  const watched: string[][] = [];

  async function open(
    options: { width?: number; javaScriptEnabled?: boolean; watch?: boolean } = {},
  ): Promise<Page> {
    const context = await (await getBrowser()).newContext({
      baseURL: server.url,
      viewport: options.width === 375 ? viewports.mobile : viewports.desktop,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      reducedMotion: "reduce",
    });
    contexts.push(context);
    const page = await context.newPage();
    if (options.watch ?? true) watched.push(watchConsole(page));
    return page;
  }

  beforeAll(async () => {
    server = await startProductionServer(
      { TEST_CHECKOUT: "off", COOKIE_SECRET: cookieSecret },
      { prepare: createStaffInDataDir },
    );
  });

  afterAll(async () => {
    try {
      for (const context of contexts) await context.close();
      expect(watched.flat(), "console errors or CSP refusals").toEqual([]);
    } finally {
      await closeBrowser();
      await server?.stop();
    }
  });

  let visitor: Page;

  it("offers 'Request an invoice' instead of a card checkout, and takes it with JavaScript", async () => {
    visitor = await open();
    await openPage(visitor, "/billing");
    expect(await visitor.getByText("Deposits are paid by invoice").count()).toBe(1);
    // The deposit step says how it is paid here: by invoice, not by card.
    expect(
      await visitor.getByText("Request an invoice for it and we email it within one business day").count(),
    ).toBe(1);
    await visitor.getByLabel("Activity").selectOption("lightning-feud");
    await visitor.getByLabel("Estimated headcount").fill("20");
    await visitor.getByLabel("Contact email").fill(clientEmail);
    await visitor.getByRole("button", { name: "Create Quote" }).click();
    await visitor.getByText("Quote created successfully!").first().waitFor();

    const card = visitor.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    await card.waitFor();
    expect(await card.getByRole("button", { name: /Collect Deposit/ }).count()).toBe(0);
    const request = card.getByRole("button", { name: /Request an invoice/ });
    expect(await request.count()).toBe(1);
    for (const width of [375, 1280] as const) {
      await visitor.setViewportSize(width === 375 ? viewports.mobile : viewports.desktop);
      await expectNoAxeViolations(visitor, `/billing in invoice mode at ${width} px`);
    }

    await request.click();
    await visitor.waitForURL(/\/billing\?invoice=requested$/);
    await visitor.getByText("Invoice requested.", { exact: false }).first().waitFor();
    await card.locator('[data-status="invoice_requested"]').waitFor();
    expect(await card.getByText(`we email it to ${clientEmail}`).count()).toBe(1);
    expect(await visitor.locator("[data-quote-summary]").innerText()).toBe("1 deposit being invoiced");
    expect(await card.getByRole("button", { name: /Request an invoice/ }).count()).toBe(0);
    await expectNoAxeViolations(visitor, "/billing after an invoice request");
  });

  it("staff see the request, mark it invoiced and then paid: paid by invoice, counted as paid", async () => {
    const admin = await open();
    await admin.goto("/admin/quotes?status=invoice_requested");
    await admin.getByLabel("Email").fill(testStaff.email);
    await admin.getByLabel("Password").fill(testStaff.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL(/\/admin\/quotes\?status=invoice_requested$/);
    const card = admin.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    expect(await card.locator("[data-status]").innerText()).toMatch(/invoice requested/i);
    expect(await card.getByRole("button", { name: /Mark paid/ }).count()).toBe(0);

    await card.getByRole("button", { name: /Mark invoiced/ }).click();
    await admin.getByText(`Quote for ${clientEmail} is now invoiced.`).waitFor();
    await admin.goto("/admin/quotes?status=invoiced");
    const invoiced = admin.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    await invoiced.getByRole("button", { name: /Mark paid/ }).click();
    await admin.getByText(`Quote for ${clientEmail} is now accepted: deposit paid by invoice.`).waitFor();
    await admin.goto("/admin/quotes");
    const paid = admin.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    expect(await paid.locator("[data-status]").getAttribute("data-status")).toBe("accepted");
    expect(await paid.locator("[data-payment]").innerText()).toBe("Paid by invoice");
    for (const width of [375, 1280] as const) {
      await admin.setViewportSize(width === 375 ? viewports.mobile : viewports.desktop);
      await expectNoAxeViolations(admin, `/admin/quotes with an invoice payment at ${width} px`);
    }

    await admin.goto("/admin");
    expect(await admin.locator('[data-paid="real"]').innerText()).toMatch(/Paid by card or invoice\s*1/);
    await admin.goto("/admin/funnel");
    expect(await admin.locator("dl").first().innerText()).toMatch(/Deposits paid\s*1/);

    // The team's notice and the client's confirmation went through the outbox.
    await admin.goto("/admin/outbox");
    const rows = admin.locator("tr[data-outbox-id]");
    expect(await rows.filter({ hasText: clientEmail }).count()).toBe(2);
    expect(await rows.filter({ hasText: "Invoice requested" }).count()).toBe(1);

    await visitor.goto("/billing");
    const mine = visitor.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    expect(await mine.locator("[data-payment]").innerText()).toBe("Paid by invoice");
  });

  it("the emailed quote link offers 'Request an invoice' too, and takes it with JavaScript", async () => {
    const page = await open({ width: 375 });
    await openPage(page, "/billing");
    await page.getByLabel("Activity").selectOption("survey-showdown");
    await page.getByLabel("Estimated headcount").fill("40");
    await page.getByLabel("Contact email").fill(linkEmail);
    await page.getByRole("button", { name: "Create Quote" }).click();
    const card = page.locator("li[data-quote-id]").filter({ hasText: linkEmail });
    await card.waitFor();
    const id = (await card.getAttribute("data-quote-id")) ?? "";

    // Another browser, with only the link.
    const other = await open({ width: 375 });
    const link = `/billing/quote/${id}?key=${quoteKey(id, cookieSecret)}`;
    await other.goto(link, { waitUntil: "networkidle" });
    expect(await other.getByText("Deposits are paid by invoice").count()).toBe(1);
    expect(await other.getByRole("button", { name: /Collect Deposit/ }).count()).toBe(0);
    // The lines of the quote, as on /billing: 40 people at Survey Showdown's $50 midpoint.
    const lines = (await other.locator("tbody").innerText()).replace(/\s+/g, " ");
    expect(lines).toContain("40 people × $50.00 per person $2,000.00");
    expect(lines).toContain("Deposit (50%) due to hold your date $1,000.00");
    expect(lines).toContain("Balance invoiced after the event, net 30 $1,000.00");
    for (const width of [375, 1280] as const) {
      await other.setViewportSize(width === 375 ? viewports.mobile : viewports.desktop);
      await expectNoAxeViolations(other, `/billing/quote in invoice mode at ${width} px`);
    }
    await other.getByRole("button", { name: "Request an invoice (deposit $1,000.00)" }).click();
    await other.getByText(`Invoice requested: we email it to ${linkEmail}`).waitFor();
    expect(new URL(other.url()).pathname).toBe(`/billing/quote/${id}`);
    expect(await other.locator('[data-status="invoice_requested"]').count()).toBe(1);
    expect(await other.getByRole("button", { name: /Request an invoice/ }).count()).toBe(0);
    await expectNoAxeViolations(other, "/billing/quote after an invoice request");
  });

  it("the test checkout does not exist on this server", async () => {
    // Not watched: the browser logs the 404 it is expected to get.
    const page = await open({ javaScriptEnabled: false, watch: false });
    const response = await page.goto("/billing/test-checkout/cs_rrtest_AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
  });
});
