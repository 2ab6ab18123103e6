import "../server/require-node.mjs";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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
import { root, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run bench [-- --duration 8 --connections 50 --write-connections 50 --paths /a,/b --profile cpu]`
 *
 * Loopback load on the production server as `npm run serve` runs it (no proxy in front: docs/
 * decisions/065-measurement-as-served.md), on a scratch PostgreSQL database when DATABASE_URL or
 * TEST_DATABASE_URL names a server (dropped afterwards), else on PGlite. Reads a prerendered page
 * and every server-rendered page type a visitor reaches (app/content/route-table.ts), then posts
 * leads to /api/contact and checks that each acknowledged lead is stored with its two queued
 * emails. Prints requests/s and p99 per page type against the prerendered page, lead writes per
 * second, the cold start and the resident memory; on PostgreSQL exits 1 naming each miss.
 * `--profile cpu|heap` writes the server's V8 profile to reports/profiles/ when it stops.
 */

const targets = {
  /** Each server-rendered page type against the prerendered page, and its p99 (issue 39). */
  pageRatio: 0.05,
  p99Ms: 250,
  writeRatio: 0.4,
  afterLoadMb: 300,
  /** Decision 033. */
  idleMb: 150,
  coldStartMs: 1500,
};
const WARMUP_SECONDS = 2;
/** The warm-up's 50 clients stop mid-request: the measured run starts once the server has answered them. */
const SETTLE_MS = 1_500;
/** V8 gives back the heap it grew under load after about 10 s without requests. */
const QUIET_SECONDS = 12;
/** As a browser asks: the app sends brotli or gzip, its build's copy where it has one. */
const requestHeaders = { "accept-encoding": "br, gzip" };

const { values: options } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    "write-connections": { type: "string" },
    paths: { type: "string" },
    profile: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (options.help) {
  console.log(
    "npm run bench [-- --duration 8] [--connections 50] [--write-connections N] [--paths /a,/b] [--profile cpu|heap]",
  );
  console.log(
    "PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (targets judged), else PGlite. See scripts/bench.ts.",
  );
  process.exit(0);
}
const duration = positiveInt(options.duration, "--duration", 8);
const connections = positiveInt(options.connections, "--connections", 50);
const writeConnections = positiveInt(options["write-connections"], "--write-connections", connections);
if (options.profile !== undefined && !["cpu", "heap"].includes(options.profile)) {
  console.error(`--profile takes cpu or heap, not ${JSON.stringify(options.profile)}.`);
  process.exit(2);
}
const prerendered = "/pricing";
const rendered = options.paths
  ? options.paths.split(",").map((page) => page.trim())
  : [...serverRenderedPaths, "/activities?vibe=chill&sort=price-high"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One autocannon run, stopped if it outlives its duration by 30 s or the script is interrupted. */
async function cannon(url: string, seconds: number, extra: Partial<Options> = {}): Promise<Result> {
  if (isStopping()) throw new Error("interrupted");
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`Refusing to load-test ${url}`);
  const instance = autocannon({
    url,
    connections,
    timeout: 10,
    headers: requestHeaders,
    duration: seconds,
    ...extra,
  });
  const unregister = onCleanup(() => instance.stop());
  try {
    return await withTimeout(instance, (seconds + 30) * 1000, `autocannon ${url}`, () => instance.stop());
  } finally {
    unregister();
  }
}

/** What one target read: autocannon's figures and the server's CPU time per request. */
type Load = { result: Result; cpuMsPerRequest: number };

/** A warm-up, then the measured run; a page must answer 200 first. */
async function load(url: string, pid: number | undefined, extra: Partial<Options> = {}): Promise<Load> {
  if (!extra.requests) {
    const response = await fetch(url, { headers: requestHeaders, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}, not 200`);
  }
  await cannon(url, WARMUP_SECONDS, extra);
  await sleep(SETTLE_MS);
  const cpuBefore = cpuMs(pid);
  const result = await cannon(url, duration, extra);
  const cpuMsPerRequest = result.requests.total
    ? (cpuMs(pid) - cpuBefore) / result.requests.total
    : Number.NaN;
  console.error(`${url}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  return { result, cpuMsPerRequest };
}

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid: number | undefined): number {
  const status = pid ? readFileSync(`/proc/${pid}/status`, "utf8") : "";
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}
/** CPU time the process has used, in ms (user + system; Linux counts in 10 ms ticks). */
function cpuMs(pid: number | undefined): number {
  const fields = (pid ? readFileSync(`/proc/${pid}/stat`, "utf8") : "").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Contact messages as the site's form posts them (JSON, this site's Origin), a new email each
 * time; the emails the server acknowledged with a 2xx are kept.
 */
function leadRequests(runId: string, acknowledged: Set<string>): Request[] {
  let next = 0;
  return [
    {
      method: "POST",
      path: "/api/contact",
      setupRequest: (request, context) => {
        context.email = `bench-${runId}-${next++}@bench-load.io`;
        const body = { name: "Load Test", email: context.email, company: "Bench Co", source: "contact_page" };
        return { ...request, body: JSON.stringify({ ...body, message: "Posted by npm run bench." }) };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledged.add(String(context.email));
      },
    },
  ];
}

/** The bench's stored leads, whether each has its queued receipt, and all leads and outbox rows. */
const storedQuery = `select l.email, exists (select 1 from email_outbox o where o."to" = l.email) as receipt,
  (select count(*) from leads)::int as leads, (select count(*) from email_outbox)::int as outbox
  from leads l where l.email like 'bench-%@bench-load.io'`;
type Stored = { leads: Set<string>; receipts: Set<string>; leadRows: number; outboxRows: number };
const toStored = (rows: Record<string, unknown>[]): Stored => ({
  leads: new Set(rows.map((row) => String(row.email))),
  receipts: new Set(rows.filter((row) => row.receipt).map((row) => String(row.email))),
  leadRows: Number(rows[0]?.leads ?? 0),
  outboxRows: Number(rows[0]?.outbox ?? 0),
});

// ---------------------------------------------------------------------------------------------
// The database: a scratch PostgreSQL database, or a PGlite folder

await ensureBuild();
const stampBefore = buildStamp();
noteMachineLoad();
const postgresServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "rallyroom-bench-"));
onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
const { default: postgres } = await import("postgres");
let databaseUrl = "";
if (postgresServer) {
  const name = `rr_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(postgresServer, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  onCleanup(() => admin.unsafe(`drop database if exists ${name} with (force)`).finally(() => admin.end()));
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
} else {
  console.error("DATABASE_URL and TEST_DATABASE_URL are not set: PGlite, with the targets not judged.");
}
const database = postgresServer ? "PostgreSQL" : "PGlite";

async function stored(): Promise<Stored> {
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    return toStored(await sql.unsafe(storedQuery).finally(() => sql.end()));
  }
  // PGlite is one process per folder: read after the server has stopped.
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite(dataDir);
  return toStored((await pg.query<Record<string, unknown>>(storedQuery).finally(() => pg.close())).rows);
}

