import { eq } from "drizzle-orm";
import type { AttributionInput } from "~/domain/leads";
import { isoUtc } from "~/domain/scheduling";
import type { Db } from "~/server/db/client.server";
import { bookings } from "~/server/db/schema.server";
import type { BookingContext } from "~/server/services/booking/context.server";
import { type HostRow, hostDisplayName } from "~/server/services/booking/hosts.server";
import type { BookingRow } from "~/server/services/booking/view.server";
import { recordLead } from "~/server/services/lead-record.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * A booking's lead, written by the one lead writer (`recordLead`, decision 053) like every other
 * lead; its honeypot is that module's `honeypotRefusal`, checked when the booking is asked for.
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

/**
 * Records a final booking's lead (kind "booking", source scheduler_intro or scheduler_demo)
 * inside the booking's transaction, with `emails` (the visitor's invitation and the host's
 * notice, which name the lead) and the CRM webhook, and links the booking to it.
 */
export async function recordBookingLead(
  tx: Db,
  input: { row: BookingRow; host: HostRow; attribution: AttributionInput; now: Date },
  context: Pick<BookingContext, "origin" | "webhookUrl">,
  emails: (leadId: number) => OutboxMessage[],
): Promise<number> {
  const { row, host, attribution, now } = input;
  const recorded = await recordLead(
    tx,
    {
      kind: "booking",
      source: `scheduler_${row.type}`,
      email: row.email,
      name: row.name,
      company: row.company,
      fields: {
        booking_id: row.id,
        meeting: row.type,
        start: isoUtc(row.startsAt.getTime()),
        end: isoUtc(row.endsAt.getTime()),
        time_zone: row.visitorTimeZone,
        teamSize: row.teamSize ?? null,
        notes: row.notes,
        game: row.game,
        host: hostDisplayName(host),
      },
      consented: false,
      attribution,
      createdAt: now,
    },
    { origin: context.origin, webhookUrl: context.webhookUrl, emails },
  );
  // Only a voucher claim refuses a lead; a booking claims none.
  if (!recorded.ok) throw new Error(`The booking's lead was refused: ${recorded.error}`);
  await tx
    .update(bookings)
    .set({ leadId: recorded.leadId, attribution: null })
    .where(eq(bookings.id, row.id));
  return recorded.leadId;
}
