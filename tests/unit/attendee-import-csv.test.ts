import { describe, expect, it } from "vitest";
import { csvEntries, csvMessages } from "~/server/services/attendees/import.server";

/** An organiser's uploaded list as csv-parse reads it (issue 41): columns by header, lines numbered. */

describe("an uploaded CSV", () => {
  it("reads the columns by header, first and last names joined, each record by its line", () => {
    const text =
      '\uFEFFFirst Name;Last_Name;E-Mail\r\nAda;Lovelace;ADA@acme.example\r\n\r\n"Li; Bo";;bo@acme.example\r\n;;\r\n';
    expect(csvEntries(text)).toEqual([
      { line: 2, name: "Ada Lovelace", email: "ADA@acme.example" },
      { line: 4, name: "Li; Bo", email: "bo@acme.example" },
    ]);
  });

  it("reports a file it cannot read at its line, and a missing header", () => {
    expect(csvEntries('name,email\nAda,ada@acme.example\n"Bo,bo@acme.example\n')).toEqual([
      { line: 3, problem: csvMessages.unreadable('a quote (") is opened and never closed') },
    ]);
    expect(csvEntries("Ada,ada@acme.example\n")).toEqual([{ line: 1, problem: csvMessages.header }]);
    expect(csvEntries("PK\u0003\u0004binary")).toEqual([{ line: 1, problem: csvMessages.notText }]);
    expect(csvEntries("  \n")).toEqual([]);
  });
});
