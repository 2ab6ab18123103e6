import "../server/require-node.mjs";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm test`: everything, in the order that fails fastest. Typecheck and lint, a production
 * build, then every Vitest project: unit, integration (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set) and end-to-end in Chromium with axe.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const reports = path.join(root, "reports");
mkdirSync(reports, { recursive: true });

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    console.log("0 passed, 1 failed");
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

const bin = (name: string) => path.join(root, "node_modules/.bin", name);

step("Types", "npm", ["run", "--silent", "typecheck"]);
step("Lint and format", bin("biome"), ["ci", "."]);
step("Production build", "npm", ["run", "--silent", "build"]);
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: database tests run on PGlite only.");
}

const jsonReport = path.join(reports, "vitest.json");
const vitest = spawnSync(
  bin("vitest"),
  [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${jsonReport}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: process.env },
);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const report = JSON.parse(readFileSync(jsonReport, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
} catch {
  failed = Math.max(failed, 1);
}
if (vitest.status !== 0 && failed === 0) failed = 1;
if (passed === 0) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
