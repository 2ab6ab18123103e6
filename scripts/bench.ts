import "./require-node.mjs";
import { type ChildProcess, spawn } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { buildStamp, ensureBuild } from "./lib/build.ts";
import {
  errorMessage,
  formatTable,
  isStopping,
  noteMachineLoad,
  onCleanup,
  positiveInt,
  runCleanups,
  stopServer,
  withTimeout,
} from "./lib/cli.ts";
import { freePort, root, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run bench [-- --duration 10 --connections 50]`: loopback-only load test of the production
 * server with autocannon: a prerendered page, a server-rendered page and /health, each after a
 * 2 s warm-up. If nginx is installed, the prerendered page is also served by a throwaway nginx
 * from build/client for comparison. Prints a table and the server's RSS before and after.
 */

const LOOPBACK = "127.0.0.1";
const WARMUP_SECONDS = 2;
/** Like a browser, ask for compression (both the app and nginx gzip). */
const requestHeaders = { "accept-encoding": "gzip" };

const { values: options } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (options.help) {
  console.log(
    "npm run bench [-- --duration N] [--connections N]\n" +
      "  --duration     seconds of load per target, after a 2 s warm-up (default 10)\n" +
      "  --connections  concurrent connections (default 50)",
  );
  process.exit(0);
}
const duration = positiveInt(options.duration, "--duration", 10);
const connections = positiveInt(options.connections, "--connections", 50);

const targets = [
  { kind: "prerendered", path: "/pricing" },
  { kind: "server-rendered", path: "/activities" },
  { kind: "health", path: "/health" },
] as const;

function assertLoopback(url: string): string {
  if (new URL(url).hostname !== LOOPBACK) throw new Error(`Refusing to load-test ${url}: only ${LOOPBACK}.`);
  return url;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One autocannon run, bounded: stopped if it outlives its duration by 30 s. */
async function cannon(url: string, seconds: number, title: string): Promise<Result> {
  if (isStopping()) throw new Error("interrupted");
  const instance = autocannon({
    url: assertLoopback(url),
    connections,
    duration: seconds,
    timeout: 10,
    headers: requestHeaders,
    title,
  });
  // Interrupted: stop the load first, or the server's graceful shutdown waits for it.
  const unregister = onCleanup(() => instance.stop());
  try {
    return await withTimeout(instance, (seconds + 30) * 1000, `autocannon ${title}`, () => instance.stop());
  } finally {
    unregister();
  }
}

async function bench(url: string, label: string): Promise<Result> {
  console.error(`${label}: warm-up ${WARMUP_SECONDS} s, then ${duration} s × ${connections} connections`);
  await cannon(url, WARMUP_SECONDS, `${label} warm-up`);
  const result = await cannon(url, duration, label);
  console.error(
    `  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.errors} errors, ${result.non2xx} non-2xx`,
  );
  return result;
}

/** One request before the load: the target must answer 200 (and say how it was encoded). */
async function preflight(url: string): Promise<void> {
  const response = await fetch(assertLoopback(url), {
    headers: requestHeaders,
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  const encoding = response.headers.get("content-encoding") ?? "identity";
  console.error(
    `  ${url}: HTTP ${response.status}, ${response.headers.get("content-type") ?? "?"}, ${encoding}`,
  );
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}, not 200`);
}

