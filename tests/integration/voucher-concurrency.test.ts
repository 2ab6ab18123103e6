import { describe, expect, it } from "vitest";
import { voucherClaims } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { createTestDatabase, drivers } from "../support/db";

// PGlite runs one query at a time, so only PostgreSQL can show a race; run it where it exists.
describe.runIf(drivers.includes("postgres"))("voucher slots under concurrency [postgres]", () => {
  it("200 simultaneous claims from distinct companies get exactly 25 codes", async () => {
    const database = await createTestDatabase("postgres", { maxConnections: 20 });
    try {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          rt.leads.submit("voucher", {
            name: `Person ${i}`,
            email: `lead@company-${i}.example`,
            company: `Company ${i}`,
            consent: true,
          }),
        ),
      );
      const won = results.filter((r) => r.ok);
      expect(won).toHaveLength(25);
      expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(175);
      const codes = new Set(won.map((r) => (r.ok ? r.voucher?.code : "")));
      expect(codes.size).toBe(25);
      expect(await database.db.$count(voucherClaims)).toBe(25);
      expect(await rt.vouchers.remaining()).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("the same company racing itself gets one voucher", async () => {
    const database = await createTestDatabase("postgres", { maxConnections: 10 });
    try {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          rt.leads.submit("voucher", {
            name: "P",
            email: `p${i}@samecorp.example`,
            company: "Same",
            consent: true,
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await database.db.$count(voucherClaims)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
