import { describe, expect, it } from "vitest";
import { parseInboxQuery } from "./inbox-filters";
import { hasUnsafeText } from "./text-safety";

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
