import { describe, expect, it } from "vitest";
import { MAX_VENDOR_DOCUMENT_BYTES } from "~/domain/vendor-pack";
import type { Database } from "~/server/db/client.server";
import { vendorDocuments } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { createVendorPack, vendorFilename } from "~/server/services/workspace/vendor-pack.server";
import { describeEachDatabase } from "../support/db";

/**
 * The vendor pack's service on both databases: what an upload is refused for (and that nothing
 * is stored then), which document of each kind is current, expired or missing as the days pass,
 * and that a download is served only for the current document of its kind.
 */

const DAY = 24 * 60 * 60 * 1000;
const staffEmail = "procurement-staff@rallyroom.example";

/** A small PDF whose body says `label`, so two uploads' bytes differ. */
const pdfBytes = (label: string) =>
  new TextEncoder().encode(
    `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
  );
const pdf = (label: string, name = `${label}.pdf`) =>
  new File([pdfBytes(label)], name, { type: "application/pdf" });

function packAt(database: Database, start: string) {
  let now = Date.parse(start);
  const pack = createVendorPack(database.db, () => now);
  return {
    pack,
    /** Moves the pack's clock on by whole days (and a minute, so uploads never share an instant). */
    later: (days: number) => {
      now += days * DAY + 60_000;
    },
  };
}

const stored = async (database: Database) => (await database.db.select().from(vendorDocuments)).length;

describeEachDatabase("vendor pack", (get) => {
  it("refuses each field with a message naming it, and stores nothing", async () => {
    const { pack } = packAt(get(), "2027-03-10T12:00:00Z");
    const good = { kind: "insurance", validUntil: "2027-12-31", staffEmail };
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ kind: undefined }, "kind", /Choose which document this is: W-9 form, Certificate of insurance/],
      [{ kind: "brochure" }, "kind", /Choose which document/],
      [{ kind: "W9" }, "kind", /Choose which document/],
      [{ validUntil: null }, "validUntil", /Valid until/],
      [{ validUntil: "  " }, "validUntil", /Valid until/],
      [{ validUntil: "2027-02-30" }, "validUntil", /Valid until must be a real date/],
      [{ validUntil: "31/12/2027" }, "validUntil", /Valid until must be a real date/],
      [
        { validUntil: "2027-03-09" },
        "validUntil",
        /Valid until is in the past: enter 2027-03-10 or a later day/,
      ],
      [{ file: null }, "file", /Choose the PDF file/],
      [{ file: "not-a-file.pdf" }, "file", /Choose the PDF file/],
      [{ file: new File([], "empty.pdf") }, "file", /Choose the PDF file/],
      [
        { file: new File([new Uint8Array(MAX_VENDOR_DOCUMENT_BYTES + 1)], "big.pdf") },
        "file",
        /The file is 4\.0 MB: upload a PDF of at most 4 MB/,
      ],
      [{ file: new File(["<html>not a pdf</html>"], "page.pdf") }, "file", /not a PDF/],
      [{ file: new File(["%PDF"], "short.pdf") }, "file", /not a PDF/],
    ];
    for (const [change, field, message] of refusals) {
      const result = await pack.upload({ ...good, file: pdf("cert"), ...change });
      expect(result, JSON.stringify(change)).toEqual({
        ok: false,
        status: 422,
        field,
        error: expect.any(String),
      });
      if (!result.ok) expect(result.error, JSON.stringify(change)).toMatch(message);
    }
    expect(await stored(get())).toBe(0);
    expect((await pack.staffList()).uploads).toEqual([]);
  });

  it("stores a PDF of up to 4 MB valid from today, under a sanitised name, without the bytes in lists", async () => {
    const { pack, later } = packAt(get(), "2027-03-10T23:58:00Z");
    const largest = new Uint8Array(MAX_VENDOR_DOCUMENT_BYTES);
    largest.set(pdfBytes("largest"));
    const big = await pack.upload({
      kind: "security",
      validUntil: "2027-03-10",
      file: new File([largest], "C:\\Users\\ana\\Security answers (v2) ü.PDF"),
      staffEmail,
    });
    expect(big.ok).toBe(true);
    later(0);
    const small = await pack.upload({
      kind: "w9",
      validUntil: " 2027-12-31 ",
      file: new File([pdfBytes("w9")], "../../etc/passwd"),
      staffEmail,
    });
    expect(small.ok).toBe(true);
    const { uploads } = await pack.staffList();
    expect(uploads.map((upload) => [upload.kind, upload.filename, upload.size, upload.validUntil])).toEqual([
      ["w9", "passwd.pdf", pdfBytes("w9").byteLength, "2027-12-31"],
      ["security", "Security-answers-v2.pdf", MAX_VENDOR_DOCUMENT_BYTES, "2027-03-10"],
    ]);
    expect(uploads.every((upload) => !("bytes" in upload) && upload.uploadedBy === staffEmail)).toBe(true);
    expect(uploads.map((upload) => upload.uploadedAt.toISOString())).toEqual([
      "2027-03-10T23:59:00.000Z",
      "2027-03-10T23:58:00.000Z",
    ]);
    if (!big.ok) throw new Error("stored");
    const file = await pack.download(big.id);
    expect(file?.filename).toBe("Security-answers-v2.pdf");
    expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(largest))).toBe(true);
  });

  it("offers each kind's latest upload until its day, then flags it expired; unuploaded kinds are missing", async () => {
    const database = get();
    const { pack, later } = packAt(database, "2027-03-10T09:00:00Z");
    const before = await pack.current();
    expect(before).toEqual({ w9: null, insurance: null, dpa: null, security: null });
    const insurance = await pack.upload({
      kind: "insurance",
      validUntil: "2027-03-20",
      file: pdf("ins"),
      staffEmail,
    });
    later(0);
    const dpa = await pack.upload({ kind: "dpa", validUntil: "2028-01-31", file: pdf("dpa"), staffEmail });
    if (!insurance.ok || !dpa.ok) throw new Error("both upload");

    const offered = await pack.current();
    expect(offered.insurance).toEqual({
      id: insurance.id,
      filename: "ins.pdf",
      size: pdfBytes("ins").byteLength,
      uploadedAt: new Date("2027-03-10T09:00:00Z"),
      validUntil: "2027-03-20",
    });
    expect(offered.dpa?.id).toBe(dpa.id);
    expect(offered.w9).toBeNull();
    expect(offered.security).toBeNull();
    expect(await pack.expiredKinds()).toEqual([]);
    let list = await pack.staffList();
    expect(list.kinds.map((entry) => entry.status)).toEqual(["missing", "current", "current", "missing"]);
    expect(list.missing).toEqual(["w9", "security"]);

    later(10); // 2027-03-20: the certificate's last day
    expect((await pack.current()).insurance?.id).toBe(insurance.id);
    later(1); // 2027-03-21
    expect((await pack.current()).insurance).toBeNull();
    expect(await pack.expiredKinds()).toEqual(["insurance"]);
    list = await pack.staffList();
    expect(list.today).toBe("2027-03-21");
    expect(list.kinds[1]).toMatchObject({
      kind: "insurance",
      status: "expired",
      document: { id: insurance.id },
    });
    expect(list.expired).toEqual(["insurance"]);
    // The expired upload is still listed for staff; only the bytes never go out.
    expect(list.uploads.map((upload) => upload.id)).toEqual([dpa.id, insurance.id]);

    const renewed = await pack.upload({
      kind: "insurance",
      validUntil: "2028-03-20",
      file: pdf("ins-2028"),
      staffEmail,
    });
    if (!renewed.ok) throw new Error("renewal uploads");
    expect((await pack.current()).insurance?.id).toBe(renewed.id);
    expect(await pack.expiredKinds()).toEqual([]);
    expect(await stored(database)).toBe(3);
  });

  it("downloads only the current document: never a superseded, expired or unknown one", async () => {
    const { pack, later } = packAt(get(), "2027-05-01T12:00:00Z");
    const first = await pack.upload({
      kind: "w9",
      validUntil: "2027-12-31",
      file: pdf("w9-first"),
      staffEmail,
    });
    if (!first.ok) throw new Error("uploads");
    const served = await pack.download(first.id);
    expect(served?.filename).toBe("w9-first.pdf");
    expect(new TextDecoder().decode(served?.bytes)).toContain("% w9-first");
    expect((await pack.download(first.id.toUpperCase()))?.filename).toBe("w9-first.pdf");

    later(1);
    // A correction that holds for less time still supersedes the first at once, and for good.
    const second = await pack.upload({
      kind: "w9",
      validUntil: "2027-06-30",
      file: pdf("w9-second"),
      staffEmail,
    });
    if (!second.ok) throw new Error("uploads");
    expect(await pack.download(first.id)).toBeNull();
    expect(new TextDecoder().decode((await pack.download(second.id))?.bytes)).toContain("% w9-second");

    later(60); // 2027-07-01: the second has expired; the first, though dated later, stays superseded
    expect(await pack.download(second.id)).toBeNull();
    expect(await pack.download(first.id)).toBeNull();
    expect((await pack.current()).w9).toBeNull();
    expect(await pack.expiredKinds()).toEqual(["w9"]);

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "", undefined, 42]) {
      expect(await pack.download(id), String(id)).toBeNull();
    }
  });

  it("is the runtime's vendor pack, on the runtime's database", async () => {
    const runtime = createRuntime(get(), { cookieSecret: "vendor-pack-test-secret-0123456789abcdef" });
    const result = await runtime.vendorPack.upload({
      kind: "dpa",
      validUntil: "2999-12-31",
      file: pdf("dpa"),
      staffEmail,
    });
    expect(result.ok).toBe(true);
    expect((await runtime.vendorPack.current()).dpa?.filename).toBe("dpa.pdf");
    expect(await stored(get())).toBe(1);
  });
});

describe("vendor pack file names", () => {
  it("names files with only safe characters and always ending .pdf", () => {
    expect(vendorFilename("W-9 2027.pdf", "w9")).toBe("W-9-2027.pdf");
    expect(vendorFilename("report.docx", "dpa")).toBe("report.docx.pdf");
    expect(vendorFilename("../.hidden.pdf", "dpa")).toBe("hidden.pdf");
    expect(vendorFilename("ü.pdf", "insurance")).toBe("rallyroom-insurance.pdf");
    expect(vendorFilename("", "security")).toBe("rallyroom-security.pdf");
    expect(vendorFilename(`${"a".repeat(300)}.pdf`, "w9")).toHaveLength(120);
    for (const name of ["a\u0000b.pdf", 'x";y.pdf', "q\r\nSet-Cookie: z.pdf"]) {
      expect(vendorFilename(name, "w9")).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
    }
  });
});
