import { data } from "react-router";
import { noStore } from "~/server/http.server";
import type { InboxLead } from "~/server/services/inbox.server";
import type { OutboxRow } from "~/server/services/outbox-admin.server";

/** An admin record's number as a URL or form sends it (up to 15 digits), or 0 for anything else. */
export function recordId(raw: string): number {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/**
 * The record an admin detail page's `:id` names (recordId), read with `get`, or a 404: "There is
 * no `noun` with this number."
 */
export async function recordOr404<T>(
  param: string,
  noun: string,
  get: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const record = await get(recordId(param));
  if (!record)
    throw data({ error: `There is no ${noun} with this number.` }, { status: 404, headers: noStore });
  return record;
}

/** A lead as the inbox lists it and its own page heads it: who sent it, when and from where. */
export function leadSummary(lead: InboxLead) {
  return {
    id: lead.id,
    kind: lead.kind,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    newsletterStatus: lead.newsletterStatus,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** An email as the outbox lists it and its own page shows it: where it stands in delivery. */
export function outboxDelivery(row: Omit<OutboxRow, "html" | "text" | "leaseOwner" | "icalEvent">) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "queued" ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
