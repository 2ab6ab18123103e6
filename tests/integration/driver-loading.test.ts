import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build.ts";
import { startProductionServer } from "../../scripts/lib/server-process.ts";
import { emptyPostgresDatabase } from "../support/db";

/**
 * A server on PostgreSQL must not load PGlite at all (its WebAssembly PostgreSQL costs hundreds
 * of megabytes): each server runs with a module hook that logs every module it loads, and the
 * PGlite server is the control that shows the log would catch it.
 */

const hook = pathToFileURL(path.resolve("tests/support/module-log.mjs")).href;
const folder = mkdtempSync(path.join(tmpdir(), "rallyroom-modules-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every module a production server loaded while starting and answering a few pages. */
async function modulesLoaded(name: string, env: Record<string, string>): Promise<string[]> {
  const log = path.join(folder, `${name}.log`);
  const server = await startProductionServer({
    ...env,
    RR_MODULE_LOG: log,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${hook}`.trim(),
  });
  try {
    for (const page of ["/", "/activities", "/billing", "/health"]) {
      const response = await fetch(`${server.url}${page}`);
      await response.arrayBuffer();
      expect(response.status, page).toBe(200);
    }
  } finally {
    await server.stop();
  }
  return readFileSync(log, "utf8").split("\n").filter(Boolean);
}

const pglite = (url: string) => url.includes("/@electric-sql/pglite/");
const postgresJs = (url: string) => /\/node_modules\/postgres\//.test(url);

describe.runIf(hasBuild())("database drivers load only when used", () => {
  it("a PGlite server loads PGlite and not postgres.js (and the log sees its modules)", async () => {
    const modules = await modulesLoaded("pglite", {});
    expect(modules.filter(pglite).length).toBeGreaterThan(0);
    expect(modules.filter(postgresJs)).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("a server with DATABASE_URL never loads PGlite", async () => {
    const pg = await emptyPostgresDatabase();
    try {
      const modules = await modulesLoaded("postgres", { DATABASE_URL: pg.url });
      expect(modules.filter(postgresJs).length).toBeGreaterThan(0);
      expect(modules.filter(pglite)).toEqual([]);
      // Nor the SDKs of features this server does not use (no Stripe key, no SMTP, no TOTP set-up).
      expect(modules.filter((url) => /\/node_modules\/(stripe|nodemailer|qrcode)\//.test(url))).toEqual([]);
    } finally {
      await pg.drop();
    }
  });
});
