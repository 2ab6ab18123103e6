import { describe, expect, it } from "vitest";
import { attendeeEmail, checkImport, importMessages, pastedEntries, pastedLine } from "./attendee-import";

const pasted = (text: string, existing: string[] = []) =>
  checkImport([{ source: "pasted", entries: pastedEntries(text) }], new Set(existing));

describe("a pasted line", () => {
  it.each([
    ["Ada Lovelace, ada@initech.example", "Ada Lovelace", "ada@initech.example"],
    ["Ada Lovelace <ada@initech.example>", "Ada Lovelace", "ada@initech.example"],
    ['"Lovelace, Ada" <ada@initech.example>', "Lovelace, Ada", "ada@initech.example"],
    ["Ada Lovelace\tada@initech.example", "Ada Lovelace", "ada@initech.example"],
    ["Ada Lovelace; ada@initech.example", "Ada Lovelace", "ada@initech.example"],
    ["ada@initech.example, Ada Lovelace", "Ada Lovelace", "ada@initech.example"],
    ["Ada Lovelace ada@initech.example", "Ada Lovelace", "ada@initech.example"],
    ["  Ada ,  ada@initech.example  ", "Ada", "ada@initech.example"],
  ])("reads %j", (line, name, email) => {
    expect(pastedLine(line, 3)).toEqual({ line: 3, name, email });
  });

  it("takes a bare email as a line without a name, and text without an address as no person", () => {
    expect(pastedLine("ada@initech.example", 1)).toEqual({ line: 1, name: "", email: "ada@initech.example" });
    expect(pastedLine("just some words", 2)).toEqual({ line: 2, problem: importMessages.format });
    expect(pastedLine("   ", 3)).toBeNull();
  });

  it("numbers lines as the box shows them, blank lines included in the count", () => {
    const entries = pastedEntries(
      "Ada, ada@initech.example\r\n\r\nBo, bo@initech.example\rCy, cy@initech.example",
    );
    expect(entries.map((entry) => entry.line)).toEqual([1, 3, 4]);
  });
});

describe("an attendee's email", () => {
  it("is one plain address, trimmed and lower-cased; free mail is allowed", () => {
    expect(attendeeEmail("  Ada@Initech.Example ")).toBe("ada@initech.example");
    expect(attendeeEmail("ada@gmail.com")).toBe("ada@gmail.com");
    for (const bad of ["bob@", "@x.io", "a@b", "a b@x.io", "a@x.io, b@x.io", "a\u0000@x.io", ""]) {
      expect(attendeeEmail(bad)).toBeNull();
    }
  });
});

describe("checking a list", () => {
  it("invites everyone when every line is good, names through quotableText", () => {
    const result = pasted("Ada   Lovelace, ADA@initech.example\nBo Li <bo@initech.example>");
    expect(result).toEqual({
      ok: true,
      people: [
        { name: "Ada Lovelace", email: "ada@initech.example", where: "Line 1" },
        { name: "Bo Li", email: "bo@initech.example", where: "Line 2" },
      ],
      skipped: [],
    });
  });

  it("refuses the whole list for one bad line, every bad line named by its number", () => {
    const result = pasted(
      [
        "Ada, ada@initech.example",
        "Bob, bob@",
        "cy@initech.example",
        "Visit evil.example now, dee@initech.example",
        "Eve <>",
        "no address here",
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "Line 2: the email 'bob@' is not an address",
        `Line 3: ${importMessages.nameMissing}`,
        `Line 4: ${importMessages.nameUnusable("Visit evil.example now")}`,
        `Line 5: ${importMessages.emailMissing}`,
        `Line 6: ${importMessages.format}`,
      ],
    });
  });

  it("refuses a name with a link, a line break's worth of pitch, or over 60 characters", () => {
    for (const name of ["https://evil.example", "Ada (www.evil.example)", "A".repeat(61), "Ada <b>"]) {
      const result = pasted(`${name}, ada@initech.example`);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toMatch(/^Line 1: /);
    }
  });

  it("skips an address twice in the list or already invited, and says which", () => {
    const result = pasted(
      "Ada, ada@initech.example\nAda again, ADA@initech.example\nBo, bo@initech.example",
      ["bo@initech.example"],
    );
    expect(result).toEqual({
      ok: true,
      people: [{ name: "Ada", email: "ada@initech.example", where: "Line 1" }],
      skipped: [
        "Line 2: ada@initech.example is also on line 1: this line is skipped",
        `Line 3: ${importMessages.existing("bo@initech.example")}`,
      ],
    });
  });

  it("names the source of each line when both the box and a file were sent", () => {
    const result = checkImport(
      [
        { source: "pasted", entries: pastedEntries("Ada, ada@initech.example") },
        { source: "csv", entries: [{ line: 2, name: "Ada L", email: "ada@initech.example" }] },
      ],
      new Set(),
    );
    expect(result.ok && result.skipped).toEqual([
      "CSV file, line 2: ada@initech.example is also on pasted list, line 1: this line is skipped",
    ]);
  });

  it("asks for people when nothing was sent", () => {
    expect(pasted("\n  \n")).toEqual({ ok: false, errors: [importMessages.empty] });
  });
});
