import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import postgres from "postgres";
import { afterEach, beforeEach, describe } from "vitest";
import { type Database, fromPglite, openDatabase } from "~/server/db/client.server";

export const migrationsFolder = fileURLToPath(new URL("../../app/server/db/migrations", import.meta.url));

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<string> | undefined;
let pgliteTemplate: Promise<PGlite> | undefined;

/** One migrated in-memory PGlite per test worker; each test gets a clone of it. */
function pgliteTemplateInstance(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const pg = new PGlite();
    await migrate(drizzle(pg), { migrationsFolder });
    return pg;
  })();
  return pgliteTemplate;
}

function adminUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** One migrated template database per test worker; each test copies it (fast, and isolated). */
async function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const name = `rr_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ databaseUrl: adminUrl(name), migrationsFolder, maxConnections: 1 });
    await db.close();
    process.once("beforeExit", () => void dropDatabase(name));
    return name;
  })();
  return template;
}

async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A clean, migrated database of the given driver; close() also deletes it. */
export async function createTestDatabase(
  driver: Driver,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  if (driver === "pglite") return fromPglite((await (await pgliteTemplateInstance()).clone()) as PGlite);
  const source = await templateDatabase();
  const name = `rr_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${source}`);
  } finally {
    await admin.end();
  }
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
