import { randomBytes } from "node:crypto";
import { publicOrigin } from "~/config/origin";
import { type BookingLimits, type InvoiceBank, site } from "~/config/site";
import { type Database, openDatabase } from "~/server/db/client.server";
import type { InvoiceSeller } from "~/server/documents/invoice.server";
import { createAnalytics } from "~/server/services/analytics.server";
import { attendeeNoticesJob } from "~/server/services/attendees/notices.server";
import { createAttendees } from "~/server/services/attendees/service.server";
import { createBookings } from "~/server/services/booking/service.server";
import { bookingRemindersJob } from "~/server/services/booking-reminders.server";
import { closingJob, createClosing } from "~/server/services/closing/job.server";
import { createDeposits } from "~/server/services/deposits.server";
import { createEvents } from "~/server/services/events/service.server";
import { unpaidInvoicesJob } from "~/server/services/events/withdraw.server";
import { createFunnel } from "~/server/services/funnel.server";
import { createInbox } from "~/server/services/inbox.server";
import { createInvoices } from "~/server/services/invoices/service.server";
import { createJobs, type Job, type Jobs } from "~/server/services/jobs.server";
import { createLeadService } from "~/server/services/leads.server";
import { createNewsletter } from "~/server/services/newsletter.server";
import { createOutboxJob, type MailTransport, type OutboxJob } from "~/server/services/outbox.server";
import { createOutboxAdmin } from "~/server/services/outbox-admin.server";
import type { PaymentProvider } from "~/server/services/payments/provider.server";
import { createStripeProvider } from "~/server/services/payments/stripe.server";
import { createTestCheckoutProvider } from "~/server/services/payments/test-checkout.server";
import { createQuotes } from "~/server/services/quotes.server";
import { createRateLimiter } from "~/server/services/rate-limit.server";
import { createStaff } from "~/server/services/staff.server";
import { createSurveys } from "~/server/services/surveys/survey.server";
import { createVoucherService } from "~/server/services/voucher.server";
import { createVoucherAdmin } from "~/server/services/voucher-admin.server";
import { createWorkspace, type Workspace, workspaceJob } from "~/server/services/workspace/service.server";
import { createVendorPack } from "~/server/services/workspace/vendor-pack.server";

export interface RuntimeConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder: string;
  /** Salt of the daily visitor hash; random per process when not configured. */
  analyticsSalt?: string | undefined;
  /**
   * SMTP server for the outbox worker; without it email stays queued in the outbox. Read by
   * startRuntime, which loads nodemailer only then; createRuntime takes a `transport`.
   */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** false turns the per-IP limits off (load tests). */
  rateLimits?: boolean | undefined;
  /**
   * The booking limits (site.scheduler.limits by default; the event checkout's are
   * site.events.limits); null turns both off, for tests of the calendar's own rules that book
   * one mailbox many times.
   */
  bookingLimits?: BookingLimits | null | undefined;
  outboxPollMs?: number | undefined;
  /** Sending attempts before an email is marked failed (staff can retry it from the admin). */
  outboxMaxAttempts?: number | undefined;
  /** How long a claimed outbox row is reserved for this server (renewed before each send). */
  outboxLeaseMs?: number | undefined;
  /** Origin of links in emails; the build's public origin by default. */
  origin?: string | undefined;
  /** Optional CRM webhook: each new lead is POSTed there as signed JSON, through the outbox. */
  webhookUrl?: string | undefined;
  webhookSecret?: string | undefined;
  /** Tests: a transport in place of SMTP_URL, and faster retries. */
  transport?: MailTransport | undefined;
  outboxBaseDelayMs?: number | undefined;
  /** HMAC secret of signed cookies; random per process when not configured. */
  cookieSecret?: string | undefined;
  /** Stripe Checkout when set; otherwise the built-in test checkout when `testCheckout` is on. */
  stripeSecretKey?: string | undefined;
  stripeWebhookSecret?: string | undefined;
  /** Tests only: a local double of Stripe's API. */
  stripeApiBase?: string | undefined;
  /**
   * The built-in test checkout without a Stripe key (default on: development and tests; the
   * host turns it off in production unless TEST_CHECKOUT=on). Off and without a Stripe key
   * there is no card checkout: clients request an invoice for the deposit.
   */
  testCheckout?: boolean | undefined;
  /** How often the booking reminder job looks for meetings starting within 24 hours. */
  bookingReminderPollMs?: number | undefined;
  /** The operator's tax id and bank details for invoices (INVOICE_* variables); `site.invoicing`'s otherwise. */
  invoicing?: InvoicingSettings | undefined;
}

