import "./require-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * Vitest runs a project whose files go one at a time (the end-to-end files share one server)
 * after all the others, so the end-to-end files ran alone on one core for 10 minutes. Without
 * arguments the two halves run side by side, each in its own Vitest, with a report each.
 */
const runs: { name: string; args: string[] }[] =
  process.argv.length > 2
    ? [{ name: "vitest", args: process.argv.slice(2) }]
    : [
        { name: "vitest-unit-integration", args: ["--project", "unit", "--project", "integration"] },
        { name: "vitest-e2e", args: ["--project", "e2e"] },
      ];
const results = await Promise.all(
  runs.map(
    ({ name, args }) =>
      new Promise<{ report: string; status: number | null }>((resolve) => {
        const report = path.join(reports, `${name}.json`);
        rmSync(report, { force: true });
        const child = spawn(
          bin("vitest"),
          ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
          { cwd: root, stdio: "inherit", env: process.env },
        );
        child.on("close", (status) => resolve({ report, status }));
      }),
  ),
);

let passed = 0;
let failed = 0;
let skipped = 0;
// One report of the whole run as well (reports/vitest.json): the counts summed, the files joined.
const merged: Record<string, unknown> = {};
for (const { report: file, status } of results) {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown> & {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    for (const [key, value] of Object.entries(report)) {
      const before = merged[key];
      if (typeof value === "number" && key.startsWith("num")) merged[key] = ((before as number) ?? 0) + value;
      else if (Array.isArray(value)) merged[key] = [...((before as unknown[]) ?? []), ...value];
      else if (typeof value === "boolean") merged[key] = ((before as boolean) ?? true) && value;
      else merged[key] ??= value;
    }
  } catch {
    failed = Math.max(failed, 1);
  }
  if (status !== 0 && failed === 0) failed = 1;
}
writeFileSync(path.join(reports, "vitest.json"), JSON.stringify(merged));
if (passed === 0) failed = Math.max(failed, 1);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
