import "../server/require-node.mjs";
import "./lib/ts-resolve.mjs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "../server/env.ts";

// Imported after the resolve hook above is registered: static imports would resolve first.
const { openDatabase } = await import("../app/server/db/client.server.ts");
const { createStaff } = await import("../app/server/services/staff.server.ts");

/**
 * Creates a staff account for /admin (there is no public sign-up):
 *   npm run staff:create -- --email ops@example.com --password '…'
 * Without flags it asks. Uses DATABASE_URL, or the PGlite folder DATA_DIR, which the server must
 * not hold open at the same time (PGlite is single-process).
 */
const usage = "Usage: npm run staff:create -- [--email you@example.com] [--password …] [--data-dir ./data]";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "data-dir": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const email = values.email ?? (await ask("Staff email: "));
const password = values.password ?? (await ask("Password (12+ characters): ", true));

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, values["data-dir"] ?? env.DATA_DIR),
    migrationsFolder: path.join(root, "app/server/db/migrations"),
    maxConnections: 1,
  });
} catch (error) {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  const user = await createStaff(database.db).createUser(email, password);
  console.log(`Staff account created for ${user.email}. Sign in at /admin/sign-in.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
