import { createHmac, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { site } from "~/config/site";
import type { Db } from "~/server/db/client.server";
import { bookingHosts, emailOutbox, type OutboxIcalEvent, staffUsers } from "~/server/db/schema.server";
import type { EmailMessage } from "~/server/email/layout.server";
import type { Job } from "~/server/services/jobs.server";

/** A database or an open transaction: emails are written in the submission's transaction. */
export type Executor = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;

/** An email as the outbox takes it: optionally with a calendar invitation (booking emails). */
export type OutboxMessage = EmailMessage & { icalEvent?: OutboxIcalEvent | null };

/** The columns `outboxRows` gives, in the order a batch insert names them. */
export const outboxColumns = [
  "to",
  "subject",
  "html",
  "text",
  "headers",
  "icalEvent",
  "kind",
  "nextAttemptAt",
] as const satisfies readonly (keyof typeof emailOutbox.$inferInsert)[];

/**
 * Outbox rows for `messages`, queued and due now by this process's clock: the worker compares
 * due times with that clock in milliseconds, and the database's own now() (microseconds) could
 * otherwise put a row written in the same millisecond just after the worker's "now", leaving it
 * for the next poll.
 */
export function outboxRows(
  messages: readonly OutboxMessage[],
  dueAt = new Date(),
): Pick<typeof emailOutbox.$inferInsert, (typeof outboxColumns)[number]>[] {
  return messages.map((m) => ({
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers: m.headers,
    icalEvent: m.icalEvent ?? null,
    kind: m.kind,
    nextAttemptAt: dueAt,
  }));
}

export async function enqueueEmails(tx: Executor, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(emailOutbox).values(outboxRows(messages));
}

/** What the worker needs from nodemailer (a real transport, or a test double in unit tests). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    headers: Record<string, string>;
    /** nodemailer's calendar part: a text/calendar alternative and an .ics attachment. */
    icalEvent?: OutboxIcalEvent;
  }): Promise<unknown>;
  close?(): void;
}

/** Outbox rows of this kind are CRM webhook deliveries: `to` is the URL, `text` the JSON body. */
export const WEBHOOK_KIND = "webhook";

/** The signature a receiver recomputes: HMAC-SHA256 of "timestamp.body" with the shared secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export async function deliverWebhook(url: string, body: string, secret: string): Promise<void> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Rallyroom-Webhook/1",
      "X-Rallyroom-Timestamp": timestamp,
      "X-Rallyroom-Signature": webhookSignature(secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}.`);
}

export interface OutboxOptions {
  from: string;
  /** Poll interval; a submission also wakes the job at once (`Jobs.wake`). */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  /** Rows claimed at a time: few, so a slow SMTP server holds few rows away from other servers. */
  batchSize?: number;
  /**
   * How long a claimed row is reserved for the server that claimed it. Each row's lease is
   * renewed just before it is sent, and a send is abandoned after half the lease, so a row is
   * never in two servers' hands at once.
   */
  leaseMs?: number;
  /**
   * Messages one outside address may be sent in any hour, whatever form queued them
   * (`site.emailCap.perRecipientHourly`); past it a row is marked `suppressed`, kept for staff and
   * never sent. The site's own addresses, hosts and staff are not capped. Null: no cap.
   */
  perRecipientHourly?: number | null;
}

/** A send abandoned at half its lease: the peer may still deliver it late. */
class LeaseTimeout extends Error {
  constructor() {
    super("Sending took longer than the outbox lease allows.");
  }
}

/** What a suppressed row says in the admin's outbox. */
export const recipientCapNote = (cap: number | null) =>
  `Not sent: this address was already sent ${cap} messages in the last hour (the per-recipient cap).`;

export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/** The outbox delivery: a job for the background loop (app/server/services/jobs.server.ts). */
export interface OutboxJob extends Job {
  /** Claims and sends one batch of the rows due now; the number sent. */
  processDue(now?: Date): Promise<number>;
  /** Closes the mail transport. */
  close(): void;
}

