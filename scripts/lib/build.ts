import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./server-process.ts";

export const serverBuildFile = path.join(root, "build/server/index.js");
const stampedFiles = [serverBuildFile, path.join(root, "build/prerendered.json")];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a production build is there to drive (suites that need one skip or fail without it). */
export function hasBuild(): boolean {
  return existsSync(serverBuildFile);
}

/**
 * The audit and the benchmark drive the production build. If build/server/index.js is missing,
 * wait briefly (someone may be rebuilding right now), then run `npm run build` (output to stderr,
 * so stdout stays the script's report) and exit 1 if that fails.
 */
export async function ensureBuild(): Promise<void> {
  for (let waited = 0; waited < 5_000 && !hasBuild(); waited += 500) await sleep(500);
  if (hasBuild()) return;
  console.error("No production build (build/server/index.js): running `npm run build` first.");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", process.stderr, process.stderr],
    timeout: 15 * 60_000,
  });
  if (result.status !== 0 || !hasBuild()) {
    console.error(
      `\`npm run build\` failed (${result.error?.message ?? `exit status ${result.status ?? result.signal}`}).`,
    );
    process.exit(1);
  }
  console.error(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Modification times of the build's key files: a change during a run means mixed results. */
export function buildStamp(): string {
  return stampedFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : "missing")).join(",");
}
