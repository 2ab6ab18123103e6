import { describe, expect, it } from "vitest";
import { parseBulkCancel } from "~/server/services/booking/admin.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("the staff bulk cancel form", () => {
  it("refuses a day past the bounded years by name (a 500 before: to=9999-12-31)", () => {
    expect(parseBulkCancel(form({ match: "domain", value: "acme.com", to: "9999-12-31" }))).toEqual({
      ok: false,
      error: "Enter the last day as a date.",
    });
    expect(parseBulkCancel(form({ from: "0001-01-01", to: "2026-12-31" }))).toEqual({
      ok: false,
      error: "Enter the first day as a date.",
    });
  });

  it("takes a closed range of days", () => {
    const parsed = parseBulkCancel(form({ from: "2026-12-01", to: "2026-12-31" }));
    expect(parsed.ok).toBe(true);
  });
});