/** Resident memory of a process in MB (VmRSS), and its peak so far (VmHWM). */
function memory(pid: number | undefined): { rss: number; peak: number } | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
    return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
  } catch {
    return null;
  }
}
const mb = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : `${value.toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------
// nginx

function findNginx(): string | undefined {
  const candidates = [
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, "nginx")),
  ];
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** As root, nginx's workers switch user: pick one that exists (www-data, else nobody). */
function workerUser(): string {
  if (process.getuid?.() !== 0) return "";
  const passwd = existsSync("/etc/passwd") ? readFileSync("/etc/passwd", "utf8") : "";
  const group = existsSync("/etc/group") ? readFileSync("/etc/group", "utf8") : "";
  const has = (file: string, name: string) => new RegExp(`^${name}:`, "m").test(file);
  if (has(passwd, "www-data") && has(group, "www-data")) return "user www-data www-data;";
  if (has(passwd, "nobody")) return `user nobody ${has(group, "nogroup") ? "nogroup" : "nobody"};`;
  return "user root root;";
}

interface RunningNginx {
  url: string;
  process: ChildProcess;
  dir: string;
  stop: () => Promise<void>;
}

async function startNginx(binary: string): Promise<RunningNginx> {
  if (isStopping()) throw new Error("interrupted");
  const dir = mkdtempSync(path.join(tmpdir(), "rallyroom-nginx-"));
  mkdirSync(path.join(dir, "logs"));
  const port = await freePort();
  const clientDir = path.join(root, "build/client");
  const q = (value: string) => JSON.stringify(value);
  const config = `# Generated by scripts/bench.ts: a static server for comparison, on loopback only.
