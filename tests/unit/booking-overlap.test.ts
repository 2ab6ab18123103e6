import { describe, expect, it } from "vitest";
import { HOST_OVERLAP_CONSTRAINT, refusingOverlap } from "~/server/services/booking/availability.server";

/** A database error as Drizzle hands it on: its own error, the driver's as `cause`. */
const wrapped = (cause: Record<string, unknown>) => Object.assign(new Error("Failed query"), { cause });
const overlap = wrapped({ code: "23P01", constraint_name: HOST_OVERLAP_CONSTRAINT });
const deadlock = wrapped({ code: "40P01" });

/** A transaction that fails with the given errors in turn, then answers "booked". */
function attempts(...errors: unknown[]) {
  let runs = 0;
  const work = async () => {
    const error = errors[runs++];
    if (error) throw error;
    return "booked";
  };
  return { work, runs: () => runs };
}

describe("refusingOverlap: the database's refusal is the calendar's answer", () => {
  it("answers `refused` when the host-overlap constraint turns the write down (postgres.js or PGlite)", async () => {
    expect(await refusingOverlap(attempts(overlap).work, "taken")).toBe("taken");
    const pglite = wrapped({ code: "23P01", constraint: HOST_OVERLAP_CONSTRAINT });
    expect(await refusingOverlap(attempts(pglite).work, "taken")).toBe("taken");
    expect(await refusingOverlap(attempts().work, "taken")).toBe("booked");
  });

  it("rethrows every other error: another exclusion constraint, a unique violation, a lost connection", async () => {
    for (const error of [
      wrapped({ code: "23P01", constraint_name: "another_constraint" }),
      wrapped({ code: "23505", constraint_name: HOST_OVERLAP_CONSTRAINT }),
      new Error("connection lost"),
    ]) {
      await expect(refusingOverlap(attempts(error).work, "taken")).rejects.toBe(error);
    }
  });

  it("runs the transaction again after a deadlock, three runs in all", async () => {
    const once = attempts(deadlock);
    expect(await refusingOverlap(once.work, "taken")).toBe("booked");
    expect(once.runs()).toBe(2);
    const thenTaken = attempts(deadlock, overlap);
    expect(await refusingOverlap(thenTaken.work, "taken")).toBe("taken");
    const stuck = attempts(deadlock, deadlock, deadlock, deadlock);
    await expect(refusingOverlap(stuck.work, "taken")).rejects.toBe(deadlock);
    expect(stuck.runs()).toBe(3);
  });
});
