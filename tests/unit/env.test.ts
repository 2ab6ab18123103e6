import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/server-process.ts";
import {
  invoicingSettings,
  parseEnv,
  testCheckoutEnabled,
  unsafeProductionSettings,
} from "../../server/env.ts";

describe("environment schema", () => {
  it("applies every default on an empty environment", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      TRUST_PROXY: "loopback",
      SHUTDOWN_TIMEOUT_MS: 10_000,
      MAIL_FROM: "Rallyroom <hello@rallyroom.example>",
      RATE_LIMITS: "on",
      OUTBOX_POLL_MS: 5000,
      OUTBOX_MAX_ATTEMPTS: 10,
      OUTBOX_LEASE_MS: 300_000,
    });
  });

  it("checks the email and rate-limit settings", () => {
    expect(parseEnv({ SMTP_URL: "smtp://mail.example:587", RATE_LIMITS: "off" })).toMatchObject({
      SMTP_URL: "smtp://mail.example:587",
      RATE_LIMITS: "off",
    });
    expect(() => parseEnv({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseEnv({ RATE_LIMITS: "maybe" })).toThrow(/RATE_LIMITS: must be on or off/);
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "https://crm.example/hook" })).toThrow(
      /LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set/,
    );
    expect(() => parseEnv({ LEAD_WEBHOOK_URL: "ftp://crm.example" })).toThrow(/LEAD_WEBHOOK_URL/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "", PUBLIC_ORIGIN: "" })).toMatchObject({ PORT: 3000 });
  });

  it("names every bad variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "70000", DATABASE_URL: "mysql://db", PUBLIC_ORIGIN: "https://x.example/path" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment variables:/);
    expect(message).toMatch(/PORT: Too big/);
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection string");
    expect(message).toContain("PUBLIC_ORIGIN: must be an origin");
  });

  it("accepts a PostgreSQL URL and an origin", () => {
    const env = parseEnv({
      DATABASE_URL: "postgresql://u@127.0.0.1:5432/db",
      PUBLIC_ORIGIN: "https://www.rallyroom.example",
    });
    expect(env.DATABASE_URL).toBe("postgresql://u@127.0.0.1:5432/db");
    expect(env.PUBLIC_ORIGIN).toBe("https://www.rallyroom.example");
  });

  it("validates the billing and cookie secrets, naming each bad one", () => {
    let message = "";
    try {
      parseEnv({
        COOKIE_SECRET: "short",
        STRIPE_SECRET_KEY: "pk_test_abc",
        STRIPE_WEBHOOK_SECRET: "secret",
        STRIPE_API_BASE: "ftp://x",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("COOKIE_SECRET: must be at least 32 characters");
    expect(message).toContain("STRIPE_SECRET_KEY: must be a Stripe secret key");
    expect(message).toContain("STRIPE_WEBHOOK_SECRET: must be a Stripe webhook secret");
    expect(message).toContain("STRIPE_API_BASE");
    const env = parseEnv({
      COOKIE_SECRET: "x".repeat(32),
      STRIPE_SECRET_KEY: "sk_test_51abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc123" });
  });

  it("refuses a Stripe key without the webhook secret that confirms its payments", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_51abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
  });

  it("reads the invoices' tax id and bank account, all four bank fields or none", () => {
    expect(invoicingSettings(parseEnv({}))).toEqual({ taxId: null, bank: null });
    // Obviously not an account: the test never spells a real-looking one.
    const bank = {
      INVOICE_BANK_NAME: "Example Bank",
      INVOICE_BANK_ACCOUNT_NAME: "Rallyroom, Inc.",
      INVOICE_BANK_ROUTING: "000000000",
      INVOICE_BANK_ACCOUNT: "0000000000",
    };
    expect(invoicingSettings(parseEnv({ ...bank, INVOICE_TAX_ID: "00-0000000" }))).toEqual({
      taxId: "00-0000000",
      bank: {
        bankName: "Example Bank",
        accountName: "Rallyroom, Inc.",
        routingNumber: "000000000",
        accountNumber: "0000000000",
        swift: null,
      },
    });
    expect(() => parseEnv({ INVOICE_BANK_NAME: "Example Bank" })).toThrow(/set all four or none/);
    expect(() => parseEnv({ ...bank, INVOICE_BANK_ROUTING: "12345" })).toThrow(
      /INVOICE_BANK_ROUTING: must be a 9-digit ABA routing number/,
    );
  });

  it("validates the public contacts and warns while either is a placeholder", () => {
    expect(() => parseEnv({ CONTACT_EMAIL: "hello at rallyroom" })).toThrow(
      /CONTACT_EMAIL: must be an email address/,
    );
    expect(() => parseEnv({ CONTACT_PHONE: "call us" })).toThrow(/CONTACT_PHONE: must be a phone number/);
    expect(() => parseEnv({ CONTACT_PHONE: "12345" })).toThrow(/CONTACT_PHONE/);
    const placeholderPhone = unsafeProductionSettings(
      parseEnv({ CONTACT_EMAIL: "hello@rallyroom.com", CONTACT_PHONE: "1-800-555-0142" }),
    );
    expect(placeholderPhone.filter((line) => line.startsWith("CONTACT_"))).toEqual([
      expect.stringMatching(/^CONTACT_PHONE is not set to a real contact/),
    ]);
    const exampleEmail = unsafeProductionSettings(
      parseEnv({ CONTACT_EMAIL: "hello@rallyroom.example", CONTACT_PHONE: "+44 20 7946 1234" }),
    );
    expect(exampleEmail.filter((line) => line.startsWith("CONTACT_"))).toEqual([
      expect.stringMatching(/^CONTACT_EMAIL is not set to a real contact/),
    ]);
  });

  it("runs the test checkout in development and tests, in production only when turned on", () => {
    expect(testCheckoutEnabled(parseEnv({}))).toBe(false);
    expect(testCheckoutEnabled(parseEnv({ TEST_CHECKOUT: "on" }))).toBe(true);
    expect(testCheckoutEnabled(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(testCheckoutEnabled(parseEnv({ NODE_ENV: "test", TEST_CHECKOUT: "off" }))).toBe(false);
    expect(() => parseEnv({ TEST_CHECKOUT: "yes" })).toThrow(/TEST_CHECKOUT: must be on or off/);
  });

  it("names each unsafe production setting", () => {
    const warnings = unsafeProductionSettings(parseEnv({ TEST_CHECKOUT: "on" }));
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^PUBLIC_ORIGIN is not set: .*localhost/);
    expect(warnings[1]).toMatch(/^COOKIE_SECRET is not set/);
    expect(warnings[2]).toMatch(/^CONTACT_EMAIL and CONTACT_PHONE are not set to a real contact: EVERY PAGE/);
    expect(warnings[3]).toMatch(/^TEST_CHECKOUT is on/);
    const contacts = { CONTACT_EMAIL: "hello@rallyroom.com", CONTACT_PHONE: "+1 (415) 867-2671" };
    const safe = parseEnv({
      PUBLIC_ORIGIN: "https://www.rallyroom.example",
      COOKIE_SECRET: "x".repeat(32),
      ...contacts,
    });
    expect(unsafeProductionSettings(safe)).toEqual([]);
    expect(unsafeProductionSettings(parseEnv({ NODE_ENV: "development" }))).toEqual([]);
  });
});

describe("NODE_ENV of the host process (server/node-env.ts)", () => {
  // React and Express pick their builds from process.env.NODE_ENV when first loaded: the host
  // must settle it before importing them, or an unset NODE_ENV serves React's development code.
  const settle = (env: Record<string, string>, args: string[] = []) => {
    const { NODE_ENV: _unset, ...rest } = process.env;
    const result = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `await import(${JSON.stringify(pathToFileURL(path.join(root, "server/node-env.ts")).href)});
         const { createRequire } = await import("node:module");
         const react = createRequire(${JSON.stringify(path.join(root, "package.json"))})("react");
         console.log(process.env.NODE_ENV, typeof react.captureOwnerStack === "function" ? "react-dev" : "react-prod");`,
        "--",
        ...args,
      ],
      { env: { ...rest, ...env }, encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    return result.stdout.trim();
  };

  it("is production when unset, so React loads its production build", () => {
    expect(settle({})).toBe("production react-prod");
  });

  it("is development with --dev, and otherwise what the operator set", () => {
    expect(settle({ NODE_ENV: "production" }, ["--dev"])).toBe("development react-dev");
    expect(settle({ NODE_ENV: "test" })).toBe("test react-dev");
  });
});
