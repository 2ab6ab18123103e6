import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getToolkit, toolkits } from "~/content/toolkits";
import { axeTags } from "../../scripts/lib/axe";
import { closeBrowser, newPage, openPage, viewports } from "../support/browser";

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const toast = (page: Page) => page.getByRole("region", { name: /notifications/i });

/** The text of the status region that holds the focused element ("" when focus is elsewhere). */
const focusedStatus = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="status"]')?.textContent ?? "");

/** A control whose label cannot wrap, and that fits both its own box and the viewport. */
const fitsOnOneLine = (element: Element) =>
  getComputedStyle(element).whiteSpace === "nowrap" &&
  element.scrollWidth <= element.clientWidth &&
  element.getBoundingClientRect().right <= window.innerWidth;

/** The message drawn under a field (its `-error` element), or "" when there is none. */
const errorUnder = (field: Locator) =>
  field.evaluate((element) => {
    const id = element
      .getAttribute("aria-describedby")
      ?.split(" ")
      .find((part) => part.endsWith("-error"));
    return id ? (document.getElementById(id)?.textContent ?? "") : "";
  });

/** What the browser says of a field's value, judged by its own attributes ("" when it passes). */
const browserSays = (field: Locator) =>
  field.evaluate((element) => (element as HTMLInputElement).validationMessage);

/** The request a lead form's fetcher sends: a post to its /forms/:kind action's data URL. */
const formAction = (kind: string) => new RegExp(`/forms/${kind}\\.data(\\?|$)`);

/** A link to a PDF answers 200 with a PDF. */
async function expectPdf(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"], href).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString(), href).toBe("%PDF-");
}

