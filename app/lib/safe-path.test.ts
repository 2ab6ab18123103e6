import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-path";

describe("safeReturnPath", () => {
  it.each([
    ["/activities", "/activities"],
    ["/activities/", "/activities"],
    ["/blog?category=dei", "/blog?category=dei"],
    ["/pricing#calculator", "/pricing#calculator"],
    ["/", "/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/caf\u00e9", "/caf%C3%A9"],
  ])("keeps the same-site path %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  // Each of these, written into an href, would lead off the site in some browser.
  it.each([
    "//evil.example",
    "///evil.example",
    "/\t/evil.example",
    "/\r/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "\\/evil.example",
    "/./\\evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "https://evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/a"])).toBeNull();
  });
});
