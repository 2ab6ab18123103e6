import { createCookie } from "react-router";
import { ACCOUNT_COOKIE_NAMES, BROWSER_COOKIE_NAME, STAFF_COOKIE_NAMES } from "~/config/browser-storage";
import { randomToken, sha256 } from "~/server/services/crypto.server";

/**
 * The site's cookies, made by React Router's `createCookie`: it parses the Cookie header,
 * serializes Set-Cookie, and signs with HMAC-SHA256 (the first of its secrets signs, every one
 * verifies). See docs/decisions/048-cookies-by-the-framework.md.
 */

export const BROWSER_COOKIE = BROWSER_COOKIE_NAME;
/** The staff session: `__Host-` wherever the browser keeps Secure cookies (staff-http.server.ts). */
export const [STAFF_COOKIE_SECURE, STAFF_COOKIE] = STAFF_COOKIE_NAMES;

/**
 * Every cookie the site sets for every path, and so every one the privacy policy lists beside
 * the time zone (tests/unit/trust.test.ts). A request carrying one of them may be shown
 * something of its own (its quotes, the admin).
 */
export const siteCookies: readonly string[] = [
  BROWSER_COOKIE,
  STAFF_COOKIE,
  STAFF_COOKIE_SECURE,
  ...ACCOUNT_COOKIE_NAMES,
];

const BROWSER_MAX_AGE_S = 60 * 60 * 24 * 365;
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser-id cookie: HttpOnly, SameSite=Lax, Path=/, a year, Secure over HTTPS, and signed
 * with the runtime's cookie secret, so a visitor cannot name another browser's id.
 */
export function browserCookie(secret: string, secure = false) {
  return createCookie(BROWSER_COOKIE, {
    secrets: [secret],
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: BROWSER_MAX_AGE_S,
  });
}

/**
 * The visitor's browser id from its signed cookie. /billing shows only quotes whose owner hash
 * matches it, so the id is random and the cookie cannot be forged: a missing, tampered or
 * foreign cookie (another secret, the format before decision 048) is null.
 */
export async function browserIdFrom(request: Request, secret: string): Promise<string | null> {
  const value: unknown = await browserCookie(secret).parse(request.headers.get("Cookie"));
  return typeof value === "string" && BROWSER_ID.test(value) ? value : null;
}

/** The existing browser id, or a new one with the Set-Cookie header that stores it. */
export async function ensureBrowserId(
  request: Request,
  secret: string,
): Promise<{ browserId: string; setCookie?: string }> {
  const existing = await browserIdFrom(request, secret);
  if (existing) return { browserId: existing };
  const browserId = randomToken(32);
  // Secure when the request reached us over HTTPS (directly or through a trusted proxy).
  const secure = new URL(request.url).protocol === "https:";
  return { browserId, setCookie: await browserCookie(secret, secure).serialize(browserId) };
}

export const ownerHashOf = (browserId: string) => sha256(`browser:${browserId}`);

/** The owner hash of the quotes this browser made (its signed cookie's id), or null without one. */
export async function browserOwnerHash(request: Request, secret: string): Promise<string | null> {
  const browserId = await browserIdFrom(request, secret);
  return browserId ? ownerHashOf(browserId) : null;
}

/**
 * Whether the browser keeps Secure cookies from this origin: HTTPS, and loopback hosts, which
 * Chromium accepts Secure cookies from over plain HTTP. The session cookies take the `__Host-`
 * name there (staff-http.server.ts, account-http.server.ts).
 */
export function keepsSecureCookies(request: Request): boolean {
  const url = new URL(request.url);
  const loopback =
    ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
  return url.protocol === "https:" || loopback;
}