/** What the operator sets of `site.invoicing` (server/env.ts reads it). */
export interface InvoicingSettings {
  taxId?: string | null | undefined;
  bank?: InvoiceBank | null | undefined;
}

/** The seller the invoices print: `site.invoicing`, the operator's settings over it. */
export function invoiceSeller(settings: InvoicingSettings = {}): InvoiceSeller {
  const postal = site.postalAddress.startsWith(`${site.name}, `)
    ? site.postalAddress.slice(site.name.length + 2)
    : site.postalAddress;
  return {
    legalName: site.invoicing.legalName,
    address: postal,
    email: site.invoicing.email,
    taxId: settings.taxId ?? site.invoicing.taxId,
    bank: settings.bank ?? site.invoicing.bank,
  };
}

/** Everything the routes use that touches the outside world, created once per process. */
export interface Runtime {
  database: Database;
  analytics: ReturnType<typeof createAnalytics>;
  leads: ReturnType<typeof createLeadService>;
  vouchers: ReturnType<typeof createVoucherService>;
  newsletter: ReturnType<typeof createNewsletter>;
  rateLimiter: ReturnType<typeof createRateLimiter>;
  /** Null when neither SMTP nor a webhook is configured: email waits in the outbox. */
  outbox: OutboxJob | null;
  /**
   * The background loop: the outbox delivery (when configured), the booking reminders, the
   * withdrawal of unpaid event invoices, the attendee notices and the rate-limit pruning.
   * startRuntime starts it and stopRuntime stops it.
   */
  jobs: Jobs;
  quotes: ReturnType<typeof createQuotes>;
  deposits: ReturnType<typeof createDeposits>;
  staff: ReturnType<typeof createStaff>;
  funnel: ReturnType<typeof createFunnel>;
  /** Staff admin reads: the lead inbox, the email outbox (with retry), voucher claims. */
  inbox: ReturnType<typeof createInbox>;
  outboxAdmin: ReturnType<typeof createOutboxAdmin>;
  voucherAdmin: ReturnType<typeof createVoucherAdmin>;
  /** Events bought on the site: checkout, the buyer's changes, the staff's list (decision 057). */
  events: ReturnType<typeof createEvents>;
  /** The people who play at those events: invitations, their pages, reminders (issue 41). */
  attendees: ReturnType<typeof createAttendees>;
  /** Events after their end: completion, closing invoices, surveys (issue 42). */
  closing: ReturnType<typeof createClosing>;
  /** Events' invoices and credit notes: pages, PDFs, card payment, staff's list (issue 42). */
  invoices: ReturnType<typeof createInvoices>;
  /** The survey after an event: sent by the closing job, answered on its signed page (issue 42). */
  surveys: ReturnType<typeof createSurveys>;
  /** The organiser's workspace: sign-in links, sessions, colleagues, every event in one place (issue 43). */
  workspace: Workspace;
  /** The on-site scheduler: slots, bookings, hosts; its reminder job runs in `jobs`. */
  bookings: ReturnType<typeof createBookings>;
  /**
   * The vendor pack: the W-9, insurance certificate, DPA and security answers staff upload,
   * customers download the current one of each kind (never an expired or superseded one).
   */
  vendorPack: ReturnType<typeof createVendorPack>;
  /** Also signs the emailed quote links (/billing/quote/:id?key=…). */
  cookieSecret: string;
  /** The public origin of every absolute URL the server makes; never the request's Host. */
  origin: string;
  /** Null when Stripe webhooks are not configured (the endpoint then refuses every call). */
  stripeWebhookSecret: string | null;
}

let current: Runtime | undefined;

export const defaultMailFrom = "Rallyroom <hello@rallyroom.example>";

export type RuntimeOptions = Omit<RuntimeConfig, "databaseUrl" | "dataDir" | "migrationsFolder">;

