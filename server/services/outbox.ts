import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { EmailMessage } from "../email/templates";

/** A database or an open transaction: emails are written in the submission's transaction. */
export type Executor = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;

export async function enqueueEmails(tx: Executor, messages: EmailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(emailOutbox).values(
    messages.map((m) => ({
      to: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      headers: m.headers,
      kind: m.kind,
    })),
  );
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
  /** Poll interval; a submission also wakes the worker at once. */
  pollMs?: number;
  /** First retry delay; each later one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claimed row is reserved for the server that claimed it. */
  leaseMs?: number;
  /** Housekeeping run about once a minute (pruning old rate-limit windows). */
  onIdle?: () => Promise<void>;
}

export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

export function createOutboxWorker(
  db: Db,
  /** Null: no SMTP server, so email rows stay queued and only webhooks are sent. */
  transport: MailTransport | null,
  options: OutboxOptions & { webhookSecret?: string | undefined },
) {
  const {
    from,
    pollMs = 5000,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60 * 1000,
    maxAttempts = 10,
    batchSize = 20,
    leaseMs = 5 * 60 * 1000,
    onIdle,
  } = options;
  let lastIdle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  /**
   * Claims due rows in one statement (FOR UPDATE SKIP LOCKED, so several app servers never
   * send the same email), then sends each outside any transaction.
   */
  async function processDue(now = new Date()): Promise<number> {
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
    const claimed = await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(emailOutbox.id, due))
      .returning();
    let sent = 0;
    for (const row of claimed) {
      try {
        if (row.kind === WEBHOOK_KIND) {
          if (!options.webhookSecret) throw new Error("LEAD_WEBHOOK_SECRET is not configured.");
          await deliverWebhook(row.to, row.text, options.webhookSecret);
        } else {
          if (!transport) throw new Error("No SMTP server is configured.");
          await transport.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            headers: row.headers,
          });
        }
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= maxAttempts;
        await db
          .update(emailOutbox)
          .set({
            status: failed ? "failed" : "queued",
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(Date.now() + backoffDelay(row.attempts, baseDelayMs, maxDelayMs)),
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  }

  async function tick() {
    timer = undefined;
    if (stopped) return;
    try {
      running = processDue();
      await running;
      if (onIdle && Date.now() - lastIdle > 60_000) {
        lastIdle = Date.now();
        await onIdle();
      }
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      console.error("Email outbox worker:", error instanceof Error ? error.message : error);
    } finally {
      running = undefined;
    }
    if (stopped) return;
    const delay = again ? 0 : pollMs;
    again = false;
    timer = setTimeout(() => void tick(), delay);
    timer.unref?.();
  }

  return {
    processDue,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void tick(), 0);
      timer.unref?.();
    },
    /** Wakes the worker after a submission, so email leaves in seconds, not at the next poll. */
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void tick(), 0);
      timer.unref?.();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
      transport?.close?.();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
