import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A stray console.error is a failure waiting to be noticed: tests that expect one spy on it.
      onConsoleLog: (_log, type) => (type === "stderr" ? undefined : false),
      // Vitest's default is one worker fewer than the cores: on a 2-core machine everything ran
      // in one. With two, the end-to-end files (one after another, sharing one server) run beside
      // the unit and integration files (each worker has its own databases).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "integration",
            include: ["tests/integration/**/*.test.ts"],
            globalSetup: ["tests/integration/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            globalSetup: ["tests/e2e/global-setup.ts"],
            testTimeout: 90_000,
            hookTimeout: 120_000,
            // One browser and one server for the whole run; files share them in turn.
            fileParallelism: false,
            // A page hydrates as it loads: on a busy 2-core machine a check after a navigation
            // may wait seconds for it, more than expect.poll's default second.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  }),
);
