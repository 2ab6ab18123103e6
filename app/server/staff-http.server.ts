import { createCookie, data, redirect } from "react-router";
import { STAFF_DEVICE_COOKIE_NAME } from "~/config/browser-storage";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { keepsSecureCookies, STAFF_COOKIE, STAFF_COOKIE_SECURE } from "~/server/services/cookies.server";
import { rateLimitTiers } from "~/server/services/rate-limit.server";
import { csrfTokenMatches, SESSION_ABSOLUTE_MS, type StaffSession } from "~/server/services/staff.server";
import { DEVICE_IDLE_MS, isDeviceToken } from "~/server/services/staff-devices.server";

/**
 * The staff session cookie. `__Host-` (Secure, Path=/, no Domain) whenever the browser treats
 * the origin as secure: HTTPS, and loopback hosts, which Chromium accepts Secure cookies from
 * over plain HTTP. A plain-HTTP non-loopback origin (a LAN test box) cannot keep a Secure
 * cookie, so there it is `rr_staff` without Secure: see docs/decisions/021-staff-admin.md.
 */
export function staffCookie(request: Request): { name: string; secure: boolean } {
  const secure = keepsSecureCookies(request);
  return secure ? { name: STAFF_COOKIE_SECURE, secure } : { name: STAFF_COOKIE, secure };
}

/**
 * The session cookie itself (React Router's `createCookie`): HttpOnly, SameSite=Lax, Path=/, no
 * Domain, for the session's absolute lifetime. It carries the session's random 256-bit token,
 * unsigned: the token is the credential, and the database knows only its sha256
 * (staff.server.ts), so a signature would add nothing and would sign staff out whenever the
 * cookie secret changes.
 */
function sessionCookie(request: Request) {
  const { name, secure } = staffCookie(request);
  return createCookie(name, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** The session token the cookie carries, or null (none, or not a token the cookie can hold). */
export async function staffToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

export function setStaffCookie(request: Request, token: string): Promise<string> {
  return sessionCookie(request).serialize(token);
}

export function clearStaffCookie(request: Request): Promise<string> {
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

/**
 * The device cookie (React Router's `createCookie`): a random 256-bit token naming one row of
 * `staff_devices` (staff-devices.server.ts), whose sha256 is all the database keeps. A sign-in
 * from a live device of the account meets the sign-in throttle's looser account rule, so
 * strangers guessing at an account from rotating addresses cannot keep its owner out. It opens
 * nothing by itself: the password (and the code) are still checked. Unsigned, like the session
 * cookie: the token is the credential. Each sign-in replaces it; sign-out and /admin/security
 * delete its row. Path /admin: public pages never receive it.
 */
function deviceCookie(request: Request) {
  const { secure } = staffCookie(request);
  return createCookie(STAFF_DEVICE_COOKIE_NAME, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/admin",
    maxAge: DEVICE_IDLE_MS / 1000,
  });
}

/** The device token the cookie carries, or null (none, or not a token: then it is ignored). */
export async function staffDeviceToken(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie(request).parse(request.headers.get("Cookie"));
  return isDeviceToken(value) ? value : null;
}

export function setStaffDeviceCookie(request: Request, token: string): Promise<string> {
  return deviceCookie(request).serialize(token);
}

export function clearStaffDeviceCookie(request: Request): Promise<string> {
  return deviceCookie(request).serialize("", { maxAge: 0 });
}

export async function staffSession(request: Request): Promise<StaffSession | null> {
  return runtime().staff.session(await staffToken(request));
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
    headers: { "Set-Cookie": await clearStaffCookie(request), ...noStore },
  });
}

/**
 * An admin page's loader: the session first (requireStaffPage), then the page's own data, sent
 * with no-store like every admin response. `load` gets the loader's arguments and the session.
 */
export function staffPageLoader<Args extends { request: Request }, T>(
  load: (args: Args, session: StaffSession) => Promise<T>,
) {
  return async (args: Args) => {
    const session = await requireStaffPage(args.request);
    return data(await load(args, session), { headers: noStore });
  };
}

/** Admin JSON endpoints: the session, or 401. */
export async function requireStaffApi(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session) return session;
  throw Response.json(
    { error: "Sign in to the admin first." },
    { status: 401, headers: { ...noStore, "WWW-Authenticate": 'Cookie realm="admin"' } },
  );
}

/**
 * Every admin state change: a POST carrying the session's CSRF token. (The request policy has
 * already refused other methods and anything that does not name this site as its origin.)
 * Then the staff member's own write quota (`staffWrites`, per staff member: nobody else's posts
 * count against it); `quota: false` is for signing out, which is never refused.
 * Returns the session and the form; throws a redirect (no session), 403 or 429.
 */
export async function requireStaffPost(
  request: Request,
  { quota = true }: { quota?: boolean } = {},
): Promise<{ session: StaffSession; form: FormData }> {
  const session = await requireStaffPage(request);
  const forbidden = (error: string) => Response.json({ error }, { status: 403, headers: noStore });
  const form = await request.formData().catch(() => null);
  if (!form) throw forbidden("The form could not be read.");
  if (!csrfTokenMatches(session, form.get("csrf"))) {
    throw forbidden("The form has expired. Reload the page and try again.");
  }
  if (quota) {
    const counted = await runtime().rateLimiter.hit(
      `staff-writes:${session.staff.id}`,
      rateLimitTiers.staffWrites,
    );
    if (!counted.allowed) {
      throw Response.json(
        { error: "You have made a great many changes in the last hour. Please wait a few minutes." },
        { status: 429, headers: { ...noStore, "Retry-After": String(counted.retryAfterSeconds) } },
      );
    }
  }
  return { session, form };
}
