import { eq, getTableColumns, sql } from "drizzle-orm";
import { type LeadKind, leadKindRules } from "~/domain/lead-kinds";
import { type AttributionInput, type FieldErrors, HONEYPOT_FIELD, honeypotMessage } from "~/domain/leads";
import type { Database, Db } from "~/server/db/client.server";
import { emailOutbox, leads, voucherClaims } from "~/server/db/schema.server";
import {
  type LeadEmailInput,
  leadEmails,
  type Subscription,
  teamNotification,
} from "~/server/email/templates.server";
import { confirmPath, ensureSubscriber, unsubscribePath } from "~/server/services/newsletter.server";
import {
  type Executor,
  enqueueEmails,
  type OutboxMessage,
  outboxRows,
  WEBHOOK_KIND,
} from "~/server/services/outbox.server";
import { claimVoucherInTx } from "~/server/services/voucher.server";

export type LeadFieldValue = string | number | boolean | null;

/** The answer to a submission whose honeypot field is filled: every kind, one check. */
export interface HoneypotRefusal {
  ok: false;
  status: 400;
  error: string;
  fieldErrors: FieldErrors;
}

/**
 * The one honeypot check of every lead form and the scheduler: a filled `HONEYPOT_FIELD` (a field
 * people never see) refuses the submission before anything is parsed or stored.
 */
export function honeypotRefusal(raw: unknown): HoneypotRefusal | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const trap = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  if (trap === undefined || trap === null || trap === "") return null;
  return { ok: false, status: 400, error: honeypotMessage, fieldErrors: {} };
}

