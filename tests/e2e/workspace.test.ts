import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRuntime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import type { RunningServer } from "../../scripts/lib/server-process";
import { browseAt, closeBrowser, shot, viewports } from "../support/browser";
import { invoiceCheckout } from "../support/events";
import { startMailedHost } from "../support/host";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { mailText, type ReceivedMail, type startSmtp, waitFor } from "../support/smtp";

/**
 * The organiser's workspace (issue 43) in Chromium against the production build, with a real
 * SMTP server. Pat booked an event by invoice (its deposit invoice is open) and makes a quote on
 * /billing at 1280 px; on a phone (375 px, another browser) Pat signs in by the emailed link,
 * sees both, and invites a finance colleague as the event's billing contact; the colleague signs
 * in at 1280 px, has the invoice by email, pays the deposit by card from the workspace and sees
 * it paid. axe finds nothing on any page at either width.
 */

const secret = "workspace-e2e-cookie-secret-0123456789abcdef";
const pat = "pat@initech.example";
const fin = "fin@initech.example";
const DAY = 86_400_000;

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stop: (() => Promise<void>) | undefined;
let eventId = "";

beforeAll(async () => {
  ({ server, smtp, stop } = await startMailedHost({ COOKIE_SECRET: secret }, async (database) => {
    const rt = createRuntime(database, { cookieSecret: secret, bookingLimits: null });
    const activity = eventActivity("lightning-feud");
    if (!activity) throw new Error("lightning-feud is in the catalogue");
    const now = new Date();
    const from = new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10);
    const slots = await rt.events.slots(activity, [], {
      from,
      days: 7,
      timeZone: "America/New_York",
      now,
    });
    const booked = await rt.events.checkout(activity.id, invoiceCheckout(slots[0]?.start ?? 0, pat), {
      now,
      ownerHash: "another-browser",
    });
    if (!booked.ok) throw new Error(booked.error);
    eventId = booked.id;
  }));
}, 90_000);

afterAll(async () => {
  await closeBrowser();
  await stop?.();
});

const browse = (viewport: { width: number; height: number }) =>
  browseAt(server.url, "America/New_York", viewport);

/** Signs `email` in on `page` by the emailed link, as a person does. */
async function signIn(page: Page, email: string, width: string) {
  const before = smtp.received.length;
  await page.goto("/account");
  await page.waitForURL(/\/account\/sign-in/);
  await page.getByLabel("Work email").fill(email);
  await expectNoAxeViolations(page, `sign-in at ${width}`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByText("Check your email").waitFor();
  const link = (mail: ReceivedMail) => mail.to.includes(email) && /^Subject: Sign in to/m.test(mail.raw);
  await waitFor(() => smtp.received.slice(before).some(link));
  const token = /\/account\/verify\?token=([A-Za-z0-9_-]{43})/.exec(
    mailText(smtp.received.slice(before).find(link)),
  )?.[1];
  await page.goto(`/account/verify?token=${token}`);
  await expectNoAxeViolations(page, `the sign-in link's page at ${width}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
}

describe("the organiser's workspace", () => {
  it("shows a quote and an event made in another browser, and shares the event with finance, who pays", async () => {
    // Pat's desktop: a quote on /billing, made with the same address.
    const desk = await browse(viewports.desktop);
    await desk.page.goto("/billing?new=1");
    await desk.page.getByLabel("Activity").selectOption("lightning-feud");
    await desk.page.getByLabel("Estimated headcount").fill("25");
    await desk.page.getByLabel("Contact email").fill(pat);
    await desk.page.getByRole("button", { name: "Create Quote" }).click();
    await desk.page.getByText("Sign in").first().waitFor();
    await desk.context.close();

    // Pat's phone: signs in and sees both.
    const phone = await browse(viewports.mobile);
    const phoneProblems = watchConsole(phone.page);
    try {
      await signIn(phone.page, pat, "375 px");
      const page = phone.page;
      await page.getByRole("heading", { name: "Payments due" }).waitFor();
      expect(await page.getByText("INV-000001").first().isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Lightning Feud", exact: true }).count()).toBe(1);
      expect(await page.getByRole("link", { name: /Lightning Feud, 25 people/ }).count()).toBe(1);
      await expectNoAxeViolations(page, "the workspace at 375 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, "workspace-375.png");

      await page.getByRole("link", { name: "Lightning Feud", exact: true }).click();
      await page.waitForURL(new RegExp(`/account/events/${eventId}$`));
      await page.getByLabel("Colleague's email").fill(fin);
      await page.getByLabel("Role").selectOption("finance");
      await page.getByLabel("Their name (for invoices)").fill("Fin Ance");
      await page.getByLabel(/Make them this event's billing contact/).check();
      await page.getByRole("button", { name: "Invite" }).click();
      await page.getByText("Invited: we have emailed them how to sign in.").waitFor();
      expect(await page.getByText("Fin Ance").count()).toBeGreaterThan(0);
      await page.getByText(`Invited ${fin} as finance to this event`).waitFor();
      await expectNoAxeViolations(page, "the workspace's event page at 375 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, "workspace-event-375.png");
      expect(phoneProblems).toEqual([]);
    } finally {
      await phone.context.close();
    }

    // The invitation and the open invoice reach the colleague.
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(fin) && /added you to/.test(mail.raw)));
    await waitFor(() =>
      smtp.received.some(
        (mail) => mail.to.includes(fin) && /^Subject: Deposit invoice INV-000001/m.test(mail.raw),
      ),
    );

    // Finance at 1280 px: signs in, pays the deposit from the workspace.
    const office = await browse(viewports.desktop);
    const officeProblems = watchConsole(office.page);
    try {
      await signIn(office.page, fin, "1280 px");
      const page = office.page;
      await page.getByRole("heading", { name: "Payments due" }).waitFor();
      await expectNoAxeViolations(page, "the workspace at 1280 px");
      await shot(page, "workspace-1280.png");
      await page.getByRole("link", { name: "Pay or download" }).click();
      const row = page.locator('[data-invoice="INV-000001"]');
      expect(await row.innerText()).toContain("Open");
      expect(await page.getByRole("link", { name: "Change the event" }).count()).toBe(0);
      await expectNoAxeViolations(page, "the workspace's event page at 1280 px");
      await shot(page, "workspace-event-1280.png");
      await row.getByRole("button", { name: /^Pay \$[\d,]+ by card/ }).click();
      await page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
      await page.getByRole("button", { name: "Pay invoice (test)" }).click();
      await page.waitForURL(new RegExp(`/account/events/${eventId}`));
      await page.locator('[data-invoice="INV-000001"]').getByText("Paid").waitFor();
      expect(await page.getByRole("heading", { name: "Payments due" }).count()).toBe(0);
      await shot(page, "workspace-paid-1280.png");
      expect(officeProblems).toEqual([]);
    } finally {
      await office.context.close();
    }
  });
});
