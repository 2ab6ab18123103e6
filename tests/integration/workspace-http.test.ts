import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flatRoutes } from "~/content/route-table";
import type { Database } from "~/server/db/client.server";
import { createRuntime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventKey } from "~/server/services/events/view.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { eventHost, invoiceCheckout, seedEvent } from "../support/events";
import { startSeededHost } from "../support/host";
import { postForm } from "../support/http";
import { decodeQuotedPrintable, startSmtp, waitFor } from "../support/smtp";

/**
 * The organiser's workspace through the built host (issue 43), on each database: sign-in by the
 * emailed link (one use; a new session id at each sign-in; sign-out here or everywhere), and a
 * second account trying every workspace route of the first's, by id and by link: each answers as
 * for something that does not exist, and nothing changes. CSRF and origin rules hold.
 */

const secret = "workspace-http-test-secret-0123456789abcdef";
const alice = "pat@initech.example";
const bob = "eve@globex.example";
const DAY = 86_400_000;

/** Alice's invoiced event (deposit invoice INV-000001) and Bob's card-paid one. */
async function seed(database: Database): Promise<{ alice: string; bob: string }> {
  const rt = createRuntime(database, { cookieSecret: secret, bookingLimits: null });
  const activity = eventActivity("lightning-feud");
  if (!activity) throw new Error("lightning-feud is in the catalogue");
  const now = new Date();
  const from = new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10);
  const slots = await rt.events.slots(activity, [], { from, days: 7, timeZone: "America/New_York", now });
  const answer = await rt.events.checkout(activity.id, invoiceCheckout(slots[0]?.start ?? 0, alice), {
    now,
    ownerHash: "alice-browser",
  });
  if (!answer.ok) throw new Error(answer.error);
  const host = await eventHost(database.db, activity.id);
  const other = await seedEvent(database.db, {
    hostId: host.id,
    start: new Date(now.getTime() + 40 * DAY),
    email: bob,
    company: "Globex",
  });
  return { alice: answer.id, bob: other };
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

