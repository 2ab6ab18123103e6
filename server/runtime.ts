import { randomBytes } from "node:crypto";
import { type Database, openDatabase } from "./db/client";
import { createAnalytics } from "./services/analytics";
import { createDeposits } from "./services/deposits";
import { createFunnel } from "./services/funnel";
import type { PaymentProvider } from "./services/payments/provider";
import { createStripeProvider } from "./services/payments/stripe";
import { createTestCheckoutProvider } from "./services/payments/test-checkout";
import { createQuotes } from "./services/quotes";
import { createStaff } from "./services/staff";

export interface RuntimeConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder: string;
  /** Salt of the daily visitor hash; random per process when not configured. */
  analyticsSalt?: string | undefined;
  /** HMAC secret of signed cookies; random per process when not configured. */
  cookieSecret?: string | undefined;
  /** Stripe Checkout when set; otherwise the built-in test checkout. */
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** Tests only: a local double of Stripe's API. */
  stripeApiBase?: string | undefined;
}

/** Everything the routes use that touches the outside world, created once per process. */
export interface Runtime {
  database: Database;
  analytics: ReturnType<typeof createAnalytics>;
  quotes: ReturnType<typeof createQuotes>;
  deposits: ReturnType<typeof createDeposits>;
  staff: ReturnType<typeof createStaff>;
  funnel: ReturnType<typeof createFunnel>;
  cookieSecret: string;
  /** Null when Stripe webhooks are not configured (the endpoint then refuses every call). */
  stripeWebhookSecret: string | null;
}

let current: Runtime | undefined;

export type RuntimeOptions = Omit<RuntimeConfig, "databaseUrl" | "dataDir" | "migrationsFolder">;

export function paymentProvider(config: RuntimeOptions): PaymentProvider {
  return config.stripeSecretKey
    ? createStripeProvider({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase })
    : createTestCheckoutProvider();
}

export function createRuntime(database: Database, config: RuntimeOptions = {}): Runtime {
  const salt = config.analyticsSalt ?? randomBytes(32).toString("base64");
  return {
    database,
    analytics: createAnalytics(database.db, salt),
    quotes: createQuotes(database.db),
    deposits: createDeposits(database.db, paymentProvider(config)),
    staff: createStaff(database.db),
    funnel: createFunnel(database.db),
    cookieSecret: config.cookieSecret ?? randomBytes(32).toString("base64url"),
    stripeWebhookSecret: config.stripeWebhookSecret ?? null,
  };
}

export async function startRuntime(config: RuntimeConfig): Promise<Runtime> {
  if (current) return current;
  const database = await openDatabase(config);
  current = createRuntime(database, config);
  return current;
}

export async function stopRuntime(): Promise<void> {
  const running = current;
  current = undefined;
  await running?.database.close();
}

/** The running runtime; routes that need the database are never prerendered, so it exists. */
export function runtime(): Runtime {
  if (!current) throw new Error("The server runtime has not been started.");
  return current;
}
