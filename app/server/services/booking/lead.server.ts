import type { AttributionInput } from "~/domain/leads";
import { HONEYPOT_FIELD } from "~/domain/leads";
import { isoUtc } from "~/domain/scheduling";
import { leads } from "~/server/db/schema.server";
import { type HostRow, hostDisplayName } from "~/server/services/booking/hosts.server";
import type { BookingRow } from "~/server/services/booking/view.server";
import { attributionColumns } from "~/server/services/leads.server";
import { type Executor, type OutboxMessage, WEBHOOK_KIND } from "~/server/services/outbox.server";

/**
 * A booking's lead: the honeypot check a booking request passes first, and the lead row (with its
 * CRM webhook message) a booking writes once it is final. Kept apart so one shared lead writer
 * can take its place.
 */

/** A booking that came with no attribution (no UTM, referrer or landing path). */
export const noAttribution: AttributionInput = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  landing_path: null,
};

/** Whether a request filled the honeypot field that people never see (a script did). */
export function honeypotTripped(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return false;
  const trap = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== "";
}

/**
 * Writes a final booking's lead (kind "booking", source scheduler_intro or scheduler_demo) in the
 * caller's transaction, and builds its `lead.created` webhook message when a CRM webhook is set:
 * the caller queues that message with the booking's emails.
 */
export async function writeBookingLead(
  tx: Executor,
  input: { row: BookingRow; host: HostRow; attribution: AttributionInput; now: Date },
  webhookUrl: string | undefined,
): Promise<{ leadId: number; webhook: OutboxMessage[] }> {
  const { row, host, attribution, now } = input;
  const source = `scheduler_${row.type}`;
  const fields: Record<string, string | number | boolean | null> = {
    booking_id: row.id,
    meeting: row.type,
    start: isoUtc(row.startsAt.getTime()),
    end: isoUtc(row.endsAt.getTime()),
    time_zone: row.visitorTimeZone,
    teamSize: row.teamSize ?? null,
    notes: row.notes,
    game: row.game,
    host: hostDisplayName(host),
  };
  const [lead] = await tx
    .insert(leads)
    .values({
      kind: "booking",
      source,
      email: row.email,
      name: row.name,
      company: row.company,
      fields,
      consent: false,
      ...attributionColumns(attribution),
      createdAt: now,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("The lead insert returned no row.");
  if (!webhookUrl) return { leadId: lead.id, webhook: [] };
  return {
    leadId: lead.id,
    webhook: [
      {
        to: webhookUrl,
        subject: "lead.created",
        kind: WEBHOOK_KIND,
        html: "",
        headers: {},
        text: JSON.stringify({
          event: "lead.created",
          id: lead.id,
          kind: "booking",
          source,
          email: row.email,
          name: row.name,
          company: row.company,
          fields,
          consent: false,
          consent_text: null,
          consent_at: null,
          attribution,
          voucher: null,
          created_at: now.toISOString(),
        }),
      },
    ],
  };
}
