import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A module is split by job before it grows past what one reader holds in mind: a route module
 * (app/routes) at most 300 lines, a server module (*.server.ts, *.server.tsx) at most 400, any
 * other source file at most 600. Counted over the TypeScript under app/, server/ and scripts/,
 * leaving out tests and generated files. Pure data may run longer, each file named below with
 * the reason; code is never listed here: it is split.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Pure data, not code: path → why it is one file. */
const dataFiles: Record<string, string> = {
  // None at the moment. An entry names a file that holds data only (a list, a table) and why
  // splitting it would not help its reader, e.g. a generated-once list of time zones.
};

/** What is not counted: tests, generated route types and migrations, build output. */
const skipped = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)(node_modules|build|\.react-router|\+types|migrations)\//.test(file) ||
  file.endsWith(".d.ts");

function sources(folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.posix.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skipped(file))
    .sort();
}

function limitOf(file: string): number {
  if (file.startsWith("app/routes/")) return 300;
  if (/\.server\.tsx?$/.test(file)) return 400;
  return 600;
}

const lineCount = (file: string) =>
  readFileSync(path.join(root, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("source file sizes", () => {
  const files = ["app", "server", "scripts"].flatMap(sources);

  it("walks the app, the host and the scripts", () => {
    expect(files).toContain("app/routes/event.tsx");
    expect(files).toContain("app/server/runtime.server.ts");
    expect(files).toContain("scripts/make-pdfs.ts");
    expect(files.some((file) => file.startsWith("server/"))).toBe(true);
    expect(files.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it("keeps every module within its limit", () => {
    const over = files
      .filter((file) => !(file in dataFiles))
      .map((file) => ({ file, lines: lineCount(file), limit: limitOf(file) }))
      .filter(({ lines, limit }) => lines > limit)
      .map(({ file, lines, limit }) => `${file}: ${lines} lines (limit ${limit}): split it by job`);
    expect(over).toEqual([]);
  });

  it("lists only data files that exist, each with its reason", () => {
    for (const [file, reason] of Object.entries(dataFiles)) {
      expect(files, file).toContain(file);
      expect(reason.length, file).toBeGreaterThan(20);
    }
  });
});
