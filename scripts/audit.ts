import "./require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { defaultConfig, type Result as LighthouseResult } from "lighthouse";
import { type Browser, chromium } from "playwright-core";
import { visitorPaths } from "../app/content/route-table.ts";
import { axeTags } from "./lib/axe.ts";
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
  interactionTargets,
} from "./lib/interaction-results.ts";
import { findNginx, type RunningNginx, startNginx } from "./lib/nginx.ts";
import { root, startProductionServer } from "./lib/server-process.ts";

/**
 * `npm run audit [-- --routes /,/pricing] [--runs 3] [--interactions-only | --no-interactions] [--direct]`
 * on the production build, in two parts; both run by default.
 *
 * The site is measured as a visitor meets it once deployed (docs/deploying.md): through nginx
 * as the TLS-terminating proxy, over HTTPS with HTTP/2, without its page cache, so every rendered
 * page is the app's own render. The certificate is made for the run and trusted by the audit's
 * Chromium alone. `--direct`, or a machine without nginx, measures the app's own HTTP/1.1
 * server instead, which Lighthouse's network model makes open six connections, each with its own
 * handshake and slow start (docs/decisions/059-audit-as-deployed.md).
 *
 * Lab figures: Lighthouse (mobile, default simulated throttling, every run a first visit) and
 * axe-core (375 px and 1280 px) on every visitor route. Targets: performance ≥ 95, accessibility,
 * best practices and SEO 100 (SEO on the pages kept out of search on purpose: every audit but
 * is-crawlable), LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.02, JavaScript ≤ 130 KB transferred at load,
 * no axe violations. With several runs, performance, LCP and TBT are each their median and CLS
 * the largest of any run. Beside the routes it measures a blank page, the machine's floor, and
 * says when that floor alone is over the blocking-time target.
 *
 * Interactions: each interactive control of the visitor pages (scripts/lib/interaction-checks.ts)
 * acted on once, with real input, 3 s after the load event of a first visit at a 4× CPU slowdown
 * (scripts/lib/interaction-bench.ts). Targets: INP ≤ 200 ms, the effect visible ≤ 1 s after the
 * input, and no interaction lost (an effect that never shows, or a navigation instead).
 *
 * Prints tables to stdout (progress to stderr), writes reports/audit.json, exits 1 naming each
 * miss.
 */

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof categories)[number];
const categoryNames: Record<CategoryId, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};
/** Minimum score (0-100) per category. */
const targets: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/**
 * Pages kept out of search on purpose: `/sitemap` (noindex by ../shared/spec/DECISIONS.md) and
 * the pages after a conversion. Lighthouse's SEO category fails them on `is-crawlable` alone, so
 * for these the target is every other SEO audit passing; an accidental noindex anywhere else
 * still misses the target.
 */
const noindexByDesign = new Set(["/sitemap", "/thank-you", "/billing/success"]);
const noindexed = (route: string) => noindexByDesign.has(new URL(route, "http://x").pathname);
/** Limits on the representative run's metrics (KB as Lighthouse counts them: 1,024 bytes). */
const metricTargets = { lcpMs: 2000, tbtMs: 200, cls: 0.02, jsKb: 130 } as const;
const viewports = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 900 },
] as const;
type ViewportName = (typeof viewports)[number]["name"];
const unscoredModes = new Set(["manual", "notApplicable", "informative"]);

/**
 * What each Lighthouse run clears first: its defaults, and the cookies and local storage it keeps
 * (so that a signed-in tester stays signed in). Every run is then a first visit: the time-zone
 * cookie that one run's /book page writes (docs/decisions/041-time-zone-cookie.md) does not make
 * the next run a returning visitor's.
 */
const firstVisitStorage = [
  ...(defaultConfig.settings?.clearStorageTypes ?? []),
  "cookies" as const,
  "local_storage" as const,
];

const LIGHTHOUSE_RUN_TIMEOUT_MS = 4 * 60_000;
const AXE_PAGE_TIMEOUT_MS = 2 * 60_000;

// ---------------------------------------------------------------------------------------------
// Options