${workerUser()}
worker_processes 1;
daemon off;
pid ${q(path.join(dir, "nginx.pid"))};
error_log ${q(path.join(dir, "error.log"))} warn;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    application/javascript js mjs;
    application/json json;
    application/manifest+json webmanifest;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    image/x-icon ico;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${q(path.join(dir, "client_body"))};
  proxy_temp_path ${q(path.join(dir, "proxy"))};
  fastcgi_temp_path ${q(path.join(dir, "fastcgi"))};
  uwsgi_temp_path ${q(path.join(dir, "uwsgi"))};
  scgi_temp_path ${q(path.join(dir, "scgi"))};
  # Like the app's compression(): gzip level 6, bodies of 1 KB and more.
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_proxied any;
  gzip_types text/css application/javascript application/json application/manifest+json application/xml text/plain image/svg+xml;
  server {
    listen ${LOOPBACK}:${port};
    server_name localhost;
    root ${q(clientDir)};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  let output = "";
  // Its own process group, so a stuck master and its workers can be killed together.
  const child = spawn(binary, ["-p", `${dir}/`, "-c", configFile], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      try {
        await withTimeout(exited, 5_000, "nginx shutdown");
      } catch {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);
  const url = `http://${LOOPBACK}:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
      return {
        url,
        process: child,
        dir,
        stop: async () => {
          unregister();
          await stop();
        },
      };
    } catch {
      await sleep(100);
    }
  }
  unregister();
  await stop();
  throw new Error(`nginx did not start:\n${output}${errorLog()}`);
}

// ---------------------------------------------------------------------------------------------
// Run

await ensureBuild();
const stampBefore = buildStamp();
noteMachineLoad();
const server = await startProductionServer({ RATE_LIMITS: "off", NODE_ENV: "production" });
assertLoopback(server.url);
const unregisterServer = onCleanup(() => stopServer(server));
const pid = server.process.pid;
console.error(`Production server on ${server.url} (pid ${pid}).`);

interface Row {
  label: string;
  result: Result;
}
const rows: Row[] = [];
let before: ReturnType<typeof memory> = null;
let after: ReturnType<typeof memory> = null;
let nginxResult: Result | undefined;
let nginxNote = "";
let exitCode = 0;

try {
  for (const target of targets) await preflight(`${server.url}${target.path}`);
  before = memory(pid);
  for (const target of targets) {
    const label = `${target.kind} ${target.path}`;
    rows.push({ label, result: await bench(`${server.url}${target.path}`, label) });
  }
  after = memory(pid);

  const nginxBinary = findNginx();
  if (!nginxBinary) {
    nginxNote = "nginx is not installed: no static-server comparison.";
  } else {
    const nginx = await startNginx(nginxBinary);
    try {
      console.error(`nginx (${nginxBinary}) on ${nginx.url}, serving build/client.`);
      await preflight(`${nginx.url}${targets[0].path}`);
      nginxResult = await bench(`${nginx.url}${targets[0].path}`, `prerendered ${targets[0].path} (nginx)`);
    } finally {
      await nginx.stop();
    }
  }
} catch (error) {
  console.error(`The benchmark stopped early: ${errorMessage(error)}`);
  const output = server.output().trim();
  if (output) console.error(`Server output (last lines):\n${output.split("\n").slice(-20).join("\n")}`);
  exitCode = 1;
} finally {
  await stopServer(server);
  unregisterServer();
  await runCleanups();
}

// ---------------------------------------------------------------------------------------------
// Report

const row = (label: string, result: Result) => [
  label,
  result.requests.average.toFixed(0),
  String(result.latency.p50),
  String(result.latency.p99),
  `${result.errors} / ${result.non2xx}`,
  (result.throughput.average / 1e6).toFixed(2),
];
const tableRows = rows.map(({ label, result }) => row(nginxResult ? `${label} (app)` : label, result));
if (nginxResult) tableRows.push(row(`prerendered ${targets[0].path} (nginx)`, nginxResult));

console.log(
  `autocannon on ${LOOPBACK}: ${connections} connections, ${duration} s per target after a ${WARMUP_SECONDS} s warm-up, ` +
    `Accept-Encoding: ${requestHeaders["accept-encoding"]}\n`,
);
if (tableRows.length) {
  console.log(
    formatTable(
      ["target", "requests/s (mean)", "latency p50 ms", "p99 ms", "errors/non-2xx", "throughput MB/s"],
      tableRows,
    ),
  );
}

const app = rows[0]?.result;
if (app && nginxResult) {
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");
  console.log(`\nPrerendered ${targets[0].path}, app vs nginx (worker_processes 1, gzip level 6):`);
  console.log(
    formatTable(
      ["", "app (Express)", "nginx", "nginx / app"],
      [
        [
          "requests/s (mean)",
          app.requests.average.toFixed(0),
          nginxResult.requests.average.toFixed(0),
          ratio(nginxResult.requests.average, app.requests.average),
        ],
        [
          "latency p50 ms",
          String(app.latency.p50),
          String(nginxResult.latency.p50),
          ratio(nginxResult.latency.p50, app.latency.p50),
        ],
        [
          "latency p99 ms",
          String(app.latency.p99),
          String(nginxResult.latency.p99),
          ratio(nginxResult.latency.p99, app.latency.p99),
        ],
        [
          "throughput MB/s",
          (app.throughput.average / 1e6).toFixed(2),
          (nginxResult.throughput.average / 1e6).toFixed(2),
          ratio(nginxResult.throughput.average, app.throughput.average),
        ],
        [
          "bytes/response",
          (app.throughput.total / Math.max(1, app.requests.total)).toFixed(0),
          (nginxResult.throughput.total / Math.max(1, nginxResult.requests.total)).toFixed(0),
          "",
        ],
      ],
    ),
  );
  console.log("(nginx sends the file only: none of the app's security headers or CSP.)");
}
if (nginxNote) console.log(`\n${nginxNote}`);

console.log(
  `\nServer RSS (VmRSS): before load ${mb(before?.rss)}${before ? ` (peak so far ${mb(before.peak)})` : ""}, ` +
    `after load ${mb(after?.rss)}${after ? ` (peak ${mb(after.peak)})` : ""}`,
);

const failing = [...rows, ...(nginxResult ? [{ label: "nginx", result: nginxResult }] : [])].filter(
  ({ result }) => result.errors > 0 || result.non2xx > 0,
);
if (failing.length) {
  console.log(`\nRequests failed under load: ${failing.map(({ label }) => label).join(", ")}.`);
  exitCode = 1;
}
if (buildStamp() !== stampBefore) {
  console.error("Warning: the build changed during the benchmark (someone rebuilt): rerun.");
}
process.exit(exitCode);
