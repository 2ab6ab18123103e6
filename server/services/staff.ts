import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { staffLoginFailures, staffSessions, staffUsers } from "../db/schema";
import { randomToken, safeEqual, sha256 } from "./cookies";
import { hashPassword, passwordProblem, verifyPassword } from "./password";
import { newTotpSecret, otpauthUrl, verifyTotp } from "./totp";

export type StaffUser = typeof staffUsers.$inferSelect;

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const MAX_FAILED_SIGN_INS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** lastSeen is written at most this often, so reading pages is not a write per request. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface StaffSession {
  staff: Pick<StaffUser, "id" | "email" | "totpEnabledAt">;
  csrfToken: string;
}

export type SignInResult =
  | { ok: true; token: string; csrfToken: string }
  | { ok: false; status: 400 | 401 | 429; error: string; fieldErrors?: Record<string, string[]> };

// Control characters are refused too: PostgreSQL cannot store NUL in text.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

let dummyHash: Promise<string> | undefined;

export function createStaff(db: Db, clock: () => number = Date.now) {
  const since = (ms: number) => new Date(clock() - ms);

  async function failuresFor(ip: string, email: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(staffLoginFailures)
      .where(
        and(
          eq(staffLoginFailures.ip, ip),
          eq(staffLoginFailures.email, email),
          gt(staffLoginFailures.createdAt, since(FAILURE_WINDOW_MS)),
        ),
      );
    return Number(row?.n ?? 0);
  }

  return {
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
     * Checks the password (and the authenticator code when TOTP is on). Failures are counted
     * per IP and email; past the limit the answer is 429 before any password is checked.
     */
    async signIn(input: {
      email: unknown;
      password: unknown;
      code?: unknown;
      ip: string;
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
      if ((await failuresFor(input.ip, email)) >= MAX_FAILED_SIGN_INS) {
        return {
          ok: false,
          status: 429,
          error: "Too many failed sign-in attempts. Wait 15 minutes and try again.",
        };
      }
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
      dummyHash ??= hashPassword(randomToken(16));
      // An unknown email costs the same scrypt run as a known one, so timing reveals nothing.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      const codeOk =
        !user?.totpEnabledAt || (user.totpSecret !== null && verifyTotp(user.totpSecret, code, clock()));
      if (!user || !passwordOk || !codeOk) {
        await db.insert(staffLoginFailures).values({ ip: input.ip, email, createdAt: new Date(clock()) });
        const needsCode = user?.totpEnabledAt && passwordOk;
        return {
          ok: false,
          status: 401,
          error: needsCode
            ? "Enter the current code from your authenticator app"
            : "The email, password or authenticator code is not correct",
        };
      }
      await db
        .delete(staffLoginFailures)
        .where(and(eq(staffLoginFailures.ip, input.ip), eq(staffLoginFailures.email, email)));
      const token = randomToken(32);
      const csrfToken = randomToken(32);
      const now = new Date(clock());
      await db
        .insert(staffSessions)
        .values({ idHash: sha256(token), staffId: user.id, csrfToken, createdAt: now, lastSeenAt: now });
      return { ok: true, token, csrfToken };
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

    async signOut(token: string | null): Promise<void> {
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
        .set({ totpSecret: secret, totpEnabledAt: null })
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
      if (!verifyTotp(user.totpSecret, code.replace(/\s/g, ""), clock())) return false;
      await db.update(staffUsers).set({ totpEnabledAt: sql`now()` }).where(eq(staffUsers.id, staffId));
      return true;
    },

    async disableTotp(staffId: string, code: string): Promise<boolean> {
      const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
      if (!user?.totpSecret || !user.totpEnabledAt) return false;
      if (!verifyTotp(user.totpSecret, code.replace(/\s/g, ""), clock())) return false;
      await db
        .update(staffUsers)
        .set({ totpSecret: null, totpEnabledAt: null })
        .where(eq(staffUsers.id, staffId));
      return true;
    },
  };
}

/** CSRF: the form's token must equal the session's, compared in constant time. */
export function csrfTokenMatches(session: Pick<StaffSession, "csrfToken">, submitted: unknown): boolean {
  return typeof submitted === "string" && submitted.length > 0 && safeEqual(submitted, session.csrfToken);
}
