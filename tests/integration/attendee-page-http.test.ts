import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { bookingHosts, eventAttendees } from "~/server/db/schema.server";
import { attendeeKey } from "~/server/services/attendees/model.server";
import { eventKey } from "~/server/services/events/view.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { seedEvent } from "../support/events";
import { startSeededHost } from "../support/host";
import { postForm } from "../support/http";

/**
 * An attendee's links through the built host (issue 41): the page behind its key (404 for every
 * other key, as a wrong event key is), answering and giving a kit address by POST, the join
 * button's redirect, the personal .ics, and the RFC 8058 one-click unsubscribe with no Origin.
 */

const secret = "attendee-http-test-secret-0123456789abcdef";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const call = "https://acme.zoom.us/j/987654321";

interface Link {
  id: string;
  key: string;
  page: string;
}

/** The events and attendees the tests read, seeded before the server opens the database. */
async function seed(database: Database) {
  const { db } = database;
  const [host] = await db.select().from(bookingHosts).limit(1);
  if (!host) throw new Error("the migrations seed the hosts");
  const now = Date.now();
  const inWindow = await seedEvent(db, {
    hostId: host.id,
    start: new Date(now + 5 * MINUTE),
    videoUrl: call,
  });
  const later = await seedEvent(db, {
    hostId: host.id,
    start: new Date(now + 20 * DAY),
    addOns: ["kits"],
    videoUrl: call,
  });
  const past = await seedEvent(db, { hostId: host.id, start: new Date(now - 40 * DAY) });
  const attendee = async (orderId: string, name: string, email: string): Promise<Link> => {
    const [row] = await db.insert(eventAttendees).values({ orderId, name, email }).returning();
    if (!row) throw new Error("attendee not stored");
    const key = attendeeKey(row.id, secret);
    return { id: row.id, key, page: `/attend/${row.id}?key=${key}` };
  };
  return {
    later,
    ada: await attendee(later, "Ada Lovelace", "ada@initech.example"),
    bo: await attendee(later, "Bo Secretname", "bo.secret@initech.example"),
    joiner: await attendee(inWindow, "Jo Joiner", "jo@initech.example"),
    expired: await attendee(past, "Old Timer", "old@initech.example"),
  };
}