const { values: options } = parseArgs({
  options: {
    routes: { type: "string" },
    runs: { type: "string" },
    "interactions-only": { type: "boolean" },
    "no-interactions": { type: "boolean" },
    direct: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (options.help) {
  console.log(
    "npm run audit [-- --routes /,/pricing] [--runs N] [--interactions-only | --no-interactions] [--direct]\n" +
      "  Lighthouse mobile and axe on every visitor route (targets: performance ≥ 95, accessibility,\n" +
      "  best practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.02, JavaScript ≤ 130 KB, no axe\n" +
      "  violation), then the first interaction with each interactive control at a 4× CPU slowdown\n" +
      "  (targets: INP ≤ 200 ms, effect ≤ 1 s, none lost). Exits 1 naming each miss.\n" +
      "  --routes             comma-separated paths to audit (default: every prerendered and server-rendered\n" +
      "                       route); the interactions are limited to the controls on these paths\n" +
      "  --runs               Lighthouse runs per route; performance, LCP and TBT are their median (default 1)\n" +
      "  --interactions-only  only the interactions (no Lighthouse, no axe)\n" +
      "  --no-interactions    only Lighthouse and axe\n" +
      "  --direct             measure the app's own HTTP/1.1 server, not the site as deployed (HTTPS and\n" +
      "                       HTTP/2 through nginx, the default when nginx is installed)",
  );
  process.exit(0);
}
if (options["interactions-only"] && options["no-interactions"]) {
  console.error("--interactions-only and --no-interactions exclude each other: the audit would run nothing.");
  process.exit(2);
}
const runLab = !options["interactions-only"];
const runInteractions = !options["no-interactions"];
const runs = positiveInt(options.runs, "--runs", 1);
const routes = options.routes
  ? options.routes
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean)
  : visitorPaths();
const checks = options.routes
  ? interactionChecks.filter((check) => routes.includes(check.route))
  : interactionChecks;
const badRoute = routes.find((route) => !route.startsWith("/"));
if (badRoute !== undefined || routes.length === 0) {
  console.error(
    `--routes takes paths starting with "/", separated by commas${badRoute ? ` (got "${badRoute}")` : ""}.`,
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Result shapes

interface AuditSummary {
  id: string;
  title: string;
  category: CategoryId;
  weight: number;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  explanation?: string;
  errorMessage?: string;
  /** The first items of the audit's details table (what failed where). */
  items?: unknown[];
}

interface LighthouseRoute {
  /** 0-100 per category; performance is the median over the runs. */
  scores: Record<CategoryId, number | null>;
  performanceRuns: Array<number | null>;
  /** Each run's total blocking time, largest paint and layout shift, in run order. */
  tbtRuns: Array<number | null>;
  lcpRuns: Array<number | null>;
  clsRuns: Array<number | null>;
  /**
   * The judged metrics. Blocking time and largest paint are timings that vary from run to run:
   * their median over the runs, like the performance score. A layout shift is the page's own
   * doing, not noise: the largest of any run.
   */
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** The other metrics and the failing audits come from the run whose performance is nearest the median. */
  fcpMs: number | null;
  speedIndexMs: number | null;
  jsTransferBytes: number;
  jsRequests: number;
  /** Lighthouse's CPU benchmark of this machine in that run (environment.benchmarkIndex). */
  benchmarkIndex: number | null;
  /** Weighted audits scoring below 1, in every category. */
  failingAudits: AuditSummary[];
  mainDocumentUrl?: string;
  runWarnings: string[];
  runErrors: string[];
  /** Every audit of the representative run: score, mode and displayed value. */
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
  >;
}

interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown; html: string; failureSummary?: string }>;
}

interface AxeRun {
  status: number | null;
  violations: AxeViolation[];
  incomplete: number;
  passes: number;
  error?: string;
}

interface RouteResult {
  route: string;
  url: string;
  lighthouse: LighthouseRoute | { error: string; runErrors: string[] };
  axe: Partial<Record<ViewportName, AxeRun>>;
  misses: string[];
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const percent = (score: number | null | undefined) =>
  typeof score === "number" ? Math.round(score * 100) : null;
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? null;

function summarizeLighthouse(lhrs: LighthouseResult[], runErrors: string[]): LighthouseRoute {
  const performanceRuns = lhrs.map((lhr) => percent(lhr.categories.performance?.score));
  const scored = performanceRuns.filter((score): score is number => score !== null);
  const medianPerformance = scored.length ? median(scored) : null;
  // The run nearest the median supplies metrics and audits (the first such run on ties).
  let representative = lhrs[0] as LighthouseResult;
  if (medianPerformance !== null) {
    let best = Number.POSITIVE_INFINITY;
    lhrs.forEach((lhr, index) => {
      const distance = Math.abs((performanceRuns[index] ?? Number.NaN) - medianPerformance);
      if (distance < best) {
        best = distance;
        representative = lhr;
      }
    });
  }
  const lhr = representative;

  const scores = Object.fromEntries(
    categories.map((id) => [
      id,
      id === "performance" ? medianPerformance : percent(lhr.categories[id]?.score),
    ]),
  ) as Record<CategoryId, number | null>;

  const failingAudits: AuditSummary[] = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight <= 0 || unscoredModes.has(audit.scoreDisplayMode)) continue;
      // "error" audits have a null score and count as failing: the category cannot reach 100.
      if (audit.score !== null && audit.score >= 1) continue;
      const details = audit.details as { items?: unknown[] } | undefined;
      failingAudits.push({
        id: audit.id,
        title: audit.title,
        category: id,
        weight: ref.weight,
        score: audit.score,
        scoreDisplayMode: audit.scoreDisplayMode,
        displayValue: audit.displayValue,
        explanation: audit.explanation,
        errorMessage: audit.errorMessage,
        items: Array.isArray(details?.items) ? details.items.slice(0, 20) : undefined,
      });
    }
  }

  const requests = (
    lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> } | undefined
  )?.items;
  const scripts = (requests ?? []).filter((request) => request.resourceType === "Script");
  const jsTransferBytes = scripts.reduce((sum, request) => sum + (Number(request.transferSize) || 0), 0);

  const tbtRuns = lhrs.map((run) => numeric(run, "total-blocking-time"));
  const lcpRuns = lhrs.map((run) => numeric(run, "largest-contentful-paint"));
  const clsRuns = lhrs.map((run) => numeric(run, "cumulative-layout-shift"));
  // A run that could not measure a metric leaves it unjudged (null), which misses the target.
  const complete = (values: Array<number | null>): values is number[] =>
    values.every((value) => value !== null);

  return {
    scores,
    performanceRuns,
    tbtRuns,
    lcpRuns,
    clsRuns,
    lcpMs: complete(lcpRuns) ? median(lcpRuns) : null,
    cls: complete(clsRuns) ? Math.max(...clsRuns) : null,
    tbtMs: complete(tbtRuns) ? median(tbtRuns) : null,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    jsTransferBytes,
    jsRequests: scripts.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failingAudits,
    mainDocumentUrl: lhr.mainDocumentUrl,
    runWarnings: [...new Set(lhrs.flatMap((run) => run.runWarnings.map(String)))],
    runErrors,
    audits: Object.fromEntries(
      Object.values(lhr.audits).map((audit) => [
        audit.id,
        {
          score: audit.score,
          scoreDisplayMode: audit.scoreDisplayMode,
          displayValue: audit.displayValue,
          numericValue: audit.numericValue,
        },
      ]),
    ),
  };
}

