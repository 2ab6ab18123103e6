import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL, closeBrowser, getBrowser, openPage, viewports } from "../support/browser";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";

/**
 * A buyer books an event from its checkout page to a paid or invoiced event, then changes the
 * headcount and cancels it (issue 30; decision 057): with JavaScript at 1280 px and without it at
 * 375 px, axe clean at each step. The page says what happens next, names its PDF by what it is,
 * asks before cancelling with what the policy gives back, and reads the money as a ledger
 * (issue 38).
 */

async function buyer(
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await getBrowser()).newContext({
    baseURL: baseURL(),
    viewport,
    timezoneId: "America/Chicago",
    javaScriptEnabled,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  // A step that hangs fails with its own name, well inside the test's time.
  page.setDefaultTimeout(20_000);
  return { context, page };
}

const runId = Date.now().toString(36);

/** Picks a day two weeks out or more (no rush fee) and its first free time. */
async function pickTime(page: Page, dayIndex: number): Promise<void> {
  // The next 14 days, past the rush fee's notice. The URL may already name a `from` (the add-on
  // boxes keep it): wait for a new one, or a slow machine clicks a day of the first window.
  const before = page.url();
  await page.getByRole("link", { name: "Later dates ›" }).click();
  await page.waitForURL((url) => url.href !== before && url.searchParams.has("from"));
  const days = page.locator("a[data-day]");
  const count = await days.count();
  expect(count, "days with free times").toBeGreaterThan(3);
  await days.nth(Math.min(dayIndex, count - 1)).click();
  await page.waitForURL(/day=/);
  await page.locator("a[data-slot]").first().click();
  await page.waitForURL(/start=/);
  await page.getByRole("heading", { name: "3. Your details and payment" }).waitFor();
}

async function fillDetails(page: Page, who: string, payment: "card" | "invoice"): Promise<void> {
  await page.getByLabel("Your name").fill(`Ana ${who}`);
  await page.getByLabel("Work email").fill(`ana.${who}.${runId}@acme-test.com`);
  await page.locator("#checkout-company").fill(`Acme ${who}`);
  await page.getByLabel("PO number (optional)").fill("PO-4471");
  await page.locator("#checkout-billing-name").fill("Bo Ray");
  await page.getByLabel("Billing contact's email").fill(`ap.${runId}@acme-test.com`);
  await page.getByLabel("Invoice address").fill("1 Main St\nSpringfield, IL 62701");
  await page.getByLabel(payment === "card" ? "Pay the deposit by card now" : /^Send me an invoice/).check();
  await page.getByLabel(/I accept the booking policy/).check();
}

afterAll(async () => {
  await closeBrowser();
});

describe("buying an event on the site", () => {
  it("with JavaScript at 1280 px: choices, time, invoice, then headcount and cancel", async () => {
    const { context, page } = await buyer(viewports.desktop, true);
    const problems = watchConsole(page);
    try {
      // From the activity page, as a buyer comes.
      await openPage(page, "/activities/lightning-feud");
      await page.getByRole("link", { name: "Book this event" }).first().click();
      await page.waitForURL(/\/activities\/lightning-feud\/book/);
      await page.getByRole("heading", { name: "1. Your team" }).waitFor();
      expect(
        await page.getByText("Pick a date: an event less than 14 days away adds the rush fee.").count(),
      ).toBe(1);
      await expectNoAxeViolations(page, "checkout, first step");
      await page.getByLabel("How many people will play?").fill("30");
      await page.getByRole("checkbox", { name: /Awards ceremony/ }).check();
      await page.waitForURL(/addOns=awards/);
      await expect.poll(() => page.locator("[data-total]").first().textContent()).toBe("$2,200");
      await pickTime(page, 9);
      await expectNoAxeViolations(page, "checkout, details");
      // A work email from a free provider is refused by the server, named under its field.
      await fillDetails(page, "js", "invoice");
      await page.getByLabel("Work email").fill("ana.lopez@gmail.com");
      await page.getByRole("button", { name: "Book the event" }).click();
      await page.locator("#checkout-email-error").waitFor();
      expect(page.url()).toContain("/activities/lightning-feud/book");
      expect(await page.getByLabel("Work email").getAttribute("aria-invalid")).toBe("true");
      await fillDetails(page, "js", "invoice");
      await page.getByRole("button", { name: "Book the event" }).click();
      await page.waitForURL(/\/events\/[0-9a-f-]{36}\?key=/);
      await page.getByRole("heading", { name: "Your event is booked" }).waitFor();
      expect(await page.getByText("Our time:").count(), "the business zone beside the buyer's").toBe(1);
      expect(await page.getByText("America/Chicago").count()).toBeGreaterThan(0);
      // What happens next: who got what, the deposit invoice, the host, the balance, who to ask.
      const next = page.getByRole("region", { name: "What happens next" });
      expect(await next.innerText()).toContain(`Sent to ana.js.${runId}@acme-test.com`);
      expect(await next.innerText()).toContain(
        `to Bo Ray (ap.${runId}@acme-test.com), quoting PO number PO-4471`,
      );
      expect(await next.locator('a[href^="tel:"]').count(), "the team's phone").toBe(1);
      // Invoiced, nothing paid: no ledger yet, and the PDF is what it is.
      const payments = page.getByRole("region", { name: "Payments" });
      expect(await payments.innerText()).toContain("No payment yet.");
      expect(await page.getByRole("link", { name: "Booking confirmation (PDF)" }).count()).toBe(1);
      await expectNoAxeViolations(page, "event page");

      await page.getByLabel("People").fill("45");
      await page.getByRole("button", { name: "Change headcount" }).click();
      await page.getByText("The headcount is changed.").waitFor();
      expect(await page.locator("[data-total]").first().textContent()).toBe("$2,500");

      // One click never cancels: the link asks first, saying what the policy gives back.
      await page.getByRole("link", { name: "Cancel the event" }).click();
      const confirm = page.getByRole("region", { name: "Cancel this event?" });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain("the deposit invoice is withdrawn and you owe nothing");
      await expectNoAxeViolations(page, "cancel confirmation");
      await confirm.getByRole("link", { name: "Keep my event" }).click();
      await page.getByRole("link", { name: "Cancel the event" }).waitFor();
      expect(await page.getByRole("heading", { name: "Your event is booked" }).count()).toBe(1);
      await page.getByRole("link", { name: "Cancel the event" }).click();
      await page.getByRole("button", { name: "Yes, cancel the event" }).click();
      await page.getByRole("heading", { name: "Your event is cancelled" }).waitFor();
      expect(await page.getByText("the deposit invoice is withdrawn: you owe nothing").count()).toBe(1);
      // The refused work email is the one failed request: its 422 is the answer, not a fault.
      expect(
        problems.filter((problem) => !/status of 422/.test(problem)),
        "console errors",
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("without JavaScript at 375 px: pays the deposit in the test checkout, gets the files", async () => {
    const { context, page } = await buyer(viewports.mobile, false);
    try {
      await page.goto("/activities/tiny-campfire/book?headcount=12");
      // Its kits need three weeks' notice: no date it offers can carry the rush fee.
      expect(await page.getByText(/adds the rush fee/).count()).toBe(0);
      await page.getByRole("checkbox", { name: /Custom theme and branding/ }).check();
      await page.getByRole("button", { name: "Update price and times" }).click();
      await page.waitForURL(/addOns=branding/);
      await pickTime(page, 8);
      await fillDetails(page, "nojs", "card");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "fits a 375 px screen").toBeLessThanOrEqual(375);
      await page.getByRole("button", { name: "Book the event" }).click();
      await page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
      await page.getByRole("button", { name: "Pay deposit (test)" }).click();
      await page.waitForURL(/\/events\/[0-9a-f-]{36}\?key=.*session_id=/);
      await page.getByRole("heading", { name: "Your event is booked" }).waitFor();
      expect(await page.getByText("Booked: deposit paid").count()).toBe(1);
      expect(await page.getByRole("region", { name: "Payments" }).innerText()).toMatch(
        /Paid \(test payment — no money taken\)\s+\$670/,
      );
      // axe runs in the page's JavaScript: the same pages at 375 px in a browser that has it.
      const eventPage = new URL(page.url());
      const withJs = await buyer(viewports.mobile, true);
      try {
        await openPage(withJs.page, `${eventPage.pathname}${eventPage.search}`);
        await expectNoAxeViolations(withJs.page, "paid event at 375 px");
        await openPage(withJs.page, "/activities/tiny-campfire/book?headcount=12");
        await expectNoAxeViolations(withJs.page, "checkout at 375 px");
      } finally {
        await withJs.context.close();
      }

      const ics = await page.request.get(
        (await page.getByRole("link", { name: /Add to calendar/ }).getAttribute("href")) ?? "",
      );
      expect(ics.status()).toBe(200);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(await ics.text()).toContain("BEGIN:VEVENT");
      const pdf = await page.request.get(
        (await page.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href")) ?? "",
      );
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-disposition"]).toMatch(/filename="rallyroom-receipt-[0-9a-f]{8}\.pdf"/);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // Tiny Campfire for 12 ($780), its kits (12 × $30) and branding ($200) is $1,340; for 20, $2,100.
      await page.getByLabel("People").fill("20");
      await page.getByRole("button", { name: "Change headcount" }).click();
      await page.getByText("The headcount is changed.").waitFor();
      expect(await page.locator("[data-total]").first().textContent()).toBe("$2,100");
      // Grown after paying: half of $2,100 is the deposit, so $380 more is paid here by card.
      const payments = page.getByRole("region", { name: "Payments" });
      expect(await payments.innerText()).toContain("$380 more of its deposit is due");
      await payments.getByRole("button", { name: "Pay $380 by card" }).click();
      await page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
      await page.getByRole("button", { name: /^Pay .*\(test\)$/ }).click();
      await page.waitForURL(/\/events\/[0-9a-f-]{36}\?key=.*session_id=/);
      await page.getByRole("heading", { name: "Your event is booked" }).waitFor();
      expect(await payments.innerText()).toMatch(/Paid \(test payment — no money taken\)\s+\$1,050/);
      expect(await payments.getByRole("button").count(), "nothing more is due").toBe(0);

      // Without JavaScript too, the link asks first; the policy's full refund is stated in figures.
      await page.getByRole("link", { name: "Cancel the event" }).click();
      await page.waitForURL(/confirm=cancel#cancel$/);
      const confirm = page.getByRole("region", { name: "Cancel this event?" });
      expect(await confirm.innerText()).toContain("You get $1,050 back (100% of the $1,050 you have paid)");
      await page.getByRole("button", { name: "Yes, cancel the event" }).click();
      await page.getByRole("heading", { name: "Your event is cancelled" }).waitFor();
      // The ledger: paid, refunded, net; the receipt stays a receipt after the refund.
      const ledger = await payments.innerText();
      expect(ledger, "the deposit comes back in full").toMatch(
        /Paid \(test payment — no money taken\)\s+\$1,050\s+Refunded\s+−\$1,050\s+Net paid\s+\$0/,
      );
      expect(ledger).not.toContain("No payment yet");
      expect(await page.getByRole("link", { name: "Receipt (PDF)" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