for (const driver of drivers) {
  describe.runIf(hasBuild())(`an attendee's links through the host [${driver}]`, () => {
    let server: RunningServer;
    let stop: (() => Promise<void>) | undefined;
    let links: Awaited<ReturnType<typeof seed>>;

    beforeAll(async () => {
      ({ server, seeded: links, stop } = await startSeededHost(driver, { COOKIE_SECRET: secret }, seed));
    }, 90_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });
    const page = async (link: Link) => {
      const response = await get(link.page);
      expect(response.status).toBe(200);
      return response.text();
    };

    it("shows the attendee their own page, private, and nobody else's name", async () => {
      const response = await get(links.ada.page);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      const html = await response.text();
      expect(html).toContain("Lightning Feud");
      expect(html).toContain("Hi Ada Lovelace");
      // A countdown in words, then the moment in their zone, named.
      expect(html).toMatch(
        /The join button opens in 20 days, at <strong[^>]*>[^<]+\(America\/New York \(UTC-\d\)\)<\/strong>/,
      );
      expect(html).toMatch(
        /<form[^>]*method="post"><input type="hidden" name="key"[^>]*><input type="hidden" name="intent" value="respond"\/><button type="submit" value="coming"/,
      );
      expect(html).toContain("Your event kit");
      // Asked in the browser's zone (?tz=, as the page's script does), "Your time" is that zone's;
      // a zone that is no zone changes nothing and is no fault.
      const berlin = await (await get(`${links.ada.page}&tz=Europe/Berlin`)).text();
      expect(berlin).toMatch(/Your time<\/dt><dd[^>]*>[^<]+\(Europe\/Berlin \(UTC\+\d\)\)/);
      for (const bad of ["Mars/Olympus", "%00", "Europe/Berlin%0A", "x".repeat(300)]) {
        const odd = await get(`${links.ada.page}&tz=${bad}`);
        expect(odd.status, bad).toBe(200);
        expect(await odd.text(), bad).not.toContain("Your time<");
      }
      expect(html).not.toContain("Secretname");
      expect(html).not.toContain("bo.secret@");
    });

    it("answers 404, like a wrong event key, for every key but the attendee's own", async () => {
      const wrongEvent = await get(`/events/${links.later}?key=wrong`);
      expect(wrongEvent.status).toBe(404);
      for (const url of [
        `/attend/${links.ada.id}?key=guessed`,
        `/attend/${links.ada.id}?key=${links.bo.key}`,
        `/attend/${links.ada.id}?key=${eventKey(links.later, secret)}`,
        `/attend/${links.ada.id}`,
        links.expired.page,
        `/attend/${links.ada.id}/invite.ics?key=${links.bo.key}`,
        `/attend/${links.ada.id}/join?key=${links.bo.key}`,
        `/attend/${links.ada.id}/unsubscribe?key=${links.bo.key}`,
      ]) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
        expect(response.headers.get("cache-control"), url).toBe(wrongEvent.headers.get("cache-control"));
        expect(response.headers.get("x-robots-tag"), url).toBe("noindex");
      }
    });

    it("records an answer only by POST, then redirects to the page", async () => {
      expect(await page(links.ada)).toContain('data-response="invited"');
      const answered = await postForm(
        `${server.url}${links.ada.page}`,
        { key: links.ada.key, intent: "respond", response: "coming" },
        { Origin: server.url },
      );
      expect(answered.status).toBe(303);
      expect(answered.headers.get("location")).toBe(`${links.ada.page}&done=coming#answer`);
      expect(await page(links.ada)).toContain('data-response="coming"');
      const foreign = await postForm(
        `${server.url}${links.ada.page}`,
        { key: links.ada.key, intent: "respond", response: "not_coming" },
        { Origin: "https://evil.example" },
      );
      expect(foreign.status).toBe(403);
      expect(await page(links.ada)).toContain('data-response="coming"');
    });

    it("refuses a PO box naming the field, then saves a street address", async () => {
      const address = {
        key: links.ada.key,
        intent: "kit",
        recipient: "Ada Lovelace",
        line1: "PO Box 12",
        city: "Austin",
        region: "TX",
        postalCode: "78701",
        country: "US",
        phone: "512 555 0142",
      };
      const refused = await postForm(`${server.url}${links.ada.page}`, address, { Origin: server.url });
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain("Address line 1: we cannot ship to a PO box");
      expect(html).toContain('aria-describedby="kit-line1-hint kit-line1-error"');
      const saved = await postForm(
        `${server.url}${links.ada.page}`,
        { ...address, line1: "12 Box Hill Rd" },
        { Origin: server.url },
      );
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe(`${links.ada.page}&done=kit#kit`);
      const after = await page(links.ada);
      expect(after).toContain("We have your address");
      expect(after).toContain("+15125550142");
    });

    it("sends a join inside the window to the call with no referrer, and one before it back", async () => {
      const inside = await get(links.joiner.page.replace("?", "/join?"));
      expect(inside.status).toBe(303);
      expect(inside.headers.get("location")).toBe(call);
      // The host's own policy comes first; a browser follows the last one it knows (W3C Referrer Policy, 4.1).
      expect(inside.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("no-referrer");
      expect(inside.headers.get("cache-control")).toContain("no-store");
      expect(await page(links.joiner)).toContain('data-join="open"');

      const early = await get(links.ada.page.replace("?", "/join?"));
      expect(early.status).toBe(303);
      expect(early.headers.get("location")).toBe(`${links.ada.page}&join=early#join`);
      expect(await page({ ...links.ada, page: `${links.ada.page}&join=early` })).toContain(
        "The join button is not open yet",
      );
    });

    it("serves the attendee's own .ics", async () => {
      const response = await get(links.ada.page.replace("?", "/invite.ics?"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const ics = await response.text();
      expect(ics).toContain(`UID:attendee-${links.ada.id}@`);
      expect(ics).toContain("METHOD:PUBLISH");
    });

    it("unsubscribes by the one-click POST a mail client sends, with no Origin; a GET only asks", async () => {
      const url = links.bo.page.replace("?", "/unsubscribe?");
      const asked = await get(url);
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain("Stop these emails");
      expect(await (await get(url)).text()).not.toContain("You will get no more emails");
      const oneClick = await fetch(`${server.url}${url}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("You will get no more emails about this event");
      expect(await (await get(url)).text()).toContain("You will get no more emails about this event");
    });
  });
}