let chrome: LaunchedChrome | undefined;
let lighthouseVersion: string | undefined;

async function startChrome(executable: string): Promise<LaunchedChrome> {
  if (isStopping()) throw new Error("interrupted");
  const launched = await launch({
    chromePath: executable,
    chromeFlags: [...chromiumArgs, ...trustFlags, "--headless=new"],
    logLevel: "error",
    // Our own SIGINT handler kills it, after which the server is stopped too.
    handleSIGINT: false,
  });
  const unregister = onCleanup(() => launched.kill());
  launched.process.once("exit", unregister);
  return launched;
}

function stopChrome() {
  chrome?.kill();
  chrome = undefined;
}

async function lighthouseRoute(url: string, executable: string): Promise<RouteResult["lighthouse"]> {
  const lhrs: LighthouseResult[] = [];
  const runErrors: string[] = [];
  for (let run = 1; run <= runs && !isStopping(); run++) {
    chrome ??= await startChrome(executable);
    const started = Date.now();
    try {
      const result = await withTimeout(
        lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...categories],
          clearStorageTypes: firstVisitStorage,
        }),
        LIGHTHOUSE_RUN_TIMEOUT_MS,
        "Lighthouse",
      );
      if (!result) throw new Error("Lighthouse returned no result");
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      lhrs.push(lhr);
      lighthouseVersion = lhr.lighthouseVersion;
      const scores = categories.map((id) => percent(lhr.categories[id]?.score) ?? "–").join("/");
      console.error(
        `    Lighthouse${runs > 1 ? ` run ${run}/${runs}` : ""}: ${scores} (perf/a11y/bp/seo) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const warning of lhr.runWarnings) console.error(`    warning: ${String(warning)}`);
    } catch (error) {
      runErrors.push(errorMessage(error));
      console.error(`    Lighthouse${runs > 1 ? ` run ${run}/${runs}` : ""} failed: ${errorMessage(error)}`);
      // A hung or crashed browser poisons every later run: start a fresh one.
      stopChrome();
    }
  }
  if (!lhrs.length) return { error: runErrors.join("; ") || "no Lighthouse result", runErrors };
  return summarizeLighthouse(lhrs, runErrors);
}

/**
 * A blank page: a heading and a sentence, no script, stylesheet, picture or font, from a server
 * of its own. What Lighthouse reads for it on this machine is the floor under every route's
 * figure: the blocking time of a page that runs nothing (Chromium's own work to start a page,
 * multiplied by 4 like the rest).
 */
const blankPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank page</title>' +
  '<meta name="description" content="A page with nothing to run, to measure the machine."></head>' +
  "<body><h1>Blank page</h1><p>A heading and a sentence: nothing to fetch, nothing to run.</p></body></html>";

async function serveBlankPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const blank = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(blankPage);
  });
  await new Promise<void>((resolve) => blank.listen(0, "127.0.0.1", resolve));
  const { port } = blank.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    // Chromium may keep a connection to it open: drop it rather than wait for it to end.
    close: () =>
      new Promise<void>((resolve) => {
        blank.close(() => resolve());
        blank.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// axe

async function axeRoute(
  browser: Browser,
  url: string,
  viewport: (typeof viewports)[number],
): Promise<AxeRun> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Let hydration and late requests settle; offline requests elsewhere may never go idle.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    const results = await withTimeout(
      new AxeBuilder({ page }).withTags(axeTags).analyze(),
      AXE_PAGE_TIMEOUT_MS,
      "axe",
    );
    return {
      status: response?.status() ?? null,
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target,
          html: node.html,
          failureSummary: node.failureSummary,
        })),
      })),
      incomplete: results.incomplete.length,
      passes: results.passes.length,
    };
  } catch (error) {
    return { status: null, violations: [], incomplete: 0, passes: 0, error: errorMessage(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// Run

const fmt = (value: number | null | undefined, digits = 0) =>
  typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "–";
const scoreText = (value: number | null | undefined) =>
  typeof value === "number" ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : "–";
const hasScores = (result: RouteResult["lighthouse"]): result is LighthouseRoute => "scores" in result;

await ensureBuild();
const stampBefore = buildStamp();
const binary = await resolveChromium();
const machineLoad = noteMachineLoad();
const startedAt = new Date();
const results: RouteResult[] = [];
let floor: RouteResult["lighthouse"] | undefined;
let interactionResults: InteractionResult[] = [];
let interactionSeconds: number | undefined;
let exitCode = 0;
let chromiumVersion: string | undefined;

const server = await startProductionServer();
const unregisterServer = onCleanup(() => stopServer(server));
/** The proxy in front of the app, unless --direct or nginx is missing. */
const nginxBinary = options.direct ? undefined : findNginx();
let proxy: RunningNginx | undefined;
if (nginxBinary) {
  try {
    proxy = await startNginx(nginxBinary, { upstream: server.url, tls: true });
  } catch (error) {
    await stopServer(server);
    console.error(`The proxy did not start: ${errorMessage(error)}`);
    process.exit(1);
  }
} else if (!options.direct) {
  console.error(
    "Note: nginx is not installed (apt-get install -y nginx), so the app is measured directly over HTTP/1.1, " +
      "not as deployed behind its HTTPS and HTTP/2 proxy: expect a slower LCP than a visitor's.",
  );
}
const baseUrl = proxy?.url ?? server.url;
const served = proxy ? "HTTPS and HTTP/2 through nginx" : "the app's own HTTP/1.1 server";
/** Chromium trusts the run's certificate, and no other, like a real one. */
const trustFlags = proxy?.tls ? [`--ignore-certificate-errors-spki-list=${proxy.tls.spki}`] : [];
const parts = [
  runLab
    ? `${routes.length} route${routes.length === 1 ? "" : "s"} (${runs} Lighthouse run${runs === 1 ? "" : "s"} each)`
    : undefined,
  runInteractions ? `${checks.length} interaction${checks.length === 1 ? "" : "s"}` : undefined,
].filter(Boolean);
console.error(
  `Auditing ${parts.join(" and ")} on ${baseUrl} (${served}) with ${binary.path} (${binary.source}).`,
);

try {
  if (runLab) {
    // The machine's floor first: a blank page, as many runs as each route.
    const blank = await serveBlankPage();
    const unregisterBlank = onCleanup(() => blank.close());
    console.error("[floor] a blank page");
    try {
      floor = await lighthouseRoute(blank.url, binary.path);
    } finally {
      await blank.close();
      unregisterBlank();
    }
    // Lighthouse first, one route at a time (two cores: nothing runs in parallel).
    for (const [index, route] of routes.entries()) {
      if (isStopping()) break;
      const url = `${baseUrl}${route}`;
      console.error(`[${index + 1}/${routes.length}] ${route}`);
      const lighthouseResult = await lighthouseRoute(url, binary.path);
      results.push({ route, url, lighthouse: lighthouseResult, axe: {}, misses: [] });
    }
    stopChrome();
  }

  // Then axe and the interactions, in Playwright's own Chromium session.
  if (isStopping()) throw new Error("interrupted");
  const browser = await chromium.launch({
    executablePath: binary.path,
    args: [...chromiumArgs, ...trustFlags],
  });
  const unregisterBrowser = onCleanup(() => browser.close());
  chromiumVersion = browser.version();
  try {
    for (const [index, result] of results.entries()) {
      if (isStopping()) break;
      const counts: string[] = [];
      for (const viewport of viewports) {
        const run = await axeRoute(browser, result.url, viewport);
        result.axe[viewport.name] = run;
        counts.push(
          run.error
            ? `${viewport.name} px failed: ${run.error}`
            : `${viewport.name} px: ${run.violations.length}`,
        );
        if (run.status !== null && run.status !== 200)
          console.error(`    note: ${result.route} answered HTTP ${run.status}`);
      }
      console.error(`[${index + 1}/${results.length}] axe ${result.route}: ${counts.join(", ")}`);
    }
    if (runInteractions) {
      const started = Date.now();
      interactionResults = await runInteractionChecks(browser, baseUrl, checks);
      interactionSeconds = Math.round((Date.now() - started) / 1000);
    }
  } finally {
    await browser.close().catch(() => undefined);
    unregisterBrowser();
  }
} catch (error) {
  console.error(`The audit stopped early: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  stopChrome();
  await proxy?.stop();
  await stopServer(server);
  unregisterServer();
  await runCleanups();
}

