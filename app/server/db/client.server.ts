import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDirLock } from "~/server/db/lock.server";
import * as schema from "~/server/db/schema.server";

export type Schema = typeof schema;
/** The common type of both drivers: code above this module never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * One statement of plain SQL with `$n` parameters, straight to the driver: for the few hot
   * writes whose statement Drizzle would spend longer building than the database running it.
   * On PostgreSQL the statement is prepared once per connection and kept, so later runs are one
   * round trip instead of two (describe, then execute): only for statements of a bounded set of
   * texts, since the driver never forgets one.
   */
  query<Row = Record<string, unknown>>(text: string, params: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing, locked against a second process). */
  dataDir?: string | undefined;
  migrationsFolder: string;
  /** postgres.js pool size (default 5: about twice the cores of the 2-core host it runs on). */
  maxConnections?: number;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each driver's code is imported only when it is the one in use: PGlite (a WebAssembly build
 * of PostgreSQL, hundreds of megabytes once started) never loads in a server that has a
 * DATABASE_URL, and postgres.js never loads beside PGlite. tests/integration/database.test.ts
 * checks the first from a real server's module list.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { migrationsFolder } = options;
  if (options.databaseUrl) {
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import("postgres"),
        import("drizzle-orm/postgres-js"),
        import("drizzle-orm/postgres-js/migrator"),
      ]);
    const client = postgres(options.databaseUrl, {
      // More connections than the database has cores to run them only queue inside PostgreSQL.
      max: options.maxConnections ?? 5,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } catch (error) {
      await client.end({ timeout: 1 });
      throw error;
    }
    return {
      db,
      driver: "postgres",
      ping: () => ping(db),
      query: async <Row>(text: string, params: readonly unknown[]) =>
        (await client.unsafe(text, params as never[], { prepare: true })) as unknown as Row[],
      close: () => client.end({ timeout: 5 }),
    };
  }

  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let pg: PGlite;
  let release = () => {};
  if (options.dataDir) {
    // PGlite creates only the last folder of its path and takes no lock of its own.
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDirLock(options.dataDir);
    pg = await newPglite(options.dataDir);
  } else {
    pg = await newPglite();
  }
  try {
    await pg.waitReady;
    await migratePglite(drizzlePglite(pg, { schema }), { migrationsFolder });
  } catch (error) {
    await pg.close().catch(() => {});
    release();
    throw error;
  }
  return fromPglite(pg, release);
}

/**
 * A PGlite with the extensions the schema needs: btree_gist, for the exclusion constraint that
 * keeps one host's bookings apart (migration 0009_host-overlap, decision 050). Every PGlite that
 * migrates or writes this schema is made here (an instance without it can read the tables but
 * not write `bookings`). `loadDataDir` starts it from a dump of another (`dumpDataDir`), without
 * PGlite's initdb: the tests' in-memory databases start from the run's migrated one.
 */
export async function newPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/btree_gist"),
  ]);
  return new PGlite({ dataDir, loadDataDir, extensions: { btree_gist } });
}

/** Wraps a ready, migrated PGlite instance (tests share one migrated instance per worker). */
export async function fromPglite(pg: PGlite, onClose: () => void = () => {}): Promise<Database> {
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: () => ping(db),
    query: async <Row>(text: string, params: readonly unknown[]) =>
      (await pg.query<Row>(text, params as unknown[])).rows,
    close: async () => {
      await pg.close();
      onClose();
    },
  };
}
