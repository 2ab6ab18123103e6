import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, type Db, openDatabase } from "~/server/db/client.server";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { type Driver, emptyPostgresDatabase, migrationsFolder } from "./db";
import { twoActiveHosts } from "./events";
import { copyMigratedData, openMigratedFolder } from "./pglite-template";
import { startSmtp } from "./smtp";
import { createTestStaff } from "./staff";

/** A production server on one database, sending its emails to a test SMTP server. */
export type HostWithSmtp = {
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  dataDir: string;
  /** The PostgreSQL database's URL, or undefined on the embedded driver. */
  databaseUrl: string | undefined;
  stop: () => Promise<void>;
};

/**
 * Starts a test SMTP server and a production server that polls its outbox every 200 ms, with a
 * fresh data directory (named after `prefix`) and, on PostgreSQL, a fresh empty database.
 */
export async function startHostWithSmtp(driver: Driver, prefix: string): Promise<HostWithSmtp> {
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const env: Record<string, string> = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: "200",
    DATA_DIR: dataDir,
  };
  let pg: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  };
  try {
    if (driver === "postgres") {
      pg = await emptyPostgresDatabase();
      env.DATABASE_URL = pg.url;
    } else await copyMigratedData(dataDir);
    server = await startProductionServer(env);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, smtp, dataDir, databaseUrl: pg?.url, stop };
}

/**
 * A production server on `driver` whose database `seed` fills first (PGlite is one process: the
 * fixtures go in before the server opens the folder; PostgreSQL gets a fresh empty database).
 * Returns the server, what `seed` returned, and `stop`, which also drops the database.
 */
export async function startSeededHost<T>(
  driver: Driver,
  env: Record<string, string>,
  seed: (database: Database) => Promise<T>,
): Promise<{ server: RunningServer; seeded: T; stop: () => Promise<void> }> {
  const pg = driver === "postgres" ? await emptyPostgresDatabase() : undefined;
  let seeded: T | undefined;
  const fill = async (dataDir: string) => {
    const database = pg
      ? await openDatabase({ databaseUrl: pg.url, migrationsFolder })
      : await openMigratedFolder(dataDir);
    try {
      seeded = await seed(database);
    } finally {
      await database.close();
    }
  };
  const server = await startProductionServer(pg ? { ...env, DATABASE_URL: pg.url } : env, { prepare: fill });
  const stop = async () => {
    await server.stop();
    await pg?.drop();
  };
  return { server, seeded: seeded as T, stop };
}

/**
 * A production server on the embedded database, seeded by `seed`, sending its email to a test
 * SMTP server it polls the outbox for every 200 ms: the e2e flows that follow emails.
 */
export async function startMailedHost(
  env: Record<string, string>,
  seed: (database: Database) => Promise<void>,
): Promise<{
  server: RunningServer;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  stop: () => Promise<void>;
}> {
  const smtp = await startSmtp();
  try {
    const mail = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: "200" };
    const host = await startSeededHost("pglite", { ...mail, ...env }, seed);
    return {
      server: host.server,
      smtp,
      stop: async () => {
        await host.stop();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}

/**
 * A mailed host (startMailedHost) with the test staff member, rate limits off, seeded by `seed`
 * with the migrations' two active hosts: the e2e flows that staff and organisers share.
 */
export function startStaffedHost(
  cookieSecret: string,
  seed: (db: Db, hosts: Awaited<ReturnType<typeof twoActiveHosts>>) => Promise<void>,
) {
  return startMailedHost({ COOKIE_SECRET: cookieSecret, RATE_LIMITS: "off" }, async ({ db }) => {
    await createTestStaff(db);
    await seed(db, await twoActiveHosts(db));
  });
}