// ---------------------------------------------------------------------------------------------
// Targets, table, report

for (const result of results) {
  const lh = result.lighthouse;
  if (!hasScores(lh)) {
    result.misses.push(`Lighthouse failed: ${lh.error}`);
  } else {
    for (const id of categories) {
      const score = lh.scores[id];
      if (id === "seo" && noindexed(result.route)) {
        const failing = lh.failingAudits.filter((a) => a.category === "seo" && a.id !== "is-crawlable");
        if (score === null || failing.length)
          result.misses.push(
            `${categoryNames[id]} ${scoreText(score)} (target: every audit but is-crawlable)`,
          );
        continue;
      }
      if (score === null || score < targets[id])
        result.misses.push(`${categoryNames[id]} ${scoreText(score)} (target ${targets[id]})`);
    }
    const over = (value: number | null, limit: number) => value === null || value > limit;
    if (over(lh.lcpMs, metricTargets.lcpMs))
      result.misses.push(`LCP ${fmt(lh.lcpMs)} ms (target ≤ ${metricTargets.lcpMs})`);
    if (over(lh.tbtMs, metricTargets.tbtMs))
      result.misses.push(`TBT ${fmt(lh.tbtMs)} ms (target ≤ ${metricTargets.tbtMs})`);
    if (over(lh.cls, metricTargets.cls))
      result.misses.push(`CLS ${fmt(lh.cls, 3)} (target ≤ ${metricTargets.cls})`);
    const jsKb = lh.jsTransferBytes / 1024;
    if (jsKb > metricTargets.jsKb)
      result.misses.push(`JavaScript ${jsKb.toFixed(1)} KB (target ≤ ${metricTargets.jsKb})`);
  }
  // The same violations at both widths are listed once.
  const signature = (run: AxeRun | undefined) =>
    run && !run.error && run.violations.length
      ? JSON.stringify(
          run.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
        )
      : undefined;
  const [narrow, wide] = viewports.map((viewport) => result.axe[viewport.name]);
  const same = signature(narrow) !== undefined && signature(narrow) === signature(wide);
  for (const viewport of same ? viewports.slice(0, 1) : viewports) {
    const run = result.axe[viewport.name];
    const where = same
      ? viewports.map((candidate) => `${candidate.name} px`).join(" and ")
      : `${viewport.name} px`;
    if (!run) result.misses.push(`axe ${where}: not run`);
    else if (run.error) result.misses.push(`axe ${where} failed: ${run.error}`);
    else if (run.violations.length)
      result.misses.push(
        `axe ${where}: ${run.violations.length} violation${run.violations.length === 1 ? "" : "s"}${same ? " each" : ""}`,
      );
  }
}

