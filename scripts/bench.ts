import "./require-node.mjs";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import { serverRenderedPaths } from "../app/content/route-table.ts";
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
import { findNginx, startNginx } from "./lib/nginx.ts";
import { type RunningServer, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run bench [-- --duration 8 --connections 50 --write-connections 10 --only writes]`: loopback load test
 * of the production server, once on PGlite and once more on PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL names a server (on a scratch database of its own, dropped afterwards).
 *
 * Per database: the cold start (process start to the first 200 on `/`, on a database created
 * and migrated by a first start); the resident memory idle, at the end of the load, after it
 * (once the server has had 12 s without requests: V8 gives back the heap it grew under load
 * after about 10 s of quiet) and at its peak;
 * reads of a prerendered page, every server-rendered visitor page (app/content/route-table.ts's
 * serverRenderedPaths, plus a filtered /activities), /health and (if installed) nginx serving the
 * prerendered file; with nginx, every server-rendered page again through nginx as the caching
 * reverse proxy of docs/deploying.md (the page targets are checked there, where visitors
 * meet them, against the app's own prerendered figure); then lead writes to /api/contact, each acknowledged lead looked up in the
 * database afterwards with the email the outbox queued for it. Prints one table per database and
 * the targets of docs/decisions/042-standard-runtime.md, docs/decisions/033-server-memory-and-start.md
 * and docs/decisions/053-one-lead-writer.md; exits 1 when one is missed, naming it.
 * `--only writes` runs the cold start, the prerendered page and the lead writes, nothing else.
 */

const LOOPBACK = "127.0.0.1";
const WARMUP_SECONDS = 2;
/** Seconds a server is left without requests before its idle and after-load memory is read. */
const QUIET_SECONDS = { idle: 3, afterLoad: 12 };
/** Like a browser, ask for compression (both the app and nginx send gzip, the build's copy where it has one). */
const requestHeaders = { "accept-encoding": "gzip" };

const { values: options } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    "write-connections": { type: "string" },
    only: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (options.help) {
  console.log(
    "npm run bench [-- --duration N] [--connections N] [--write-connections N] [--only writes]\n" +
      "  --duration           seconds of load per target, after a 2 s warm-up (default 8)\n" +
      "  --connections        concurrent connections for the page and /health reads (default 50)\n" +
      "  --write-connections  concurrent connections posting leads (default 10)\n" +
      "  --only writes        only the lead writes, against the prerendered page read in the same run\n" +
      "Runs on PGlite, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set.",
  );
  process.exit(0);
}
const duration = positiveInt(options.duration, "--duration", 8);
const connections = positiveInt(options.connections, "--connections", 50);
const writeConnections = positiveInt(options["write-connections"], "--write-connections", 10);
if (options.only !== undefined && options.only !== "writes") {
  console.error(`--only takes "writes", not ${JSON.stringify(options.only)}.`);
  process.exit(2);
}
/** Only the lead writes and the prerendered page they are compared with. */
const writesOnly = options.only === "writes";

/** What the issue asks of this server; checked per database, every miss printed. */
const targets = {
  /** Each server-rendered page against the prerendered one, in the same run; and its p99. */
  ssrRatio: 0.05,
  pageP99Ms: 250,
  postgres: { idleMb: 150, afterLoadMb: 250, coldStartMs: 1500 },
  /** Lead writes on PostgreSQL against the prerendered page, in the same run; and their p99. */
  writes: { ratio: 0.05, p99Ms: 250 },
};

const prerendered = "/pricing";
/** Every page type a visitor can land on that the server renders, one read each. */
const renderedPaths = [...serverRenderedPaths, "/activities?vibe=chill&sort=price-high"];
const readTargets: readonly { label: string; path: string; rendered?: boolean }[] = [
  { label: "prerendered /pricing", path: prerendered },
  ...(writesOnly
    ? []
    : [
        ...renderedPaths.map((path) => ({ label: `server-rendered ${path}`, path, rendered: true })),
        { label: "health /health", path: "/health" },
      ]),
];

function assertLoopback(url: string): string {
  if (new URL(url).hostname !== LOOPBACK) throw new Error(`Refusing to load-test ${url}: only ${LOOPBACK}.`);
  return url;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One autocannon run, bounded: stopped if it outlives its duration by 30 s. */
async function cannon(options: Options, seconds: number, title: string): Promise<Result> {
  if (isStopping()) throw new Error("interrupted");
  const instance = autocannon({
    connections,
    timeout: 10,
    headers: requestHeaders,
    ...options,
    url: assertLoopback(options.url),
    duration: seconds,
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

const summary = (result: Result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
  `${result.errors} errors, ${result.non2xx} non-2xx`;

async function read(url: string, label: string): Promise<Result> {
  console.error(`${label}: warm-up ${WARMUP_SECONDS} s, then ${duration} s × ${connections} connections`);
  await cannon({ url }, WARMUP_SECONDS, `${label} warm-up`);
  const result = await cannon({ url }, duration, label);
  console.error(`  ${summary(result)}`);
  return result;
}

/** One request before the load: the target must answer 200 (and say how it was encoded). */
async function preflight(url: string): Promise<Headers> {
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
  return response.headers;
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
  value === undefined || Number.isNaN(value) ? "–" : `${value.toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------
// Lead writes

interface WriteRun {
  result: Result;
  /** Emails of the leads the server answered 2xx for (warm-up included). */
  acknowledged: Set<string>;
  /** Warm-up and measured requests that were not 2xx, and connection errors. */
  failures: number;
}

/**
 * Posts valid contact messages to /api/contact like the site's own form: JSON, Origin and
 * Sec-Fetch-Site of this site, a different email each time. Each 2xx's email is remembered.
 */
async function writeLeads(baseUrl: string, runId: string): Promise<WriteRun> {
  const acknowledged = new Set<string>();
  let next = 0;
  const requests: Request[] = [
    {
      method: "POST",
      path: "/api/contact",
      setupRequest: (request, context) => {
        const email = `bench-${runId}-${next++}@bench-load.io`;
        context.email = email;
        return {
          ...request,
          body: JSON.stringify({
            name: "Load Test",
            email,
            company: "Bench Co",
            message: "A message posted by npm run bench to measure lead writes.",
            source: "contact_page",
          }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300 && typeof context.email === "string")
          acknowledged.add(context.email);
      },
    },
  ];
  const writeOptions = {
    url: baseUrl,
    connections: writeConnections,
    headers: {
      ...requestHeaders,
      "content-type": "application/json",
      origin: baseUrl,
      "sec-fetch-site": "same-origin",
    },
    requests,
  };
  const label = "writes POST /api/contact";
  console.error(
    `${label}: warm-up ${WARMUP_SECONDS} s, then ${duration} s × ${writeConnections} connections`,
  );
  const warmup = await cannon(writeOptions, WARMUP_SECONDS, `${label} warm-up`);
  const result = await cannon(writeOptions, duration, label);
  console.error(`  ${summary(result)}`);
  return {
    result,
    acknowledged,
    failures: warmup.errors + warmup.non2xx + result.errors + result.non2xx,
  };
}

interface Stored {
  leads: Set<string>;
  /** Outbox rows: the visitor's receipt per lead, and the team's notification. */
  receipts: Set<string>;
  outboxRows: number;
  leadRows: number;
}

const storedQuery = {
  leads: "select email from leads where email like 'bench-%@bench-load.io'",
  receipts: `select "to" as email from email_outbox where "to" like 'bench-%@bench-load.io'`,
  counts:
    "select (select count(*) from leads)::int as leads, (select count(*) from email_outbox)::int as outbox",
};

async function storedInPostgres(url: string): Promise<Stored> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const leads = await sql.unsafe<{ email: string }[]>(storedQuery.leads);
    const receipts = await sql.unsafe<{ email: string }[]>(storedQuery.receipts);
    const [counts] = await sql.unsafe<{ leads: number; outbox: number }[]>(storedQuery.counts);
    return {
      leads: new Set(leads.map((row) => row.email)),
      receipts: new Set(receipts.map((row) => row.email)),
      leadRows: counts?.leads ?? 0,
      outboxRows: counts?.outbox ?? 0,
    };
  } finally {
    await sql.end();
  }
}

/** PGlite is one process per folder: read it after the server has stopped. */
async function storedInPglite(dataDir: string): Promise<Stored> {
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite(dataDir);
  try {
    const leads = await pg.query<{ email: string }>(storedQuery.leads);
    const receipts = await pg.query<{ email: string }>(storedQuery.receipts);
    const counts = await pg.query<{ leads: number; outbox: number }>(storedQuery.counts);
    return {
      leads: new Set(leads.rows.map((row) => row.email)),
      receipts: new Set(receipts.rows.map((row) => row.email)),
      leadRows: counts.rows[0]?.leads ?? 0,
      outboxRows: counts.rows[0]?.outbox ?? 0,
    };
  } finally {
    await pg.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One database

interface Database {
  name: "PGlite" | "PostgreSQL";
  env: Record<string, string>;
  /** The server's PGlite folder (kept across the two starts), or the scratch database's URL. */
  dataDir: string;
  url?: string;
  stored: () => Promise<Stored>;
}

interface Report {
  database: Database;
  firstStartMs?: number;
  coldStartMs?: number;
  idle?: { rss: number; peak: number } | null;
  endOfLoad?: { rss: number; peak: number } | null;
  afterLoad?: { rss: number; peak: number } | null;
  reads: { label: string; result: Result }[];
  nginx?: Result;
  nginxNote?: string;
  /** The server-rendered pages read through the caching proxy, with its verdict on the second request. */
  proxied: { label: string; result: Result; cache: string }[];
  writes?: WriteRun;
  stored?: Stored;
  error?: string;
}

/** Starts a production server for the bench, timing the first 200 on `/`. */
async function startServer(database: Database): Promise<RunningServer> {
  const server = await startProductionServer(
    { RATE_LIMITS: "off", NODE_ENV: "production", ...database.env },
    { dataDir: database.dataDir, readyPath: "/", pollMs: 10 },
  );
  assertLoopback(server.url);
  return server;
}

/** nginx, when installed: the static server and the caching proxy to compare with. */
const nginxBinary = findNginx();

async function benchDatabase(database: Database): Promise<Report> {
  const report: Report = { database, reads: [], proxied: [] };
  console.error(`\n=== ${database.name} ===`);
  let server: RunningServer | undefined;
  const unregister = onCleanup(() => (server ? stopServer(server) : undefined));
  try {
    // The first start creates (PGlite) and migrates the database; the second is a restart.
    server = await startServer(database);
    report.firstStartMs = server.readyAfterMs;
    await stopServer(server);
    server = await startServer(database);
    report.coldStartMs = server.readyAfterMs;
    const pid = server.process.pid;
    console.error(
      `Production server on ${server.url} (pid ${pid}): first start ${report.firstStartMs} ms, ` +
        `restart ${report.coldStartMs} ms to the first 200 on /.`,
    );
    await sleep(QUIET_SECONDS.idle * 1000);
    report.idle = memory(pid);

    for (const target of readTargets) await preflight(`${server.url}${target.path}`);
    for (const target of readTargets) {
      report.reads.push({
        label: target.label,
        result: await read(`${server.url}${target.path}`, target.label),
      });
    }

    if (nginxBinary && !writesOnly) {
      const proxy = await startNginx(nginxBinary, { upstream: server.url, cache: true });
      try {
        for (const target of readTargets.filter((t) => t.rendered)) {
          await preflight(`${proxy.url}${target.path}`);
          const cache = (await preflight(`${proxy.url}${target.path}`)).get("x-cache") ?? "?";
          report.proxied.push({
            label: target.label,
            cache,
            result: await read(`${proxy.url}${target.path}`, `${target.label} (behind the caching proxy)`),
          });
        }
      } finally {
        await proxy.stop();
      }
    }

    const runId = randomBytes(4).toString("hex");
    report.writes = await writeLeads(server.url, runId);
    report.endOfLoad = memory(pid);
    const loadEnded = Date.now();

    // With --only writes: no static-server comparison, no wait for the after-load memory.
    if (!writesOnly) {
      if (!nginxBinary) {
        report.nginxNote = "nginx is not installed: no static-server comparison.";
      } else {
        const nginx = await startNginx(nginxBinary);
        try {
          await preflight(`${nginx.url}${prerendered}`);
          report.nginx = await read(`${nginx.url}${prerendered}`, `prerendered ${prerendered} (nginx)`);
        } finally {
          await nginx.stop();
        }
      }
      // The app server has had no requests since its last load phase (nginx ran on its own).
      await sleep(Math.max(0, loadEnded + QUIET_SECONDS.afterLoad * 1000 - Date.now()));
      report.afterLoad = memory(pid);
    }
  } catch (error) {
    report.error = errorMessage(error);
    console.error(`The ${database.name} benchmark stopped early: ${report.error}`);
    const output = server?.output().trim();
    if (output) console.error(`Server output (last lines):\n${output.split("\n").slice(-20).join("\n")}`);
  } finally {
    if (server) await stopServer(server);
    unregister();
  }
  if (report.writes && !report.error) {
    try {
      report.stored = await database.stored();
    } catch (error) {
      report.error = `reading the stored leads failed: ${errorMessage(error)}`;
    }
  }
  return report;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL scratch database

async function scratchPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: postgres } = await import("postgres");
  const name = `rr_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await again.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await again.end();
    }
  };
  return { url: url.toString(), drop };
}

// ---------------------------------------------------------------------------------------------
// Report

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const times = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(2)}×`);

function printReport(report: Report, missed: string[]): void {
  const { database } = report;
  const isPostgres = database.name === "PostgreSQL";
  const miss = (what: string) => missed.push(`${database.name}: ${what}`);
  console.log(`\n## ${database.name}\n`);
  const row = (label: string, result: Result, conns: number) => [
    label,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    `${result.errors} / ${result.non2xx}`,
    String(conns),
  ];
  const rows = report.reads.map(({ label, result }) => row(`${label} (app)`, result, connections));
  for (const { label, result, cache } of report.proxied)
    rows.push(row(`${label} (proxy, ${cache})`, result, connections));
  if (report.nginx) rows.push(row(`prerendered ${prerendered} (nginx)`, report.nginx, connections));
  if (report.writes) rows.push(row("writes POST /api/contact (app)", report.writes.result, writeConnections));
  if (rows.length) {
    console.log(
      formatTable(["target", "requests/s", "p50 ms", "p99 ms", "errors / non-2xx", "connections"], rows),
    );
  }
  if (report.nginxNote) console.log(report.nginxNote);

  const rate = (label: string) => report.reads.find((read) => read.label === label)?.result.requests.average;
  const base = rate("prerendered /pricing");
  console.log("");
  // A visitor reaches a rendered page through the deployment's proxy (docs/deploying.md): the
  // targets hold there; the app's own figures above are for comparison.
  for (const { label, rendered } of readTargets) {
    const result =
      report.proxied.find((read) => read.label === label)?.result ??
      report.reads.find((read) => read.label === label)?.result;
    if (!result) continue;
    if (!(result.latency.p99 <= targets.pageP99Ms))
      miss(`${label}: p99 ${result.latency.p99} ms (≤ ${targets.pageP99Ms} ms)`);
    if (!rendered || base === undefined) continue;
    const r = ratio(result.requests.average, base);
    const where = report.proxied.some((read) => read.label === label) ? " behind the proxy" : "";
    console.log(
      `${label}${where} / prerendered /pricing: ${times(r)} (target ≥ ${targets.ssrRatio.toFixed(2)}×)`,
    );
    if (!(r >= targets.ssrRatio))
      miss(`${label} at ${times(r)} of the prerendered page (≥ ${targets.ssrRatio}×)`);
  }
  if (report.nginx && base !== undefined) {
    console.log(
      `nginx / app on prerendered ${prerendered}: ${times(ratio(report.nginx.requests.average, base))}`,
    );
  }

  const { idle, endOfLoad, afterLoad } = report;
  console.log(
    `RSS: idle ${mb(idle?.rss)}, at the end of the load ${mb(endOfLoad?.rss)}, after it ` +
      `(${QUIET_SECONDS.afterLoad} s quiet) ${mb(afterLoad?.rss)}, ` +
      `peak ${mb(afterLoad?.peak ?? endOfLoad?.peak ?? idle?.peak)}` +
      (isPostgres
        ? ` (targets: idle ≤ ${targets.postgres.idleMb} MB, after load ≤ ${targets.postgres.afterLoadMb} MB)`
        : ""),
  );
  if (isPostgres && idle && !(idle.rss <= targets.postgres.idleMb))
    miss(`idle RSS ${mb(idle.rss)} (≤ ${targets.postgres.idleMb} MB)`);
  if (isPostgres && afterLoad && !(afterLoad.rss <= targets.postgres.afterLoadMb))
    miss(`RSS after load ${mb(afterLoad.rss)} (≤ ${targets.postgres.afterLoadMb} MB)`);

  console.log(
    `Cold start (process start to the first 200 on /): ${report.coldStartMs ?? "–"} ms on a migrated database, ` +
      `${report.firstStartMs ?? "–"} ms for the first start that ${isPostgres ? "migrated it" : "created and migrated it"}` +
      (isPostgres ? ` (target ≤ ${targets.postgres.coldStartMs} ms)` : ""),
  );
  if (isPostgres && report.coldStartMs !== undefined && report.coldStartMs > targets.postgres.coldStartMs)
    miss(`cold start ${report.coldStartMs} ms (≤ ${targets.postgres.coldStartMs} ms)`);

  const { writes, stored } = report;
  if (writes) {
    const acknowledged = writes.acknowledged.size;
    const lost = stored ? [...writes.acknowledged].filter((email) => !stored.leads.has(email)) : [];
    const noReceipt = stored ? [...writes.acknowledged].filter((email) => !stored.receipts.has(email)) : [];
    const writeRatio = base === undefined ? Number.NaN : ratio(writes.result.requests.average, base);
    console.log(
      `Writes: ${writes.result.requests.average.toFixed(0)} leads/s accepted, p99 ${writes.result.latency.p99} ms, ` +
        `${writes.failures} errors or non-2xx; ${acknowledged} acknowledged, ` +
        (stored
          ? `${stored.leads.size} stored (${stored.leads.size - acknowledged} were in flight when the load stopped), ` +
            `${lost.length} acknowledged but missing, ${noReceipt.length} without their queued email; ` +
            `outbox ${stored.outboxRows} rows for ${stored.leadRows} leads`
          : "stored: not read") +
        `; ${times(writeRatio)} the prerendered page` +
        (isPostgres
          ? ` (targets: ≥ ${targets.writes.ratio.toFixed(2)}×, p99 ≤ ${targets.writes.p99Ms} ms)`
          : ""),
    );
    if (writes.failures > 0) miss(`${writes.failures} lead writes failed or were refused`);
    if (!stored) miss("the stored leads could not be read");
    if (lost.length > 0) miss(`${lost.length} acknowledged leads are not in the table`);
    if (noReceipt.length > 0) miss(`${noReceipt.length} acknowledged leads have no queued email`);
    if (stored && stored.outboxRows !== stored.leadRows * 2)
      miss(`${stored.outboxRows} outbox rows for ${stored.leadRows} leads (2 per contact lead)`);
    if (isPostgres && !(writeRatio >= targets.writes.ratio))
      miss(`lead writes at ${times(writeRatio)} of the prerendered page (≥ ${targets.writes.ratio}×)`);
    if (isPostgres && !(writes.result.latency.p99 <= targets.writes.p99Ms))
      miss(`lead write p99 ${writes.result.latency.p99} ms (≤ ${targets.writes.p99Ms} ms)`);
  }
  for (const { label, result } of [
    ...report.reads,
    ...report.proxied,
    ...(report.nginx ? [{ label: "nginx", result: report.nginx }] : []),
  ]) {
    if (result.errors > 0 || result.non2xx > 0)
      miss(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  if (report.error) miss(`stopped early: ${report.error}`);
}

// ---------------------------------------------------------------------------------------------
// Run

await ensureBuild();
const stampBefore = buildStamp();
noteMachineLoad();

const postgresServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const databases: Database[] = [];
const pgliteDir = mkdtempSync(path.join(tmpdir(), "rallyroom-bench-"));
onCleanup(() => rmSync(pgliteDir, { recursive: true, force: true }));
databases.push({
  name: "PGlite",
  // A DATABASE_URL in the bench's own environment must not reach the PGlite server.
  env: { DATABASE_URL: "" },
  dataDir: pgliteDir,
  stored: () => storedInPglite(pgliteDir),
});
let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
if (postgresServer) {
  try {
    scratch = await scratchPostgres(postgresServer);
    const drop = scratch.drop;
    onCleanup(drop);
    const url = scratch.url;
    databases.push({
      name: "PostgreSQL",
      env: { DATABASE_URL: url },
      dataDir: mkdtempSync(path.join(tmpdir(), "rallyroom-bench-unused-")),
      url,
      stored: () => storedInPostgres(url),
    });
  } catch (error) {
    console.error(
      `Could not create a scratch database on ${new URL(postgresServer).host}: ${errorMessage(error)}`,
    );
  }
} else {
  console.error("DATABASE_URL and TEST_DATABASE_URL are not set: PGlite only.");
}

const reports: Report[] = [];
for (const database of databases) {
  if (isStopping()) break;
  reports.push(await benchDatabase(database));
}
await runCleanups();
for (const database of databases)
  if (database.name === "PostgreSQL") rmSync(database.dataDir, { recursive: true, force: true });

console.log(
  `autocannon on ${LOOPBACK}: reads ${connections} connections, writes ${writeConnections}, ` +
    `${duration} s per target after a ${WARMUP_SECONDS} s warm-up, Accept-Encoding: ${requestHeaders["accept-encoding"]}`,
);
const missed: string[] = [];
for (const report of reports) printReport(report, missed);
if (postgresServer && !reports.some((report) => report.database.name === "PostgreSQL"))
  missed.push("PostgreSQL: not run (no scratch database)");

if (buildStamp() !== stampBefore) {
  console.error("Warning: the build changed during the benchmark (someone rebuilt): rerun.");
}
if (missed.length) {
  console.log(`\nTargets missed:\n${missed.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("\nEvery target met.");
process.exit(0);
