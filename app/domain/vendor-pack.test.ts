import { describe, expect, it } from "vitest";
import {
  dayAfter,
  isCalendarDay,
  isVendorDocumentKind,
  MAX_VENDOR_DOCUMENT_BYTES,
  utcDay,
  vendorDocumentKinds,
  vendorDocumentLabels,
  vendorPackStatus,
} from "./vendor-pack";

const row = (id: string, kind: string, uploadedAt: string, validUntil: string) => ({
  id,
  kind,
  uploadedAt: new Date(uploadedAt),
  validUntil,
});

describe("vendor pack", () => {
  it("names the four kinds procurement asks for, each with a description", () => {
    expect(vendorDocumentKinds).toEqual(["w9", "insurance", "dpa", "security"]);
    expect(vendorDocumentKinds.map((kind) => vendorDocumentLabels[kind].name)).toEqual([
      "W-9 form",
      "Certificate of insurance",
      "Data processing agreement (DPA)",
      "Security questionnaire answers",
    ]);
    for (const kind of vendorDocumentKinds) {
      expect(vendorDocumentLabels[kind].description).toMatch(/^[A-Z].{20,}\.$/);
    }
    expect(isVendorDocumentKind("dpa")).toBe(true);
    expect(isVendorDocumentKind("DPA")).toBe(false);
    expect(isVendorDocumentKind(undefined)).toBe(false);
    expect(MAX_VENDOR_DOCUMENT_BYTES).toBe(4_194_304);
  });

  it("reads days in UTC and accepts only real calendar days", () => {
    expect(utcDay(Date.parse("2027-03-01T23:59:59Z"))).toBe("2027-03-01");
    expect(utcDay(new Date("2027-03-01T23:30:00-05:00"))).toBe("2027-03-02");
    expect(dayAfter("2027-02-28")).toBe("2027-03-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
    expect(dayAfter("2027-12-31")).toBe("2028-01-01");
    for (const day of ["2027-02-28", "2028-02-29", "2027-12-31"]) expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      "2027-02-29",
      "2027-13-01",
      "2027-04-31",
      "2027-1-5",
      "27-01-05",
      "",
      "2027-01-05T00:00",
      20270105,
    ]) {
      expect(isCalendarDay(day), String(day)).toBe(false);
    }
  });

  it("says every kind is missing before anything is uploaded", () => {
    const status = vendorPackStatus([], "2027-03-01");
    expect(status.kinds.map((entry) => [entry.kind, entry.status])).toEqual([
      ["w9", "missing"],
      ["insurance", "missing"],
      ["dpa", "missing"],
      ["security", "missing"],
    ]);
    expect(status.missing).toEqual(["w9", "insurance", "dpa", "security"]);
    expect(status.expired).toEqual([]);
  });

  it("keeps a document current through its last day and calls it expired the day after", () => {
    const rows = [row("a", "insurance", "2027-01-10T09:00:00Z", "2027-03-01")];
    const onLastDay = vendorPackStatus(rows, "2027-03-01");
    expect(onLastDay.kinds[1]).toEqual({ kind: "insurance", status: "current", document: rows[0] });
    expect(onLastDay.expired).toEqual([]);
    const dayAfterwards = vendorPackStatus(rows, "2027-03-02");
    expect(dayAfterwards.kinds[1]).toEqual({ kind: "insurance", status: "expired", document: rows[0] });
    expect(dayAfterwards.expired).toEqual(["insurance"]);
    expect(dayAfterwards.missing).toEqual(["w9", "dpa", "security"]);
  });

  it("serves the latest upload of a kind, whatever order the rows come in", () => {
    const older = row("old", "w9", "2027-01-01T09:00:00Z", "2027-12-31");
    const newer = row("new", "w9", "2027-02-01T09:00:00Z", "2027-12-31");
    for (const rows of [
      [older, newer],
      [newer, older],
    ]) {
      const status = vendorPackStatus(rows, "2027-03-01");
      expect(status.kinds[0]?.document?.id).toBe("new");
      expect(status.kinds[0]?.status).toBe("current");
    }
  });

  it("never falls back to a superseded upload once the latest has expired", () => {
    // The newer certificate replaced the older one (a correction): when it lapses the kind is
    // expired, even though the older one would still hold.
    const older = row("old", "insurance", "2027-01-01T09:00:00Z", "2027-12-31");
    const newer = row("new", "insurance", "2027-02-01T09:00:00Z", "2027-04-30");
    const status = vendorPackStatus([older, newer], "2027-05-01");
    expect(status.kinds[1]).toEqual({ kind: "insurance", status: "expired", document: newer });
    expect(status.expired).toEqual(["insurance"]);
  });

  it("judges each kind on its own rows, and ignores rows of no known kind", () => {
    const rows = [
      row("w9", "w9", "2027-01-01T09:00:00Z", "2027-12-31"),
      row("dpa", "dpa", "2027-01-02T09:00:00Z", "2027-02-28"),
      row("sec", "security", "2027-01-03T09:00:00Z", "2027-03-01"),
      row("odd", "brochure", "2027-01-04T09:00:00Z", "2030-01-01"),
    ];
    const status = vendorPackStatus(rows, "2027-03-01");
    expect(status.kinds.map((entry) => [entry.kind, entry.status, entry.document?.id ?? null])).toEqual([
      ["w9", "current", "w9"],
      ["insurance", "missing", null],
      ["dpa", "expired", "dpa"],
      ["security", "current", "sec"],
    ]);
    expect(status.expired).toEqual(["dpa"]);
    expect(status.missing).toEqual(["insurance"]);
  });

  it("takes upload times written as ISO strings as well as dates", () => {
    const rows = [
      { id: "b", kind: "dpa", uploadedAt: "2027-02-01T10:00:00.000Z", validUntil: "2027-03-01" },
      { id: "a", kind: "dpa", uploadedAt: "2027-02-01T09:59:59.999Z", validUntil: "2028-01-01" },
    ];
    const status = vendorPackStatus(rows, "2027-02-15");
    expect(status.kinds[2]?.document?.id).toBe("b");
  });
});
