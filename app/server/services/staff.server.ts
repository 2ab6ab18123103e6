import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { staffSessions, staffUsers } from "~/server/db/schema.server";
import { randomToken, safeEqual, sha256 } from "~/server/services/crypto.server";
import { hashPassword, passwordProblem, verifyPassword } from "~/server/services/password.server";
import { createSignInThrottle } from "~/server/services/sign-in-throttle.server";
import { createStaffDevices } from "~/server/services/staff-devices.server";
import { newTotpSecret, otpauthUrl, totpStepOf } from "~/server/services/totp.server";

export type StaffUser = typeof staffUsers.$inferSelect;

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeen is written at most this often, so reading pages is not a write per request. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface StaffSession {
  staff: Pick<StaffUser, "id" | "email" | "totpEnabledAt">;
  csrfToken: string;
}

export type SignInResult =
  | {
      ok: true;
      token: string;
      csrfToken: string;
      /** The device token the browser's device cookie carries from now on (a new one each time). */
      deviceToken: string;
    }
  | {
      ok: false;
      status: 400 | 401 | 429;
      error: string;
      fieldErrors?: Record<string, string[]>;
      /** How long the throttle asks to wait: for tests and logs, never sent to the browser. */
      retryAfterSeconds?: number;
    };

/**
 * The one answer to every failed sign-in, whichever part was wrong: a different answer for a
 * right password with a wrong code would tell a guesser the password.
 */
export const signInFailedMessage = "The email, password or authenticator code is not correct";

export const signInThrottledMessage =
  "Too many failed sign-in attempts. Please wait a few minutes and try again, or sign in from a device you have used before.";

// Control characters are refused too: PostgreSQL cannot store NUL in text.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

let dummyHash: Promise<string> | undefined;

