import postgres from "postgres";
import { makePgliteTemplate } from "../support/pglite-template";

/** True while the process that made a test database (its pid is in the name) is running. */
function ownerAlive(datname: string): boolean {
  const pid = Number(/^rr_(?:tpl|t)_(\d+)_/.exec(datname)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Test databases are dropped after each test; this clears any a killed run left behind. Another
 * run on the same server (a second checkout) keeps its own: their owners are still alive.
 */
async function dropLeftovers() {
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'rr\\_t\\_%' or datname like 'rr\\_tpl\\_%'`;
    for (const { datname } of rows.filter((row) => !ownerAlive(row.datname)))
      await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

let removeTemplate: (() => void) | undefined;

export async function setup() {
  await dropLeftovers();
  removeTemplate = await makePgliteTemplate();
}

export async function teardown() {
  removeTemplate?.();
  await dropLeftovers();
}
