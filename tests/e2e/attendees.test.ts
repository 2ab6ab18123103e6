import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventAttendees } from "~/server/db/schema.server";
import { attendeeKey } from "~/server/services/attendees/model.server";
import { eventKey } from "~/server/services/events/view.server";
import type { RunningServer } from "../../scripts/lib/server-process";
import { browseAt, closeBrowser, viewports } from "../support/browser";
import { seedEvent } from "../support/events";
import { startStaffedHost } from "../support/host";
import { expectNoAxeViolations, watchConsole } from "../support/page-checks";
import { decodeQuotedPrintable, type startSmtp, waitFor } from "../support/smtp";
import { testStaff } from "../support/staff";

/**
 * From a booked event to the people in the room (issue 41), in Chromium against the production
 * build with a real SMTP server: the organiser uploads a CSV of 40 at 1280 px with JavaScript and
 * each person gets one invitation; an attendee opens theirs at 375 px without JavaScript, answers
 * "coming", gives a kit address and is refused the call before its window, and the organiser
 * removes someone on a phone without JavaScript too; an attendee of an
 * event starting now is sent to the call by the join button and shows as joined; staff see
 * statuses without addresses and export the kit addresses; a booker nobody has proven types the
 * emailed code before any invitation goes out. Axe clean where JavaScript runs.
 */

const secret = "attendees-e2e-cookie-secret-0123456789abcdef";
const DAY = 24 * 3_600_000;
const call = "https://us02web.zoom.us/j/81234567890?pwd=e2e";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stop: (() => Promise<void>) | undefined;
const events = { kits: "", now: "", nowAttendee: "", unproven: "" };

beforeAll(async () => {
  ({ server, smtp, stop } = await startStaffedHost(secret, async (db, [first, second]) => {
    events.kits = await seedEvent(db, {
      hostId: first.id,
      start: new Date(Date.now() + 30 * DAY),
      addOns: ["kits"],
      headcount: 40,
      company: "Initech",
    });
    // Started five minutes ago, on its own host: the join window is open.
    events.now = await seedEvent(db, {
      hostId: second.id,
      start: new Date(Date.now() - 5 * 60_000),
      videoUrl: call,
      company: "Globex",
    });
    const [attendee] = await db
      .insert(eventAttendees)
      .values({
        orderId: events.now,
        name: "Nia Now",
        email: "nia@globex.example",
        invitedAt: new Date(),
      })
      .returning({ id: eventAttendees.id });
    events.nowAttendee = attendee?.id ?? "";
    // Booked by invoice from an address nobody has proven yet.
    events.unproven = await seedEvent(db, {
      hostId: first.id,
      start: new Date(Date.now() + 60 * DAY),
      status: "invoiced",
      email: "new.booker@hooli.example",
      emailConfirmed: false,
      company: "Hooli",
    });
  }));
}, 90_000);

afterAll(async () => {
  await closeBrowser();
  await stop?.();
});

const browse = (viewport: { width: number; height: number }, javaScriptEnabled: boolean) =>
  browseAt(server.url, "Europe/Berlin", viewport, javaScriptEnabled);

