import "../server/require-node.mjs";
import { parseArgs } from "node:util";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { type Browser, chromium } from "playwright-core";
import { visitorPaths } from "../app/content/route-table.ts";
import { buildStamp, ensureBuild } from "./lib/build.ts";
import { chromiumArgs, resolveChromium } from "./lib/chromium.ts";
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
import {
  CPU_SLOWDOWN,
  LOST_AFTER_MS,
  runInteractionChecks,
  WAIT_AFTER_LOAD_MS,
} from "./lib/interaction-bench.ts";
import { interactionChecks } from "./lib/interaction-checks.ts";
import {
  type InteractionResult,
  interactionHeaders,
  interactionMisses,
  interactionRow,
} from "./lib/interaction-results.ts";
import { freePort, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run audit [-- --routes /,/pricing] [--runs 3] [--interactions-only | --no-interactions]`
 *
 * Measures the production build as `npm run serve` runs it, on its own HTTP/1.1 port: no proxy,
 * no TLS (docs/decisions/065-measurement-as-served.md). Two parts, both by default:
 *
 * - Lighthouse's mobile run (simulated slow 4G, 4× CPU, every run a first visit) on every visitor
 *   route (app/content/route-table.ts). Targets: performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms,
 *   CLS ≤ 0.02, JavaScript transferred at load ≤ 130 KB; accessibility, best practices and SEO
 *   100 (a page kept out of search on purpose: every SEO audit but is-crawlable). With several
 *   runs, performance, LCP and TBT are medians and CLS the largest.
 * - The first interaction with each interactive control (scripts/lib/interaction-checks.ts) at
 *   a 4× CPU slowdown. Targets: none lost, INP ≤ 200 ms, effect ≤ 1 s.
 *
 * Tables to stdout, progress to stderr; exits 1 naming each miss.
 */

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
const scoreTargets: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** KB as Lighthouse counts them: 1,024 bytes. */
const metricTargets = { lcpMs: 2500, tbtMs: 200, cls: 0.02, jsKb: 130 } as const;
/** Pages kept out of search on purpose: their SEO target is every audit but is-crawlable. */
const noindexByDesign = new Set(["/sitemap", "/thank-you", "/billing/success"]);
const noindexed = (route: string) => noindexByDesign.has(new URL(route, "http://x").pathname);
/** Every run a first visit: the defaults, and cookies and local storage (the time-zone cookie). */
const clearStorageTypes = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "cookies",
  "local_storage",
] as const;

const { values: options } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string" },
    "interactions-only": { type: "boolean" },
    "no-interactions": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (options.help) {
  console.log("npm run audit [-- --routes /,/pricing] [--runs N] [--interactions-only | --no-interactions]");
  console.log("Lighthouse mobile on every visitor route, then the first interactions. See scripts/audit.ts.");
  process.exit(0);
}
const runLab = !options["interactions-only"];
const runInteractions = !options["no-interactions"];
if (!runLab && !runInteractions) {
  console.error("--interactions-only and --no-interactions exclude each other.");
  process.exit(2);
}
const runs = positiveInt(options.runs, "--runs", 1);
const routes = options.routes ? options.routes.split(",").map((route) => route.trim()) : visitorPaths();
if (routes.some((route) => !route.startsWith("/"))) {
  console.error('--routes takes paths starting with "/", separated by commas.');
  process.exit(2);
}
const checks = options.routes
  ? interactionChecks.filter((check) => routes.includes(check.route))
  : interactionChecks;

interface RouteResult {
  route: string;
  scores: Partial<Record<Category, number | null>>;
  lcpMs?: number | null;
  tbtMs?: number | null;
  cls?: number | null;
  jsKb?: number;
  benchmarkIndex?: number;
  misses: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const percent = (score: number | null | undefined) =>
  typeof score === "number" ? Math.round(score * 100) : null;
/** A metric over the runs; one a run could not measure stays null, which misses its target. */
const metric = (lhrs: LighthouseResult[], id: string, pick = median) => {
  const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue);
  return values.every((value) => typeof value === "number") ? pick(values as number[]) : null;
};
/** The weighted audits of a category that did not pass: "id (display value)". */
const failingAudits = (lhr: LighthouseResult, id: Category) =>
  (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight <= 0 || audit.score === 1) return [];
    if (["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode)) return [];
    return [`${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`];
  });

/** One route's figures over its runs, and what misses the targets. */
function summarize(route: string, lhrs: LighthouseResult[]): RouteResult {
  const performance = lhrs.map((lhr) => percent(lhr.categories.performance?.score) ?? Number.NaN);
  const middle = median(performance);
  // The run nearest the median performance supplies the other scores and the failing audits.
  let pick = 0;
  performance.forEach((value, index) => {
    if (Math.abs(value - middle) < Math.abs((performance[pick] as number) - middle)) pick = index;
  });
  const lhr = lhrs[pick] as LighthouseResult;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const result: RouteResult = {
    route,
    scores: Object.fromEntries(
      categories.map((id) => [id, id === "performance" ? middle : percent(lhr.categories[id]?.score)]),
    ),
    lcpMs: metric(lhrs, "largest-contentful-paint"),
    tbtMs: metric(lhrs, "total-blocking-time"),
    cls: metric(lhrs, "cumulative-layout-shift", (values) => Math.max(...values)),
    jsKb: scripts.reduce((sum, request) => sum + (Number(request.transferSize) || 0), 0) / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    misses: [],
  };
  for (const id of categories) {
    const score = result.scores[id] ?? Number.NaN;
    const onPurpose = id === "seo" && noindexed(route);
    const failing = failingAudits(lhr, id).filter(
      (audit) => !(onPurpose && audit.startsWith("is-crawlable")),
    );
    if (onPurpose ? failing.length > 0 : !(score >= scoreTargets[id]))
      result.misses.push(`${id} ${score} (target ${scoreTargets[id]}): ${failing.join(", ")}`);
  }
  const limits = [
    ["LCP", result.lcpMs, metricTargets.lcpMs, " ms"],
    ["TBT", result.tbtMs, metricTargets.tbtMs, " ms"],
    ["CLS", result.cls, metricTargets.cls, ""],
    ["JavaScript", result.jsKb, metricTargets.jsKb, " KB"],
  ] as const;
  for (const [name, value, target, unit] of limits) {
    const shown =
      typeof value === "number" ? value.toFixed(name === "CLS" ? 3 : name === "JavaScript" ? 1 : 0) : "–";
    if (!((value ?? Number.NaN) <= target))
      result.misses.push(`${name} ${shown}${unit} (target ≤ ${target}${unit})`);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Run

await ensureBuild();
const stampBefore = buildStamp();
noteMachineLoad();
const binary = await resolveChromium();
const results: RouteResult[] = [];
let interactionResults: InteractionResult[] = [];
let exitCode = 0;

const server = await startProductionServer();
const unregisterServer = onCleanup(() => stopServer(server));
/** Lighthouse drives the same Chromium over its debugging port; Playwright over its pipe. */
const debuggingPort = await freePort();
let browser: Browser | undefined;
const startBrowser = async () => {
  if (isStopping()) throw new Error("interrupted");
  const launched = await chromium.launch({
    executablePath: binary.path,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  onCleanup(() => launched.close());
  return launched;
};
console.error(`Auditing ${server.url} (the app as npm run serve runs it) with ${binary.path}.`);

try {
  browser = await startBrowser();
  for (const [index, route] of runLab ? routes.entries() : []) {
    if (isStopping()) break;
    const lhrs: LighthouseResult[] = [];
    const errors: string[] = [];
    for (let run = 1; run <= runs && !isStopping(); run++) {
      try {
        const result = await withTimeout(
          lighthouse(`${server.url}${route}`, {
            port: debuggingPort,
            output: "json",
            logLevel: "error",
            onlyCategories: [...categories],
            clearStorageTypes: [...clearStorageTypes],
          }),
          4 * 60_000,
          "Lighthouse",
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error("no result");
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        lhrs.push(lhr);
        const scores = categories.map((id) => percent(lhr.categories[id]?.score) ?? "–").join("/");
        console.error(`[${index + 1}/${routes.length}] ${route}: ${scores} (Perf/A11y/BP/SEO)`);
      } catch (error) {
        errors.push(errorMessage(error));
        console.error(`[${index + 1}/${routes.length}] ${route}: Lighthouse failed: ${errorMessage(error)}`);
        // A hung or crashed browser spoils every later run: start a fresh one.
        await browser.close().catch(() => undefined);
        browser = await startBrowser();
      }
    }
    results.push(
      lhrs.length
        ? summarize(route, lhrs)
        : { route, scores: {}, misses: [`Lighthouse failed: ${errors.join("; ") || "interrupted"}`] },
    );
  }
  if (runInteractions) interactionResults = await runInteractionChecks(browser, server.url, checks);
} catch (error) {
  console.error(`The audit stopped early: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await stopServer(server);
  unregisterServer();
  await runCleanups();
}

// ---------------------------------------------------------------------------------------------
// Tables

const fmt = (value: number | null | undefined, digits = 0) =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "–";
const missed = results.filter((result) => result.misses.length);
if (runLab) {
  console.log(
    formatTable(
      ["route", "Perf", "LCP ms", "TBT ms", "CLS", "JS KB", "A11y", "BP", "SEO"],
      results.map((result) => [
        result.route,
        fmt(result.scores.performance),
        fmt(result.lcpMs),
        fmt(result.tbtMs),
        fmt(result.cls, 3),
        fmt(result.jsKb, 1),
        fmt(result.scores.accessibility),
        fmt(result.scores["best-practices"]),
        `${fmt(result.scores.seo)}${noindexed(result.route) ? "†" : ""}`,
      ]),
    ),
  );
  const indexes = results.flatMap((result) => result.benchmarkIndex ?? []);
  console.log(
    `\nLighthouse mobile, ${runs === 1 ? "one run" : `median of ${runs} runs (CLS: the largest)`} per route, ` +
      `over HTTP/1.1 from the app itself. JS KB: script bytes transferred at load. †: noindex on purpose.` +
      (indexes.length
        ? ` Machine: benchmark index ${Math.round(median(indexes))} (TBT and Perf scale with it).`
        : ""),
  );
  for (const result of missed)
    console.log(`  ${result.route}\n${result.misses.map((miss) => `    ${miss}`).join("\n")}`);
  if (results.length < routes.length) {
    console.log(`Only ${results.length} of ${routes.length} routes were audited.`);
    exitCode = 1;
  }
}

const interactionMissList = interactionResults.flatMap(interactionMisses);
if (runInteractions) {
  const align = ["left", "left", "left", "right", "right", "left"] as const;
  console.log(`\n${formatTable(interactionHeaders, interactionResults.map(interactionRow), [...align])}`);
  console.log(
    `\nFirst interaction ${WAIT_AFTER_LOAD_MS / 1000} s after the load of a first visit, ${CPU_SLOWDOWN}× CPU slowdown. ` +
      "INP: the longest Event Timing entry (< 16: none reached 16 ms). Effect: input to the first frame showing it. " +
      `Lost: nothing visible ${LOST_AFTER_MS / 1000} s after the input, or a navigation instead.`,
  );
  for (const miss of interactionMissList) console.log(`  ${miss}`);
  if (interactionResults.length < checks.length) {
    console.log(`Only ${interactionResults.length} of ${checks.length} interactions were measured.`);
    exitCode = 1;
  }
}

if (buildStamp() !== stampBefore) console.error("Warning: the build changed during the audit: rerun.");
const total = missed.length + interactionMissList.length;
console.log(
  total
    ? `\nMissed: ${missed.length} routes, ${interactionMissList.length} interactions.`
    : "\nEvery target met.",
);
process.exit(total || exitCode ? 1 : 0);
