import type { TestProject } from "vitest/node";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { makePgliteTemplate } from "../support/pglite-template";
import { createStaffInDataDir } from "../support/staff";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;
let removeTemplate: (() => void) | undefined;

export async function setup(project: TestProject) {
  if (!hasBuild()) {
    throw new Error(
      "End-to-end tests drive the production build: run `npm run build` first (npm test does).",
    );
  }
  // The migrated database the servers of this run start from (a copy each).
  removeTemplate = await makePgliteTemplate();
  // The staff account of tests/support/staff.ts, created before the server holds the folder.
  // Every browser test comes from 127.0.0.1, so the per-address limits (20 lead posts in 10
  // minutes) would refuse the suite's own later forms, depending on which tests ran first. The
  // limits are proven over HTTP in tests/integration (request-policy-http, leads-api, staff).
  server = await startProductionServer({ RATE_LIMITS: "off" }, { prepare: createStaffInDataDir });
  project.provide("baseURL", server.url);
}

export async function teardown() {
  await server?.stop();
  removeTemplate?.();
}