describe("lead forms in Chromium", () => {
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await closeBrowser();
  });

  it("contact form with JavaScript: the browser's checks, errors clear on edit, busy label, the success message takes focus", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    const posts: { url: string; type: string; body: string }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && !request.url().includes("/api/events")) {
        posts.push({
          url: new URL(request.url()).pathname,
          type: request.headers()["content-type"] ?? "",
          body: request.postData() ?? "",
        });
      }
    });
    await openPage(page, "/contact?utm_source=e2e-leads");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    // The required fields are empty: the browser's own words, under each, and nothing is sent.
    const name = form.getByLabel("Name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await errorUnder(name)).toBe(await browserSays(name));
    expect(await errorUnder(name)).not.toBe("");
    expect(await errorUnder(form.getByLabel("Message"))).toBe(await browserSays(form.getByLabel("Message")));
    // Focus moved to the first field in error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await name.fill("Jess Park");
    expect(await errorUnder(name)).toBe("");
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    await form.getByLabel("Email").fill("jess@northwind.io");
    await form.getByLabel("Message").fill("Can you host 120 people across three time zones?");
    // Hold the response a moment so the busy state is observable. The form's fetcher posts to
    // the /forms/contact action (its data URL).
    await page.route(formAction("contact"), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    const sent = page.getByRole("status").filter({ hasText: "Message sent!" });
    await expect.poll(() => sent.isVisible(), { timeout: 10_000 }).toBe(true);
    // Focus moved to the message, which says it once: no toast repeats it.
    expect(await focusedStatus(page)).toContain("Message sent!");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    expect(await toast(page).getByText("Message sent!").count()).toBe(0);
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    // One post, by the form's fetcher to the /forms/contact action, with the visit's attribution;
    // the refused first press sent nothing, and the page stayed where it was.
    expect(posts.map((post) => post.url)).toEqual(["/forms/contact.data"]);
    expect(posts[0]?.type).toContain("application/x-www-form-urlencoded");
    const fields = new URLSearchParams(posts[0]?.body);
    expect(fields.get("email")).toBe("jess@northwind.io");
    expect(fields.get("utm_source")).toBe("e2e-leads");
    expect(fields.get("landing_path")).toBe("/contact?utm_source=e2e-leads");
    expect(new URL(page.url()).pathname).toBe("/contact");
  });

  it("the server's schema answers what the attributes cannot say, under the field, in place", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && !request.url().includes("/api/events")) posts.push(request.url());
    });
    await openPage(page, "/forms/voucher");
    const form = page.getByRole("form", { name: "Claim your upgrade" });
    await form.getByLabel("Name").fill("Free Mail");
    await form.getByLabel("Work email").fill("free@gmail.com");
    await form.getByRole("textbox", { name: /^Company/ }).fill("Contoso");
    await form.getByRole("button", { name: "Claim My Upgrade" }).click();
    // The consent box is required: the browser says so, and nothing is sent.
    const consent = form.getByLabel(/I agree to receive/);
    await expect.poll(() => consent.getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    await consent.check();
    await form.getByRole("button", { name: "Claim My Upgrade" }).click();
    // A free provider is a rule of the schema: the server's message, and focus, go to the field.
    const email = form.getByLabel("Work email");
    await expect
      .poll(() => errorUnder(email))
      .toBe("Please use your work email so we can tailor your event.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(posts.map((url) => new URL(url).pathname)).toEqual(["/forms/voucher.data"]);
    expect(new URL(page.url()).pathname).toBe("/forms/voucher");
  });

  it("a lead form reached by a client-side navigation renders and checks at once", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    await openPage(page, "/faq");
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.locator('a[href="/contact"]:visible').first().click();
    await page.waitForURL("**/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("a post the request policy refuses (429) says why and keeps what was typed", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    await openPage(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Busy Bea");
    await form.getByLabel("Email").fill("bea@northwind.io");
    await form.getByLabel("Message").fill("Can we book for 40 people?");
    // What the host's request policy answers a client over its limit, before the action runs.
    const reason = "Too many submissions from your network. Please wait a few minutes and try again.";
    await page.route(formAction("contact"), (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "600" },
        body: JSON.stringify({ error: reason, fieldErrors: {} }),
      }),
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => toast(page).getByText(reason).isVisible()).toBe(true);
    expect(await toast(page).getByText("Please try again or contact support.").count()).toBe(0);
    expect(await form.getByLabel("Name").inputValue()).toBe("Busy Bea");
    expect(await form.getByLabel("Message").inputValue()).toBe("Can we book for 40 people?");
    expect(await page.getByRole("status").filter({ hasText: "Message sent!" }).count()).toBe(0);
  });

  it("toolkit card: a network failure keeps what was typed; success offers the PDF and takes focus", async () => {
    const opened = await newPage({ viewport: viewports.mobile });
    context = opened.context;
    const { page } = opened;
    await openPage(page, "/pricing");
    const card = page.getByRole("form", { name: "Planning a budget? Get the free toolkit" });
    await card.getByLabel("Name").fill("Sam Lee");
    await card.getByLabel("Work email").fill("sam@gmail.com");
    await card.getByLabel(/I agree to receive event planning tips/).check();
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    await expect
      .poll(() => card.getByText("Please use your work email so we can tailor your event.").isVisible())
      .toBe(true);
    await card.getByLabel("Work email").fill("sam@contoso.io");
    await page.route(formAction("toolkit"), (route) => route.abort("internetdisconnected"));
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    await expect.poll(() => toast(page).getByText("Something went wrong").isVisible()).toBe(true);
    expect(await toast(page).getByText("Please try again or contact support.").isVisible()).toBe(true);
    expect(await card.getByLabel("Name").inputValue()).toBe("Sam Lee");
    expect(await card.getByLabel("Work email").inputValue()).toBe("sam@contoso.io");
    await page.unroute(formAction("toolkit"));
    await card.getByRole("button", { name: "Get Free Toolkit" }).click();
    const heading = page.getByRole("heading", { name: "Your toolkit is ready" });
    await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
    // Said once: one heading, no toast repeating it; focus is on it.
    expect(await heading.count()).toBe(1);
    expect(await toast(page).getByText("Your toolkit is ready").count()).toBe(0);
    expect(await focusedStatus(page)).toContain("Your toolkit is ready");
    const pdf = page.getByRole("link", { name: /Download PDF: Rallyroom Team Event Toolkit/ });
    expect(await pdf.getAttribute("href")).toBe("/downloads/rallyroom-team-event-toolkit.pdf");
    await expectPdf(page, (await pdf.getAttribute("href")) ?? "");
    // The label stays on one line at 375 px, inside the button and the screen.
    expect(await pdf.evaluate(fitsOnOneLine)).toBe(true);
    expect(
      await page
        .getByRole("link", { name: /Book 15-min Call/ })
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it("toolkit pages: say what is inside, offer the PDF only after the form, then focus the download", async () => {
    // One submission per toolkit (the lead forms share a rate limit), alternating the widths.
    for (const [index, toolkit] of toolkits.entries()) {
      const viewport = index % 2 === 0 ? viewports.mobile : viewports.desktop;
      const opened = await newPage({ viewport, reducedMotion: "reduce" });
      context = opened.context;
      const { page } = opened;
      await openPage(page, `/toolkits/${toolkit.slug}`);
      const main = page.locator("main");
      // Its own sections, in the PDF's order, and its format from the file itself.
      expect(await main.locator("[data-toolkit-inside] h3").allInnerTexts()).toEqual(
        toolkit.inside.map((section) => section.title),
      );
      expect(await main.locator("[data-toolkit-format]").innerText()).toMatch(/^PDF · \d+ pages? · \d+ KB$/);
      expect(await main.innerText()).toContain(toolkit.audience);
      // No way around the form: no PDF link anywhere on the page before it is sent.
      expect(await page.locator('a[href$=".pdf"]').count()).toBe(0);
      if (index < 2) expect(await axeViolations(page), toolkit.slug).toEqual([]);

      const form = page.getByRole("form", { name: "Get the toolkit" });
      await form.getByLabel("Name").fill("Tori Kit");
      await form.getByLabel("Work email").fill(`tori@${toolkit.slug}-${Date.now()}.example`);
      await form.getByLabel(/I agree to receive/).check();
      await form.getByRole("button", { name: "Get Free Toolkit" }).click();
      const heading = page.getByRole("heading", { name: "Your toolkit is ready" });
      await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
      // Keyboard focus follows the form to its result.
      expect(await focusedStatus(page)).toContain(`${toolkit.title} is ready to download`);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your toolkit is ready");
      const pdf = page.getByRole("link", { name: `Download PDF: ${toolkit.title} (opens in a new tab)` });
      expect(await pdf.getAttribute("href")).toBe(getToolkit(toolkit.slug)?.pdf);
      expect(await pdf.evaluate(fitsOnOneLine)).toBe(true);
      const success = page.getByRole("status").filter({ has: heading });
      expect(await success.getByRole("link", { name: "Book 15-min Call" }).evaluate(fitsOnOneLine)).toBe(
        true,
      );
      await expectPdf(page, toolkit.pdf);
      // Tab goes on from the message to the download.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(toolkit.pdf);
      if (index < 2) expect(await axeViolations(page), toolkit.slug).toEqual([]);
      await context.close();
      context = undefined;
    }
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
    await page.getByLabel(/^Team size/).selectOption("31-80");
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

  it("procurement request on /trust with JavaScript: the documents group's error takes focus, then success", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    const { page } = opened;
    await openPage(page, "/trust");
    const form = page.getByRole("form", { name: "Request procurement documents" });
    await form.getByLabel(/^Name/).fill("Pat Buyer");
    await form.getByLabel(/^Work email/).fill("pat@vandelay.com");
    await form.getByRole("textbox", { name: "Company" }).fill("Vandelay Industries");
    await form.getByRole("button", { name: "Request documents" }).click();
    const group = form.getByRole("group", { name: /Which documents do you need/ });
    await expect.poll(() => group.getByText("Choose at least one document").isVisible()).toBe(true);
    // The only error is the group's: the fieldset itself takes focus and names the error.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("FIELDSET");
    expect(await group.getAttribute("aria-invalid")).toBe("true");
    await group.getByLabel("W-9 form").check();
    await group.getByLabel("Certificate of insurance").check();
    await form.getByRole("button", { name: "Request documents" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Request received" });
    await expect.poll(() => sent.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await focusedStatus(page)).toContain("within two business days");
    expect(await form.getByLabel("W-9 form").isChecked()).toBe(false);
  });

  it("voucher: teaser count, dialog, claim, copy, and the stored code on a later visit", async () => {
    const opened = await newPage({ viewport: viewports.desktop });
    context = opened.context;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { page } = opened;
    await openPage(page, "/activities");
    const top = page.getByRole("region", { name: "Free upgrade for your first event" }).first();
    await expect.poll(() => top.getByText(/Only \d+ left this month/).isVisible()).toBe(true);
    const before = Number(/Only (\d+)/.exec(await top.getByText(/Only \d+ left/).innerText())?.[1]);
    await top.getByRole("link", { name: "Claim My Free Upgrade" }).click();
    const dialog = page.getByRole("dialog", { name: "Claim your first-event upgrade" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText("Free awards ceremony").isVisible()).toBe(true);
    // The claim form arrives with the dialog (loaded on first open).
    await expect.poll(() => dialog.getByText(/New customers only/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Name").fill("Vee Ortiz");
    await dialog.getByLabel("Work email").fill(`vee@e2e-${Date.now()}.example`);
    await dialog.getByLabel("Company").fill("Tailspin");
    await dialog.getByLabel(/I agree to receive/).check();
    await page.route(formAction("voucher"), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Claim My Upgrade" }).click();
    await expect.poll(() => dialog.getByRole("button", { name: "Claiming..." }).isVisible()).toBe(true);
    await expect.poll(() => toast(page).getByText("You're in!").isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const code = /RALLY-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(await toast(page).innerText())?.[0];
    expect(code).toBeDefined();
    // The toast shows the code on one line, with its own copy button.
    const toastCode = toast(page).locator("code");
    expect(await toastCode.innerText()).toBe(code);
    expect(await toastCode.evaluate((element) => element.getClientRects().length)).toBe(1);
    expect(await toastCode.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("nowrap");
    expect(
      await toast(page)
        .getByRole("button", { name: `Copy code ${code}` })
        .isVisible(),
    ).toBe(true);
    // The dialog closed and its opener is gone: focus is on the claimed code's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Your upgrade is claimed");
    expect(await top.getByText("Your upgrade is claimed").isVisible()).toBe(true);
    expect(await top.getByText(code as string).isVisible()).toBe(true);
    await top.getByRole("button", { name: "Copy code" }).click();
    await expect.poll(() => toast(page).getByText("Code copied!").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const slots = (await (await page.request.get("/api/voucher-slots")).json()) as { remaining: number };
    expect(slots.remaining).toBe(before - 1);

    // A later visit: the code comes back from local storage; an expired one shows no code.
    await openPage(page, "/activities");
    await expect.poll(() => top.getByText("Your upgrade is claimed").isVisible()).toBe(true);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("rallyroom_voucher") ?? "{}");
      localStorage.setItem(
        "rallyroom_voucher",
        JSON.stringify({ ...stored, expires_at: "2020-01-01T00:00:00Z" }),
      );
    });
    await openPage(page, "/activities");
    await expect.poll(() => top.getByText("Your upgrade has expired").isVisible()).toBe(true);
    expect(await top.getByText(code as string).count()).toBe(0);
  });

  it("newsletter and demo forms with JavaScript: busy labels, success views that take focus", async () => {
    const opened = await newPage({ viewport: viewports.mobile });
    context = opened.context;
    const { page } = opened;
    await openPage(page, "/forms/newsletter?source=blog");
    const form = page.getByRole("form", { name: "Newsletter" });
    expect(await form.getByPlaceholder("Enter your email").isVisible()).toBe(true);
    // The one field has no visible label, so no visible required marker either.
    expect(
      await form.evaluate(
        (element) =>
          [...element.querySelectorAll("*")].filter(
            (node) => node.textContent?.trim() === "*" && node.checkVisibility() && !node.closest(".sr-only"),
          ).length,
      ),
    ).toBe(0);
    expect(
      await form.getByRole("textbox", { name: "Email address" }).getAttribute("required"),
    ).not.toBeNull();
    await form.getByRole("button", { name: "Subscribe" }).click();
    const box = form.getByRole("textbox", { name: "Email address" });
    await expect.poll(() => box.getAttribute("aria-invalid")).toBe("true");
    expect(await errorUnder(box)).toBe(await browserSays(box));
    await form.getByPlaceholder("Enter your email").fill(`reader-${Date.now()}@gmail.com`);
    await page.route(formAction("newsletter"), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Subscribing..." }).isVisible()).toBe(true);
    // Double opt-in: the message says what the email asks for, once, and takes focus.
    const subscribed = page.getByRole("status").filter({ hasText: "Check your inbox to confirm" });
    await expect.poll(() => subscribed.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await subscribed.innerText()).toContain("nothing is sent until you click it");
    expect(await focusedStatus(page)).toContain("Check your inbox to confirm");
    expect(await toast(page).getByText("Check your inbox").count()).toBe(0);

    await openPage(page, "/forms/demo");
    await page.getByLabel(/^Name/).fill("Dee Mo");
    await page.getByLabel(/^Email/).fill("dee@litware.io");
    await page.getByRole("textbox", { name: /^Company/ }).fill("Litware");
    await page.getByLabel(/^Team size/).selectOption("13-30");
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
      .poll(() => page.getByRole("status").getByText("Demo request received!").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await focusedStatus(page)).toContain("Demo request received!");
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
      await openPage(page, "/book-event");
      await page.getByRole("button", { name: "Submit & Get Custom Recommendations" }).click();
      await expect.poll(() => page.getByLabel(/^Occasion/).getAttribute("aria-invalid")).toBe("true");
      expect(await axeViolations(page)).toEqual([]);
      for (const form of [
        "/forms/procurement",
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
