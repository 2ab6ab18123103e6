import { z } from "zod";

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
});

export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together. */
function pairIssues(env: Env): string[] {
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    return ["  LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set (receivers verify the signature)"];
  return [];
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