/** The lead row's attribution columns, as every kind of lead stores them. */
function attributionColumns(attribution: AttributionInput) {
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

/** A lead as its caller knows it, before it has an id. */
export interface NewLead {
  kind: LeadKind;
  source: string;
  email: string;
  name: string | null;
  company: string | null;
  /** The form's fields as submitted (validated), or what a booking records about itself. */
  fields: Record<string, LeadFieldValue>;
  /** The visitor ticked the kind's consent box; kinds that take consent by submitting ignore it. */
  consented: boolean;
  attribution: AttributionInput;
  createdAt: Date;
}

export interface RecordSettings {
  /** The public origin of the links in the visitor's emails. */
  origin: string;
  /** CRM webhook URL: a signed JSON copy of the lead (`lead.created`) goes through the outbox. */
  webhookUrl?: string | undefined;
  /** Voucher slots a month (kinds that claim a voucher); the site's figure when absent. */
  voucherSlots?: number | undefined;
  /**
   * The lead's emails when they are not its kind's team notification and visitor emails: a
   * scheduled meeting's invitation and host notice, which name the booking. The webhook is
   * added either way.
   */
  emails?: ((leadId: number) => OutboxMessage[]) | undefined;
  /** The driver's prepared statements (`Database.query`): the insert of a lead with nothing to read first goes through them. */
  query?: Database["query"] | undefined;
}

export interface RecordedVoucher {
  code: string;
  expiresAt: Date;
  /** The address already held this code: no new slot, no new lead (`leadId` 0). */
  existing: boolean;
}

export type RecordResult =
  | { ok: true; leadId: number; voucher?: RecordedVoucher }
  | { ok: false; status: 409; error: string };

/** What the lead row and the CRM's copy both say of the lead, in the same words. */
function leadColumns({ kind, source, email, name, company, fields }: NewLead) {
  return { kind, source, email, name, company, fields };
}

/** The stored consent: the kind's text, when the kind asks for consent and the visitor gave it. */
function consentOf(kind: LeadKind, consented: boolean, at: Date) {
  const { consent } = leadKindRules[kind];
  return consent !== null && (consent.given === "by-submitting" || consented)
    ? { consent: true, consentText: consent.text, consentAt: at }
    : { consent: false, consentText: null, consentAt: null };
}

/** The CRM's copy of a new lead: the one `lead.created` payload, for every kind. */
function leadCreatedWebhook(
  url: string,
  leadId: number,
  lead: NewLead,
  consent: ReturnType<typeof consentOf>,
  voucher: RecordedVoucher | undefined,
): OutboxMessage {
  return {
    to: url,
    subject: "lead.created",
    kind: WEBHOOK_KIND,
    html: "",
    headers: {},
    text: JSON.stringify({
      event: "lead.created",
      id: leadId,
      ...leadColumns(lead),
      consent: consent.consent,
      consent_text: consent.consentText,
      consent_at: consent.consentAt?.toISOString() ?? null,
      attribution: lead.attribution,
      voucher: voucher ? { code: voucher.code, expires_at: voucher.expiresAt.toISOString() } : null,
      created_at: lead.createdAt.toISOString(),
    }),
  };
}

/** The kind's own emails: the team's notification, then the visitor's, in the kind's order. */
function kindEmails(
  leadId: number,
  lead: NewLead,
  origin: string,
  voucher: RecordedVoucher | undefined,
  subscription: Subscription | undefined,
): OutboxMessage[] {
  const { kind, source, fields, email } = lead;
  const emails: OutboxMessage[] = [teamNotification({ kind, source, leadId, fields })];
  const input: LeadEmailInput = { to: email, name: lead.name ?? "", origin, source, voucher };
  for (const name of leadKindRules[kind].emails) {
    const template = leadEmails[name];
    const message = template.subscribes
      ? template.build({ ...input, subscription: subscription as Subscription })
      : template.build(input);
    if (message) emails.push(message);
  }
  return emails;
}

/** The lead's row as `leads` stores it. */
function leadRow(lead: NewLead, consent: ReturnType<typeof consentOf>) {
  return {
    ...leadColumns(lead),
    ...consent,
    ...attributionColumns(lead.attribution),
    createdAt: lead.createdAt,
  };
}

/** A result's rows, as either driver gives them to `execute`. */
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/**
 * The lead's insert and its outbox rows' as one statement of plain SQL with `$n` parameters, for
 * the driver to prepare once per shape (which columns are set, how many emails) and keep: Drizzle
 * building the statement, and the driver describing it before each run, cost about a third of a
 * lead write's server time (the bench's profile). Dates are sent as ISO text, jsonb as JSON text.
 */
const insertTexts = new Map<string, string>();
type Column = { name: string; dataType: string };
const tableColumns = (table: typeof leads | typeof emailOutbox) =>
  getTableColumns(table) as unknown as Record<string, Column>;
const leadTable = tableColumns(leads);
const outboxTable = tableColumns(emailOutbox);

function preparedInsert(row: Record<string, unknown>, outbox: Record<string, unknown>[]) {
  const leadKeys = Object.keys(row).filter((key) => row[key] !== undefined);
  const outboxKeys = outbox[0] ? Object.keys(outbox[0]) : [];
  const leadColumns = leadKeys.map((key) => leadTable[key] as Column);
  const outboxColumns = outboxKeys.map((key) => outboxTable[key] as Column);
  const cells: [Column, unknown][] = [
    ...leadKeys.map((key, i): [Column, unknown] => [leadColumns[i] as Column, row[key]]),
    ...outbox.flatMap((entry) =>
      outboxKeys.map((key, i): [Column, unknown] => [outboxColumns[i] as Column, entry[key] ?? null]),
    ),
  ];
  const params = cells.map(([column, raw]) =>
    raw instanceof Date
      ? raw.toISOString()
      : column.dataType === "json" && raw !== null
        ? JSON.stringify(raw)
        : raw,
  );
  const shape = `${leadKeys.join(",")}|${outbox.length}`;
  let text = insertTexts.get(shape);
  if (!text) {
    let n = 0;
    const names = (columns: Column[]) => columns.map((column) => `"${column.name}"`).join(", ");
    const tuple = (columns: Column[]) =>
      `(${columns.map((column) => `$${++n}${column.dataType === "json" ? "::jsonb" : ""}`).join(", ")})`;
    const lead = `insert into "leads" (${names(leadColumns)}) values ${tuple(leadColumns)}`;
    text = outbox.length
      ? `with lead as (${lead}) insert into "email_outbox" (${names(outboxColumns)}) values ${outbox.map(() => tuple(outboxColumns)).join(", ")}`
      : lead;
    // A bounded set: the lead kinds' columns times their few email counts.
    if (insertTexts.size < 200) insertTexts.set(shape, text);
  }
  return { text, params };
}

/**
 * A lead with no voucher or subscriber to read first, in one statement and no transaction: its
 * id from the sequence, then the lead row and its emails (which name the id) inserted together
 * by a data-modifying CTE, so that either both are stored or neither. Two round trips instead
 * of four (begin, lead, outbox rows, commit), with no connection held between them.
 */
async function insertLead(
  db: Db,
  lead: NewLead,
  consent: ReturnType<typeof consentOf>,
  settings: RecordSettings,
): Promise<number> {
  const { query } = settings;
  const nextId = "select nextval('leads_id_seq')::text as id";
  const [next] = query ? await query<{ id: string }>(nextId, []) : rowsOf(await db.execute(sql.raw(nextId)));
  const leadId = Number(next?.id);
  if (!Number.isSafeInteger(leadId)) throw new Error("The lead sequence returned no id.");
  const emails = settings.emails
    ? settings.emails(leadId)
    : kindEmails(leadId, lead, settings.origin, undefined, undefined);
  if (settings.webhookUrl) {
    emails.push(leadCreatedWebhook(settings.webhookUrl, leadId, lead, consent, undefined));
  }
  const row = { id: leadId, ...leadRow(lead, consent) };
  if (query) {
    const statement = preparedInsert(row, outboxRows(emails));
    await query(statement.text, statement.params);
    return leadId;
  }
  const insert = db.insert(leads).values(row);
  if (emails.length) {
    // getSQL(): embedded as builders, the inserts would be parenthesised, which is not SQL here.
    const outbox = db.insert(emailOutbox).values(outboxRows(emails));
    await db.execute(sql`with lead as (${insert.getSQL()}) ${outbox.getSQL()}`);
  } else {
    await insert;
  }
  return leadId;
}

async function subscribe(tx: Executor, email: string, source: string, origin: string) {
  const subscriber = await ensureSubscriber(tx, email, source);
  const confirmed = subscriber.confirmedAt && !subscriber.unsubscribedAt;
  return {
    unsubscribeUrl: `${origin}${unsubscribePath(subscriber.unsubscribeToken)}`,
    confirmUrl: confirmed ? null : `${origin}${confirmPath(subscriber.confirmToken)}`,
  };
}

/**
 * Records a lead of any kind, atomically: the voucher it claims (under the monthly slot lock),
 * the lead row with its consent and attribution, the newsletter subscriber its emails link to,
 * its emails and the CRM webhook copy in the outbox. Either all of it is stored or none of it.
 *
 * `db` is the database, and the lead gets a transaction of its own; or a transaction already
 * open (a booking's), and the lead is a savepoint inside it, committed with the booking. A lead
 * that reads nothing first (no voucher, no subscriber) is instead one statement (`insertLead`).
 * The caller checks the honeypot (`honeypotRefusal`) before it parses or holds anything.
 */
export async function recordLead(db: Db, lead: NewLead, settings: RecordSettings): Promise<RecordResult> {
  const rules = leadKindRules[lead.kind];
  const subscribes = rules.emails.some((name) => leadEmails[name].subscribes);
  const consent = consentOf(lead.kind, lead.consented, lead.createdAt);
  if (!rules.claimsVoucher && !(subscribes && !settings.emails)) {
    return { ok: true, leadId: await insertLead(db, lead, consent, settings) };
  }
  return db.transaction(async (tx): Promise<RecordResult> => {
    let voucher: RecordedVoucher | undefined;
    if (rules.claimsVoucher) {
      const teamSize = lead.fields.teamSize;
      const claim = await claimVoucherInTx(
        tx,
        {
          name: lead.name ?? "",
          email: lead.email,
          company: lead.company ?? "",
          teamSize: typeof teamSize === "string" ? teamSize : null,
          leadId: null,
        },
        lead.createdAt,
        settings.voucherSlots,
      );
      if (!claim.ok) return { ok: false, status: claim.status, error: claim.error };
      // The same address asking again gets its code back: no new slot, no new lead.
      if (claim.existing) return { ok: true, leadId: 0, voucher: claim };
      voucher = claim;
    }

    const [row] = await tx.insert(leads).values(leadRow(lead, consent)).returning({ id: leads.id });
    if (!row) throw new Error("The lead insert returned no row.");
    const leadId = row.id;

    if (voucher) {
      await tx.update(voucherClaims).set({ leadId }).where(eq(voucherClaims.code, voucher.code));
    }
    const subscription =
      subscribes && !settings.emails
        ? await subscribe(tx, lead.email, lead.source, settings.origin)
        : undefined;
    const emails = settings.emails
      ? settings.emails(leadId)
      : kindEmails(leadId, lead, settings.origin, voucher, subscription);
    if (settings.webhookUrl) {
      emails.push(leadCreatedWebhook(settings.webhookUrl, leadId, lead, consent, voucher));
    }
    await enqueueEmails(tx, emails);
    return voucher ? { ok: true, leadId, voucher } : { ok: true, leadId };
  });
}
