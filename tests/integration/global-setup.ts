import postgres from "postgres";

/** Test databases are dropped after each test; this clears any a killed run left behind. */
async function dropLeftovers() {
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'rr\\_t\\_%' or datname like 'rr\\_tpl\\_%'`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

export const setup = dropLeftovers;
export const teardown = dropLeftovers;
