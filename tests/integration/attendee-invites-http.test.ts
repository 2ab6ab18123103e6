import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { bookingHosts } from "~/server/db/schema.server";
import { eventKey } from "~/server/services/events/view.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { seedEvent } from "../support/events";
import { startSeededHost } from "../support/host";
import { postForm } from "../support/http";

/**
 * The organiser's attendee page through the built host (issue 41, point 1): 404 for a wrong key
 * exactly as the event page; a CSV uploaded as multipart without JavaScript invites its people
 * and redirects; a bad line answers 422 naming it and stores nothing; removing someone makes
 * their link 404; the event page links here with its key; an unpaid event says why nobody can
 * be invited yet.
 */

const secret = "attendee-invites-http-secret-0123456789abcdef";
const DAY = 24 * 3_600_000;

async function seed(database: Database) {
  const { db } = database;
  const [host] = await db.select().from(bookingHosts).where(eq(bookingHosts.active, true)).limit(1);
  if (!host) throw new Error("the migrations seed the hosts");
  const now = Date.now();
  const paid = await seedEvent(db, { hostId: host.id, start: new Date(now + 20 * DAY), headcount: 40 });
  const held = await seedEvent(db, {
    hostId: host.id,
    start: new Date(now + 22 * DAY),
    status: "held",
    holdExpiresAt: new Date(now + DAY),
  });
  return {
    paid: { id: paid, key: eventKey(paid, secret) },
    held: { id: held, key: eventKey(held, secret) },
  };
}

for (const driver of drivers) {
  describe.runIf(hasBuild())(`the organiser's attendee page through the host [${driver}]`, () => {
    let server: RunningServer;
    let stop: (() => Promise<void>) | undefined;
    let events: Awaited<ReturnType<typeof seed>>;

    beforeAll(async () => {
      ({ server, seeded: events, stop } = await startSeededHost(driver, { COOKIE_SECRET: secret }, seed));
    }, 90_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });
    const pageOf = (event: { id: string; key: string }) => `/events/${event.id}/attendees?key=${event.key}`;
    const upload = (event: { id: string; key: string }, csv: string, pasted = "") => {
      const form = new FormData();
      form.set("key", event.key);
      form.set("intent", "invite");
      form.set("pasted", pasted);
      form.set("csv", new Blob([csv], { type: "text/csv" }), "people.csv");
      return fetch(`${server.url}${pageOf(event)}`, { method: "POST", body: form, redirect: "manual" });
    };

    it("answers a wrong key with the event page's own 404", async () => {
      const wrongEvent = await get(`/events/${events.paid.id}?key=wrong`);
      expect(wrongEvent.status).toBe(404);
      for (const url of [
        `/events/${events.paid.id}/attendees?key=wrong`,
        `/events/${events.paid.id}/attendees?key=${events.held.key}`,
        `/events/${events.paid.id}/attendees`,
      ]) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
        expect(response.headers.get("cache-control"), url).toBe(wrongEvent.headers.get("cache-control"));
      }
      const post = await postForm(`${server.url}/events/${events.paid.id}/attendees?key=wrong`, {
        intent: "invite",
        pasted: "Ada, ada@initech.example",
      });
      expect(post.status).toBe(404);
    });

    it("invites from an uploaded CSV without JavaScript, then lists them privately", async () => {
      const before = await get(pageOf(events.paid));
      expect(before.status).toBe(200);
      expect(before.headers.get("cache-control")).toBe("private, no-store");
      const empty = await before.text();
      expect(empty).toContain("Up to 50 people: your 40 plus a margin");
      expect(empty).toContain('accept=".csv,text/csv"');
      const sent = await upload(
        events.paid,
        "Name,Email\r\nAda Lovelace,ada@initech.example\r\nGrace Hopper,grace@initech.example\r\n",
      );
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe(`${pageOf(events.paid)}&done=invited`);
      const html = await (await get(`${pageOf(events.paid)}&done=invited`)).text();
      expect(html).toContain("Invitations are on their way.");
      // A `done` that names no notice (an inherited key included) is no notice and no fault.
      for (const odd of ["toString", "constructor", "__proto__", "nope"]) {
        const page = await get(`${pageOf(events.paid)}&done=${odd}`);
        expect(page.status, odd).toBe(200);
        expect(await page.text(), odd).not.toContain("Invitations are on their way.");
      }
      expect(html).toContain("Grace Hopper");
      expect(html).toContain("ada@initech.example");
      const eventPage = await (await get(`/events/${events.paid.id}?key=${events.paid.key}`)).text();
      expect(eventPage).toContain("2 invited · 0 coming of 40 booked");
      expect(eventPage).toContain(`href="/events/${events.paid.id}/attendees?key=${events.paid.key}"`);
    });

    it("answers a bad line with 422 naming it, and adds nobody", async () => {
      const refused = await upload(events.paid, "name,email\nBo,bo@initech.example\nBob,bob@\n");
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain("Line 3: the email &#x27;bob@&#x27; is not an address");
      expect(html).toContain('aria-describedby="attendee-add-hint attendee-add-errors"');
      expect(await (await get(pageOf(events.paid))).text()).not.toContain("bo@initech.example");
    });

    it("removes someone: their row goes, the page says their link stops working", async () => {
      const html = await (await get(pageOf(events.paid))).text();
      const id = /name="attendee" value="([0-9a-f-]{36})"/.exec(html)?.[1];
      expect(id).toBeDefined();
      const removed = await postForm(`${server.url}${pageOf(events.paid)}`, {
        key: events.paid.key,
        intent: "remove",
        attendee: id ?? "",
      });
      expect(removed.status).toBe(303);
      const after = await (await get(`${pageOf(events.paid)}&done=removed`)).text();
      expect(after).toContain("their personal link no longer works");
      expect(after).not.toContain(`value="${id}"`);
    });

    it("says why nobody can be invited before the deposit is paid", async () => {
      const html = await (await get(pageOf(events.held))).text();
      expect(html).toContain("Invitations open once the deposit is paid or the invoice issued.");
      expect(html).not.toContain('name="pasted"');
    });
  });
}
