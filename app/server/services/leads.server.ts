import { eq } from "drizzle-orm";
import { type LeadKind, leadKindRules, leadSource } from "~/domain/lead-kinds";
import {
  type AttributionInput,
  attributionKeys,
  attributionSchema,
  type FieldErrors,
  HONEYPOT_FIELD,
  honeypotMessage,
  invalidFormMessage,
  parseLead,
} from "~/domain/leads";
import type { Database } from "~/server/db/client.server";
import { leads, voucherClaims } from "~/server/db/schema.server";
import {
  type EmailMessage,
  type LeadEmailInput,
  leadEmails,
  type Subscription,
  teamNotification,
} from "~/server/email/templates.server";
import { createLeadWriter, type LeadRow } from "~/server/services/lead-writer.server";
import { confirmPath, ensureSubscriber, unsubscribePath } from "~/server/services/newsletter.server";
import {
  type Executor,
  enqueueEmails,
  type OutboxMessage,
  WEBHOOK_KIND,
} from "~/server/services/outbox.server";
import { claimVoucherInTx } from "~/server/services/voucher.server";

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

/** The lead row's attribution columns, as every kind of lead stores them. */
export function attributionColumns(attribution: AttributionInput) {
  return {
    utmSource: attribution.utm_source,
    utmMedium: attribution.utm_medium,
    utmCampaign: attribution.utm_campaign,
    utmTerm: attribution.utm_term,
    utmContent: attribution.utm_content,
    referrer: attribution.referrer,
    landingPath: attribution.landing_path,
  };
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
  const { origin } = options;
  const { db } = database;
  const writer = createLeadWriter(database);

  async function subscribe(tx: Executor, email: string, source: string): Promise<Subscription> {
    const subscriber = await ensureSubscriber(tx, email, source);
    const confirmed = subscriber.confirmedAt && !subscriber.unsubscribedAt;
    return {
      unsubscribeUrl: `${origin}${unsubscribePath(subscriber.unsubscribeToken)}`,
      confirmUrl: confirmed ? null : `${origin}${confirmPath(subscriber.confirmToken)}`,
    };
  }

  return {
    /**
     * Validates and stores one submission with its emails, in one transaction: either the lead
     * and every email to send about it are stored, or nothing is. What happens per kind (consent,
     * source, voucher, emails) is the kind's row in the lead kinds table.
     */
    async submit(kind: LeadKind, raw: unknown, context: { now?: Date } = {}): Promise<SubmitResult> {
      const now = context.now ?? new Date();
      const rules = leadKindRules[kind];
      if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
        const trap = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
        if (trap !== undefined && trap !== null && trap !== "") {
          return { ok: false, status: 400, error: honeypotMessage, fieldErrors: {} };
        }
      }
      const parsed = parseLead(kind, raw);
      if (!parsed.ok) return { ok: false, status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors };
      const data = parsed.data as Record<string, FieldValue | undefined>;
      const source = leadSource(kind, data.source as string | undefined);
      if (source === null) {
        return {
          ok: false,
          status: 422,
          error: invalidFormMessage,
          fieldErrors: { source: ["Source is not one of this form's sources"] },
        };
      }
      const attribution = readAttribution(raw as Record<string, unknown>);
      const email = data.email as string;
      const fields: Record<string, FieldValue> = {};
      for (const [key, value] of Object.entries(data)) if (key !== "source") fields[key] = value ?? null;

      // Forms ask for one name, or for a first and a last name.
      const name =
        (data.name as string | undefined) ??
        ([data.first_name, data.last_name].filter(Boolean).join(" ") || null);
      const company = ((data.company ?? data.companyName) as string | null | undefined) ?? null;
      const consented =
        rules.consent !== null && (rules.consent.given === "by-submitting" || data.consent === true);
      const consent = consented
        ? { consent: true, consentText: rules.consent?.text ?? null, consentAt: now }
        : { consent: false, consentText: null, consentAt: null };

      const row: LeadRow = {
        kind,
        source,
        email,
        name,
        company,
        fields,
        ...consent,
        ...attributionColumns(attribution),
        createdAt: now,
      };

      /** Every email to queue about the new lead (the team's, the visitor's, the CRM webhook). */
      const emailsFor = (
        leadId: number,
        voucher?: { code: string; expiresAt: Date },
        subscription?: Subscription,
      ): OutboxMessage[] => {
        const emails: EmailMessage[] = [teamNotification({ kind, source, leadId, fields })];
        const input: LeadEmailInput = { to: email, name: name ?? "", origin, source, voucher };
        for (const emailName of rules.emails) {
          const template = leadEmails[emailName];
          const message = template.subscribes
            ? template.build({ ...input, subscription: subscription as Subscription })
            : template.build(input);
          if (message) emails.push(message);
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
              id: leadId,
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
        return emails;
      };

      const subscribes = rules.emails.some((emailName) => leadEmails[emailName].subscribes);
      if (!rules.claimsVoucher && !subscribes) {
        // Nothing to read first: the lead and its emails go in the next group commit.
        const leadId = await writer.write(row, (id) => emailsFor(id));
        options.onQueued?.();
        return { ok: true, kind, leadId };
      }

      const result = await db.transaction(async (tx): Promise<SubmitResult> => {
        let voucher: { code: string; expiresAt: Date; existing: boolean } | undefined;
        if (rules.claimsVoucher) {
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

        const [lead] = await tx.insert(leads).values(row).returning({ id: leads.id });
        if (!lead) throw new Error("The lead insert returned no row.");

        if (voucher) {
          await tx.update(voucherClaims).set({ leadId: lead.id }).where(eq(voucherClaims.code, voucher.code));
        }
        const subscription = subscribes ? await subscribe(tx, email, source) : undefined;
        await enqueueEmails(tx, emailsFor(lead.id, voucher, subscription));
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