const axeCount = (result: RouteResult, name: ViewportName) => {
  const run = result.axe[name];
  return run && !run.error ? run.violations.length : null;
};

const minimum = (id: CategoryId) => {
  const scores = results.map((result) =>
    hasScores(result.lighthouse) ? result.lighthouse.scores[id] : null,
  );
  if (!scores.length || scores.some((score) => score === null)) return null;
  return Math.min(...(scores as number[]));
};
const axeTotals = Object.fromEntries(
  viewports.map((viewport) => [
    viewport.name,
    results.reduce((sum, result) => sum + (axeCount(result, viewport.name) ?? 0), 0),
  ]),
) as Record<ViewportName, number>;
const minimums = Object.fromEntries(categories.map((id) => [id, minimum(id)])) as Record<
  CategoryId,
  number | null
>;
const below = results.filter((result) => result.misses.length);

if (runLab) {
  const rows = results.map((result) => {
    const lh = hasScores(result.lighthouse) ? result.lighthouse : undefined;
    return [
      result.route,
      scoreText(lh?.scores.performance),
      scoreText(lh?.scores.accessibility),
      scoreText(lh?.scores["best-practices"]),
      `${scoreText(lh?.scores.seo)}${noindexed(result.route) ? "†" : ""}`,
      fmt(lh?.lcpMs),
      fmt(lh?.cls, 3),
      fmt(lh?.tbtMs),
      lh ? (lh.jsTransferBytes / 1024).toFixed(1) : "–",
      fmt(axeCount(result, "375")),
      fmt(axeCount(result, "1280")),
    ];
  });
  console.log(
    formatTable(
      ["route", "Perf", "A11y", "BP", "SEO", "LCP (ms)", "CLS", "TBT (ms)", "JS KB", "axe 375", "axe 1280"],
      rows,
    ),
  );

  console.log(
    `\n${results.length} route${results.length === 1 ? "" : "s"} · minimum Perf ${scoreText(minimums.performance)} · ` +
      `A11y ${scoreText(minimums.accessibility)} · BP ${scoreText(minimums["best-practices"])} · SEO ${scoreText(minimums.seo)} · ` +
      `axe violations ${axeTotals["375"] + axeTotals["1280"]} (375 px: ${axeTotals["375"]}, 1280 px: ${axeTotals["1280"]})` +
      (runs > 1 ? ` · performance, LCP and TBT = median of ${runs} runs, CLS = the largest of any run` : ""),
  );
  console.log(
    "JS KB: script bytes transferred at load (compressed as served), summed over the page's script requests.",
  );
  console.log(`Served: ${served} (${baseUrl}).`);
  if (results.some((result) => noindexed(result.route)))
    console.log("†: noindex on purpose; its SEO target is every audit but is-crawlable.");
  // Lighthouse multiplies the main-thread work it measures by a fixed 4 (simulated throttling), so
  // blocking time and the performance score depend on the machine's own speed: its benchmark says
  // how fast it was. Divided by 4 it is roughly the phone the run stands for (the index is not
  // exactly linear in the slowdown); Chrome DevTools' CPU calibration
  // (panels/mobile_throttling/CalibrationController.ts) puts a low-tier phone (Moto G Power 2022,
  // the device Lighthouse's mobile preset emulates) at 264 and a mid-tier one (Pixel 5) at 1,000.
  // A faster machine stands for a faster phone and reads lower blocking times.
  const lowTierPhone = 264;
  const midTierPhone = 1000;
  const benchmarks = results
    .map((result) => (hasScores(result.lighthouse) ? result.lighthouse.benchmarkIndex : null))
    .filter((value): value is number => typeof value === "number");
  if (benchmarks.length) {
    console.log(
      `Machine: Lighthouse benchmark index ${Math.round(median(benchmarks))} (median of ${benchmarks.length} routes, ` +
        `${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}); ` +
        "TBT and Perf scale with it (CPU slowdown 4× on top of this machine).",
    );
    const phone = Math.round(median(benchmarks) / 4);
    console.log(
      `Under the 4× slowdown that is roughly a phone of index ${phone} (DevTools' calibration: low-tier ${lowTierPhone}, ` +
        `mid-tier ${midTierPhone.toLocaleString("en-US")}), ${(phone / lowTierPhone).toFixed(1)}× the low-tier phone Lighthouse emulates.`,
    );
  }

  // The floor: what a page that runs nothing reads here. Above the blocking-time target, no route can
  // show that it meets it on this machine, whatever its own work.
  const floorTbts =
    floor && hasScores(floor)
      ? floor.tbtRuns.filter((value): value is number => typeof value === "number")
      : [];
  if (floor && hasScores(floor) && floorTbts.length) {
    const floorTbt = median(floorTbts);
    console.log(
      `Floor: a blank page (no script, stylesheet, picture or font) reads TBT ${fmt(floorTbt)} ms ` +
        `(runs: ${floorTbts.map((value) => fmt(value)).join(", ")}), Perf ${scoreText(floor.scores.performance)}, ` +
        "on this machine; every route's TBT includes it.",
    );
    if (floorTbt > metricTargets.tbtMs)
      console.log(
        `  That is over the ${metricTargets.tbtMs} ms target: no page can show TBT ≤ ${metricTargets.tbtMs} ms here. ` +
          "Judge blocking time on a machine whose blank page reads about 0.",
      );
  } else if (floor) {
    console.log(`Floor: the blank page was not measured (${hasScores(floor) ? "no TBT" : floor.error}).`);
  }

  if (below.length) {
    console.log(`\nBelow target (${below.length} route${below.length === 1 ? "" : "s"}):`);
    for (const result of below) {
      console.log(`  ${result.route}`);
      const lh = hasScores(result.lighthouse) ? result.lighthouse : undefined;
      for (const miss of result.misses) {
        console.log(`    ${miss}`);
        const category = categories.find((id) => miss.startsWith(`${categoryNames[id]} `));
        if (lh && category) {
          for (const audit of lh.failingAudits.filter((candidate) => candidate.category === category)) {
            const value = audit.displayValue ? ` — ${audit.displayValue}` : "";
            const score =
              audit.score === null
                ? `error${audit.errorMessage ? `: ${audit.errorMessage}` : ""}`
                : `score ${audit.score}`;
            console.log(
              `      ${audit.id}: ${audit.title}${value} (${score}, weight ${Number(audit.weight.toFixed(2))})`,
            );
          }
        }
        const viewport = viewports.find((candidate) => miss.startsWith(`axe ${candidate.name} px`));
        const axeRun = viewport && !miss.includes("failed") ? result.axe[viewport.name] : undefined;
        for (const violation of axeRun ? axeRun.violations : []) {
          const targetsText = violation.nodes
            .slice(0, 3)
            .map((node) => JSON.stringify(node.target))
            .join(", ");
          console.log(
            `      ${violation.id} (${violation.impact ?? "?"}, ${violation.nodes.length} node${violation.nodes.length === 1 ? "" : "s"}): ${violation.help} — ${targetsText}${violation.nodes.length > 3 ? ", …" : ""}`,
          );
        }
      }
    }
  } else if (results.length === routes.length) {
    console.log("\nEvery route meets every target.");
  }
  if (results.length < routes.length) {
    console.log(`\nOnly ${results.length} of ${routes.length} routes were audited.`);
    exitCode = 1;
  }
}

