import { describe, expect, it } from "vitest";
import { parseInboxQuery } from "./inbox-filters";
import { hasUnsafeText, quotableLines } from "./text-safety";

describe("hasUnsafeText", () => {
  it.each(["Ana López", "Line one\nline two\r\n\tindented", "😀 emoji", "مرحبا", ""])("allows %j", (text) => {
    expect(hasUnsafeText(text)).toBe(false);
  });

  it.each([
    "a\u0000b",
    "bell\u0007",
    "esc\u001b[31m",
    "del\u007f",
    "c1\u0085",
    "\ud800",
    "x\udc00y",
    "😀".slice(0, 1),
  ])("refuses %j", (text) => {
    expect(hasUnsafeText(text)).toBe(true);
  });
});

describe("admin inbox search", () => {
  it("drops a search or source with control characters or a lone surrogate instead of failing", () => {
    expect(parseInboxQuery(new URLSearchParams({ q: "ana\u0000" })).filters).toEqual({});
    expect(parseInboxQuery(new URLSearchParams({ source: "x\u0001" })).filters).toEqual({});
    // A lone surrogate sent percent-encoded arrives as U+FFFD, which is stored and shown safely.
    expect(parseInboxQuery(new URLSearchParams("q=%ED%A0%BD")).filters.q?.isWellFormed()).toBe(true);
    expect(parseInboxQuery(new URLSearchParams({ q: " Ana " })).filters).toEqual({ q: "Ana" });
  });

  it("never cuts an emoji in half when it shortens a long search", () => {
    const q = `${"a".repeat(199)}😀`;
    expect(parseInboxQuery(new URLSearchParams({ q })).filters).toEqual({});
    expect(parseInboxQuery(new URLSearchParams({ q: `${"a".repeat(198)}😀` })).filters.q).toHaveLength(200);
  });
});

describe("quotableLines", () => {
  it("passes an address line by line, with a colon before a space", () => {
    expect(
      quotableLines("Acme & Co\r\n\n  100 Main St  \nAttn: Accounts Payable\nSpringfield, IL 62701"),
    ).toEqual(["Acme & Co", "100 Main St", "Attn: Accounts Payable", "Springfield, IL 62701"]);
  });

  it.each([
    ["a link in one line", "100 Main St\nRestore access at https://evil.example\nSpringfield"],
    ["a link split over lines", "Restore access at https:\n//evil.example"],
    ["a bare domain", "100 Main St\nevil.example"],
    ["an email address", "100 Main St\nap@evil.example"],
    ["a line too long", "A".repeat(81)],
    ["too many lines", "Line\n".repeat(9)],
    ["control characters", "100 Main St\u0007"],
    ["nothing", " \n "],
  ])("fails the whole address for %s", (_, address) => {
    expect(quotableLines(address)).toBeNull();
  });
});