/** Stripe with a key; else the test checkout when it is on; else none (invoices only). */
export function paymentProvider(config: RuntimeOptions): PaymentProvider | null {
  if (config.stripeSecretKey)
    return createStripeProvider({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
  return (config.testCheckout ?? true) ? createTestCheckoutProvider() : null;
}

export function createRuntime(database: Database, config: RuntimeOptions = {}): Runtime {
  const salt = config.analyticsSalt ?? randomBytes(32).toString("base64");
  const db = database.db;
  const transport = config.transport;
  const rateLimiter = createRateLimiter(db, { enabled: config.rateLimits ?? true });
  const webhook =
    config.webhookUrl && config.webhookSecret
      ? { url: config.webhookUrl, secret: config.webhookSecret }
      : undefined;
  const outbox =
    transport || webhook
      ? createOutboxJob(db, transport ?? null, {
          webhookSecret: webhook?.secret,
          from: config.mailFrom ?? defaultMailFrom,
          pollMs: config.outboxPollMs,
          maxAttempts: config.outboxMaxAttempts,
          leaseMs: config.outboxLeaseMs,
          baseDelayMs: config.outboxBaseDelayMs,
        })
      : null;
  /** New email in the outbox: deliver it now rather than at the next poll. */
  const onQueued = () => {
    if (outbox) jobs.wake(outbox);
  };
  const cookieSecret = config.cookieSecret ?? randomBytes(32).toString("base64url");
  const origin = config.origin ?? publicOrigin;
  const bookings = createBookings(db, {
    origin,
    secret: cookieSecret,
    webhookUrl: webhook?.url,
    limits: config.bookingLimits === undefined ? site.scheduler.limits : config.bookingLimits,
    onQueued,
  });
  const provider = paymentProvider(config);
  // One direction: the event service opens its deposit's checkout through the deposits service;
  // the routes that fulfil a payment hand fulfilment the event service's settlement.
  const deposits = createDeposits(db, provider, { origin });
  const events = createEvents(db, {
    origin,
    secret: cookieSecret,
    webhookUrl: webhook?.url,
    provider,
    deposits,
    // One switch for the whole admission policy: `bookingLimits: null` turns off the event caps too.
    limits: config.bookingLimits === null ? null : site.events.limits,
    rateLimiter,
    onQueued,
  });
  const attendees = createAttendees(db, { origin, secret: cookieSecret, rateLimiter, onQueued });
  const surveys = createSurveys({ db, origin, secret: cookieSecret, onQueued });
  const invoices = createInvoices(db, {
    origin,
    secret: cookieSecret,
    seller: invoiceSeller(config.invoicing),
    deposits,
    refund: events.refund,
    markDepositPaid: (id, now) => events.admin.markInvoicePaid(id, now),
    onQueued,
  });
  const closing = createClosing(db, { surveys, invoices: invoices.steps });
  const workspace = createWorkspace(db, {
    origin,
    secret: cookieSecret,
    rateLimiter,
    onQueued,
    invoices,
    attendees,
  });
  const pruneRateLimits: Job = {
    name: "Rate-limit pruning",
    everyMs: 60_000,
    run: () => rateLimiter.prune(),
  };
  const jobs = createJobs([
    ...(outbox ? [outbox] : []),
    bookingRemindersJob(bookings, { everyMs: config.bookingReminderPollMs }),
    unpaidInvoicesJob(events.admin),
    attendeeNoticesJob(attendees),
    closingJob(closing),
    pruneRateLimits,
    workspaceJob(workspace),
  ]);
  return {
    database,
    analytics: createAnalytics(db, salt),
    leads: createLeadService(database, {
      origin,
      webhookUrl: webhook?.url,
      onQueued,
    }),
    vouchers: createVoucherService(db),
    newsletter: createNewsletter(db),
    rateLimiter,
    outbox,
    jobs,
    quotes: createQuotes(db, {
      link: { origin, secret: cookieSecret },
      onQueued,
    }),
    deposits,
    events,
    attendees,
    closing,
    surveys,
    invoices,
    staff: createStaff(db),
    funnel: createFunnel(db),
    inbox: createInbox(db),
    outboxAdmin: createOutboxAdmin(db, { onRequeued: onQueued }),
    voucherAdmin: createVoucherAdmin(db),
    bookings,
    workspace,
    vendorPack: createVendorPack(db),
    cookieSecret,
    origin,
    stripeWebhookSecret: config.stripeWebhookSecret ?? null,
  };
}

export async function startRuntime(config: RuntimeConfig): Promise<Runtime> {
  if (current) return current;
  const database = await openDatabase(config);
  // Pooled: the outbox reuses a few open SMTP connections instead of one per message (5 ms
  // a message against 107 ms on a local server; a burst of queued mail drains 20 times faster).
  const transport =
    config.transport ??
    (config.smtpUrl
      ? (await import("nodemailer")).default.createTransport({ url: config.smtpUrl, pool: true })
      : undefined);
  current = createRuntime(database, { ...config, transport });
  current.jobs.start();
  return current;
}

export async function stopRuntime(): Promise<void> {
  const running = current;
  current = undefined;
  await running?.jobs.stop();
  await running?.database.close();
}

/** The running runtime; routes that need the database are never prerendered, so it exists. */
export function runtime(): Runtime {
  if (!current) throw new Error("The server runtime has not been started.");
  return current;
}
