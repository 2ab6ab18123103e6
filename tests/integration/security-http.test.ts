import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { openDatabase } from "~/server/db/client.server";
import { createStaff } from "~/server/services/staff.server";
import { exhaustCalendar } from "../../scripts/lib/booking-exhaustion";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { drivers, emptyPostgresDatabase, migrationsFolder } from "../support/db";
import { postForm as postFormTo, postJson } from "../support/http";
import { decodeQuotedPrintable, startSmtp, waitFor } from "../support/smtp";
import { createStaffInDataDir, testStaff } from "../support/staff";

/**
 * The outside review of issue 32, replayed against a production server on each database:
 * calendar exhaustion and its undo, a stranger's text in booking emails, staff kept out by
 * rotating guessers, the admin quota counted before the session, extreme dates, and staff paths
 * spelt another way.
 */
for (const driver of drivers) {
  describe.runIf(hasBuild())(`the security review's attacks, through the host [${driver}]`, () => {
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let dataDir: string;
    let pg: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
    const staffIp = "192.0.2.10";

    beforeAll(async () => {
      smtp = await startSmtp();
      dataDir = mkdtempSync(path.join(tmpdir(), "rallyroom-security-"));
      const env: Record<string, string> = {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OUTBOX_POLL_MS: "200",
      };
      if (driver === "postgres") {
        pg = await emptyPostgresDatabase();
        env.DATABASE_URL = pg.url;
        const database = await openDatabase({ databaseUrl: pg.url, migrationsFolder });
        try {
          await createStaff(database.db).createUser(testStaff.email, testStaff.password);
        } finally {
          await database.close();
        }
        server = await startProductionServer(env);
      } else {
        server = await startProductionServer(env, { prepare: createStaffInDataDir });
      }
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await smtp?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    });

    const get = (p: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${p}`, { redirect: "manual", headers });
    const postForm = (p: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      postFormTo(`${server.url}${p}`, fields, { Origin: server.url, "X-Forwarded-For": staffIp, ...headers });
    const cookiesOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0] ?? "")
        .filter((cookie) => !cookie.endsWith("="));

    /** A signed-in staff member: the session and device cookies, and the page's CSRF token. */
    async function signIn(headers: Record<string, string> = {}) {
      const response = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password, next: "/admin/bookings" },
        headers,
      );
      expect(response.status).toBe(303);
      const cookies = cookiesOf(response);
      const session = cookies.find((cookie) => cookie.includes("rr_staff=")) ?? "";
      const device = cookies.find((cookie) => cookie.startsWith("rr_staff_device=")) ?? "";
      const page = await (await get("/admin/bookings", { cookie: session })).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
      expect(csrf).not.toBe("");
      return { session, device, csrf };
    }

    it("greets and names a booker only with text that reads as a name, in the email and its invitation", async () => {
      const slots = (await (await get("/api/booking/slots?type=intro&days=14&tz=UTC")).json()) as {
        slots: { start: string }[];
      };
      const lure = "your mailbox is full. Restore access now at https://evil.example/restore";
      const response = await fetch(`${server.url}/api/booking`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.200" },
        body: JSON.stringify({
          type: "intro",
          start: slots.slots[5]?.start,
          name: lure,
          email: "victim@victim-corp.example",
          company: "Victim Corp",
          timeZone: "Asia/Calcutta",
        }),
      });
      expect(response.status).toBe(201);
      await waitFor(() => smtp.received.some((m) => m.to.includes("victim@victim-corp.example")));
      const mail = smtp.received.find((m) => m.to.includes("victim@victim-corp.example"));
      const raw = decodeQuotedPrintable(mail?.raw ?? "");
      expect(raw).toContain("Hi there,");
      // The invitation names its attendee by address (the typed name is not one).
      expect(raw).toMatch(/ATTENDEE;CN="victim@victim-corp\.example"/);
      expect(raw).not.toContain("evil.example");
      expect(raw).not.toContain("mailbox is full");
      // The zone was stored by its canonical name.
      expect(raw).toContain("Asia/Kolkata");
    });

    let attack: Awaited<ReturnType<typeof exhaustCalendar>>;

    it("keeps at least 90% of the demo calendar free under the review's exhaustion script", async () => {
      attack = await exhaustCalendar(server.url);
      console.info(`[${driver}] exhaustion after the limits: ${JSON.stringify(attack)}`);
      expect(attack.slotsBefore).toBeGreaterThan(500);
      expect(attack.freeShare).toBeGreaterThanOrEqual(0.9);
      // Ten mailboxes nobody confirmed are final at once; past that every booking waits for its
      // link, and past the pending cap it holds no time at all. The address caps refuse the rest.
      expect(attack.statuses["201"] ?? 0).toBeLessThanOrEqual(site.scheduler.limits.dailyUnverified);
      expect(attack.statuses["429"] ?? 0).toBeGreaterThan(0);
      // A new visitor is never refused for what the script did.
      const slots = (await (await get("/api/booking/slots?type=demo&days=31&tz=UTC")).json()) as {
        slots: { start: string }[];
      };
      const visitor = await postJson(
        `${server.url}/api/booking`,
        {
          type: "demo",
          start: slots.slots.at(-1)?.start,
          name: "Ana Ruiz",
          email: "ana@newvisitor.example",
          company: "New Visitor Co",
          timeZone: "UTC",
        },
        { "X-Forwarded-For": "203.0.113.77" },
      );
      expect([201, 202]).toContain(visitor.status);
    }, 120_000);

    it("lets staff undo the attack in two actions from /admin/bookings, emailing none of the typed addresses", async () => {
      const mailBefore = smtp.received.length;
      const { session, csrf } = await signIn();
      const oneDomain = await postForm(
        "/admin/bookings",
        { csrf, intent: "bulk", match: "domain", value: "target-a.example", reason: "Scripted" },
        { cookie: session },
      );
      expect(oneDomain.status).toBe(200);
      expect(await oneDomain.text()).toMatch(/Cancelled \d+ bookings?\. No visitor was emailed/);
      // The rest came from many domains: every booking of the horizon's days, by range.
      const today = new Date().toISOString().slice(0, 10);
      const last = new Date(Date.now() + 61 * 86_400_000).toISOString().slice(0, 10);
      const range = await postForm(
        "/admin/bookings",
        { csrf, intent: "bulk", match: "", value: "", from: today, to: last, type: "demo", reason: "" },
        { cookie: session },
      );
      expect(range.status).toBe(200);
      expect(await range.text()).toMatch(/Cancelled \d+ bookings?\./);
      // The whole calendar is free again (a slot or two may have crossed the minimum notice meanwhile).
      const free = await exhaustCalendarFree();
      expect(free).toBeGreaterThanOrEqual(attack.slotsBefore - 2);
      // No cancellation went to an address the script typed; the host got the summaries.
      // The outbox first delivers the confirmation links the script had queued (one per mailbox).
      await waitFor(
        () => smtp.received.slice(mailBefore).some((m) => m.raw.includes("cancelled by staff")),
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const cancellations = smtp.received.filter((m) => /^Subject: Cancelled/m.test(m.raw));
      expect(cancellations.filter((m) => m.to.some((to) => /@(target|corp)-a/.test(to)))).toEqual([]);
      // A refused bulk cancel says why and cancels nothing.
      const vague = await postForm(
        "/admin/bookings",
        { csrf, intent: "bulk", match: "domain", value: "" },
        { cookie: session },
      );
      expect(vague.status).toBe(422);
    }, 120_000);

    async function exhaustCalendarFree(): Promise<number> {
      let total = 0;
      const today = Date.parse(new Date().toISOString().slice(0, 10));
      for (let offset = 0; offset < 60; offset += 31) {
        const from = new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
        const response = await get(
          `/api/booking/slots?type=demo&from=${from}&days=${Math.min(31, 60 - offset)}&tz=UTC`,
        );
        total += ((await response.json()) as { slots: unknown[] }).slots.length;
      }
      return total;
    }

    it("counts the admin write quota per staff member after the session: strangers on their address use none of it", async () => {
      // 40 posts with no session from the staff member's own address.
      for (let i = 0; i < 40; i++) {
        const anonymous = await postForm("/admin/bookings", { intent: "bulk", csrf: "x" });
        expect(anonymous.status).toBe(303);
      }
      const { session, csrf } = await signIn();
      // The staff member's own 35 changes in a row all go through, and signing out is never refused.
      for (let i = 0; i < 35; i++) {
        const change = await postForm(
          "/admin/bookings",
          { csrf, intent: "bulk", match: "email", value: `nobody${i}@nowhere.example` },
          { cookie: session },
        );
        expect(change.status, `change ${i}`).toBe(200);
      }
      const out = await postForm("/admin/sign-out", { csrf }, { cookie: session });
      expect(out.status).toBe(303);
      expect(out.headers.get("location")).toBe("/admin/sign-in");
    }, 120_000);

    it("never refuses the right password from a known device while rotating addresses guess; no Retry-After", async () => {
      const { device } = await signIn({ "X-Forwarded-For": "192.0.2.20" });
      expect(device).toMatch(/^rr_staff_device=/);
      for (let i = 0; i < 5; i++) {
        const guess = await postForm(
          "/admin/sign-in",
          { email: testStaff.email, password: `wrong guess ${i}` },
          { "X-Forwarded-For": `198.18.7.${i + 1}` },
        );
        expect(guess.status).toBe(401);
      }
      // The account is being guessed at: a device it has never seen waits, told nothing of how long.
      const stranger = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password },
        { "X-Forwarded-For": "198.18.7.99" },
      );
      expect(stranger.status).toBe(429);
      expect(stranger.headers.get("retry-after")).toBeNull();
      expect(await stranger.text()).not.toMatch(/\d+ seconds?/);
      // The staff member's own browser signs in at once.
      const own = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password, next: "/admin" },
        { "X-Forwarded-For": "192.0.2.20", cookie: device },
      );
      expect(own.status).toBe(303);
      // A forged device cookie is ignored, and so is the copy the sign-in above renewed.
      const forged = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password },
        { "X-Forwarded-For": "198.18.7.98", cookie: `${device.slice(0, -4)}AAAA` },
      );
      expect(forged.status).toBe(429);
      const renewed = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password },
        { "X-Forwarded-For": "198.18.7.97", cookie: device },
      );
      expect(renewed.status).toBe(429);
      // Signed out, a copy of the browser's current device cookie waits like a stranger (issue 40).
      const again = await signIn({ "X-Forwarded-For": "192.0.2.20", cookie: cookiesOf(own).join("; ") });
      const out = await postForm(
        "/admin/sign-out",
        { csrf: again.csrf },
        { cookie: `${again.session}; ${again.device}` },
      );
      expect(out.status).toBe(303);
      expect(out.headers.getSetCookie().some((line) => /^rr_staff_device=[^;]*; Max-Age=0;/.test(line))).toBe(
        true,
      );
      const copied = await postForm(
        "/admin/sign-in",
        { email: testStaff.email, password: testStaff.password },
        { "X-Forwarded-For": "198.18.7.96", cookie: again.device },
      );
      expect(copied.status).toBe(429);
    }, 120_000);

    it("answers dates outside the horizon with 400 naming the parameter, on the API and the page", async () => {
      for (const from of ["9999-12-01", "0000-01-01", "2026-02-30", "10000-01-01", "", "garbage"]) {
        const api = await get(`/api/booking/slots?type=intro&from=${from}`);
        expect(api.status, `api ${from}`).toBe(400);
        expect(await api.json(), `api ${from}`).toMatchObject({ parameter: "from" });
        const page = await get(`/book/intro?from=${from}`);
        expect(page.status, `page ${from}`).toBe(400);
        expect(await page.text(), `page ${from}`).toContain("from must be a date");
      }
    });

    it("serves every spelling of a staff path with the staff pages' headers", async () => {
      for (const spelling of ["/ADMIN/INBOX", "/Admin/Inbox/", "/%61dmin/inbox", "/admin/inbox/"]) {
        const response = await get(spelling);
        expect(response.headers.get("cross-origin-opener-policy"), spelling).toBe("same-origin");
        expect(response.status, spelling).not.toBe(200);
      }
    });
  });
}
