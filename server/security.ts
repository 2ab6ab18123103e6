import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { type SchedulerProvider, site } from "../app/config/site.ts";
import { isStaffPath } from "../app/lib/staff-path.ts";

/**
 * The third-party scheduler's origins (its widget script, stylesheet and frame): allowed only
 * while the site books through it. With Rallyroom's own scheduler nothing of it may load.
 */
function schedulerOrigins(provider: SchedulerProvider): string[] {
  if (provider !== "calendly") return [];
  return [...new Set([new URL(site.booking.widgetScript).origin, new URL(site.booking.url).origin])];
}

export interface CspOptions {
  /** Per-request nonce for server-rendered HTML. */
  nonce?: string;
  /** sha256 sources for the inline scripts of a prerendered file. */
  hashes?: readonly string[];
  /** Development only: Vite's client injects inline scripts and evaluates modules. */
  dev?: boolean;
  /** Which scheduler books calls (default: the site's, `site.scheduler.provider`). */
  scheduler?: SchedulerProvider;
}

/** The one Content-Security-Policy of the site; only the script allowances vary per response. */
export function contentSecurityPolicy({
  nonce,
  hashes = [],
  dev = false,
  scheduler = site.scheduler.provider,
}: CspOptions): string {
  const thirdParty = schedulerOrigins(scheduler);
  const scriptSrc = ["'self'", ...thirdParty];
  if (nonce) scriptSrc.push(`'nonce-${nonce}'`);
  for (const hash of hashes) scriptSrc.push(`'${hash}'`);
  if (dev) scriptSrc.push("'unsafe-inline'", "'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": ["'self'", "'unsafe-inline'", ...thirdParty],
    "img-src": ["'self'", "data:", ...thirdParty],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
    "frame-src": thirdParty.length ? thirdParty : ["'none'"],
    "frame-ancestors": ["'none'"],
    // Without JavaScript, 'Collect Deposit' posts to /billing, which redirects to Stripe
    // Checkout; Chromium applies form-action to that redirect too.
    "form-action": ["'self'", "https://checkout.stripe.com"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** sha256 CSP source of an inline script's exact text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const inlineScript = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of every executable inline script in an HTML document (JSON-LD blocks are data). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(scriptHash(match[2] ?? ""));
  }
  return [...hashes];
}

export interface SecurityOptions {
  dev?: boolean;
}

const NONCE_BYTES = 16;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh 128-bit nonce, base64. The random bytes are drawn 4 KB at a time from the CSPRNG and
 * each slice is used once: one system call per 256 responses instead of one per response.
 */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(256 * NONCE_BYTES);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Headers every response carries, set before anything else runs so static files, prerendered
 * HTML, rendered HTML and API answers all get them. The nonce lives in res.locals for the renderer.
 */
export function securityHeaders({ dev = false }: SecurityOptions = {}) {
  // The policy is the same text around the nonce on every response: built once.
  const marker = "\u0000";
  const [before = "", after = ""] = contentSecurityPolicy({ nonce: marker, dev }).split(marker);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `${before}${nonce}${after}`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    );
    // Only the staff pages show something because of who asks (the session cookie): they alone
    // are cut off from other origins' windows. On a public page, the same for every visitor,
    // COOP guards nothing and costs the visit a new browsing context group, which Chromium starts
    // before the page can draw (docs/decisions/039-coop-on-staff-pages.md).
    if (isStaffPath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
