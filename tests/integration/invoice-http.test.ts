import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import type { Database } from "~/server/db/client.server";
import { bookingHosts } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { eventKey } from "~/server/services/events/view.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { seedEvent } from "../support/events";
import { startSeededHost } from "../support/host";
import { postForm } from "../support/http";

/**
 * An event's invoices through the built host (issue 42): the event page lists the closing invoice
 * with its PDF and Pay by card, and the closing statement; the PDF behind the event's key (404
 * for any other key or number); Pay by card's POST redirects to the checkout (the built-in test
 * one), is a 404 for a wrong key, refused from another site, and takes no GET.
 */

const secret = "invoice-http-test-secret-0123456789abcdef01";
const HOUR = 3_600_000;

/** A card-paid event that ended three days ago, completed and invoiced by the closing job. */
async function seed(database: Database): Promise<string> {
  const [host] = await database.db.select().from(bookingHosts).limit(1);
  if (!host) throw new Error("the migrations seed the hosts");
  const start = Date.now() - 3 * 24 * HOUR;
  const id = await seedEvent(database.db, {
    hostId: host.id,
    start: new Date(start),
    createdAt: new Date(start - 20 * 24 * HOUR),
  });
  const rt = createRuntime(database, { cookieSecret: secret, bookingLimits: null });
  await rt.closing.runDue(new Date(start + 2 * HOUR));
  await rt.closing.runDue(new Date(start + 2 * HOUR + site.invoicing.closingDelayHours * HOUR));
  return id;
}

for (const driver of drivers) {
  describe.runIf(hasBuild())(`an event's invoices through the host [${driver}]`, () => {
    let server: RunningServer;
    let stop: (() => Promise<void>) | undefined;
    let id = "";

    beforeAll(async () => {
      ({ server, seeded: id, stop } = await startSeededHost(driver, { COOKIE_SECRET: secret }, seed));
    }, 90_000);

    afterAll(async () => {
      await stop?.();
    });

    const get = (url: string) => fetch(`${server.url}${url}`, { redirect: "manual" });
    const key = () => eventKey(id, secret);

    it("lists the invoice on the event's page with the closing statement", async () => {
      const response = await get(`/events/${id}?key=${key()}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("INV-000001");
      expect(html).toContain(`/events/${id}/invoices/INV-000001.pdf?key=${key()}`);
      expect(html).toMatch(/Pay (<!-- -->)?\$[\d,]+(<!-- -->)? by card/);
      expect(html).toContain("Closing statement");
    });

    it("serves the PDF behind the event's key only", async () => {
      const pdf = await get(`/events/${id}/invoices/INV-000001.pdf?key=${key()}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("cache-control")).toBe("private, no-store");
      expect(pdf.headers.get("x-robots-tag")).toBe("noindex");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      for (const wrong of [
        `/events/${id}/invoices/INV-000001.pdf?key=nope`,
        `/events/${id}/invoices/INV-000002.pdf?key=${key()}`,
        `/events/${id}/invoices/INV-1.pdf?key=${key()}`,
        `/events/not-an-id/invoices/INV-000001.pdf?key=${key()}`,
      ]) {
        const response = await get(wrong);
        expect(response.status, wrong).toBe(404);
        await response.arrayBuffer();
      }
    });

    it("opens the card checkout for the invoice from the page's form, and nothing else", async () => {
      const pay = `${server.url}/events/${id}/invoices/INV-000001/pay`;
      const opened = await postForm(pay, { key: key() }, { origin: server.url });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toMatch(/\/billing\/test-checkout\/cs_rrtest_\w+$/);
      expect((await postForm(pay, { key: "nope" }, { origin: server.url })).status).toBe(404);
      expect((await postForm(pay, { key: key() }, { origin: "https://evil.example" })).status).toBe(403);
      expect((await get(`/events/${id}/invoices/INV-000001/pay`)).status).toBe(405);
    });
  });
}
