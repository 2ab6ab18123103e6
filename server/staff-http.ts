import { redirect } from "react-router";
import { runtime } from "./runtime";
import { readCookie, serializeCookie } from "./services/cookies";
import { csrfTokenMatches, SESSION_ABSOLUTE_MS, type StaffSession } from "./services/staff";

/**
 * The staff session cookie. `__Host-` (Secure, Path=/, no Domain) whenever the browser treats
 * the origin as secure: HTTPS, and loopback hosts, which Chromium accepts Secure cookies from
 * over plain HTTP. A plain-HTTP non-loopback origin (a LAN test box) cannot keep a Secure
 * cookie, so there it is `rr_staff` without Secure: see docs/decisions/021-staff-admin.md.
 */
export function staffCookie(request: Request): { name: string; secure: boolean } {
  const url = new URL(request.url);
  const loopback =
    ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
  const secure = url.protocol === "https:" || loopback;
  return secure ? { name: "__Host-rr_staff", secure } : { name: "rr_staff", secure };
}

export function staffToken(request: Request): string | null {
  return readCookie(request, staffCookie(request).name);
}

export function setStaffCookie(request: Request, token: string): string {
  const { name, secure } = staffCookie(request);
  return serializeCookie(name, token, { secure, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 });
}

export function clearStaffCookie(request: Request): string {
  const { name, secure } = staffCookie(request);
  return serializeCookie(name, "", { secure, maxAgeSeconds: 0 });
}

export async function staffSession(request: Request): Promise<StaffSession | null> {
  return runtime().staff.session(staffToken(request));
}

/** Only paths inside the admin may be a post-sign-in destination (no open redirect). */
export function safeAdminPath(value: string | null | undefined): string {
  return value && /^\/admin(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_%.-]*)?$/.test(value) ? value : "/admin";
}

/** Admin pages: the session, or a redirect to sign-in that comes back here afterwards. */
export async function requireStaffPage(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session) return session;
  const url = new URL(request.url);
  const next = safeAdminPath(url.pathname.replace(/\.data$/, "") + url.search);
  throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`, {
    status: 303,
    headers: { "Set-Cookie": clearStaffCookie(request), "Cache-Control": "no-store" },
  });
}

/** Admin JSON endpoints: the session, or 401. */
export async function requireStaffApi(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session) return session;
  throw Response.json(
    { error: "Sign in to the admin first." },
    { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": 'Cookie realm="admin"' } },
  );
}

/** The request came from a page of this origin: Origin, or Referer when a browser omits Origin. */
export function sameOrigin(request: Request): boolean {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get("origin");
  if (origin) return origin === expected;
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === expected;
  } catch {
    return false;
  }
}

/**
 * Every admin state change: a POST from this origin carrying the session's CSRF token.
 * Returns the session and the form; throws a redirect (no session) or 403.
 */
export async function requireStaffPost(request: Request): Promise<{ session: StaffSession; form: FormData }> {
  const session = await requireStaffPage(request);
  const forbidden = (error: string) =>
    Response.json({ error }, { status: 403, headers: { "Cache-Control": "no-store" } });
  if (request.method !== "POST") throw forbidden("Admin changes are made with POST.");
  if (!sameOrigin(request)) throw forbidden("The request did not come from this site.");
  const form = await request.formData().catch(() => null);
  if (!form) throw forbidden("The form could not be read.");
  if (!csrfTokenMatches(session, form.get("csrf"))) {
    throw forbidden("The form has expired. Reload the page and try again.");
  }
  return { session, form };
}

export const noStore = { "Cache-Control": "private, no-store" };
