import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { type Driver, emptyPostgresDatabase } from "./db";
import { startSmtp } from "./smtp";

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
    }
    server = await startProductionServer(env);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, smtp, dataDir, databaseUrl: pg?.url, stop };
}
