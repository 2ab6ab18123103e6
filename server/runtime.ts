import { randomBytes } from "node:crypto";
import { type Database, openDatabase } from "./db/client";
import { createAnalytics } from "./services/analytics";

export interface RuntimeConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder: string;
  /** Salt of the daily visitor hash; random per process when not configured. */
  analyticsSalt?: string | undefined;
}

/** Everything the routes use that touches the outside world, created once per process. */
export interface Runtime {
  database: Database;
  analytics: ReturnType<typeof createAnalytics>;
}

let current: Runtime | undefined;

export function createRuntime(
  database: Database,
  config: Pick<RuntimeConfig, "analyticsSalt"> = {},
): Runtime {
  const salt = config.analyticsSalt ?? randomBytes(32).toString("base64");
  return { database, analytics: createAnalytics(database.db, salt) };
}

export async function startRuntime(config: RuntimeConfig): Promise<Runtime> {
  if (current) return current;
  const database = await openDatabase(config);
  current = createRuntime(database, config);
  return current;
}

export async function stopRuntime(): Promise<void> {
  const running = current;
  current = undefined;
  await running?.database.close();
}

/** The running runtime; routes that need the database are never prerendered, so it exists. */
export function runtime(): Runtime {
  if (!current) throw new Error("The server runtime has not been started.");
  return current;
}
