import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayAfter } from "~/domain/vendor-pack";
import type { Database } from "~/server/db/client.server";
import { vendorDocuments } from "~/server/db/schema.server";
import { createStaff } from "~/server/services/staff.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { startSeededHost } from "../support/host";
import { testStaff } from "../support/staff";

/**
 * `/admin/vendor-pack` through the built host: a signed-in staff member uploads a PDF as a
 * multipart form (no JavaScript), and it is listed as current; a refused field is shown beside
 * its input with the typed values kept; without a session nothing is uploaded; and a body over
 * the path's 5 MB is refused with 413 before anything reads it. The admin overview flags the
 * kinds customers are not offered. The database starts with the staff account and a DPA that
 * expired last year.
 */

const COOKIE_SECRET = "vendor-pack-http-test-cookie-secret-0123456789";

const pdf = (label: string) =>
  new Blob([`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`], {
    type: "application/pdf",
  });

/** A day `days` from today, UTC, as the date input sends it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const expiredDpa = { validUntil: dayFromToday(-365), filename: "dpa-last-year.pdf" };

/** The staff account, and a DPA uploaded two years ago that held until a year ago. */
async function seed(database: Database): Promise<void> {
  await createStaff(database.db).createUser(testStaff.email, testStaff.password);
  const bytes = new Uint8Array(await pdf("last year").arrayBuffer());
  await database.db.insert(vendorDocuments).values({
    kind: "dpa",
    filename: expiredDpa.filename,
    bytes,
    size: bytes.byteLength,
    validUntil: expiredDpa.validUntil,
    uploadedBy: "former-staff@rallyroom.example",
    uploadedAt: new Date(Date.now() - 730 * 86_400_000),
  });
}

