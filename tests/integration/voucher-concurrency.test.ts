import { describe, expect, it } from "vitest";
import { voucherClaims } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { drivers, onPostgres } from "../support/db";

type Runtime = ReturnType<typeof createRuntime>;

/** `count` voucher claims sent at once, the i-th from `claimant(i)`, with consent. */
const claimAtOnce = (rt: Runtime, count: number, claimant: (i: number) => Record<string, string>) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => rt.leads.submit("voucher", { ...claimant(i), consent: true })),
  );

// PGlite runs one query at a time, so only PostgreSQL can show a race; run it where it exists.
describe.runIf(drivers.includes("postgres"))("voucher slots under concurrency [postgres]", () => {
  it("200 simultaneous claims from distinct companies get exactly 25 codes", () =>
    onPostgres(20, async (database) => {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const results = await claimAtOnce(rt, 200, (i) => ({
        name: `Person ${i}`,
        email: `lead@company-${i}.example`,
        company: `Company ${i}`,
      }));
      const won = results.filter((r) => r.ok);
      expect(won).toHaveLength(25);
      expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(175);
      const codes = new Set(won.map((r) => (r.ok ? r.voucher?.code : "")));
      expect(codes.size).toBe(25);
      expect(await database.db.$count(voucherClaims)).toBe(25);
      expect(await rt.vouchers.remaining()).toBe(0);
    }));

  it("the same company racing itself gets one voucher", () =>
    onPostgres(10, async (database) => {
      const rt = createRuntime(database, { origin: "https://rallyroom.test" });
      const results = await claimAtOnce(rt, 20, (i) => ({
        name: "P",
        email: `p${i}@samecorp.example`,
        company: "Same",
      }));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await database.db.$count(voucherClaims)).toBe(1);
    }));
});
