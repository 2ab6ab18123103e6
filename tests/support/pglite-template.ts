import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Database, newPglite, openDatabase } from "~/server/db/client.server";

export const migrationsFolder = fileURLToPath(new URL("../../app/server/db/migrations", import.meta.url));

/** Where the run's migrated PGlite folder is: set by the projects' global setups. */
const templateVariable = "RALLYROOM_TEST_PGLITE_TEMPLATE";

const shared = globalThis as typeof globalThis & { rallyroomPgliteTemplate?: Promise<string> };

/**
 * Makes one migrated PGlite folder for the whole run (both projects' global setups share it: they
 * run in one process) and names it in the environment the test workers inherit. A server on a
 * copy of it starts in about 2.4 s; on an empty folder, PGlite's initdb and the migrations make
 * that about 7 s. Beside it, the same database as a dump (`<folder>.tar`), which an in-memory
 * PGlite loads in about 0.5 s against 3 s for its initdb and the migrations. Returns what
 * removes both.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  shared.rallyroomPgliteTemplate ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "rallyroom-template-"));
    // One start migrates the folder and dumps it (a fresh folder of its own needs no lock).
    const pg = await newPglite(folder);
    await migrate(drizzle(pg), { migrationsFolder });
    const dump = await pg.dumpDataDir("none");
    await pg.close();
    await writeFile(`${folder}.tar`, Buffer.from(await dump.arrayBuffer()));
    return folder;
  })();
  const folder = await shared.rallyroomPgliteTemplate;
  process.env[templateVariable] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(`${folder}.tar`, { force: true });
  };
}

/** The run's migrated folder, when a project's global setup made one. */
function runTemplate(): string | undefined {
  const template = process.env[templateVariable];
  return template && existsSync(template) ? template : undefined;
}

/** The run's migrated database as a dump for `newPglite`, or undefined outside a project's run. */
export async function migratedDump(): Promise<Blob | undefined> {
  const template = runTemplate();
  return template ? new Blob([await readFile(`${template}.tar`)]) : undefined;
}

/**
 * Fills an empty folder with the run's migrated PGlite database, for a server or a seed to open.
 * Outside a project's run (no template) the folder stays empty and is migrated where it opens.
 */
export async function copyMigratedData(dataDir: string): Promise<void> {
  const template = runTemplate();
  if (template) await cp(template, dataDir, { recursive: true });
}

/** An empty folder filled with the run's migrated database (copyMigratedData) and opened, to seed it. */
export async function openMigratedFolder(dataDir: string): Promise<Database> {
  await copyMigratedData(dataDir);
  return openDatabase({ dataDir: path.resolve(dataDir), migrationsFolder });
}
