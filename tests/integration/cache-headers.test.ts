import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRenderedPaths } from "~/content/route-table";
import { sharedPageCache } from "~/server/http.server";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";

/**
 * What a shared cache in front (a CDN, the nginx of docs/deploying.md) may keep of each page
 * the server renders: the pages that are the same for everyone with the URL say so; a visitor's
 * own page (a payment, a booking) says no-store (docs/decisions/042-standard-runtime.md).
 */
describe.runIf(hasBuild())("Cache-Control of every server-rendered page", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "rallyroom-cache-"));
    server = await startProductionServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    return response;
  };

  it("pages the same for every visitor with the URL may be kept for 10 s", async () => {
    const own = new Set(["/billing/success?session_id=cs_test_a1B2c3"]);
    for (const pathname of serverRenderedPaths.filter((p) => !own.has(p))) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe(sharedPageCache);
    }
  });

  it("the calendar and the quotes vary by cookie; a visitor with one gets their own", async () => {
    for (const pathname of ["/book/intro", "/book/demo", "/billing"]) {
      const vary = (await get(pathname)).headers.get("vary") ?? "";
      expect(vary.split(/,\s*/), pathname).toContain("Cookie");
    }
    const withQuotes = await get("/billing", { Cookie: "rr_quotes=anything" });
    expect(withQuotes.headers.get("cache-control")).toMatch(/private|no-store/);
  });

  it("a payment's page and a booking's confirmation are never kept", async () => {
    expect((await get("/billing/success?session_id=cs_test_a1B2c3")).headers.get("cache-control")).toBe(
      "no-store",
    );
    const booking = await get("/thank-you?booking=00000000-0000-4000-8000-000000000000&key=wrong");
    expect(booking.headers.get("cache-control")).toBe("private, no-store");
  });

  it("every page behind a key is private and never stored, found or not (issue 40)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const pathname of [
      `/events/${id}?key=wrong`,
      `/booking/${id}?key=wrong`,
      `/billing/quote/${id}?key=wrong`,
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
      expect(response.headers.get("x-robots-tag"), pathname).toBe("noindex");
    }
  });

  it("a refused booking post is the visitor's own", async () => {
    const response = await fetch(`${server.url}/book/intro`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ start: "2020-01-01T09:00:00Z", name: "", email: "" }),
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
