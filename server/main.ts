import "./require-node.mjs";
import "./node-env.ts";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ServerEntry } from "../app/entry.server.tsx";
import {
  EnvError,
  invoicingSettings,
  parseEnv,
  testCheckoutEnabled,
  unsafeProductionSettings,
} from "./env.ts";
import { createHost, readPrerenderManifest } from "./host.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  fail(error instanceof EnvError ? error.message : String(error));
}

const migrationsFolder = path.join(root, "app/server/db/migrations");
const dataDir = path.resolve(root, env.DATA_DIR);
const runtimeConfig = {
  databaseUrl: env.DATABASE_URL,
  dataDir,
  migrationsFolder,
  analyticsSalt: env.ANALYTICS_SALT,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  rateLimits: env.RATE_LIMITS === "on",
  outboxPollMs: env.OUTBOX_POLL_MS,
  outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  outboxLeaseMs: env.OUTBOX_LEASE_MS,
  webhookUrl: env.LEAD_WEBHOOK_URL,
  webhookSecret: env.LEAD_WEBHOOK_SECRET,
  cookieSecret: env.COOKIE_SECRET,
  stripeSecretKey: env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
  stripeApiBase: env.STRIPE_API_BASE,
  testCheckout: testCheckoutEnabled(env),
  invoicing: invoicingSettings(env),
};

for (const warning of unsafeProductionSettings(env)) console.warn(`Warning: ${warning}`);

let server: Server;
let stop: () => Promise<void>;

if (dev) {
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    fail("Vite's SSR environment cannot run modules in this process.");
  const loadBuild = async () => (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
  const entry = (await loadBuild()).entry.module as unknown as ServerEntry;
  await entry.startRuntime(runtimeConfig);
  const app = createHost({
    build: loadBuild,
    trustProxy: env.TRUST_PROXY,
    dev: true,
    devMiddleware: vite.middlewares,
  });
  server = app.listen(env.PORT, env.HOST);
  stop = async () => {
    await vite.close();
    await entry.stopRuntime();
  };
} else {
  const buildDir = path.join(root, "build");
  const serverBuildFile = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuildFile))
    fail("No production build found: run `npm run build` (or `npm start`) first.");
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const entry = build.entry.module as unknown as ServerEntry;
  const builtOrigin = entry.publicOrigin;
  if (env.PUBLIC_ORIGIN && env.PUBLIC_ORIGIN.replace(/\/$/, "") !== builtOrigin) {
    console.warn(
      `PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN} but the build was made for ${builtOrigin}: rebuild so canonical URLs match.`,
    );
  }
  try {
    await entry.startRuntime(runtimeConfig);
  } catch (error) {
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }
  const app = createHost({
    build,
    clientDir: path.join(buildDir, "client"),
    prerendered: readPrerenderManifest(buildDir),
    trustProxy: env.TRUST_PROXY,
  });
  server = app.listen(env.PORT, env.HOST);
  stop = () => entry.stopRuntime();
}

// An idle keep-alive connection stays open longer than a proxy keeps its idle upstream ones
// (nginx's keepalive_timeout is 60 s): Node's 5 s default closes sockets a proxy or client may
// be reusing that instant, and that request fails with a reset instead of an answer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on("listening", () => {
  console.log(`Rallyroom is serving on http://localhost:${env.PORT} (${dev ? "development" : "production"})`);
});
server.on("error", (error) => fail(`Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the database.`);
  const forced = setTimeout(() => {
    console.error("Shutdown timed out: closing the remaining connections.");
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  forced.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await stop();
  clearTimeout(forced);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
