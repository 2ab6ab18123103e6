import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverMemoryEnv, serverNodeFlags } from "../../server/process-settings.ts";

export const root = fileURLToPath(new URL("../../", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawning the process to its first 200 on the ready path. */
  readyAfterMs: number;
  output: () => string;
  stop: () => Promise<number | null>;
}

/**
 * Starts the production server (a build must exist) on a free loopback port with its own
 * PGlite folder (empty unless `prepare` fills it), and waits until /health answers. The built-in
 * test checkout is on (production turns it off by default) unless `env` says TEST_CHECKOUT=off.
 * `options.dataDir` names a folder to use instead (a restart on the same data); it is kept.
 * `readyPath` (default /health) is polled every `pollMs` (default 200) until it answers 200.
 * `nodeArgs` go to Node before the server's own flags (a profiler: `--cpu-prof`).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: {
    prepare?: (dataDir: string) => Promise<void>;
    dataDir?: string;
    readyPath?: string;
    pollMs?: number;
    nodeArgs?: string[];
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "rallyroom-e2e-"));
  const removeDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // PGlite is single-process: fixtures (a staff account) go in before the server opens the folder.
  await options.prepare?.(dataDir);
  let output = "";
  const spawnedAt = performance.now();
  // Started the way `npm run serve` starts it: with its memory settings.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...serverNodeFlags, "server/main.ts"], {
    cwd: root,
    env: {
      ...serverMemoryEnv,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TEST_CHECKOUT: "on",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let readyAfterMs = Number.NaN;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? "/health"}`);
      await response.arrayBuffer();
      if (response.ok) {
        readyAfterMs = Math.round(performance.now() - spawnedAt);
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`The server did not become healthy in 60 s:\n${output}`);
  }
  return {
    url,
    process: child,
    dataDir,
    readyAfterMs,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          removeDataDir();
          resolve(child.exitCode);
          return;
        }
        child.once("exit", (code) => {
          removeDataDir();
          resolve(code);
        });
        child.kill("SIGTERM");
      }),
  };
}
