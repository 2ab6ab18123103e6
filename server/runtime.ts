import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { publicOrigin } from "../app/config/origin";
import { type Database, openDatabase } from "./db/client";
import { createAnalytics } from "./services/analytics";
import { createDeposits } from "./services/deposits";
import { createFunnel } from "./services/funnel";
import { createInbox } from "./services/inbox";
import { createLeadService } from "./services/leads";
import { createNewsletter } from "./services/newsletter";
import { createOutboxWorker, type MailTransport, type OutboxWorker } from "./services/outbox";
import { createOutboxAdmin } from "./services/outbox-admin";
import type { PaymentProvider } from "./services/payments/provider";
import { createStripeProvider } from "./services/payments/stripe";
import { createTestCheckoutProvider } from "./services/payments/test-checkout";
import { createQuotes } from "./services/quotes";
import { createRateLimiter } from "./services/rate-limit";
import { createStaff } from "./services/staff";
import { createVoucherService } from "./services/voucher";
import { createVoucherAdmin } from "./services/voucher-admin";

export interface RuntimeConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder: string;
  /** Salt of the daily visitor hash; random per process when not configured. */
  analyticsSalt?: string | undefined;
  /** SMTP server for the outbox worker; without it email stays queued in the outbox. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** false turns the per-IP limits off (load tests). */
  rateLimits?: boolean | undefined;
  outboxPollMs?: number | undefined;
  /** Sending attempts before an email is marked failed (staff can retry it from the admin). */
  outboxMaxAttempts?: number | undefined;
  /** Origin of links in emails; the build's public origin by default. */
  origin?: string | undefined;
  /** Optional CRM webhook: each new lead is POSTed there as signed JSON, through the outbox. */
  webhookUrl?: string | undefined;
  webhookSecret?: string | undefined;
  /** Tests: a transport in place of SMTP_URL, and faster retries. */
  transport?: MailTransport | undefined;
  outboxBaseDelayMs?: number | undefined;
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
  leads: ReturnType<typeof createLeadService>;
  vouchers: ReturnType<typeof createVoucherService>;
  newsletter: ReturnType<typeof createNewsletter>;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  /** Null when neither SMTP nor a webhook is configured: email waits in the outbox. */
  outbox: OutboxWorker | null;
  quotes: ReturnType<typeof createQuotes>;
  deposits: ReturnType<typeof createDeposits>;
  staff: ReturnType<typeof createStaff>;
  funnel: ReturnType<typeof createFunnel>;
  /** Staff admin reads: the lead inbox, the email outbox (with retry), voucher claims. */
  inbox: ReturnType<typeof createInbox>;
  outboxAdmin: ReturnType<typeof createOutboxAdmin>;
  voucherAdmin: ReturnType<typeof createVoucherAdmin>;
  /** Also signs the emailed quote links (/billing/quote/:id?key=…). */
  cookieSecret: string;
  /** Null when Stripe webhooks are not configured (the endpoint then refuses every call). */
  stripeWebhookSecret: string | null;
}

let current: Runtime | undefined;

export const defaultMailFrom = "Rallyroom <hello@rallyroom.example>";

export type RuntimeOptions = Omit<RuntimeConfig, "databaseUrl" | "dataDir" | "migrationsFolder">;

export function paymentProvider(config: RuntimeOptions): PaymentProvider {
  return config.stripeSecretKey
    ? createStripeProvider({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase })
    : createTestCheckoutProvider();
}

export function createRuntime(database: Database, config: RuntimeOptions = {}): Runtime {
  const salt = config.analyticsSalt ?? randomBytes(32).toString("base64");
  const db = database.db;
  const transport: MailTransport | undefined =
    config.transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const rateLimiter = createRateLimiter(db, { enabled: config.rateLimits ?? true });
  const webhook =
    config.webhookUrl && config.webhookSecret
      ? { url: config.webhookUrl, secret: config.webhookSecret }
      : undefined;
  const outbox =
    transport || webhook
      ? createOutboxWorker(db, transport ?? null, {
          webhookSecret: webhook?.secret,
          from: config.mailFrom ?? defaultMailFrom,
          pollMs: config.outboxPollMs,
          maxAttempts: config.outboxMaxAttempts,
          baseDelayMs: config.outboxBaseDelayMs,
          onIdle: () => rateLimiter.prune(),
        })
      : null;
  const cookieSecret = config.cookieSecret ?? randomBytes(32).toString("base64url");
  const origin = config.origin ?? publicOrigin;
  return {
    database,
    analytics: createAnalytics(db, salt),
    leads: createLeadService(db, {
      origin,
      webhookUrl: webhook?.url,
      onQueued: () => outbox?.kick(),
    }),
    vouchers: createVoucherService(db),
    newsletter: createNewsletter(db),
    rateLimiter,
    outbox,
    quotes: createQuotes(db, { link: { origin, secret: cookieSecret }, onQueued: () => outbox?.kick() }),
    deposits: createDeposits(db, paymentProvider(config)),
    staff: createStaff(db),
    funnel: createFunnel(db),
    inbox: createInbox(db),
    outboxAdmin: createOutboxAdmin(db, { onRequeued: () => outbox?.kick() }),
    voucherAdmin: createVoucherAdmin(db),
    cookieSecret,
    stripeWebhookSecret: config.stripeWebhookSecret ?? null,
  };
}

export async function startRuntime(config: RuntimeConfig): Promise<Runtime> {
  if (current) return current;
  const database = await openDatabase(config);
  current = createRuntime(database, config);
  current.outbox?.start();
  return current;
}

export async function stopRuntime(): Promise<void> {
  const running = current;
  current = undefined;
  await running?.outbox?.stop();
  await running?.database.close();
}

/** The running runtime; routes that need the database are never prerendered, so it exists. */
export function runtime(): Runtime {
  if (!current) throw new Error("The server runtime has not been started.");
  return current;
}
