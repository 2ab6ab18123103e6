import { z } from "zod";
import { isPhoneNumber, isPlaceholderEmail, isPlaceholderPhone } from "../app/config/contacts.ts";

/** Unset and empty mean the same: the default applies. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);

export const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(["production", "development", "test"]), "production"),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  HOST: withDefault(z.string().min(1), "0.0.0.0"),
  PUBLIC_ORIGIN: optional(
    z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).pathname === "/", {
      message: "must be an origin such as https://www.example.com (no path)",
    }),
  ),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection string"),
  ),
  DATA_DIR: withDefault(z.string().min(1), "./data"),
  TRUST_PROXY: withDefault(z.string().min(1), "loopback"),
  ANALYTICS_SALT: optional(z.string().min(16, "must be at least 16 characters")),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: withDefault(z.string().min(3), "Rallyroom <hello@rallyroom.example>"),
  RATE_LIMITS: withDefault(z.enum(["on", "off"], { message: "must be on or off" }), "on"),
  OUTBOX_POLL_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 5000),
  OUTBOX_MAX_ATTEMPTS: withDefault(z.coerce.number().int().min(1).max(50), 10),
  OUTBOX_LEASE_MS: withDefault(z.coerce.number().int().min(1000).max(3_600_000), 300_000),
  LEAD_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" })),
  LEAD_WEBHOOK_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  SHUTDOWN_TIMEOUT_MS: withDefault(z.coerce.number().int().min(0).max(120_000), 10_000),
  COOKIE_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)"),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9]+$/, "must be a Stripe webhook secret (whsec_…)"),
  ),
  STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  TEST_CHECKOUT: optional(z.enum(["on", "off"], { message: "must be on or off" })),
  // The invoices' seller details (site.invoicing): the tax id, and the account of bank transfers.
  INVOICE_TAX_ID: optional(z.string().trim().min(2).max(40)),
  INVOICE_BANK_NAME: optional(z.string().trim().min(2).max(80)),
  INVOICE_BANK_ACCOUNT_NAME: optional(z.string().trim().min(2).max(80)),
  INVOICE_BANK_ROUTING: optional(z.string().regex(/^\d{9}$/, "must be a 9-digit ABA routing number")),
  INVOICE_BANK_ACCOUNT: optional(
    z.string().regex(/^\d{4,17}$/, "must be an account number of 4 to 17 digits"),
  ),
  INVOICE_BANK_SWIFT: optional(
    z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a SWIFT/BIC code such as CHASUS33"),
  ),
  CONTACT_EMAIL: optional(z.email({ message: "must be an email address such as hello@example.com" })),
  CONTACT_PHONE: optional(
    z.string().refine(isPhoneNumber, {
      message:
        "must be a phone number such as +1 415 555 2671 (7 to 15 digits; spaces, dots, dashes, brackets)",
    }),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together. */
function pairIssues(env: Env): string[] {
  const issues: string[] = [];
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    issues.push(
      "  LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set (receivers verify the signature)",
    );
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    issues.push(
      "  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (without it no Stripe payment is ever confirmed)",
    );
  const bank = [
    env.INVOICE_BANK_NAME,
    env.INVOICE_BANK_ACCOUNT_NAME,
    env.INVOICE_BANK_ROUTING,
    env.INVOICE_BANK_ACCOUNT,
  ];
  if (bank.some(Boolean) && !bank.every(Boolean))
    issues.push(
      "  INVOICE_BANK_NAME, INVOICE_BANK_ACCOUNT_NAME, INVOICE_BANK_ROUTING, INVOICE_BANK_ACCOUNT: set all four or none (an invoice prints the whole account or offers card payment only)",
    );
  return issues;
}

/** The invoices' tax id and bank account from the environment; what is unset stays `site.invoicing`'s. */
export function invoicingSettings(env: Env) {
  return {
    taxId: env.INVOICE_TAX_ID ?? null,
    bank:
      env.INVOICE_BANK_NAME &&
      env.INVOICE_BANK_ACCOUNT_NAME &&
      env.INVOICE_BANK_ROUTING &&
      env.INVOICE_BANK_ACCOUNT
        ? {
            bankName: env.INVOICE_BANK_NAME,
            accountName: env.INVOICE_BANK_ACCOUNT_NAME,
            routingNumber: env.INVOICE_BANK_ROUTING,
            accountNumber: env.INVOICE_BANK_ACCOUNT,
            swift: env.INVOICE_BANK_SWIFT ?? null,
          }
        : null,
  };
}

/**
 * The built-in test checkout marks a deposit paid without taking money. It runs in development
 * and tests; in production only when an operator turns it on with TEST_CHECKOUT=on.
 */
export function testCheckoutEnabled(env: Env): boolean {
  return (env.TEST_CHECKOUT ?? (env.NODE_ENV === "production" ? "off" : "on")) === "on";
}

/** What a production start-up should warn the operator about, one line each. */
export function unsafeProductionSettings(env: Env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_ORIGIN)
    warnings.push(
      "PUBLIC_ORIGIN is not set: canonical URLs, checkout return links and links in emails say http://localhost:3000.",
    );
  if (!env.COOKIE_SECRET)
    warnings.push(
      "COOKIE_SECRET is not set: a random one is made at each start, so visitors lose their quotes and emailed quote links stop working on restart.",
    );
  const placeholders = [
    !env.CONTACT_EMAIL || isPlaceholderEmail(env.CONTACT_EMAIL) ? "CONTACT_EMAIL" : null,
    !env.CONTACT_PHONE || isPlaceholderPhone(env.CONTACT_PHONE) ? "CONTACT_PHONE" : null,
  ].filter(Boolean);
  if (placeholders.length)
    warnings.push(
      `${placeholders.join(" and ")} ${placeholders.length > 1 ? "are" : "is"} not set to a real contact: EVERY PAGE SHOWS THE PLACEHOLDER hello@rallyroom.example / 1-800-555-0142 to buyers. Set them and rebuild (/health reports "contacts": "placeholder" until then).`,
    );
  if (testCheckoutEnabled(env))
    warnings.push(
      "TEST_CHECKOUT is on: visitors can mark a deposit paid without paying (shown everywhere as a test payment).",
    );
  return warnings;
}

export class EnvError extends Error {}

/** Parses the environment, or throws one message that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const issues = pairIssues(result.data);
    if (issues.length === 0) return result.data;
    throw new EnvError(`Invalid environment variables:\n${issues.join("\n")}`);
  }
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
}