/** The path and query of a link in an email (its origin is the public one, not this server's). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const people = Array.from({ length: 40 }, (_, i) => [
  `Player ${i + 1} Test`,
  `player${i + 1}@initech.example`,
]);
const csv = `Name,Email\r\n${people.map(([name, email]) => `${name},${email}`).join("\r\n")}\r\n`;

describe("attendees of a booked event", () => {
  it("the organiser invites 40 from a CSV at 1280 px; each gets one invitation", async () => {
    const { context, page } = await browse(viewports.desktop, true);
    const problems = watchConsole(page);
    try {
      await page.goto(`/events/${events.kits}?key=${eventKey(events.kits, secret)}`);
      await page.getByRole("link", { name: "Invite your attendees" }).click();
      await page.waitForURL(/\/attendees\?key=/);
      await expectNoAxeViolations(page, "organiser's attendee page, empty");
      await page.getByLabel("Or upload a CSV").setInputFiles({
        name: "team.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      await page.getByRole("button", { name: "Send invitations" }).click();
      await page.getByText("Invitations are on their way.").waitFor();
      const list = page.getByRole("region", { name: /Your attendees|Attendees/ }).last();
      expect(await list.getByText("player40@initech.example").count()).toBe(1);
      await expectNoAxeViolations(page, "organiser's attendee page, 40 invited");

      await waitFor(
        () => smtp.received.filter((mail) => /^Subject: You're invited/m.test(mail.raw)).length >= 40,
        30_000,
      );
      const invitations = smtp.received.filter((mail) => /^Subject: You're invited/m.test(mail.raw));
      expect(invitations).toHaveLength(40);
      const recipients = invitations.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual(people.map(([, email]) => email).sort());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("without JavaScript at 375 px, an attendee answers, gives a kit address and waits; the organiser removes one", async () => {
    const { context, page } = await browse(viewports.mobile, false);
    try {
      const mail = smtp.received.find((message) => message.to.includes("player7@initech.example"));
      const link = /https?:\/\/[^\s"<>]+\/attend\/[0-9a-f-]{36}\?key=[\w-]+/.exec(
        decodeQuotedPrintable(mail?.raw ?? ""),
      )?.[0];
      expect(link, "the invitation links the attendee's page").toBeDefined();
      await page.goto(pathOf(link ?? ""));
      await page.getByRole("heading", { name: "Are you coming?" }).waitFor();
      // Nobody else's name on it.
      expect(await page.getByText("player8@initech.example").count()).toBe(0);
      // What to prepare, in the invitation's own words (its kit too).
      const prepare = await page.getByRole("region", { name: "What to prepare" }).innerText();
      expect(prepare).toContain("a working microphone and, if you can, a camera.");
      expect(prepare).toContain("Your event kit, opened and at hand.");
      await page.getByRole("button", { name: "Coming", exact: true }).click();
      await page.locator('[data-response="coming"]').waitFor();

      await page.getByLabel("Recipient's name").fill("Player Seven");
      await page.getByLabel("Address line 1").fill("PO Box 12");
      await page.getByLabel("City or town").fill("Austin");
      await page.getByLabel("State, province or region").fill("TX");
      await page.getByLabel("Postal code").fill("78701");
      await page.getByLabel("Country").selectOption("US");
      await page.getByLabel("Phone for the courier").fill("512 555 0142");
      await page.getByRole("button", { name: "Save my address" }).click();
      const line1 = page.getByLabel("Address line 1");
      expect(await line1.getAttribute("aria-invalid")).toBe("true");
      await line1.fill("500 Congress Ave");
      await page.getByRole("button", { name: "Save my address" }).click();
      await page.getByRole("button", { name: "Save the new address" }).waitFor();

      // The join link before its window does not go to the call.
      const join = pathOf(link ?? "").replace("?key=", "/join?key=");
      await page.goto(join);
      expect(new URL(page.url()).pathname).toMatch(/^\/attend\/[0-9a-f-]{36}$/);
      expect(await page.locator('[data-join="before"]').count()).toBe(1);
      // The page is laid out for the phone: nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The organiser, on a phone without JavaScript too, takes one person off the list.
      await page.goto(`/events/${events.kits}/attendees?key=${eventKey(events.kits, secret)}`);
      await page.getByRole("button", { name: "Remove: Player 40 Test" }).click();
      await page.getByText("Removed from the list: their personal link no longer works.").waitFor();
      expect(await page.getByText("player40@initech.example").count()).toBe(0);
      const listed = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(listed).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it("an attendee of an event under way joins through the button and shows as joined", async () => {
    const { context, page } = await browse(viewports.mobile, true);
    try {
      await context.route("https://us02web.zoom.us/**", (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<title>Zoom</title><h1>In the call</h1>",
        }),
      );
      await page.goto(`/attend/${events.nowAttendee}?key=${attendeeKey(events.nowAttendee, secret)}`);
      // Not saved yet: the page asks again in the browser's zone, and "Your time" is Berlin's.
      await page.waitForURL(/[?&]tz=Europe%2FBerlin/);
      const when = page.getByRole("region", { name: "When" });
      await when.getByText("Your time", { exact: true }).waitFor();
      expect(await when.innerText()).toContain("(Europe/Berlin (UTC+1))");
      expect(await when.innerText()).toContain("Organiser's time");
      await expectNoAxeViolations(page, "attendee page, call open");
      await page.getByRole("link", { name: "Join now" }).click();
      await page.waitForURL(call);
      expect(await page.getByRole("heading", { name: "In the call" }).count()).toBe(1);

      // The organiser's list shows the join.
      const organiser = await page.request.get(
        `/events/${events.now}/attendees?key=${eventKey(events.now, secret)}`,
      );
      expect(await organiser.text()).toMatch(/joined/i);
    } finally {
      await context.close();
    }
  });

  it("an unproven booker confirms their mailbox by the emailed code before inviting, without JavaScript", async () => {
    const { context, page } = await browse(viewports.mobile, false);
    try {
      await page.goto(`/events/${events.unproven}/attendees?key=${eventKey(events.unproven, secret)}`);
      await page
        .getByRole("heading", { name: "Confirm your email to send invitations and invoices" })
        .waitFor();
      expect(await page.getByRole("button", { name: "Send invitations" }).count()).toBe(0);
      await page.getByRole("button", { name: "Email me a code" }).click();
      await page.getByText("We emailed a code to new.booker@hooli.example.").waitFor();
      await waitFor(() => smtp.received.some((mail) => mail.to.includes("new.booker@hooli.example")), 15_000);
      const mail = smtp.received.find((message) => message.to.includes("new.booker@hooli.example"));
      const code = /Subject: (\d{6}) is your Rallyroom confirmation code/.exec(mail?.raw ?? "")?.[1];
      expect(code).toBeDefined();
      await page.getByLabel("Code").fill(code ?? "");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("Your email address is confirmed: invitations can go out.").waitFor();
      expect(await page.getByRole("button", { name: "Send invitations" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("staff see statuses without addresses and export every kit address", async () => {
    const { context, page } = await browse(viewports.desktop, true);
    try {
      await page.goto("/admin/sign-in?next=%2Fadmin%2Fevents");
      await page.getByLabel("Email").fill(testStaff.email);
      await page.getByLabel("Password").fill(testStaff.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin\/events/);
      await page.goto(`/admin/events/${events.kits}`);
      await page.getByRole("heading", { name: "Attendees", exact: true }).waitFor();
      const counts = await page.getByTestId("attendee-counts").innerText();
      expect(counts).toContain("40 booked");
      expect(counts).toContain("39 invited");
      expect(counts).toContain("1 coming");
      expect(await page.getByText("500 Congress Ave").count()).toBe(0);
      await expectNoAxeViolations(page, "admin event page");
      const exported = await page.request.get(`/admin/events/${events.kits}/kits.csv`);
      expect(exported.status()).toBe(200);
      const body = await exported.text();
      expect(body.split("\r\n").filter(Boolean)).toHaveLength(2);
      expect(body).toContain("500 Congress Ave");
      expect(body).toContain("+15125550142");
      expect(body).toContain("player7@initech.example");
    } finally {
      await context.close();
    }
  });
});
