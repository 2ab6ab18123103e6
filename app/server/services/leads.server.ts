import { type LeadKind, leadSource } from "~/domain/lead-kinds";
import {
  type AttributionInput,
  attributionKeys,
  attributionSchema,
  type FieldErrors,
  invalidFormMessage,
  parseLead,
} from "~/domain/leads";
import type { Database } from "~/server/db/client.server";
import { honeypotRefusal, type LeadFieldValue, recordLead } from "~/server/services/lead-record.server";

export type SubmitResult =
  | {
      ok: true;
      kind: LeadKind;
      leadId: number;
      voucher?: { code: string; expires_at: string; existing: boolean };
    }
  | { ok: false; status: 400 | 409 | 422; error: string; fieldErrors: FieldErrors };

/** Attribution is best effort: a value that does not fit is dropped, the lead is still taken. */
export function readAttribution(raw: Record<string, unknown>): AttributionInput {
  const out = {} as AttributionInput;
  for (const key of attributionKeys) {
    const parsed = attributionSchema.shape[key].safeParse(raw[key]);
    out[key] = parsed.success ? parsed.data : null;
  }
  return out;
}

export interface LeadServiceOptions {
  origin: string;
  voucherSlots?: number;
  /** CRM webhook URL: a signed JSON copy of each new lead goes through the outbox. */
  webhookUrl?: string | undefined;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued?: () => void;
}

export function createLeadService(database: Database, options: LeadServiceOptions) {
  const { db } = database;
  const settings = {
    origin: options.origin,
    webhookUrl: options.webhookUrl,
    voucherSlots: options.voucherSlots,
    query: database.query,
  };

  return {
    /**
     * Validates one submission and records it (`recordLead`): either the lead and every email
     * to send about it are stored, or nothing is. What happens per kind (consent, source,
     * voucher, emails) is the kind's row in the lead kinds table.
     */
    async submit(kind: LeadKind, raw: unknown, context: { now?: Date } = {}): Promise<SubmitResult> {
      const now = context.now ?? new Date();
      const trapped = honeypotRefusal(raw);
      if (trapped) return trapped;
      const parsed = parseLead(kind, raw);
      if (!parsed.ok) return { ok: false, status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors };
      const data = parsed.data as Record<string, LeadFieldValue | undefined>;
      const source = leadSource(kind, data.source as string | undefined);
      if (source === null) {
        return {
          ok: false,
          status: 422,
          error: invalidFormMessage,
          fieldErrors: { source: ["Source is not one of this form's sources"] },
        };
      }
      const fields: Record<string, LeadFieldValue> = {};
      for (const [key, value] of Object.entries(data)) if (key !== "source") fields[key] = value ?? null;

      const recorded = await recordLead(
        db,
        {
          kind,
          source,
          email: data.email as string,
          // Forms ask for one name, or for a first and a last name.
          name:
            (data.name as string | undefined) ??
            ([data.first_name, data.last_name].filter(Boolean).join(" ") || null),
          company: ((data.company ?? data.companyName) as string | null | undefined) ?? null,
          fields,
          consented: data.consent === true,
          attribution: readAttribution(raw as Record<string, unknown>),
          createdAt: now,
        },
        settings,
      );
      if (!recorded.ok) return { ...recorded, fieldErrors: {} };
      options.onQueued?.();
      const { leadId, voucher } = recorded;
      return {
        ok: true,
        kind,
        leadId,
        ...(voucher
          ? {
              voucher: {
                code: voucher.code,
                expires_at: voucher.expiresAt.toISOString(),
                existing: voucher.existing,
              },
            }
          : {}),
      };
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
