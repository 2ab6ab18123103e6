import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "~/server/db/client.server";
import { migrationsFolder } from "./db";

/** Where the run's migrated PGlite folder is: set by the projects' global setups. */
const templateVariable = "RALLYROOM_TEST_PGLITE_TEMPLATE";

const shared = globalThis as typeof globalThis & { rallyroomPgliteTemplate?: Promise<string> };

/**
 * Makes one migrated PGlite folder for the whole run (both projects' global setups share it: they
 * run in one process) and names it in the environment the test workers inherit. A server on a
 * copy of it starts in about 2.4 s; on an empty folder, PGlite's initdb and the migrations make
 * that about 7 s. Returns what removes it.
 */
export async function makePgliteTemplate(): Promise<() => void> {
  shared.rallyroomPgliteTemplate ??= (async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "rallyroom-template-"));
    const database = await openDatabase({ dataDir: folder, migrationsFolder });
    await database.close();
    return folder;
  })();
  const folder = await shared.rallyroomPgliteTemplate;
  process.env[templateVariable] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * Fills an empty folder with the run's migrated PGlite database, for a server or a seed to open.
 * Outside a project's run (no template) the folder stays empty and is migrated where it opens.
 */
export async function copyMigratedData(dataDir: string): Promise<void> {
  const template = process.env[templateVariable];
  if (template && existsSync(template)) await cp(template, dataDir, { recursive: true });
}

/** An empty folder filled with the run's migrated database (copyMigratedData) and opened, to seed it. */
export async function openMigratedFolder(dataDir: string): Promise<Database> {
  await copyMigratedData(dataDir);
  return openDatabase({ dataDir: path.resolve(dataDir), migrationsFolder });
}
