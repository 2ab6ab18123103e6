import { eq } from "drizzle-orm";
import {
  type AttributionInput,
  attributionKeys,
  attributionSchema,
  consentText,
  defaultSources,
  type FieldErrors,
  guideConsentText,
  HONEYPOT_FIELD,
  honeypotMessage,
  type LeadKind,
  newsletterConsentText,
  parseLead,
} from "../../app/domain/leads";
import type { Db } from "../db/client";
import { leads, voucherClaims } from "../db/schema";
import {
  type EmailMessage,
  guideEmail,
  newsletterConfirmEmail,
  receiptEmail,
  teamNotification,
  toolkitEmail,
  voucherEmail,
} from "../email/templates";
import { confirmPath, ensureSubscriber, unsubscribePath } from "./newsletter";
import { type Executor, enqueueEmails, WEBHOOK_KIND } from "./outbox";
import { claimVoucherInTx } from "./voucher";

export type SubmitResult =
  | {
      ok: true;
      kind: LeadKind;
      leadId: number;
      voucher?: { code: string; expires_at: string; existing: boolean };
    }
  | { ok: false; status: 400 | 409 | 422; error: string; fieldErrors: FieldErrors };

type FieldValue = string | number | boolean | null;

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

export function createLeadService(db: Db, options: LeadServiceOptions) {
  const { origin } = options;

  async function marketing(tx: Executor, email: string, source: string) {
    const subscriber = await ensureSubscriber(tx, email, source);
    return { subscriber, unsubscribeUrl: `${origin}${unsubscribePath(subscriber.unsubscribeToken)}` };
  }

  return {
    /**
     * Validates and stores one submission with its emails, in one transaction: either the lead
     * and every email to send about it are stored, or nothing is.
     */
    async submit(kind: LeadKind, raw: unknown, context: { now?: Date } = {}): Promise<SubmitResult> {
      const now = context.now ?? new Date();
      if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
        const trap = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
        if (trap !== undefined && trap !== null && trap !== "") {
          return { ok: false, status: 400, error: honeypotMessage, fieldErrors: {} };
        }
      }
      const parsed = parseLead(kind, raw);
      if (!parsed.ok) return { ok: false, status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors };
      const data = parsed.data as Record<string, FieldValue | undefined>;
      const attribution = readAttribution(raw as Record<string, unknown>);
      const source = (data.source as string | undefined) ?? defaultSources[kind];
      const email = data.email as string;
      const fields: Record<string, FieldValue> = {};
      for (const [key, value] of Object.entries(data)) if (key !== "source") fields[key] = value ?? null;

      const name =
        kind === "guide"
          ? [data.first_name, data.last_name].filter(Boolean).join(" ") || null
          : ((data.name as string | undefined) ?? null);
      const company = ((data.company ?? data.companyName) as string | null | undefined) ?? null;
      const consent =
        kind === "toolkit" || kind === "voucher"
          ? { consent: true, consentText, consentAt: now }
          : kind === "newsletter"
            ? { consent: true, consentText: newsletterConsentText, consentAt: now }
            : kind === "guide"
              ? { consent: true, consentText: guideConsentText, consentAt: now }
              : { consent: false, consentText: null, consentAt: null };

      const result = await db.transaction(async (tx): Promise<SubmitResult> => {
        let voucher: { code: string; expiresAt: Date; existing: boolean } | undefined;
        if (kind === "voucher") {
          const claim = await claimVoucherInTx(
            tx,
            {
              name: name ?? "",
              email,
              company: company ?? "",
              teamSize: (data.teamSize as string | null | undefined) ?? null,
              leadId: null,
            },
            now,
            options.voucherSlots,
          );
          if (!claim.ok) return { ok: false, status: claim.status, error: claim.error, fieldErrors: {} };
          // The same address asking again gets its code back: no new slot, no new lead.
          if (claim.existing) {
            return {
              ok: true,
              kind,
              leadId: 0,
              voucher: { code: claim.code, expires_at: claim.expiresAt.toISOString(), existing: true },
            };
          }
          voucher = claim;
        }

        const [lead] = await tx
          .insert(leads)
          .values({
            kind,
            source,
            email,
            name,
            company,
            fields,
            ...consent,
            utmSource: attribution.utm_source,
            utmMedium: attribution.utm_medium,
            utmCampaign: attribution.utm_campaign,
            utmTerm: attribution.utm_term,
            utmContent: attribution.utm_content,
            referrer: attribution.referrer,
            landingPath: attribution.landing_path,
            createdAt: now,
          })
          .returning({ id: leads.id });
        if (!lead) throw new Error("The lead insert returned no row.");

        const emails: EmailMessage[] = [teamNotification({ kind, source, leadId: lead.id, fields })];
        if (kind === "toolkit") emails.push(toolkitEmail(email, origin, await marketing(tx, email, source)));
        if (kind === "guide") emails.push(guideEmail(email, origin, await marketing(tx, email, source)));
        if (kind === "voucher" && voucher) {
          await tx.update(voucherClaims).set({ leadId: lead.id }).where(eq(voucherClaims.code, voucher.code));
          emails.push(voucherEmail(email, voucher, await marketing(tx, email, source)));
        }
        if (kind === "newsletter") {
          const { subscriber } = await marketing(tx, email, source);
          if (!subscriber.confirmedAt || subscriber.unsubscribedAt) {
            emails.push(newsletterConfirmEmail(email, `${origin}${confirmPath(subscriber.confirmToken)}`));
          }
        }
        if (kind === "booking" || kind === "contact" || kind === "demo") {
          emails.push(receiptEmail(kind, email, name ?? ""));
        }
        if (options.webhookUrl) {
          emails.push({
            to: options.webhookUrl,
            subject: "lead.created",
            kind: WEBHOOK_KIND,
            html: "",
            headers: {},
            text: JSON.stringify({
              event: "lead.created",
              id: lead.id,
              kind,
              source,
              email,
              name,
              company,
              fields,
              consent: consent.consent,
              consent_text: consent.consentText,
              consent_at: consent.consentAt?.toISOString() ?? null,
              attribution,
              voucher: voucher ? { code: voucher.code, expires_at: voucher.expiresAt.toISOString() } : null,
              created_at: now.toISOString(),
            }),
          });
        }
        await enqueueEmails(tx, emails);
        return {
          ok: true,
          kind,
          leadId: lead.id,
          ...(voucher
            ? {
                voucher: { code: voucher.code, expires_at: voucher.expiresAt.toISOString(), existing: false },
              }
            : {}),
        };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
