import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Constant-time comparison of two strings (tokens, signatures); false when lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

function signature(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value, "utf8").digest("base64url");
}

/** `value.signature`: the value stays readable, but only the holder of the secret can make one. */
export function signValue(value: string, secret: string): string {
  return `${value}.${signature(value, secret)}`;
}

/** The value when its signature matches, else null (tampered, truncated, other secret). */
export function unsignValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  return safeEqual(signed.slice(dot + 1), signature(value, secret)) ? value : null;
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  sameSite?: "Lax" | "Strict";
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${options.sameSite ?? "Lax"}`,
  ];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** True when the request reached us over HTTPS (directly or through a trusted proxy). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("base64url");

export const BROWSER_COOKIE = "rr_browser";
/** The staff session: `__Host-` wherever the browser keeps Secure cookies (staff-http.server.ts). */
export const STAFF_COOKIE = "rr_staff";
export const STAFF_COOKIE_SECURE = "__Host-rr_staff";

/**
 * Every cookie the site sets. A request carrying one of them may be shown something of its own
 * (its quotes, the admin), so the render cache never answers it.
 */
export const siteCookies: readonly string[] = [BROWSER_COOKIE, STAFF_COOKIE, STAFF_COOKIE_SECURE];
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The visitor's browser id from its signed cookie. /billing shows only quotes whose owner hash
 * matches it, so the id is random and the cookie cannot be forged.
 */
export function browserIdFrom(request: Request, secret: string): string | null {
  const raw = readCookie(request, BROWSER_COOKIE);
  if (!raw) return null;
  const value = unsignValue(raw, secret);
  return value && BROWSER_ID.test(value) ? value : null;
}

/** The existing browser id, or a new one with the Set-Cookie header that stores it. */
export function ensureBrowserId(request: Request, secret: string): { browserId: string; setCookie?: string } {
  const existing = browserIdFrom(request, secret);
  if (existing) return { browserId: existing };
  const browserId = randomToken(32);
  return {
    browserId,
    setCookie: serializeCookie(BROWSER_COOKIE, signValue(browserId, secret), {
      maxAgeSeconds: 60 * 60 * 24 * 365,
      secure: isHttps(request),
    }),
  };
}

export const ownerHashOf = (browserId: string) => sha256(`browser:${browserId}`);