export function createStaff(db: Db, clock: () => number = Date.now) {
  const throttle = createSignInThrottle(db, clock);
  const devices = createStaffDevices(db, clock);

  /**
   * Accepts a code once: the step it was made for must be later than the last accepted one,
   * and recording it is a conditional update, so two requests with one code cannot both pass.
   */
  async function acceptTotpCode(user: StaffUser, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const step = totpStepOf(user.totpSecret, code, clock());
    if (step === null) return false;
    const recorded = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffUsers.id, user.id),
          or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffUsers.id });
    return recorded.length === 1;
  }

  return {
    /** The browsers each staff member signed in from: listed and revoked at /admin/security. */
    devices,

    /** Used by `npm run staff:create` only: there is no public sign-up. */
    async createUser(emailInput: string, password: string): Promise<StaffUser> {
      const email = normaliseEmail(emailInput);
      if (!EMAIL.test(email)) throw new Error("Enter a valid email address.");
      const problem = passwordProblem(password);
      if (problem) throw new Error(problem);
      const [user] = await db
        .insert(staffUsers)
        .values({ email, passwordHash: await hashPassword(password) })
        .onConflictDoNothing({ target: staffUsers.email })
        .returning();
      if (!user) throw new Error(`A staff account for ${email} already exists.`);
      return user;
    },

    /**
     * Checks the password (and the authenticator code when TOTP is on). Each attempt first takes
     * a slot from the address's and the account's throttle (the looser account rule when the
     * device cookie's token is a live device of this account); without one the answer is 429 and
     * no password is checked. Every failure answers alike.
     */
    async signIn(input: {
      email: unknown;
      password: unknown;
      code?: unknown;
      ip: string;
      /** The token the browser's device cookie carries, if any (checked here, never trusted). */
      deviceToken?: unknown;
    }): Promise<SignInResult> {
      const email = typeof input.email === "string" ? normaliseEmail(input.email) : "";
      const password = typeof input.password === "string" ? input.password : "";
      const code = typeof input.code === "string" ? input.code.replace(/\s/g, "") : "";
      const fieldErrors: Record<string, string[]> = {};
      if (!EMAIL.test(email) || email.length > 254) fieldErrors.email = ["Enter your staff email address"];
      if (password === "" || password.length > 200) fieldErrors.password = ["Enter your password"];
      if (Object.keys(fieldErrors).length > 0) {
        return { ok: false, status: 400, error: "Please fill in your email and password", fieldErrors };
      }
      const knownDevice = await devices.isKnown(input.deviceToken, email);
      const slot = await throttle.reserve(input.ip, email, { knownDevice });
      if (!slot.allowed) {
        // The wait is not said (no seconds, no Retry-After): it would tell a guesser when to guess next.
        return {
          ok: false,
          status: 429,
          error: signInThrottledMessage,
          retryAfterSeconds: slot.retryAfterSeconds,
        };
      }
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
      dummyHash ??= hashPassword(randomToken(16));
      // An unknown email costs the same scrypt run as a known one, so timing reveals nothing.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      const codeOk = !user?.totpEnabledAt || (passwordOk && (await acceptTotpCode(user, code)));
      if (!user || !passwordOk || !codeOk) {
        return { ok: false, status: 401, error: signInFailedMessage };
      }
      await throttle.succeeded(input.ip, email, { knownDevice });
      const token = randomToken(32);
      const csrfToken = randomToken(32);
      const now = new Date(clock());
      await db
        .insert(staffSessions)
        .values({ idHash: sha256(token), staffId: user.id, csrfToken, createdAt: now, lastSeenAt: now });
      const deviceToken = await devices.remember(input.deviceToken, user.id);
      return { ok: true, token, csrfToken, deviceToken };
    },

    /** The session for a cookie token, or null when unknown, idle too long or too old (then deleted). */
    async session(token: string | null): Promise<StaffSession | null> {
      if (!token || token.length > 100) return null;
      const idHash = sha256(token);
      const [row] = await db
        .select({ session: staffSessions, staff: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(eq(staffSessions.idHash, idHash));
      if (!row) return null;
      const now = clock();
      const idle = now - row.session.lastSeenAt.getTime();
      const age = now - row.session.createdAt.getTime();
      if (idle > SESSION_IDLE_MS || age > SESSION_ABSOLUTE_MS) {
        await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
        return null;
      }
      if (idle > TOUCH_AFTER_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(staffSessions.idHash, idHash));
      }
      return {
        staff: { id: row.staff.id, email: row.staff.email, totpEnabledAt: row.staff.totpEnabledAt },
        csrfToken: row.session.csrfToken,
      };
    },

    /** Deletes the session and this browser's device, so neither cookie is worth anything after. */
    async signOut(token: string | null, deviceToken?: unknown): Promise<void> {
      await devices.forget(deviceToken);
      if (!token || token.length > 100) return;
      await db.delete(staffSessions).where(eq(staffSessions.idHash, sha256(token)));
    },

    /** Enrolment step 1: a fresh secret, stored but not yet required. */
    async startTotp(
      staffId: string,
      email: string,
      issuer: string,
    ): Promise<{ secret: string; url: string }> {
      const secret = newTotpSecret();
      await db
        .update(staffUsers)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(eq(staffUsers.id, staffId));
      return { secret, url: otpauthUrl(secret, email, issuer) };
    },

    async pendingTotp(staffId: string): Promise<string | null> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
      return user && !user.totpEnabledAt ? user.totpSecret : null;
    },

    /** Enrolment step 2: the app proves it has the secret; from now on sign-in needs a code. */
    async confirmTotp(staffId: string, code: string): Promise<boolean> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
      if (!user?.totpSecret || user.totpEnabledAt) return false;
      if (!(await acceptTotpCode(user, code.replace(/\s/g, "")))) return false;
      await db.update(staffUsers).set({ totpEnabledAt: sql`now()` }).where(eq(staffUsers.id, staffId));
      return true;
    },

    async disableTotp(staffId: string, code: string): Promise<boolean> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
      if (!user?.totpSecret || !user.totpEnabledAt) return false;
      if (!(await acceptTotpCode(user, code.replace(/\s/g, "")))) return false;
      await db
        .update(staffUsers)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(staffUsers.id, staffId));
      return true;
    },
  };
}

/** CSRF: the form's token must equal the session's, compared in constant time. */
export function csrfTokenMatches(session: Pick<StaffSession, "csrfToken">, submitted: unknown): boolean {
  return typeof submitted === "string" && submitted.length > 0 && safeEqual(submitted, session.csrfToken);
}
