import { expect, it } from "vitest";
import { leads } from "~/server/db/schema.server";
import { describeError } from "~/server/log.server";
import { describeEachDatabase } from "../support/db";

describeEachDatabase("error logs", (get) => {
  it("say why a query failed without the values it was storing", async () => {
    const error = await get()
      .db.insert(leads)
      .values({
        kind: "contact",
        source: "contact_page",
        email: "private.person@acme.io",
        fields: { name: "Private Person", message: "nul \u0000 inside" },
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    // The raw error carries the parameters; the log line must not.
    expect(String((error as Error).message)).toContain("private.person@acme.io");
    const line = describeError(error);
    expect(line).toMatch(/^Database query failed: /);
    expect(line).not.toContain("private.person@acme.io");
    expect(line).not.toContain("Private Person");
  });
});

it("keeps an ordinary error's kind, first line and stack frames", () => {
  const line = describeError(new TypeError("first line\nsecond line with ana@acme.io"));
  expect(line.split("\n")[0]).toBe("TypeError: first line");
  expect(line).not.toContain("ana@acme.io");
  expect(line).toMatch(/\n\s+at /);
});