for (const driver of drivers) {
  describe.runIf(hasBuild())(`the organiser's workspace through the host [${driver}]`, () => {
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let stop: (() => Promise<void>) | undefined;
    let ids = { alice: "", bob: "" };

    beforeAll(async () => {
      smtp = await startSmtp();
      const env = { COOKIE_SECRET: secret, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: "200" };
      ({ server, seeded: ids, stop } = await startSeededHost(driver, env, seed));
    }, 90_000);

    afterAll(async () => {
      await stop?.();
      await smtp?.stop();
    });

    const url = (to: string) => `${server.url}${to}`;
    const get = (to: string, cookie = "") => fetch(url(to), { redirect: "manual", headers: { cookie } });
    const post = (to: string, fields: Record<string, string>, cookie = "", origin = server.url) =>
      postForm(url(to), fields, { origin, cookie });

    /** The newest sign-in link emailed to `email` after `before` messages. */
    async function linkFor(email: string, before: number): Promise<string> {
      const mine = () =>
        smtp.received.filter((mail) => mail.to.includes(email) && /Sign in to/.test(mail.raw));
      await waitFor(() => mine().length > before);
      const text = decodeQuotedPrintable(mine().at(-1)?.raw ?? "");
      const token = /\/account\/verify\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      if (!token) throw new Error("no link in the email");
      return `/account/verify?token=${token}`;
    }

    const sentTo = (email: string) =>
      smtp.received.filter((mail) => mail.to.includes(email) && /Sign in to/.test(mail.raw)).length;

    async function signIn(email: string, cookie = ""): Promise<{ cookie: string; link: string }> {
      const before = sentTo(email);
      // Asked for from any browser; the one that presses the link is the one signed in.
      const asked = await post("/account/sign-in", { email });
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain("Check your email");
      const link = await linkFor(email, before);
      expect((await get(link)).status).toBe(200);
      const done = await post(
        "/account/verify",
        { token: new URL(url(link)).searchParams.get("token") ?? "" },
        cookie,
      );
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/account");
      const set = done.headers.get("set-cookie") ?? "";
      expect(set).toMatch(/^__Host-rr_account=/);
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
      return { cookie: cookieOf(done), link };
    }

    it("answers alike for an unknown address, signs in once per link, and rotates the session", async () => {
      const unknown = await post("/account/sign-in", { email: "nobody@nowhere.example" });
      expect(unknown.status).toBe(200);
      expect(await unknown.text()).toContain("Check your email");
      const refused = await post("/account/sign-in", { email: "not an address" });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain("Enter an email address");
      expect((await post("/account/sign-in", { email: alice }, "", "https://evil.example")).status).toBe(403);

      const first = await signIn(alice);
      const home = await get("/account", first.cookie);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain(ids.alice);
      expect(html).not.toContain(ids.bob);
      expect(html).toContain("INV-000001");
      // The link was used: a second press is sent to ask again.
      const again = await post("/account/verify", {
        token: new URL(url(first.link)).searchParams.get("token") ?? "",
      });
      expect(again.headers.get("location")).toBe("/account/sign-in?link=expired");
      // A new sign-in in the same browser gives a new id and ends the old one.
      const second = await signIn(alice, first.cookie);
      expect(second.cookie).not.toBe(first.cookie);
      expect((await get("/account", first.cookie)).status).toBe(303);
      expect((await get("/account", second.cookie)).status).toBe(200);
    });

    it("reaches nothing of another account's, on every workspace route, by id and by link", async () => {
      const a = await signIn(alice);
      const b = await signIn(bob);
      const aliceHome = await (await get("/account", a.cookie)).text();
      const team = /\/account\/team\/([0-9a-f-]{36})/.exec(aliceHome)?.[1] ?? "";
      expect(team).not.toBe("");
      const bobHome = await (await get("/account", b.cookie)).text();
      const csrf = csrfIn(bobHome);
      expect(bobHome).not.toContain(ids.alice);
      expect(bobHome).not.toContain("INV-000001");

      const tried = new Set<string>();
      const attempts: [pattern: string, send: () => Promise<Response>][] = [
        ["/account/events/:id", () => get(`/account/events/${ids.alice}`, b.cookie)],
        [
          "/account/events/:id",
          () =>
            post(
              `/account/events/${ids.alice}`,
              { csrf, intent: "invite", email: bob, role: "organiser", scope: "event" },
              b.cookie,
            ),
        ],
        [
          "/account/events/:id",
          () =>
            post(
              `/account/events/${ids.alice}`,
              { csrf, intent: "billing", billingName: "Eve", billingEmail: bob },
              b.cookie,
            ),
        ],
        [
          "/account/events/:id",
          () =>
            post(
              `/account/events/${ids.alice}`,
              { csrf, intent: "remove", email: alice, scope: "workspace" },
              b.cookie,
            ),
        ],
        [
          "/account/events/:id/documents/:file",
          () => get(`/account/events/${ids.alice}/documents/receipt.pdf`, b.cookie),
        ],
        [
          "/account/events/:id/documents/:file",
          () => get(`/account/events/${ids.alice}/documents/INV-000001.pdf`, b.cookie),
        ],
        [
          "/account/events/:id/invoices/:file/pay",
          () => post(`/account/events/${ids.alice}/invoices/INV-000001/pay`, { csrf }, b.cookie),
        ],
        ["/account/team/:id", () => get(`/account/team/${team}`, b.cookie)],
        [
          "/account/team/:id",
          () =>
            post(
              `/account/team/${team}`,
              { csrf, intent: "invite", email: bob, role: "organiser" },
              b.cookie,
            ),
        ],
        [
          "/account/team/:id",
          () => post(`/account/team/${team}`, { csrf, intent: "remove", email: alice }, b.cookie),
        ],
      ];
      for (const [pattern, send] of attempts) {
        const response = await send();
        expect(response.status, pattern).toBe(404);
        await response.body?.cancel();
        tried.add(pattern);
      }
      // By link: Alice's used sign-in link signs nobody in, and her invoice's page cannot be paid from Bob's session.
      const reused = await post(
        "/account/verify",
        { token: new URL(url(a.link)).searchParams.get("token") ?? "" },
        b.cookie,
      );
      expect(reused.headers.get("location")).toBe("/account/sign-in?link=expired");
      // Bob's own event and vendor documents answer; the pages the session opens to anyone signed in are his own.
      for (const own of [`/account/events/${ids.bob}`, "/account/vendor-pack", "/account"]) {
        expect((await get(own, b.cookie)).status, own).toBe(200);
      }
      tried.add("/account").add("/account/vendor-pack");
      const missing = await get("/account/vendor-pack/00000000-0000-4000-8000-000000000000", b.cookie);
      expect(missing.status).toBe(404);
      tried.add("/account/vendor-pack/:id");
      // Alice's event is unchanged, and still hers alone.
      const alicePage = await (await get(`/account/events/${ids.alice}`, a.cookie)).text();
      expect(alicePage).not.toContain(bob);
      expect(alicePage).toContain("Avery Payables");
      // Every workspace route behind the session was tried (sign-in, its link and sign-out are the session's own).
      const workspaceRoutes = flatRoutes
        .map((route) => route.pattern)
        .filter((pattern) => pattern.startsWith("/account") && !/sign-in|verify|sign-out/.test(pattern));
      expect([...tried].sort()).toEqual([...new Set(workspaceRoutes)].sort());
    });

    it("keeps signed-out visitors, other sites and stale forms out, and signs out everywhere", async () => {
      for (const page of [
        "/account",
        `/account/events/${ids.alice}`,
        `/account/team/x`,
        "/account/vendor-pack",
      ]) {
        const response = await get(page);
        expect(response.status, page).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/account\/sign-in\?next=/);
      }
      // Bob: each address is sent at most 6 emails an hour (decision 064), Alice has had hers.
      const first = await signIn(bob);
      const second = await signIn(bob);
      const csrf = csrfIn(await (await get("/account", first.cookie)).text());
      const billing = { intent: "billing", billingName: "Mallory", billingEmail: "m@evil.example" };
      expect(
        (await post(`/account/events/${ids.bob}`, { ...billing, csrf }, first.cookie, "https://evil.example"))
          .status,
      ).toBe(403);
      expect(
        (await post(`/account/events/${ids.bob}`, { ...billing, csrf: "wrong" }, first.cookie)).status,
      ).toBe(403);
      const out = await post("/account/sign-out", { csrf, everywhere: "1" }, first.cookie);
      expect(out.status).toBe(303);
      expect((await get("/account", first.cookie)).status).toBe(303);
      expect((await get("/account", second.cookie)).status).toBe(303);
      // The event's signed link keeps working for those who never sign in.
      expect((await get(`/events/${ids.alice}?key=${eventKey(ids.alice, secret)}`)).status).toBe(200);
    });
  });
}
