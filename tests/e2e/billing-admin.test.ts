import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { testStaff } from "../support/staff";

/** Loads /billing (its scripts run as it loads). */
async function openBilling(page: Page) {
  await openPage(page, "/billing");
}

/** The scripts this page loaded for the list of a browser's quotes (its own chunk). */
/** Fills and sends the quote form, which must be open (a first visit shows it at once). */
async function createQuote(page: Page, fields: { email: string; headcount: string; ref?: string }) {
  await page.getByLabel("Activity").selectOption("tiny-campfire");
  await page.getByLabel("Estimated headcount").fill(fields.headcount);
  await page.getByLabel("Contact email").fill(fields.email);
  if (fields.ref) await page.getByLabel("Client reference").fill(fields.ref);
  await page.getByLabel(/Event kits/).check();
  await page.getByRole("button", { name: "Create Quote" }).click();
  await page.getByText("Quote created successfully!").first().waitFor();
}

describe("billing and the staff admin in Chromium", () => {
  const runId = Date.now().toString(36);
  const clientEmail = `planner-${runId}@example.com`;
  const secondEmail = `second-${runId}@example.com`;
  const thirdEmail = `third-${runId}@example.com`;
  let visitor: BrowserContext;
  let page: Page;
  let sessionUrl = "";
  let visitorProblems: string[] = [];

  beforeAll(async () => {
    ({ context: visitor, page } = await newPage({ viewport: viewports.desktop, reducedMotion: "reduce" }));
    visitorProblems = watchConsole(page);
  });

  afterAll(async () => {
    expect(visitorProblems, "console errors or CSP refusals while using /billing").toEqual([]);
    await visitor?.close();
    await closeBrowser();
  });

  it("explains quotes and the deposit, then shows a first-time visitor the form, and no figures", async () => {
    await openBilling(page);
    expect(await page.locator("h1").count()).toBe(1);
    const explainer = page.getByRole("heading", { name: "How quotes and deposits work" });
    const form = page.getByRole("heading", { name: "Build your quote" });
    expect(await explainer.count()).toBe(1);
    expect(await form.count()).toBe(1);
    // The explanation comes first in the page, the form right after it.
    expect(
      await explainer.evaluate(
        (node, other) =>
          Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await form.elementHandle(),
      ),
    ).toBe(true);
    expect(await page.getByText("Deposit: 50% of the total").count()).toBe(1);
    expect(await page.getByText("Test mode: no real payment").count()).toBe(1);
    // Nothing about quotes this visitor does not have: no summary, no list, no toggle.
    expect(await page.locator("[data-quote-summary]").count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Your quotes" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "New Quote" }).count()).toBe(0);
    expect(await page.getByText("$0.00").count()).toBe(0);
  });

  it("asks for the required fields before sending anything", async () => {
    await openBilling(page);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted ||= new URL(request.url()).pathname.startsWith("/billing");
    });
    await page.getByRole("button", { name: "Create Quote" }).click();
    await page.getByRole("alert").filter({ hasText: "Please fill in all required fields" }).first().waitFor();
    expect(await page.getByLabel("Contact email").getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(false);
  });

  it("creates a quote priced by the server and lists it as a draft", async () => {
    await openBilling(page);
    // Every activity offers the one add-on list (docs/decisions/054-one-price-engine.md); no shipping line.
    await page.getByLabel("Activity").selectOption("lightning-feud");
    expect(await page.getByLabel(/Event kits/).count()).toBe(1);
    expect(await page.getByLabel(/Shipping per Kit/).count()).toBe(0);

    await createQuote(page, { email: clientEmail, headcount: "12", ref: `PO-${runId}` });
    const card = page.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    await card.waitFor();
    // 12 × $65 = $780 (above the $500 minimum) + 12 kits × $30 = $1,140; deposit 50 %.
    const rows = await card.locator("tbody tr").allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
      "12 people × $65.00 per person $780.00",
      "Event kits: 12 × $30.00 $360.00",
      "Total $1,140.00",
      "Deposit (50%) due to hold your date $570.00",
      "Balance invoiced after the event, net 30 $570.00",
    ]);
    expect(await card.locator("[data-status]").getAttribute("data-status")).toBe("draft");
    // The form closed; the summary says what is due, and a second quote is one click away.
    expect(await page.locator("[data-quote-summary]").innerText()).toBe(
      "1 quote awaiting its deposit ($570.00)",
    );
    expect(await page.getByRole("button", { name: "New Quote" }).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByLabel("Contact email").count()).toBe(0);
  });

  it("lists the minimum event fee and each add-on of a second quote, and the form toggles", async () => {
    await page.getByRole("button", { name: "New Quote" }).click();
    expect(await page.getByRole("button", { name: "Cancel" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByLabel("Contact email").count()).toBe(0);
    await page.getByRole("button", { name: "New Quote" }).click();
    await page.getByLabel("Activity").selectOption("tiny-campfire");
    // The headcount's hint and limits are the chosen activity's, not the site's widest.
    await page.getByText("Tiny Campfire takes 5 to 40 people").waitFor();
    expect(await page.getByLabel("Estimated headcount").getAttribute("max")).toBe("40");
    await page.getByLabel("Estimated headcount").fill("6");
    await page.getByLabel("Contact email").fill(secondEmail);
    await page.getByLabel(/Custom theme and branding/).check();
    await page.getByLabel(/Rush fee/).check();
    await page.getByRole("button", { name: "Create Quote" }).click();
    const card = page.locator("li[data-quote-id]").filter({ hasText: secondEmail });
    await card.waitFor();
    // 6 × $65 = $390 is below the $500 minimum, which is charged; + $200 theme + $150 rush = $850
    // (docs/decisions/054-one-price-engine.md).
    const rows = await card.locator("tbody tr").allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, " ").trim())).toEqual([
      "Minimum event fee 6 people × $65.00 = $390.00, below the minimum $500.00",
      "Custom theme and branding $200.00",
      "Rush fee (under 14 days' notice) $150.00",
      "Total $850.00",
      "Deposit (50%) due to hold your date $425.00",
      "Balance invoiced after the event, net 30 $425.00",
    ]);
    expect(await page.locator("[data-quote-summary]").innerText()).toBe(
      "2 quotes awaiting deposits ($995.00 in all)",
    );
  });

  it("pays the deposit through the test checkout and shows the quote accepted", async () => {
    const card = page.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    await card.getByRole("button", { name: /Collect Deposit/ }).click();
    await page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
    await page.locator("h1", { hasText: "Test checkout — no real payment" }).waitFor();
    sessionUrl = page.url();
    expect(await page.locator("h1").innerText()).toBe("Test checkout — no real payment");
    await expectNoAxeViolations(page, "the test checkout");
    await page.getByRole("button", { name: "Pay deposit (test)" }).click();
    await page.waitForURL(/\/billing\/success\?session_id=cs_rrtest_/);
    await page.locator("h1", { hasText: "Payment Successful!" }).waitFor();
    const sessionId = new URL(page.url()).searchParams.get("session_id") ?? "";
    expect(await page.locator("code").innerText()).toBe(sessionId);
    expect(await page.locator("[data-status]").getAttribute("data-status")).toBe("accepted");
    expect(await page.getByRole("link", { name: "Back to Billing" }).getAttribute("href")).toBe("/billing");
    // A test checkout payment says so: no money was taken.
    expect(await page.locator("[data-payment]").getAttribute("data-payment")).toBe("test");
    expect(await page.locator("[data-payment]").innerText()).toMatch(/Test payment — no money taken/i);
    expect(await page.getByText("no card was charged and no money was taken").count()).toBe(1);
    // The same lines as on /billing, the deposit now paid, and what happens next beside them.
    const lines = (await page.locator("tbody").innerText()).replace(/\s+/g, " ");
    expect(lines).toContain("12 people × $65.00 per person $780.00");
    expect(lines).toContain("Event kits: 12 × $30.00 $360.00");
    expect(lines).toContain("Deposit (50%) paid $570.00");
    expect(await page.getByRole("heading", { name: "What happens next" }).count()).toBe(1);
    expect(await page.getByText("We invoice the remaining $570.00 after the event").count()).toBe(1);
    await expectNoAxeViolations(page, "/billing/success after a test payment");

    await openBilling(page);
    const card2 = page.locator("li[data-quote-id]").filter({ hasText: clientEmail });
    expect(await card2.locator("[data-status]").getAttribute("data-status")).toBe("accepted");
    expect(await card2.locator("[data-payment]").getAttribute("data-payment")).toBe("test");
    expect(await card2.locator("[data-payment]").innerText()).toMatch(/Test payment — no money taken/i);
    expect(await card2.getByRole("button", { name: /Collect Deposit/ }).count()).toBe(0);
    expect(await page.locator("[data-quote-summary]").innerText()).toMatch(
      /1 quote awaiting its deposit \(\$425\.00\)\s*1 deposit paid through the test checkout \(no money taken\)/,
    );
    // A page opened with quotes hydrates with them: the toggle works.
    await page.getByRole("button", { name: "New Quote" }).click();
    expect(await page.getByRole("button", { name: "Cancel" }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  it("does not pay twice: the used test checkout offers no button", async () => {
    await page.goto(sessionUrl);
    expect(await page.getByRole("button", { name: "Pay deposit (test)" }).count()).toBe(0);
    expect(await page.getByText("This session is already paid").count()).toBe(1);
  });

  it("another browser sees none of these quotes", async () => {
    const { context, page: other } = await newPage({ viewport: viewports.mobile });
    try {
      await openBilling(other);
      expect(await other.content()).not.toContain(clientEmail);
      expect(await other.locator("li[data-quote-id]").count()).toBe(0);
      expect(await other.locator("[data-quote-summary]").count()).toBe(0);
      expect(await other.getByLabel("Activity").count()).toBe(1);
      await expectNoAxeViolations(other, "/billing for a first-time visitor at 375 px");
    } finally {
      await context.close();
    }
  });

  it("creates a quote without JavaScript", async () => {
    const { context, page: plain } = await newPage({ viewport: viewports.mobile, javaScriptEnabled: false });
    try {
      await plain.goto("/billing");
      await plain.getByLabel("Activity").selectOption("survey-showdown");
      await plain.getByLabel("Estimated headcount").fill("3");
      await plain.getByLabel("Contact email").fill(thirdEmail);
      await plain.getByRole("button", { name: "Create Quote" }).click();
      expect(await plain.getByLabel("Estimated headcount").getAttribute("aria-invalid")).toBe("true");
      expect(await plain.getByText("Headcount must be at least 5").count()).toBe(1);
      await plain.getByLabel("Estimated headcount").fill("45");
      await plain.getByRole("button", { name: "Create Quote" }).click();
      await plain.waitForURL(/\/billing\?created=1$/);
      await plain.getByText("Quote created successfully!").waitFor();
      const card = plain.locator("li[data-quote-id]").filter({ hasText: thirdEmail });
      // 45 people at the $50 midpoint = $2,250.
      expect(await card.innerText()).toContain("45 people × $50.00 per person");
      expect(await card.innerText()).toContain("$2,250.00");
      // With a quote, the form waits behind "New Quote", a GET form's button without JavaScript.
      expect(await plain.getByLabel("Contact email").count()).toBe(0);
      await plain.getByRole("button", { name: "New Quote" }).click();
      await plain.waitForURL(/\/billing\?new=1#new-quote$/);
      expect(await plain.getByLabel("Contact email").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("has no axe violations on /billing (form open) and /billing/success at 375 px and 1280 px", async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await openBilling(page);
      await page.getByRole("button", { name: "New Quote" }).click();
      await page.getByLabel("Activity").selectOption("tiny-campfire");
      await expectNoAxeViolations(page, `/billing at ${viewport.width} px`);
      await page.goto("/billing/success?session_id=cs_rrtest_unknownsession000000000");
      expect(await page.locator("h1").innerText()).toBe("Payment not found");
      await expectNoAxeViolations(page, `/billing/success at ${viewport.width} px`);
    }
  });

  it("staff sign in, see every client's quotes, mark one sent and another invoiced", async () => {
    const { context, page: admin } = await newPage({ viewport: viewports.desktop, reducedMotion: "reduce" });
    const adminProblems = watchConsole(admin);
    try {
      await admin.goto("/admin/quotes");
      await admin.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Fquotes/);
      await expectNoAxeViolations(admin, "/admin/sign-in");
      await admin.getByLabel("Email").fill(testStaff.email);
      await admin.getByLabel("Password").fill(testStaff.password);
      await admin.getByRole("button", { name: "Sign in" }).click();
      await admin.waitForURL(/\/admin\/quotes$/);
      const cookie = (await context.cookies()).find((c) => c.name === "__Host-rr_staff");
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

      const paid = admin.locator("li[data-quote-id]").filter({ hasText: clientEmail });
      const draft = admin.locator("li[data-quote-id]").filter({ hasText: secondEmail });
      expect(await paid.locator("[data-status]").getAttribute("data-status")).toBe("accepted");
      expect(await draft.locator("[data-status]").getAttribute("data-status")).toBe("draft");
      // The deposit paid through the test checkout is labelled in words, not by colour alone.
      const badge = paid.locator('[data-payment="test"]');
      expect(await badge.innerText()).toMatch(/Test payment — no money taken/i);
      expect(await badge.isVisible()).toBe(true);
      expect(await paid.getByText("no money was taken").count()).toBe(1);
      expect(await draft.locator("[data-payment]").count()).toBe(0);

      await draft.getByRole("button", { name: /Mark sent/ }).click();
      await admin.getByText(`Quote for ${secondEmail} is now sent.`).waitFor();
      await draft.locator('[data-status="sent"]').waitFor();

      await paid.getByRole("button", { name: /Mark invoiced/ }).click();
      await admin.getByText(`Quote for ${clientEmail} is now invoiced.`).waitFor();
      await paid.locator('[data-status="invoiced"]').waitFor();
      // Invoiced later, it is still a test payment, and it can never be marked paid for real.
      expect(await paid.locator('[data-payment="test"]').count()).toBe(1);
      expect(await paid.getByRole("button", { name: /Mark paid/ }).count()).toBe(0);

      // The overview keeps test payments out of the paid figures and shows them apart, badged.
      await admin.goto("/admin");
      const testTile = admin.locator('[data-paid="test"]');
      expect(await testTile.innerText()).toMatch(/Test payment — no money taken/i);
      expect(await testTile.innerText()).toMatch(/^\s*[1-9]/m);
      expect(await admin.locator('[data-paid="real"]').innerText()).toMatch(/Paid by card or invoice\s*0/);
      await admin.getByRole("link", { name: "See test payments" }).click();
      await admin.waitForURL(/\/admin\/quotes\?payment=test$/);
      await admin.locator("li[data-quote-id]").filter({ hasText: clientEmail }).waitFor();
      expect(await admin.locator("li[data-quote-id]").filter({ hasText: secondEmail }).count()).toBe(0);

      for (const viewport of [viewports.mobile, viewports.desktop]) {
        await admin.setViewportSize(viewport);
        for (const path of ["/admin", "/admin/quotes", "/admin/funnel", "/admin/security"]) {
          await admin.goto(path, { waitUntil: "networkidle" });
          expect(await admin.locator("h1").count(), path).toBe(1);
          await expectNoAxeViolations(admin, `${path} at ${viewport.width} px`);
        }
      }
      // The funnel counts the quotes made above; the deposit was a test payment, so it is counted
      // apart and labelled, never as a deposit paid (every deposit in this run is a test one).
      await admin.goto("/admin/funnel");
      const funnel = await admin.locator("dl").first().innerText();
      expect(funnel).toMatch(/Quotes\s*[2-9]/);
      expect(funnel).toMatch(/Deposits paid\s*0/);
      const testDeposits = admin.locator("[data-test-deposits]");
      expect(Number(await testDeposits.getAttribute("data-test-deposits"))).toBeGreaterThanOrEqual(1);
      expect(await testDeposits.innerText()).toMatch(/Test payment — no money taken/i);

      await admin.getByRole("button", { name: "Sign out" }).click();
      await admin.waitForURL(/\/admin\/sign-in$/);
      await admin.goto("/admin/quotes");
      await admin.waitForURL(/\/admin\/sign-in/);
      expect(adminProblems, "console errors or CSP refusals in the admin").toEqual([]);
    } finally {
      await context.close();
    }
  });
});
