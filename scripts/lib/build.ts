import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./server-process.ts";

export const serverBuildFile = path.join(root, "build/server/index.js");
const stampedFiles = [serverBuildFile, path.join(root, "build/prerendered.json")];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a production build is there to drive (suites that need one skip or fail without it). */
export function hasBuild(): boolean {
  return existsSync(serverBuildFile);
}

/** What the production build is made from: a file changed after it means the build is stale. */
const buildInputs = [
  "app",
  "content",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "scripts/postbuild.ts",
].map((input) => path.join(root, input));

/** The first file under `paths` (files or folders) modified after `mtimeMs`, or null. */
export function firstNewerThan(mtimeMs: number, paths: readonly string[]): string | null {
  for (const file of paths) {
    if (!existsSync(file)) continue;
    const stat = statSync(file);
    const found = stat.isDirectory()
      ? firstNewerThan(
          mtimeMs,
          readdirSync(file).map((entry) => path.join(file, entry)),
        )
      : stat.mtimeMs > mtimeMs
        ? file
        : null;
    if (found) return found;
  }
  return null;
}

/** The first build input (relative to the project) changed after the build, if there is a build. */
export function changedSinceBuild(): string | null {
  if (!hasBuild()) return null;
  const found = firstNewerThan(statSync(serverBuildFile).mtimeMs, buildInputs);
  return found && path.relative(root, found);
}

/**
 * The audit and the benchmark drive the production build of the tree as it is. If
 * build/server/index.js is missing, wait briefly (someone may be rebuilding right now); if it is
 * missing or older than one of its inputs, run `npm run build` (output to stderr, so stdout stays
 * the script's report) and exit 1 if that fails.
 */
export async function ensureBuild(): Promise<void> {
  for (let waited = 0; waited < 5_000 && !hasBuild(); waited += 500) await sleep(500);
  const changed = changedSinceBuild();
  if (hasBuild() && !changed) return;
  console.error(
    changed
      ? `The production build is older than ${changed}: running \`npm run build\` first.`
      : "No production build (build/server/index.js): running `npm run build` first.",
  );
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
