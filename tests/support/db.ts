import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import { afterEach, beforeEach, describe } from "vitest";
import { type Database, fromPglite, newPglite, openDatabase } from "~/server/db/client.server";
import { migratedDump, migrationsFolder } from "./pglite-template";

export { migrationsFolder };

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<string> | undefined;
let pgliteShared: Promise<{ pg: PGlite; reset: () => Promise<void> }> | undefined;

/**
 * One migrated in-memory PGlite per test worker, put back to its just-migrated state before
 * each test: every public table emptied and the rows the migrations seed (catalogue, team
 * calendar) copied back from a snapshot, sequences where the migrations left them. A reset
 * takes milliseconds where a clone of the instance took 1.7 s.
 */
function pgliteInstance(): Promise<{ pg: PGlite; reset: () => Promise<void> }> {
  pgliteShared ??= (async () => {
    // Loaded from the run's migrated dump when there is one; the migrations then find nothing to do.
    const pg = await newPglite(undefined, await migratedDump());
    await migrate(drizzle(pg), { migrationsFolder });
    const tables = (
      await pg.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by 1",
      )
    ).rows.map((row) => `"${row.name}"`);
    const sequences = (
      await pg.query<{ name: string; value: string | null }>(
        "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
      )
    ).rows;
    await pg.exec("create schema rr_snapshot");
    const seeded: string[] = [];
    for (const table of tables) {
      await pg.exec(`create table rr_snapshot.${table} as select * from public.${table}`);
      const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from rr_snapshot.${table}`);
      if ((rows[0]?.n ?? 0) > 0) seeded.push(table);
      else await pg.exec(`drop table rr_snapshot.${table}`);
    }
    const restore = [
      // A test that failed inside a transaction must not leave it open for the next one.
      `truncate ${tables.map((table) => `public.${table}`).join(", ")} restart identity cascade`,
      ...seeded.map((table) => `insert into public.${table} select * from rr_snapshot.${table}`),
      ...sequences
        .filter((sequence) => sequence.value !== null)
        .map((sequence) => `select setval('public."${sequence.name}"', ${Number(sequence.value)})`),
    ].join(";\n");
    const reset = async () => {
      await pg.exec("rollback").catch(() => {});
      await pg.exec(restore);
    };
    return { pg, reset };
  })();
  return pgliteShared;
}

function adminUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (creating or dropping a database) on the server's default database. */
async function adminStatement(statement: string): Promise<void> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/** One migrated template database per test worker; each test copies it (fast, and isolated). */
async function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const name = `rr_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    await adminStatement(`create database ${name}`);
    const db = await openDatabase({ databaseUrl: adminUrl(name), migrationsFolder, maxConnections: 1 });
    await db.close();
    process.once("beforeExit", () => void dropDatabase(name));
    return name;
  })();
  return template;
}

async function dropDatabase(name: string): Promise<void> {
  await adminStatement(`drop database if exists ${name} with (force)`);
}

/**
 * An empty PostgreSQL database on TEST_DATABASE_URL's server, for a spawned app server to
 * migrate itself; `drop()` deletes it. The name carries this process's pid, so a killed run's
 * leftover is cleared by the integration global setup.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rr_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminStatement(`create database ${name}`);
  return { url: adminUrl(name), drop: () => dropDatabase(name) };
}

/**
 * A clean, migrated database of the given driver; close() also deletes it. PGlite: the worker's
 * one instance, reset, so only one may be in use at a time.
 */
export async function createTestDatabase(
  driver: Driver,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  if (driver === "pglite") {
    const { pg, reset } = await pgliteInstance();
    await reset();
    // The instance outlives the test: closing it would end every later test's database.
    return { ...(await fromPglite(pg)), close: async () => {} };
  }
  const source = await templateDatabase();
  const name = `rr_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminStatement(`create database ${name} template ${source}`);
  const database = await openDatabase({
    databaseUrl: adminUrl(name),
    migrationsFolder,
    maxConnections: options.maxConnections ?? 10,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/** Runs `test` on a fresh PostgreSQL database of `maxConnections` connections, deleting it afterwards. */
export async function onPostgres<T>(
  maxConnections: number,
  test: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await createTestDatabase("postgres", { maxConnections });
  try {
    return await test(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a suite once per available driver, each test with its own clean database.
 * `get()` returns the current test's database.
 */
export function describeEachDatabase(
  name: string,
  suite: (get: () => Database, driver: Driver) => void,
  options: { maxConnections?: number } = {},
): void {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let current: Database | undefined;
      beforeEach(async () => {
        current = await createTestDatabase(driver, options);
      });
      afterEach(async () => {
        await current?.close();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error("No test database: use get() inside a test.");
        return current;
      }, driver);
    });
  }
}
