import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricedActivity } from "~/content/activity-facts";
import { priceEvent } from "~/domain/pricing";
import { eventAttendees, eventOrders, eventSurveys } from "~/server/db/schema.server";
import { eventKey } from "~/server/services/events/view.server";
import type { RunningServer } from "../../scripts/lib/server-process";
import { browseAt, closeBrowser, keepArtifact, shot, viewports } from "../support/browser";
import { seedEvent } from "../support/events";
import { startStaffedHost } from "../support/host";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { linkIn, mailText, type ReceivedMail, type startSmtp, waitFor } from "../support/smtp";
import { testStaff } from "../support/staff";

/**
 * After the event (issue 42), in Chromium against the production build with a real SMTP server:
 * an event that ended yesterday, 10 booked and 11 joined by their links, is closed by the job
 * loop at start-up. Its closing invoice bills 11, reaches the billing contact with its PDF, and
 * is paid through the test checkout at 1280 px; an attendee answers the survey at 375 px without
 * JavaScript (a second send counts once), the organiser answers theirs; staff approve the comment
 * and write the recap; the organiser's page shows the recap; the activity page shows the approved
 * comment as a verified attendee's; and the home page states the rating computed from the answers.
 */

const tenPeople = priceEvent({ activity: pricedActivity("lightning-feud"), headcount: 10 });
const secret = "after-the-event-e2e-cookie-secret-0123456789";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stop: (() => Promise<void>) | undefined;
let eventId = "";

/** 30 answers from an earlier event (20 fives, 10 fours): with the two of this run, 32. */
const earlier = { fives: 20, fours: 10 };

beforeAll(async () => {
  ({ server, smtp, stop } = await startStaffedHost(secret, async (db, [first, second]) => {
    const now = Date.now();
    // Ended 25 hours ago and closed then: its closing invoice and surveys are due.
    eventId = await seedEvent(db, {
      hostId: first.id,
      start: new Date(now - 26 * HOUR),
      headcount: 10,
      company: "Initech",
      createdAt: new Date(now - 30 * DAY),
      // The engine's price for 10, half of it paid as the deposit.
      totalCents: tenPeople.totalCents,
      depositCents: tenPeople.depositCents,
    });
    await db
      .update(eventOrders)
      .set({ status: "completed", completedAt: new Date(now - 25 * HOUR) })
      .where(eq(eventOrders.id, eventId));
    await db.insert(eventAttendees).values(
      Array.from({ length: 12 }, (_, index) => ({
        orderId: eventId,
        name: `Player${index + 1} Test`,
        email: `player${index + 1}@initech.example`,
        response: index < 10 ? ("coming" as const) : ("invited" as const),
        invitedAt: new Date(now - 20 * DAY),
        firstJoinedAt: index < 11 ? new Date(now - 26 * HOUR + 2 * 60_000) : null,
      })),
    );

    // An event two months ago with its surveys long answered.
    const past = await seedEvent(db, {
      hostId: second.id,
      start: new Date(now - 60 * DAY),
      headcount: 30,
      company: "Globex",
      email: "organiser@globex.example",
      createdAt: new Date(now - 90 * DAY),
    });
    await db
      .update(eventOrders)
      .set({ status: "completed", completedAt: new Date(now - 60 * DAY + 2 * HOUR) })
      .where(eq(eventOrders.id, past));
    const players = await db
      .insert(eventAttendees)
      .values(
        Array.from({ length: earlier.fives + earlier.fours }, (_, index) => ({
          orderId: past,
          name: `Globex Player ${index + 1}`,
          email: `p${index + 1}@globex.example`,
          response: "coming" as const,
          invitedAt: new Date(now - 70 * DAY),
          firstJoinedAt: new Date(now - 60 * DAY),
        })),
      )
      .returning({ id: eventAttendees.id });
    const answeredAt = new Date(now - 59 * DAY);
    await db.insert(eventSurveys).values(
      players.map((player, index) => ({
        orderId: past,
        attendeeId: player.id,
        sentAt: answeredAt,
        rating: index < earlier.fives ? 5 : 4,
        answeredAt,
      })),
    );
  }));
}, 90_000);

afterAll(async () => {
  await closeBrowser();
  await stop?.();
});

const browse = (viewport: { width: number; height: number }, javaScriptEnabled: boolean) =>
  browseAt(server.url, "America/New_York", viewport, javaScriptEnabled);

const text = mailText;
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";
const keep = keepArtifact;

