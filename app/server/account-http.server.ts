import { createCookie, createSessionStorage, data, redirect, type Session } from "react-router";
import { ACCOUNT_COOKIE_NAMES } from "~/config/browser-storage";
import type { WorkspaceFormAnswer } from "~/domain/workspace";
import { SESSION_DAYS } from "~/domain/workspace";
import { noStore, privatePage } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { browserOwnerHash, keepsSecureCookies } from "~/server/services/cookies.server";
import { randomToken, safeEqual } from "~/server/services/crypto.server";
import type { EventView } from "~/server/services/events/view.server";
import { historyWhen, LINK_ACTOR, recordHistory } from "~/server/services/workspace/history.server";

/**
 * The organiser's session (issue 43, decision 072), by React Router's session storage: the cookie
 * (`__Host-rr_account` wherever the browser keeps Secure cookies, else `rr_account`) is signed and
 * carries a random id; the rows are app/server/services/workspace/sessions.server.ts's. Separate
 * from the staff session in every way: another cookie, another table, another sign-in.
 */

export interface Account {
  email: string;
  csrf: string;
}

function storage(request: Request) {
  const secure = keepsSecureCookies(request);
  const { workspace, cookieSecret } = runtime();
  return createSessionStorage({
    cookie: createCookie(secure ? ACCOUNT_COOKIE_NAMES[0] : ACCOUNT_COOKIE_NAMES[1], {
      secrets: [cookieSecret],
      httpOnly: true,
      secure,
      sameSite: "lax",
      path: "/",
      maxAge: SESSION_DAYS * 86_400,
    }),
    createData: (values, expires) => workspace.sessions.create(values, expires),
    readData: (id) => workspace.sessions.read(id),
    updateData: (id, values, expires) => workspace.sessions.update(id, values, expires),
    deleteData: (id) => workspace.sessions.remove(id),
  });
}

async function sessionOf(request: Request): Promise<Session> {
  return storage(request).getSession(request.headers.get("Cookie"));
}

/** The signed-in address of the request, or null. */
export async function accountOf(request: Request): Promise<Account | null> {
  const session = await sessionOf(request);
  const email = session.get("email");
  const csrf = session.get("csrf");
  return typeof email === "string" && typeof csrf === "string" ? { email, csrf } : null;
}

/** The owner hash of this browser's quote cookie, if it has one: its quotes are claimed at sign-in. */
export const browserHashOf = (request: Request) => browserOwnerHash(request, runtime().cookieSecret);

/**
 * Signs the address in: whatever session the browser had ends (its row is deleted), and a new
 * one with a new id begins, so a session id known before sign-in is worth nothing after it.
 * Returns the Set-Cookie header.
 */
export async function startSession(request: Request, email: string): Promise<string> {
  const store = storage(request);
  const old = await store.getSession(request.headers.get("Cookie"));
  if (old.id) await store.destroySession(old);
  const fresh = await store.getSession(null);
  fresh.set("email", email);
  fresh.set("csrf", randomToken(24));
  return store.commitSession(fresh);
}

/** Ends this browser's session (the row and the cookie); `everywhere` ends every session of the address. */
export async function endSession(request: Request, everywhere: boolean): Promise<string> {
  const store = storage(request);
  const session = await store.getSession(request.headers.get("Cookie"));
  const email = session.get("email");
  if (everywhere && typeof email === "string") await runtime().workspace.sessions.removeAllOf(email);
  return store.destroySession(session);
}

/** Workspace pages: the address, or a redirect to sign-in that comes back here afterwards. */
export async function requireAccount(request: Request): Promise<Account> {
  const account = await accountOf(request);
  if (account) return account;
  const url = new URL(request.url);
  const next = url.pathname.replace(/\.data$/, "");
  throw redirect(`/account/sign-in?next=${encodeURIComponent(next)}`, { status: 303, headers: privatePage });
}

/** Only a path of the workspace may be where sign-in leads (no open redirect). */
export function safeAccountPath(value: string | null | undefined): string {
  return value && /^\/account(\/[A-Za-z0-9/_.-]*)?$/.test(value) && !value.includes("..")
    ? value
    : "/account";
}

/** Changes a workspace page posts each hour per address (after the session and its CSRF token). */
const accountWrites = { limit: 120, windowMs: 60 * 60_000 };

/**
 * Every workspace change: a POST from a signed-in browser carrying its session's CSRF token (the
 * request policy has already refused other origins), within the address's hourly writes.
 */
export async function requireAccountPost(request: Request): Promise<{ account: Account; form: FormData }> {
  const account = await requireAccount(request);
  const form = await request.formData().catch(() => null);
  const token = form?.get("csrf");
  if (!form || typeof token !== "string" || !safeEqual(token, account.csrf)) {
    throw data(
      { error: "The form has expired. Reload the page and try again." },
      { status: 403, headers: privatePage },
    );
  }
  const counted = await runtime().rateLimiter.hit(`account-writes:${account.email}`, accountWrites);
  if (!counted.allowed) {
    throw data(
      { error: "You have made a great many changes in the last hour. Please wait a few minutes." },
      { status: 429, headers: { ...privatePage, "Retry-After": String(counted.retryAfterSeconds) } },
    );
  }
  return { account, form };
}

/**
 * After a change through an event's signed page (headcount, time, cancellation): the change goes
 * into the event's history, by the signed-in address if the browser has one, else as made by
 * whoever holds the link. Returns the page's redirect (`back` with `done=`).
 */
export async function recordedRedirect(
  request: Request,
  event: EventView,
  done: keyof typeof linkChanges,
  back: string,
) {
  const account = await accountOf(request);
  await recordHistory(
    runtime().database.db,
    event.id,
    account?.email ?? LINK_ACTOR,
    linkChanges[done](event),
  );
  return redirect(`${back}&done=${done}`, { status: 303, headers: noStore });
}

const linkChanges = {
  headcount: (event: EventView) => `Changed the headcount to ${event.headcount}`,
  moved: (event: EventView) => `Moved the event to ${historyWhen(event)}`,
  cancelled: () => "Cancelled the event",
};

/** What a workspace form posted under `names`, as text (cut at 300 characters), to show again on refusal. */
export const typedFields = (form: FormData, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 300)]));

/** A workspace service's refusal as the page's action answers it: each field's first error, or the message. */
export function refusedForm(
  intent: string,
  result: { status: number; error: string; field?: string; fieldErrors?: Record<string, string[]> },
  values: Record<string, string>,
) {
  const fieldErrors = result.fieldErrors
    ? Object.fromEntries(Object.entries(result.fieldErrors).map(([field, errors]) => [field, errors[0]]))
    : result.field
      ? { [result.field]: result.error }
      : {};
  return data<WorkspaceFormAnswer>(
    { intent, ok: false, message: result.error, fieldErrors, values },
    { status: result.status, headers: noStore },
  );
}
