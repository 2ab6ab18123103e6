import type { Db } from "~/server/db/client.server";
import { createStaff } from "~/server/services/staff.server";
import { openMigratedFolder } from "./pglite-template";

export const testStaff = { email: "e2e-staff@rallyroom.example", password: "e2e staff password 2026" };

/** Creates the test staff account in a database a test seeds. */
export async function createTestStaff(db: Db): Promise<void> {
  await createStaff(db).createUser(testStaff.email, testStaff.password);
}

/** Creates the test staff account in a PGlite folder before a server opens it. */
export async function createStaffInDataDir(dataDir: string): Promise<void> {
  const database = await openMigratedFolder(dataDir);
  try {
    await createTestStaff(database.db);
  } finally {
    await database.close();
  }
}