// ---------------------------------------------------------------------------------------------
// Run

const profileDir = path.join(root, "reports/profiles");
const start = (profile?: string) => {
  const nodeArgs = profile ? [`--${profile}-prof`, `--${profile}-prof-dir=${profileDir}`] : [];
  return startProductionServer(
    { RATE_LIMITS: "off", DATABASE_URL: databaseUrl },
    { dataDir, readyPath: "/", pollMs: 10, nodeArgs },
  );
};
const reads: ({ page: string } & Load)[] = [];
let writes: (Load & { acknowledged: Set<string> }) | undefined;
const memory = { idle: Number.NaN, endOfLoad: Number.NaN, afterLoad: Number.NaN };
let firstStartMs = Number.NaN;
let coldStartMs = Number.NaN;
let failure: string | undefined;
let storedLeads: Stored | undefined;

// The first start creates and migrates the database; the second, measured, is a restart.
let server = await start();
const unregister = onCleanup(() => stopServer(server));
try {
  firstStartMs = server.readyAfterMs;
  await stopServer(server);
  if (options.profile) mkdirSync(profileDir, { recursive: true });
  server = await start(options.profile);
  coldStartMs = server.readyAfterMs;
  const pid = server.process.pid;
  console.error(`${database}: server on ${server.url} (pid ${pid}), restarted in ${coldStartMs} ms.`);
  await sleep(3000);
  memory.idle = rssMb(pid);
  for (const page of [prerendered, ...rendered])
    reads.push({ page, ...(await load(`${server.url}${page}`, pid)) });
  const acknowledged = new Set<string>();
  const headers = { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin" };
  writes = {
    acknowledged,
    ...(await load(server.url, pid, {
      connections: writeConnections,
      headers: { ...requestHeaders, ...headers },
      requests: leadRequests(randomBytes(4).toString("hex"), acknowledged),
    })),
  };
  memory.endOfLoad = rssMb(pid);
  await sleep(QUIET_SECONDS * 1000);
  memory.afterLoad = rssMb(pid);
} catch (error) {
  failure = errorMessage(error);
  console.error(
    `The bench stopped early: ${failure}\n${server.output().trim().split("\n").slice(-20).join("\n")}`,
  );
} finally {
  await stopServer(server);
  unregister();
}
try {
  if (writes) storedLeads = await stored();
} catch (error) {
  failure = `reading the leads: ${errorMessage(error)}`;
}
await runCleanups();

// ---------------------------------------------------------------------------------------------
// Report

const misses: string[] = [];
const need = (met: boolean, miss: string) => {
  if (!met) misses.push(miss);
};
const base = reads[0]?.result.requests.average ?? Number.NaN;
const ratio = (result: Result) => result.requests.average / base;
const row = (label: string, { result, cpuMsPerRequest }: Load) => [
  label,
  result.requests.average.toFixed(0),
  `${ratio(result).toFixed(2)}×`,
  String(result.latency.p50),
  String(result.latency.p99),
  Number.isNaN(cpuMsPerRequest) ? "–" : cpuMsPerRequest.toFixed(2),
  String(result.errors + result.non2xx),
];
const rows = reads.map((read) =>
  row(read.page === prerendered ? `${read.page} (prerendered)` : read.page, read),
);
if (writes) rows.push(row(`POST /api/contact (leads, ${writeConnections} connections)`, writes));
console.log(
  `${database}: autocannon on 127.0.0.1, ${connections} connections per page, ${duration} s after a ${WARMUP_SECONDS} s warm-up.\n`,
);
console.log(
  formatTable(["page", "req/s", "× prerendered", "p50 ms", "p99 ms", "CPU ms/req", "failed"], rows),
);

for (const { page, result } of reads) {
  const what = page === prerendered ? page : `${page} at ${ratio(result).toFixed(2)}×`;
  need(
    page === prerendered || ratio(result) >= targets.pageRatio,
    `${what} the prerendered page (≥ ${targets.pageRatio}×)`,
  );
  need(result.latency.p99 <= targets.p99Ms, `${page}: p99 ${result.latency.p99} ms (≤ ${targets.p99Ms})`);
  need(!result.errors && !result.non2xx, `${page}: ${result.errors} errors, ${result.non2xx} non-2xx`);
}
const mb = (value: number) => `${value.toFixed(0)} MB`;
console.log(
  `\nRSS: idle ${mb(memory.idle)} (≤ ${targets.idleMb}), end of load ${mb(memory.endOfLoad)}, ` +
    `after ${QUIET_SECONDS} s quiet ${mb(memory.afterLoad)} (≤ ${targets.afterLoadMb}). ` +
    `Restart to the first 200 on /: ${coldStartMs} ms (≤ ${targets.coldStartMs}); first start, migrating: ${firstStartMs} ms.`,
);
need(memory.idle <= targets.idleMb, `idle RSS ${mb(memory.idle)} (≤ ${targets.idleMb})`);
need(
  memory.afterLoad <= targets.afterLoadMb,
  `RSS after load ${mb(memory.afterLoad)} (≤ ${targets.afterLoadMb})`,
);
need(coldStartMs <= targets.coldStartMs, `restart ${coldStartMs} ms (≤ ${targets.coldStartMs})`);
if (writes) {
  const { result, acknowledged } = writes;
  const missing = [...acknowledged].filter((email) => !storedLeads?.leads.has(email)).length;
  const noEmail = [...acknowledged].filter((email) => !storedLeads?.receipts.has(email)).length;
  console.log(
    `Lead writes: ${result.requests.average.toFixed(0)}/s, ${ratio(result).toFixed(2)}× the prerendered page ` +
      `(≥ ${targets.writeRatio}×); ${acknowledged.size} acknowledged, ${missing} of them not stored, ${noEmail} ` +
      `without their queued email; outbox ${storedLeads?.outboxRows} rows for ${storedLeads?.leadRows} leads.`,
  );
  need(
    ratio(result) >= targets.writeRatio,
    `lead writes at ${ratio(result).toFixed(2)}× (≥ ${targets.writeRatio}×)`,
  );
  need(result.latency.p99 <= targets.p99Ms, `lead writes: p99 ${result.latency.p99} ms (≤ ${targets.p99Ms})`);
  need(!missing && !noEmail, `lead writes: ${missing} acknowledged but not stored, ${noEmail} without email`);
  need(storedLeads?.outboxRows === (storedLeads?.leadRows ?? 0) * 2, "outbox rows: not 2 per lead");
}
need(!failure, `stopped early: ${failure}`);
if (options.profile) console.log(`Profile: ${path.relative(root, profileDir)}/ (the newest file).`);
if (buildStamp() !== stampBefore) console.error("Warning: the build changed during the bench: rerun.");
if (!postgresServer) {
  console.log(`\nPGlite: the targets are PostgreSQL's, not judged here (${misses.length} would miss).`);
  process.exit(failure ? 1 : 0);
}
console.log(
  misses.length
    ? `\nTargets missed:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`
    : "\nEvery target met.",
);
process.exit(misses.length ? 1 : 0);