const interactionMissList = interactionResults.flatMap(interactionMisses);
if (runInteractions) {
  if (runLab) console.log("");
  console.log(
    formatTable(interactionHeaders, interactionResults.map(interactionRow), [
      "left",
      "left",
      "left",
      "right",
      "right",
      "left",
    ])
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n"),
  );
  console.log(
    `\nThe first interaction with each control, ${WAIT_AFTER_LOAD_MS / 1000} s after the load event of a first visit, ` +
      `at a ${CPU_SLOWDOWN}× CPU slowdown${interactionSeconds === undefined ? "" : ` (${interactionSeconds} s in all)`}. ` +
      "INP: the longest Event Timing entry of its interactions (< 16: none reached 16 ms). " +
      "Effect: from the input that caused it to the first frame showing it. " +
      `Lost: nothing visible ${LOST_AFTER_MS / 1000} s after the input, or a navigation instead.`,
  );
  if (interactionMissList.length) {
    console.log(`\nInteractions below target (${interactionMissList.length}):`);
    for (const miss of interactionMissList) console.log(`  ${miss}`);
  } else if (interactionResults.length === checks.length) {
    console.log("\nEvery interaction meets its targets.");
  }
  if (interactionResults.length < checks.length) {
    console.log(`\nOnly ${interactionResults.length} of ${checks.length} interactions were measured.`);
    exitCode = 1;
  }
}
const buildChanged = buildStamp() !== stampBefore;
if (buildChanged) {
  console.error(
    "Warning: the build changed during the audit (someone rebuilt): results may be mixed; rerun.",
  );
}