export function createOutboxJob(
  db: Db,
  /** Null: no SMTP server, so email rows stay queued and only webhooks are sent. */
  transport: MailTransport | null,
  options: OutboxOptions & { webhookSecret?: string | undefined },
): OutboxJob {
  const {
    from,
    pollMs = 5000,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60 * 1000,
    maxAttempts = 10,
    batchSize = 5,
    leaseMs = 5 * 60 * 1000,
    perRecipientHourly = site.emailCap.perRecipientHourly,
  } = options;
  const ownAddresses = new Set(Object.values(site.email).filter((value) => typeof value === "string"));

  /**
   * Whether `to` has had its hour's messages already: sent in the last hour, counted by the
   * database, so every app server's worker sees the same count. A site address, a host's
   * calendar email and a staff member's address are never capped.
   */
  async function overRecipientCap(to: string, now: Date): Promise<boolean> {
    if (perRecipientHourly === null || ownAddresses.has(to)) return false;
    const since = new Date(now.getTime() - 60 * 60 * 1000);
    const sent = await db.$count(
      emailOutbox,
      and(eq(emailOutbox.to, to), eq(emailOutbox.status, "sent"), gt(emailOutbox.sentAt, since)),
    );
    if (sent < perRecipientHourly) return false;
    const internal =
      (await db.$count(bookingHosts, eq(bookingHosts.email, to))) +
      (await db.$count(staffUsers, eq(staffUsers.email, to)));
    return internal === 0;
  }
  // Every claim gets its own owner token: a row is ours only while it still carries it.
  const workerId = randomUUID();
  let claims = 0;

  /** Extends our lease on a row; false when another worker has taken it over since. */
  async function renewLease(id: number, owner: string): Promise<boolean> {
    const renewed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + leaseMs) })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.leaseOwner, owner), eq(emailOutbox.status, "queued")))
      .returning({ id: emailOutbox.id });
    return renewed.length === 1;
  }

  /** Gives up after half the lease, so the row is settled before any other worker may claim it. */
  function withinLease<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new LeaseTimeout()), leaseMs / 2);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  /**
   * Claims a few due rows in one statement (FOR UPDATE SKIP LOCKED, so two app servers never
   * claim the same row), then sends each outside any transaction: renewing the row's lease
   * first, and settling it only while the lease is still ours.
   */
  async function sendBatch(now: Date): Promise<{ claimed: number; sent: number }> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "queued"),
          lte(emailOutbox.nextAttemptAt, now),
          transport ? undefined : eq(emailOutbox.kind, WEBHOOK_KIND),
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const owner = `${workerId}:${++claims}`;
    const claimed = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        leaseOwner: owner,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    claimed.sort((a, b) => a.id - b.id);
    let sent = 0;
    for (const row of claimed) {
      // The rows after a slow send may have outlived their lease and gone to another server.
      if (!(await renewLease(row.id, owner))) continue;
      const ours = and(eq(emailOutbox.id, row.id), eq(emailOutbox.leaseOwner, owner));
      try {
        if (row.kind === WEBHOOK_KIND) {
          if (!options.webhookSecret) throw new Error("LEAD_WEBHOOK_SECRET is not configured.");
          await withinLease(deliverWebhook(row.to, row.text, options.webhookSecret));
        } else {
          if (!transport) throw new Error("No SMTP server is configured.");
          if (await overRecipientCap(row.to, new Date())) {
            await db
              .update(emailOutbox)
              .set({
                status: "suppressed",
                lastError: recipientCapNote(perRecipientHourly),
                leaseOwner: null,
              })
              .where(ours);
            continue;
          }
          await withinLease(
            transport.sendMail({
              from,
              to: row.to,
              subject: row.subject,
              html: row.html,
              text: row.text,
              headers: row.headers,
              ...(row.icalEvent ? { icalEvent: row.icalEvent } : {}),
            }),
          );
        }
        const settled = await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null, leaseOwner: null })
          .where(ours)
          .returning({ id: emailOutbox.id });
        if (settled.length === 1) sent++;
        else console.warn(`Email outbox: row ${row.id} changed hands while it was being sent.`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= maxAttempts;
        await db
          .update(emailOutbox)
          .set({
            status: failed ? "failed" : "queued",
            lastError: message.slice(0, 1000),
            // An abandoned send may still arrive: wait a whole lease before trying it again.
            nextAttemptAt: new Date(
              Date.now() +
                Math.max(
                  backoffDelay(row.attempts, baseDelayMs, maxDelayMs),
                  error instanceof LeaseTimeout ? leaseMs : 0,
                ),
            ),
            leaseOwner: null,
          })
          .where(ours);
      }
    }
    return { claimed: claimed.length, sent };
  }

  const processDue = async (now = new Date()) => (await sendBatch(now)).sent;

  /**
   * A run sends batch after batch while full ones are due (at most 200 a run), so a burst of
   * queued mail drains at the transport's pace, not one batch per interval.
   */
  async function drain(): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < 200; batch++) {
      const result = await sendBatch(new Date());
      sent += result.sent;
      if (result.claimed < batchSize) break;
    }
    return sent;
  }

  return {
    name: "Email outbox",
    everyMs: pollMs,
    run: drain,
    processDue,
    close() {
      transport?.close?.();
    },
  };
}
