import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { leads } from "~/server/db/schema.server";
import { hasBuild } from "../../scripts/lib/build.ts";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process.ts";
import { emptyPostgresDatabase, migrationsFolder } from "../support/db";
import { startSmtp, waitFor } from "../support/smtp";

/**
 * What an operator's worst day looks like, on real processes: the server killed with SIGKILL in
 * the middle of a burst of submissions, and two servers sharing one PostgreSQL database while
 * the SMTP server is slow. Acknowledged submissions must all be there, and no email may leave
 * twice.
 */

type Server = RunningServer;

/** A production server on `env`'s database, with rate limits off (the load comes from one address). */
const spawnServer = (env: Record<string, string>, dataDir?: string) =>
  startProductionServer({ RATE_LIMITS: "off", ...env }, { dataDir });

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

const contact = (server: Server, n: number) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `Visitor ${n}`,
      email: `visitor${n}@acme.io`,
      company: "Acme",
      message: `Message number ${n}`,
    }),
  });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;

describe.runIf(hasBuild())("SIGKILL under write load", () => {
  it.each(databases)("loses no acknowledged submission and restarts at once [%s]", async (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "rallyroom-crash-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const pg = driver === "postgres" ? await emptyPostgresDatabase() : undefined;
    if (pg) cleanups.push(pg.drop);
    const env: Record<string, string> = pg ? { DATABASE_URL: pg.url } : {};

    const first = await spawnServer(env, dataDir);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Eight clients post as fast as they can; the server is killed while they are at it.
    const clients = Array.from({ length: 8 }, async () => {
      while (!killed) {
        const n = next++;
        const response = await contact(first, n).catch(() => undefined);
        if (response?.status === 201) acknowledged.push(`visitor${n}@acme.io`);
      }
    });
    await waitFor(() => acknowledged.length >= 60, 30_000);
    first.process.kill("SIGKILL");
    killed = true;
    await Promise.all(clients);
    await exited(first.process);

    // The dead server's lock file and the database's own state must not stop the restart.
    if (!pg) expect(existsSync(path.join(dataDir, "rallyroom.lock"))).toBe(true);
    const second = await spawnServer(env, dataDir);
    expect(await (await fetch(`${second.url}/health`)).json()).toMatchObject({ database: "ok" });
    expect((await contact(second, 100_000)).status).toBe(201);
    await second.stop();

    const database = await openDatabase({ databaseUrl: pg?.url, dataDir, migrationsFolder });
    try {
      const stored = new Set(
        (await database.db.select({ email: leads.email }).from(leads)).map((r) => r.email),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(stored.has("visitor100000@acme.io")).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(hasBuild() && process.env.TEST_DATABASE_URL)(
  "two servers, one PostgreSQL, a slow SMTP peer",
  () => {
    it("sends every queued email exactly once", async () => {
      const pg = await emptyPostgresDatabase();
      cleanups.push(pg.drop);
      // 150 ms per message and a 2 s lease: a claim of the old size (20 rows, 3 s) would outlive
      // its lease and the other server would send its last rows again.
      const smtp = await startSmtp(0, { delayMs: 150 });
      cleanups.push(smtp.stop);
      const env = {
        DATABASE_URL: pg.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OUTBOX_LEASE_MS: "2000",
        OUTBOX_POLL_MS: "200",
      };
      const servers = [await spawnServer(env), await spawnServer(env)];
      try {
        for (let n = 0; n < 13; n++) expect((await contact(servers[n % 2] as Server, n)).status).toBe(201);
        const database = await openDatabase({ databaseUrl: pg.url, migrationsFolder });
        try {
          const { emailOutbox } = await import("~/server/db/schema.server");
          await waitFor(async () => {
            const rows = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
            return rows.length > 0 && rows.every((row) => row.status === "sent");
          }, 60_000);
          const rows = await database.db.select({ to: emailOutbox.to }).from(emailOutbox);
          // Give a duplicate time to arrive before counting.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const received = smtp.received.flatMap((mail) => mail.to).sort();
          expect(rows.length).toBeGreaterThanOrEqual(26);
          expect(received).toEqual(rows.map((row) => row.to).sort());
        } finally {
          await database.close();
        }
      } finally {
        for (const server of servers) await server.stop();
      }
    });
  },
);
