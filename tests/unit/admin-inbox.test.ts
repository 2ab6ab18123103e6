import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "~/domain/csv";
import { inboxQueryString, parseInboxQuery } from "~/domain/inbox-filters";
import { quoteKey, quoteKeyMatches, quoteLinkPath } from "~/server/services/quote-link.server";
import { voucherStatus } from "~/server/services/voucher-admin.server";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(false)).toBe("false");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+15551234")).toBe("'+15551234");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
    // Numbers we write ourselves are data, not visitor text.
    expect(csvCell(-5)).toBe("-5");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});

describe("inbox filters from the query string", () => {
  it("keeps valid filters and drops the rest", () => {
    const params = new URLSearchParams({
      kind: "demo",
      source: "  homepage ",
      from: "2026-03-01",
      to: "2026-02-31",
      q: " acme ",
      page: "3",
    });
    expect(parseInboxQuery(params)).toEqual({
      filters: { kind: "demo", source: "homepage", from: "2026-03-01", q: "acme" },
      page: 3,
    });
    expect(parseInboxQuery(new URLSearchParams("kind=spam&from=yesterday&page=-1&q=%20"))).toEqual({
      filters: {},
      page: 1,
    });
  });

  it("writes the same filters back into a query string", () => {
    expect(inboxQueryString({})).toBe("");
    expect(inboxQueryString({ kind: "guide", q: "a&b" }, 2)).toBe("?kind=guide&q=a%26b&page=2");
    const round = parseInboxQuery(
      new URLSearchParams(inboxQueryString({ source: "blog", to: "2026-01-31" }, 4)),
    );
    expect(round).toEqual({ filters: { source: "blog", to: "2026-01-31" }, page: 4 });
  });
});

describe("quote links", () => {
  const id = "0b9a1f1e-3c1d-4c55-9a51-3f1e2d4c5b6a";
  it("signs the quote id with HMAC-SHA256, base64url, and checks it", () => {
    const key = quoteKey(id, "secret-one-0123456789abcdef");
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quoteLinkPath(id, "secret-one-0123456789abcdef")).toBe(`/billing/quote/${id}?key=${key}`);
    expect(quoteKeyMatches(id, key, "secret-one-0123456789abcdef")).toBe(true);
    expect(quoteKeyMatches(id, key, "secret-two-0123456789abcdef")).toBe(false);
    expect(quoteKeyMatches(id.replace("0b9a", "0b9b"), key, "secret-one-0123456789abcdef")).toBe(false);
    expect(quoteKeyMatches(id, "", "secret-one-0123456789abcdef")).toBe(false);
    expect(quoteKeyMatches(id, ["array"], "secret-one-0123456789abcdef")).toBe(false);
  });
});

describe("voucher status", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("is revoked, expired or active", () => {
    expect(voucherStatus({ expiresAt: new Date("2026-03-20T00:00:00Z"), revokedAt: now }, now)).toBe(
      "revoked",
    );
    expect(voucherStatus({ expiresAt: new Date("2026-03-01T00:00:00Z"), revokedAt: null }, now)).toBe(
      "expired",
    );
    expect(voucherStatus({ expiresAt: now, revokedAt: null }, now)).toBe("expired");
    expect(voucherStatus({ expiresAt: new Date("2026-03-20T00:00:00Z"), revokedAt: null }, now)).toBe(
      "active",
    );
  });
});