for (const driver of drivers) {
  describe.runIf(hasBuild())(`the vendor pack's admin page over HTTP [${driver}]`, () => {
    let server: RunningServer;
    let stop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ server, stop } = await startSeededHost(driver, { COOKIE_SECRET, RATE_LIMITS: "off" }, seed));
    }, 120_000);

    afterAll(async () => {
      await stop?.();
    });

    const request = (p: string, init: RequestInit = {}) =>
      fetch(`${server.url}${p}`, { redirect: "manual", ...init });
    const page = async (p: string, cookie: string) => {
      const response = await request(p, { headers: { cookie } });
      expect(response.status, p).toBe(200);
      return response.text();
    };
    /** POSTs a multipart form as a browser without JavaScript does (fetch sets the boundary and length). */
    const upload = (body: FormData, headers: Record<string, string> = {}) =>
      request("/admin/vendor-pack", { method: "POST", headers: { origin: server.url, ...headers }, body });
    const uploadForm = (fields: Record<string, string>, file?: Blob, name = "certificate.pdf") => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      if (file) body.set("file", file, name);
      return body;
    };

    async function signedIn(): Promise<{ cookie: string; csrf: string }> {
      const response = await request("/admin/sign-in", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({
          email: testStaff.email,
          password: testStaff.password,
          next: "/admin/vendor-pack",
        }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin/vendor-pack");
      const cookie =
        response.headers
          .getSetCookie()
          .map((each) => each.split(";")[0] ?? "")
          .find((each) => each.includes("rr_staff=") && !each.endsWith("=")) ?? "";
      expect(cookie).not.toBe("");
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page("/admin/vendor-pack", cookie))?.[1] ?? "";
      expect(csrf).not.toBe("");
      return { cookie, csrf };
    }

    it("refuses the page and the upload without a session, storing nothing", async () => {
      const get = await request("/admin/vendor-pack");
      expect(get.status).toBe(303);
      expect(get.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fvendor-pack");
      const post = await upload(
        uploadForm({ csrf: "x", kind: "w9", validUntil: dayFromToday(30) }, pdf("stranger")),
      );
      expect(post.status).toBe(303);
      expect(post.headers.get("location")).toMatch(/^\/admin\/sign-in\?next=/);
      // From another site the request policy refuses it before the route runs.
      const crossSite = await upload(uploadForm({ kind: "w9" }, pdf("stranger")), {
        origin: "https://evil.example",
      });
      expect(crossSite.status).toBe(403);
      const { cookie } = await signedIn();
      const html = await page("/admin/vendor-pack", cookie);
      expect(html.match(/data-upload="/g)).toHaveLength(1);
      expect(html).toContain(expiredDpa.filename);
      expect(html).not.toContain("stranger");
      expect(html).toMatch(/data-kind="w9" data-status="missing"/);
    });

    it("uploads a PDF by multipart POST and lists it as the current document", async () => {
      const { cookie, csrf } = await signedIn();
      const before = await page("/admin/vendor-pack", cookie);
      expect(before.match(/data-status="missing"/g)).toHaveLength(3);
      // The expired DPA is flagged in red and said not to be offered.
      const dpaRow =
        /<tr[^>]*data-kind="dpa" data-status="expired"[^>]*>(.*?)<\/tr>/s.exec(before)?.[1] ?? "";
      expect(dpaRow).toContain(
        `<span class="font-semibold text-red-700">Expired on ${dayAfter(expiredDpa.validUntil)} (valid until ${expiredDpa.validUntil}): not offered to customers</span>`,
      );
      // React writes the attribute as encType; HTML attribute names are case-insensitive.
      expect(before).toMatch(/<form[^>]*action="\/admin\/vendor-pack"[^>]*enctype="multipart\/form-data"/i);
      expect(before).toContain('accept="application/pdf"');

      const until = dayFromToday(200);
      const response = await upload(
        uploadForm(
          { csrf, kind: "insurance", validUntil: until },
          pdf("insurance"),
          "Insurance 2027 (signed).pdf",
        ),
        { cookie },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain(
        `The Certificate of insurance is uploaded: customers are offered it until ${until}.`,
      );

      const after = await page("/admin/vendor-pack", cookie);
      for (const p of ["/admin/vendor-pack", "/admin/vendor-pack.data"]) {
        const again = await request(p, { headers: { cookie } });
        await again.arrayBuffer();
        expect(again.headers.get("cache-control"), p).toBe("private, no-store");
      }
      expect(after).toMatch(/data-kind="insurance" data-status="current"/);
      expect(after).toContain(`Current until ${until}`);
      expect(after).toContain("Insurance-2027-signed.pdf");
      expect(after).toContain(testStaff.email);
      expect(after.match(/data-upload="/g)).toHaveLength(2);

      // The overview flags the three kinds still missing, and links to the page.
      const overview = await page("/admin", cookie);
      const flag = /data-testid="vendor-pack-flag"[^>]*>(.*?)<\/p>/s.exec(overview)?.[1] ?? "";
      expect(flag).toContain("Data processing agreement (DPA) expired");
      expect(flag).toContain("W-9 form missing");
      expect(flag).toContain("Security questionnaire answers missing");
      expect(flag).not.toContain("Certificate of insurance");
      expect(flag).toContain('href="/admin/vendor-pack"');
    });

    it("shows a refused field's error beside it and keeps the typed values", async () => {
      const { cookie, csrf } = await signedIn();
      const past = await upload(uploadForm({ csrf, kind: "dpa", validUntil: "2020-02-29" }, pdf("dpa")), {
        cookie,
      });
      expect(past.status).toBe(422);
      const html = await past.text();
      expect(html).toMatch(
        /id="vendor-valid-until-error"[^>]*>Valid until is in the past: enter \d{4}-\d{2}-\d{2} or a later day\.</,
      );
      expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="validUntil"[^>]*value="2020-02-29"/);
      expect(html).toMatch(/<option value="dpa" selected="">/);
      expect(html).toContain("The document was not uploaded");

      const notPdf = await upload(
        uploadForm(
          { csrf, kind: "security", validUntil: dayFromToday(10) },
          new Blob(["<html></html>"]),
          "a.pdf",
        ),
        { cookie },
      );
      expect(notPdf.status).toBe(422);
      const refused = await notPdf.text();
      expect(refused).toMatch(/id="vendor-file-error"[^>]*>The file is not a PDF/);
      expect(refused).toContain(`value="${dayFromToday(10)}"`);
      expect(refused).toMatch(/<option value="security" selected="">/);

      const list = await page("/admin/vendor-pack", cookie);
      expect(list).toMatch(/data-kind="dpa" data-status="expired"/);
      expect(list).toMatch(/data-kind="security" data-status="missing"/);
    });

    it("refuses a 6 MB body with 413 before reading it, and takes a 4 MB PDF", async () => {
      const { cookie, csrf } = await signedIn();
      const uploadsBefore = (await page("/admin/vendor-pack", cookie)).match(/data-upload="/g)?.length ?? 0;
      const big = new Uint8Array(6 * 1024 * 1024);
      big.set(new TextEncoder().encode("%PDF-1.4\n"));
      const response = await upload(
        uploadForm({ csrf, kind: "w9", validUntil: dayFromToday(30) }, new Blob([big]), "big.pdf"),
        { cookie },
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: "The request body is larger than 5 MB." });
      // Every other admin page keeps the 64 KB limit.
      const elsewhere = await request("/admin/reviews", {
        method: "POST",
        headers: { origin: server.url, cookie },
        body: uploadForm({ csrf }, new Blob([new Uint8Array(100 * 1024)]), "x.pdf"),
      });
      expect(elsewhere.status).toBe(413);
      const after = await page("/admin/vendor-pack", cookie);
      expect(after.match(/data-upload="/g)?.length ?? 0).toBe(uploadsBefore);
      expect(after).toMatch(/data-kind="w9" data-status="missing"/);

      // A PDF of the full 4 MB fits the path's limit with its form around it, and is stored whole.
      const largest = big.slice(0, 4 * 1024 * 1024);
      const fits = await upload(
        uploadForm({ csrf, kind: "w9", validUntil: dayFromToday(30) }, new Blob([largest]), "w9.pdf"),
        { cookie },
      );
      expect(fits.status).toBe(200);
      await fits.arrayBuffer();
      const stored = await page("/admin/vendor-pack", cookie);
      expect(stored).toMatch(/data-kind="w9" data-status="current"/);
      expect(stored).toMatch(/<td class="[^"]*tabular-nums[^"]*">4\.0 MB<\/td>/);
    });
  });
}