const reportFile = path.join(root, "reports/audit.json");
if (isStopping()) {
  // An interrupted run keeps the previous report intact.
  console.error(`Interrupted: ${path.relative(root, reportFile)} was not rewritten.`);
} else {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        baseUrl,
        served,
        chromium: { ...binary, version: chromiumVersion },
        parts: { lab: runLab, interactions: runInteractions },
        lighthouseVersion,
        lighthouseSettings: {
          formFactor: "mobile",
          throttling: "default (simulated)",
          onlyCategories: categories,
        },
        axe: { tags: axeTags, viewports },
        runs,
        machineLoadAtStart: machineLoad,
        targets: { ...targets, ...metricTargets, axeViolations: 0, interactions: interactionTargets },
        buildChangedDuringRun: buildChanged,
        floor: floor ?? null,
        summary: {
          routes: results.length,
          minimumScores: minimums,
          axeViolations: axeTotals,
          routesBelowTarget: below.map((result) => result.route),
        },
        routes: results,
        interactions: runInteractions
          ? {
              cpuSlowdown: CPU_SLOWDOWN,
              waitAfterLoadMs: WAIT_AFTER_LOAD_MS,
              lostAfterMs: LOST_AFTER_MS,
              seconds: interactionSeconds ?? null,
              misses: interactionMissList,
              checks: interactionResults,
            }
          : null,
      },
      null,
      2,
    )}\n`,
  );
  console.error(`Full results: ${path.relative(root, reportFile)}`);
}

if (below.length || interactionMissList.length) exitCode = 1;
process.exit(exitCode);
