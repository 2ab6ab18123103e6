import { and, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { SIGN_IN_LINK_MINUTES } from "~/domain/workspace";
import { signInSchema } from "~/domain/workspace-forms";
import type { Db } from "~/server/db/client.server";
import {
  accountSignInLinks,
  bookings,
  eventMembers,
  eventOrders,
  quotes,
  workspaceMembers,
} from "~/server/db/schema.server";
import { signInLinkEmail } from "~/server/email/account-emails.server";
import { markMailboxProven } from "~/server/services/booking-limits.server";
import { randomToken, sha256 } from "~/server/services/crypto.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";
import { quotesOf } from "~/server/services/workspace/access.server";

/**
 * Signing in to the workspace by an emailed one-time link (issue 43, decision 072). Only the
 * sha256 of a link's token is stored; a link works once, for SIGN_IN_LINK_MINUTES. Every request
 * gets the same answer whether or not the address has anything here; a link is sent only to an
 * address with an event, a quote or a colleague's invitation (or from a browser holding quotes),
 * so the form cannot mail strangers. The admission rules of every public write that sends mail
 * apply: the request policy counts the form per client address, this module counts links per
 * address typed, and the outbox caps what one recipient receives an hour (decision 064).
 */

/** Links one address may be sent an hour; more are refused with the reason, for every address alike. */
export const signInLinkLimit = { limit: 5, windowMs: 60 * 60_000 };

export type LinkRequest =
  | { ok: true; email: string }
  | { ok: false; status: 422 | 429; field: "email"; error: string; retryAfterSeconds?: number };

/** Whether the address has anything to see: an event it booked, a quote, or an invitation. */
async function hasAnything(exec: Executor, email: string, browserHash: string | null): Promise<boolean> {
  const found = await Promise.all([
    exec
      .select({ id: eventOrders.id })
      .from(eventOrders)
      .innerJoin(bookings, eq(bookings.id, eventOrders.id))
      .where(sql`lower(${bookings.email}) = ${email}`)
      .limit(1),
    exec
      .select({ id: quotes.id })
      .from(quotes)
      .where(quotesOf(email, browserHash ? [browserHash] : []))
      .limit(1),
    exec
      .select({ email: workspaceMembers.email })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.email, email))
      .limit(1),
    exec
      .select({ email: eventMembers.email })
      .from(eventMembers)
      .where(eq(eventMembers.email, email))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** The link a token names while it can still be used (unused, unexpired); null for no token at all. */
function liveLink(token: unknown, now: Date): SQL | null {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return and(
    eq(accountSignInLinks.tokenHash, sha256(token)),
    isNull(accountSignInLinks.usedAt),
    gt(accountSignInLinks.expiresAt, now),
  ) as SQL;
}

export function createSignInLinks(
  db: Db,
  options: { origin: string; rateLimiter: Pick<RateLimiter, "hit">; onQueued?: () => void },
) {
  return {
    /** The sign-in form: a link to the address if it has anything here; the same answer either way. */
    async request(raw: unknown, browserHash: string | null, now = new Date()): Promise<LinkRequest> {
      const parsed = signInSchema.safeParse({ email: raw });
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? "Enter an email address";
        return { ok: false, status: 422, field: "email", error };
      }
      const { email } = parsed.data;
      const counted = await options.rateLimiter.hit(`sign-in-link:${email}`, signInLinkLimit, now);
      if (!counted.allowed) {
        return {
          ok: false,
          status: 429,
          field: "email",
          error: `We have sent this address ${signInLinkLimit.limit} links in the last hour. Use the latest one, or try again in ${Math.ceil(counted.retryAfterSeconds / 60)} minutes.`,
          retryAfterSeconds: counted.retryAfterSeconds,
        };
      }
      const queued = await db.transaction(async (tx) => {
        if (!(await hasAnything(tx, email, browserHash))) return false;
        const token = randomToken(32);
        await tx.insert(accountSignInLinks).values({
          tokenHash: sha256(token),
          email,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
        });
        const url = `${options.origin}/account/verify?token=${encodeURIComponent(token)}`;
        await enqueueEmails(tx, [signInLinkEmail(email, url)]);
        return true;
      });
      if (queued) options.onQueued?.();
      return { ok: true, email };
    },

    /**
     * The link opened and its button pressed: the address, once. A conditional update marks it
     * used, so two tabs (or a mail scanner and a person) cannot both sign in with one link. Using
     * it proves the mailbox, as a typed code does: its bookings' invoices and invitations may go.
     */
    async consume(token: unknown, now = new Date()): Promise<{ email: string } | null> {
      const live = liveLink(token, now);
      if (!live) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(accountSignInLinks)
          .set({ usedAt: now })
          .where(live)
          .returning({ email: accountSignInLinks.email });
        if (row) await markMailboxProven(tx, row.email, now);
        return row ?? null;
      });
    },

    /** Whether a link could still be used (the page before its button), without using it. */
    async peek(token: unknown, now = new Date()): Promise<string | null> {
      const live = liveLink(token, now);
      if (!live) return null;
      const [row] = await db.select({ email: accountSignInLinks.email }).from(accountSignInLinks).where(live);
      return row?.email ?? null;
    },

    /** Drops links a day past their end (the job loop). */
    async prune(now = new Date()): Promise<void> {
      const dayAgo = new Date(now.getTime() - 86_400_000);
      await db.delete(accountSignInLinks).where(
        // Typed comparisons: the column maps the Date. A raw Date in sql`` is not mapped, and the
        // PostgreSQL driver refused it (ERR_INVALID_ARG_TYPE) on every hourly run.
        or(lt(accountSignInLinks.expiresAt, dayAgo), lt(accountSignInLinks.usedAt, dayAgo)),
      );
    },
  };
}
