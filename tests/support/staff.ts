import path from "node:path";
import { type Db, openDatabase } from "~/server/db/client.server";
import { createStaff } from "~/server/services/staff.server";
import { migrationsFolder } from "./db";
import { copyMigratedData } from "./pglite-template";

export const testStaff = { email: "e2e-staff@rallyroom.example", password: "e2e staff password 2026" };

/** Creates the test staff account in a database a test seeds. */
export async function createTestStaff(db: Db): Promise<void> {
  await createStaff(db).createUser(testStaff.email, testStaff.password);
}

/** Creates the test staff account in a PGlite folder before a server opens it. */
export async function createStaffInDataDir(dataDir: string): Promise<void> {
  await copyMigratedData(dataDir);
  const database = await openDatabase({ dataDir: path.resolve(dataDir), migrationsFolder });
  try {
    await createTestStaff(database.db);
  } finally {
    await database.close();
  }
}