const eventPage = () => `/events/${eventId}?key=${eventKey(eventId, secret)}`;

async function signInStaff(page: Page, next: string) {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(testStaff.email);
  await page.getByLabel("Password").fill(testStaff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

describe("after the event", () => {
  it("issues the closing invoice for 11 joined of 10 booked, emails it, and takes its payment at 1280 px", async () => {
    const closing = (mail: ReceivedMail) =>
      /^Subject: Closing invoice INV-/m.test(mail.raw) && text(mail).includes(eventId);
    await waitFor(() => smtp.received.some(closing), 30_000);
    const mails = smtp.received.filter(closing);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual(["ap@initech.example"]);
    const printed = /Closing invoice (INV-\d+)/.exec(mail ? subjectOf(mail) : "")?.[1] ?? "";
    expect(printed).toMatch(/^INV-\d+$/);

    const { context, page } = await browse(viewports.desktop, true);
    const problems = watchConsole(page);
    try {
      // The PDF from the email's link.
      const pdf = await page.request.get(linkIn(mail, /\/invoices\/INV-\d+\.pdf$/));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const bytes = await pdf.body();
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      keep("closing-invoice.pdf", bytes);

      await page.goto(eventPage());
      const statement = page.getByTestId("closing-statement");
      await statement.waitFor();
      const figures = await statement.innerText();
      expect(figures).toMatch(/Booked headcount\s+10/);
      expect(figures).toMatch(/Said they were coming\s+10/);
      expect(figures).toMatch(/Joined by their link\s+11/);
      expect(figures).toMatch(/Headcount billed\s+11/);
      // The price panel states the closing total too: one total on the page.
      const total = /Event total at the billed headcount\s+(\$[\d,]+)/.exec(figures)?.[1];
      const panel = page.getByRole("region", { name: "Price as billed" });
      expect(await panel.locator("[data-total]").innerText()).toBe(total);
      const row = page.locator(`[data-invoice="${printed}"]`);
      expect(await row.innerText()).toContain("Open");
      await expectNoAxeViolations(page, "event page with its closing invoice");
      await shot(page, "event-invoices-1280.png");

      await row.getByRole("button", { name: /^Pay \$[\d,]+ by card/ }).click();
      await page.waitForURL(/\/billing\/test-checkout\/cs_rrtest_/);
      await page.getByRole("button", { name: "Pay invoice (test)" }).click();
      await page.waitForURL(/\/events\//);
      await page.locator(`[data-invoice="${printed}"]`).getByText("Paid").waitFor();
      await shot(page, "event-paid-1280.png");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("takes an attendee's survey at 375 px without JavaScript, once", async () => {
    await waitFor(
      () =>
        smtp.received.some(
          (mail) => mail.to.includes("player3@initech.example") && /^Subject: How was/m.test(mail.raw),
        ),
      30_000,
    );
    const surveyed = smtp.received.filter((mail) => /^Subject: How was/m.test(mail.raw));
    const recipients = surveyed.flatMap((mail) => mail.to).filter((to) => to.endsWith("@initech.example"));
    // The 11 who joined and the organiser; not the one who never joined.
    expect(recipients.sort()).toEqual(
      [
        ...Array.from({ length: 11 }, (_, index) => `player${index + 1}@initech.example`),
        "pat@initech.example",
      ].sort(),
    );

    const { context, page } = await browse(viewports.mobile, false);
    try {
      const mail = surveyed.find((received) => received.to.includes("player3@initech.example"));
      const link = linkIn(mail, /^\/survey\//);
      // The attendee's own page, after the event: the survey, no longer "Are you coming?".
      await page.goto(linkIn(mail, /^\/attend\/[^/]+\/unsubscribe$/).replace("/unsubscribe?", "?"));
      await page.getByRole("heading", { name: "How was it?" }).waitFor();
      expect(await page.getByRole("heading", { name: "Are you coming?" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Rate the event" }).getAttribute("href")).toBe(link);
      await page.goto(link);
      await page.getByRole("button", { name: "Send my answer" }).click();
      // Nothing chosen: the rating is named, nothing stored.
      await page
        .getByText(/choose a whole number from 1 to 5/)
        .first()
        .waitFor();
      await page.locator('label:has(input[name="rating"][value="5"])').click();
      await page
        .getByRole("textbox", { name: /^Comment/ })
        .fill("The buzzer rounds had our quietest engineers shouting answers.");
      await page.getByRole("checkbox", { name: /quote my comment/ }).check();
      await page.getByRole("button", { name: "Send my answer" }).click();
      await page.getByText(/thank/i).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The same link again, another answer: it counts once.
      await page.goto(link);
      const again = page.getByRole("button", { name: "Send my answer" });
      if ((await again.count()) > 0) {
        await page.locator('label:has(input[name="rating"][value="1"])').click();
        await again.click();
      }
      await page.getByText("we already have your answer").first().waitFor();
      await shot(page, "survey-again-375.png");
    } finally {
      await context.close();
    }

    // The organiser's own survey, with JavaScript.
    const organiser = await browse(viewports.desktop, true);
    try {
      await organiser.page.goto(
        linkIn(
          surveyed.find((mail) => mail.to.includes("pat@initech.example")),
          /^\/survey\//,
        ),
      );
      await organiser.page.locator('label:has(input[name="rating"][value="4"])').click();
      await organiser.page.getByRole("button", { name: "Send my answer" }).click();
      await organiser.page.getByText(/thank/i).first().waitFor();
      await expectNoAxeViolations(organiser.page, "survey page, answered");
    } finally {
      await organiser.context.close();
    }
  });

  it("staff approve the comment and write the recap; the organiser and the site show them", async () => {
    const { context, page } = await browse(viewports.desktop, true);
    try {
      await signInStaff(page, "/admin/reviews");
      const comment = page.getByText("The buzzer rounds had our quietest engineers shouting answers.");
      await comment.waitFor();
      await expectNoAxeViolations(page, "admin reviews");
      await page.getByRole("button", { name: "Approve" }).first().click();
      await page
        .getByText(/approved/i)
        .first()
        .waitFor();

      await page.goto(`/admin/events/${eventId}`);
      await page.getByLabel(/note/i).first().fill("A loud, generous room: Player3 carried the final round.");
      await page.getByLabel(/winners/i).fill("Team Buzz (Player3, Player7)");
      await page.getByRole("button", { name: /save the recap/i }).click();
      await page
        .getByText(/recap is saved|saved/i)
        .first()
        .waitFor();
      // Staff's change is in the event's history, under their address.
      const history = page.getByRole("region", { name: "History" });
      await history.getByText("Wrote the recap").waitFor();
      expect(await history.innerText()).toContain(`staff (${testStaff.email})`);
      await expectNoAxeViolations(page, "admin event page after the event");
    } finally {
      await context.close();
    }

    // The organiser's page on a phone without JavaScript.
    const phone = await browse(viewports.mobile, false);
    try {
      await phone.page.goto(eventPage());
      const recap = phone.page.getByRole("region", { name: "How it went" });
      const said = await recap.innerText();
      expect(said).toContain("A loud, generous room");
      expect(said).toContain("Team Buzz (Player3, Player7)");
      expect(said).toMatch(/4\.5\/5/);
      expect(said).toMatch(/2 ratings so far/);
      expect(said).toContain("Your own rating: 4/5");
      await shot(phone.page, "recap-375.png");
      const again = await recap.getByRole("link", { name: /again/ }).getAttribute("href");
      expect(again).toMatch(/^\/activities\/lightning-feud\/book\?headcount=10/);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.context.close();
    }

    const desktop = await browse(viewports.desktop, true);
    try {
      await desktop.page.goto(eventPage());
      await desktop.page.getByRole("region", { name: "How it went" }).waitFor();
      await expectNoAxeViolations(desktop.page, "event page with its recap");

      // The approved comment, as a verified attendee's: first name and company initial only.
      await desktop.page.goto("/activities/lightning-feud");
      await desktop.page
        .getByText("The buzzer rounds had our quietest engineers shouting answers.")
        .waitFor();
      await desktop.page.getByText("Player3 · I. — verified attendee").waitFor();
      await shot(desktop.page, "activity-comment-1280.png");
      expect(await desktop.page.getByText("player3@initech.example").count()).toBe(0);
      expect(await desktop.page.getByText("Player3 Test").count()).toBe(0);

      // 30 earlier answers (20 fives, 10 fours), then 5 and 4: 4.7 from 32.
      await desktop.page.goto("/");
      await desktop.page
        .getByText(/The rating is the average of 32 answers to our post-event survey/)
        .waitFor();
      expect(await desktop.page.getByText("640 events, rated 4.7/5").count()).toBe(1);
    } finally {
      await desktop.context.close();
    }
  });
});
