import { createHmac, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { type BookingLimits, site } from "~/config/site";
import { games } from "~/content/games";
import { type BookingDetails, parseBookingRequest } from "~/domain/booking-form";
import { registrableDomain } from "~/domain/email-policy";
import type { AttributionInput, FieldErrors } from "~/domain/leads";
import { HONEYPOT_FIELD, honeypotMessage } from "~/domain/leads";
import {
  blockedUntil,
  checkStart,
  computeSlots,
  dayRange,
  type HostAvailability,
  type Interval,
  isoUtc,
  type MeetingTypeId,
  rulesFor,
  unbookableMessages,
  type WeeklyHours,
} from "~/domain/scheduling";
import type { Db } from "~/server/db/client.server";
import { type BookingStatus, bookingHosts, bookings, leads, staffUsers } from "~/server/db/schema.server";
import {
  type BookingMail,
  bookingBulkCancelledHostEmail,
  bookingCancelledEmail,
  bookingConfirmationEmail,
  bookingConfirmRequestEmail,
  bookingHostCancelledEmail,
  bookingHostEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
} from "~/server/email/booking-emails.server";
import { personByEmail, personBySlug } from "~/server/hosts.server";
import {
  type Admission,
  admit,
  type BulkFilter,
  blocksTime,
  bulkWhere,
  expireHolds,
} from "~/server/services/booking-limits.server";
import { safeEqual } from "~/server/services/cookies.server";
import { attributionColumns } from "~/server/services/leads.server";
import {
  type Executor,
  enqueueEmails,
  type OutboxMessage,
  WEBHOOK_KIND,
} from "~/server/services/outbox.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const noAttribution: AttributionInput = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  landing_path: null,
};

/* ---------- Signed links ---------- */

/**
 * The key of a booking's links (manage, .ics, the thank-you page): HMAC-SHA256 of the booking id
 * with the runtime's cookie secret. Whoever holds the link may see, move or cancel that booking.
 */
export function bookingKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking:${id}`, "utf8").digest("base64url");
}

export function bookingKeyMatches(id: string, key: unknown, secret: string): boolean {
  return typeof key === "string" && safeEqual(key, bookingKey(id, secret));
}

/**
 * The key of a pending booking's confirmation link, sent only to its email address: a different
 * HMAC from the booking's own key (which the booking page and the API answer carry), so only
 * someone who reads that mailbox can make the booking final.
 */
export function bookingConfirmKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking-confirm:${id}`, "utf8").digest("base64url");
}

export function bookingPaths(id: string, secret: string) {
  const key = bookingKey(id, secret);
  return {
    key,
    manage: `/booking/${id}?key=${key}`,
    ics: `/booking/${id}/invite.ics?key=${key}`,
    thankYou: `/thank-you?booking=${id}&key=${key}`,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isBookingId = (value: unknown): value is string =>
  typeof value === "string" && uuidPattern.test(value);

/* ---------- Types ---------- */

type HostRow = typeof bookingHosts.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

/** A booking with its host, as pages and emails show it. */
export interface BookingView extends BookingDetails {
  status: BookingStatus;
  gameName: string | null;
  leadId: number | null;
  cancelReason: string | null;
  cancelledBy: "visitor" | "staff" | null;
  /** A pending booking's hold ends then (epoch ms); null once it is final. */
  holdExpiresAt: number | null;
  emailDomain: string | null;
  clientAddress: string | null;
  createdAt: Date;
  host: { id: string; name: string; email: string; videoUrl: string | null };
}

export type BookResult =
  | {
      ok: true;
      id: string;
      start: number;
      end: number;
      /** "pending": held until `holdExpiresAt`, final once the emailed link is clicked. */
      status: "confirmed" | "pending";
      holdExpiresAt: number | null;
      paths: ReturnType<typeof bookingPaths>;
      manageUrl: string;
    }
  | { ok: false; status: 400 | 409 | 422 | 429; error: string; fieldErrors: FieldErrors };

export type ChangeResult =
  | { ok: true; booking: BookingView }
  | { ok: false; status: 404 | 409 | 422; error: string };

export interface BookingServiceOptions {
  /** The public origin every absolute link is built on (never a request's Host header). */
  origin: string;
  /** HMAC secret of the booking links: the runtime's cookie secret. */
  secret: string;
  /** CRM webhook: each booking's lead is POSTed there like every other lead. */
  webhookUrl?: string | undefined;
  /** The booking limits (decision 043); null: none (tests of the calendar's own rules). */
  limits?: BookingLimits | null;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued?: () => void;
}

const defaultHours = site.scheduler.teamCalendar.weeklyHours as unknown as WeeklyHours;
export const hostHours = (host: Pick<HostRow, "weeklyHours">): WeeklyHours =>
  host.weeklyHours ?? defaultHours;
export const hostEmail = (host: Pick<HostRow, "email">): string => host.email ?? site.email.team;

function availability(host: HostRow, busy: readonly Interval[]): HostAvailability {
  return {
    id: host.id,
    timeZone: host.timeZone,
    weeklyHours: hostHours(host),
    daysOff: host.daysOff,
    busy,
  };
}

const gameName = (id: string | null) => (id ? (games.find((game) => game.id === id)?.name ?? null) : null);

/**
 * The name a booking gives its host: the host profile linked by the calendar's email
 * (content/hosts/*.md), or for the seeded team calendar the profile of the person who answers it
 * (site.scheduler.teamCalendar.person); else the calendar's own name (decision 045).
 */
export function hostDisplayName(host: Pick<HostRow, "name" | "email" | "staffId">): string {
  const person =
    personByEmail(host.email) ??
    (host.staffId === null && host.email === null
      ? personBySlug(site.scheduler.teamCalendar.person)
      : undefined);
  return person?.name ?? host.name;
}

function view(row: BookingRow, host: HostRow): BookingView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
    sequence: row.sequence,
    name: row.name,
    email: row.email,
    company: row.company,
    teamSize: row.teamSize,
    notes: row.notes,
    game: row.game,
    gameName: gameName(row.game),
    visitorTimeZone: row.visitorTimeZone,
    leadId: row.leadId,
    cancelReason: row.cancelReason,
    cancelledBy: row.cancelledBy ?? null,
    holdExpiresAt: row.status === "pending" ? (row.holdExpiresAt?.getTime() ?? null) : null,
    emailDomain: row.emailDomain,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt,
    host: { id: host.id, name: hostDisplayName(host), email: hostEmail(host), videoUrl: host.videoUrl },
  };
}

/** When the 24-hour reminder is due; a booking made closer than that needs none (the confirmation is fresh). */
function reminderState(start: number, now: Date): Date | null {
  return start - site.scheduler.reminderHoursBefore * HOUR <= now.getTime() ? now : null;
}

export function createBookings(db: Db, options: BookingServiceOptions) {
  const { origin, secret } = options;
  const limits = options.limits === undefined ? site.scheduler.limits : options.limits;
  const uidDomain = new URL(origin).hostname;

  function mailOf(booking: BookingView): BookingMail {
    const paths = bookingPaths(booking.id, secret);
    return {
      id: booking.id,
      type: booking.type,
      start: booking.start,
      end: booking.end,
      sequence: booking.sequence,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      teamSize: booking.teamSize,
      notes: booking.notes,
      game: booking.gameName,
      visitorTimeZone: booking.visitorTimeZone,
      host: booking.host,
      links: { manage: `${origin}${paths.manage}`, ics: `${origin}${paths.ics}` },
      uidDomain,
    };
  }

  async function activeHosts(exec: Executor): Promise<HostRow[]> {
    return exec
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.active, true))
      .orderBy(asc(bookingHosts.id));
  }

  /** Live bookings of these hosts that can collide with a slot starting in `range`. */
  async function busyOf(
    exec: Executor,
    hostIds: string[],
    range: Interval,
    type: MeetingTypeId,
    now: Date,
    except?: string,
  ): Promise<Map<string, Interval[]>> {
    const busy = new Map<string, Interval[]>(hostIds.map((id) => [id, []]));
    if (hostIds.length === 0) return busy;
    const rules = rulesFor(type);
    const reach = (rules.minutes + rules.bufferMinutes) * MINUTE;
    const rows = await exec
      .select({
        hostId: bookings.hostId,
        startsAt: bookings.startsAt,
        blockedUntil: bookings.blockedUntil,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, hostIds),
          blocksTime(now),
          lt(bookings.startsAt, new Date(range.end + reach)),
          gt(bookings.blockedUntil, new Date(range.start)),
          except ? ne(bookings.id, except) : undefined,
        ),
      );
    for (const row of rows) {
      busy.get(row.hostId)?.push({ start: row.startsAt.getTime(), end: row.blockedUntil.getTime() });
    }
    return busy;
  }

  /**
   * Takes one host for [start, end) inside the caller's transaction. The hosts that could take
   * the slot are locked in id order (SELECT … FOR UPDATE: the same order everywhere, so two
   * transactions never wait on each other in a circle); only then are their bookings read and
   * the slot checked against them. A second transaction for an overlapping time of the same
   * host waits at the lock, then sees the first one's booking and picks another host or none.
   */
  async function takeHost(
    tx: Executor,
    type: MeetingTypeId,
    start: number,
    now: Date,
    prefer?: { hostId: string; except: string },
  ): Promise<{ ok: true; host: HostRow } | { ok: false; error: string }> {
    const rules = rulesFor(type);
    const range = { start, end: start + 1 };
    // Which hosts work then, read without locks; the answer is checked again under the lock.
    const hosts = await activeHosts(tx);
    const open = checkStart(
      start,
      hosts.map((host) => availability(host, [])),
      rules,
      now.getTime(),
    );
    if (!open.ok) return { ok: false, error: unbookableMessages[open.reason] };
    const candidates = [...new Set([...open.hosts, ...(prefer ? [prefer.hostId] : [])])].sort();
    const locked = await tx
      .select()
      .from(bookingHosts)
      .where(and(inArray(bookingHosts.id, candidates), eq(bookingHosts.active, true)))
      .orderBy(asc(bookingHosts.id))
      .for("update");
    // Holds that ran out on these hosts free their time now, under the lock (the unique index
    // counts a pending booking as live until its status says otherwise).
    await expireHolds(
      tx,
      now,
      locked.map((host) => host.id),
    );
    const busy = await busyOf(
      tx,
      locked.map((host) => host.id),
      range,
      type,
      now,
      prefer?.except,
    );
    const check = checkStart(
      start,
      locked.map((host) => availability(host, busy.get(host.id) ?? [])),
      rules,
      now.getTime(),
    );
    if (!check.ok) return { ok: false, error: unbookableMessages[check.reason] };
    if (prefer && check.hosts.includes(prefer.hostId)) {
      const same = locked.find((host) => host.id === prefer.hostId);
      if (same) return { ok: true, host: same };
    }
    // Spread the work: the free host with the fewest meetings to come.
    const loads = await tx
      .select({ hostId: bookings.hostId, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, check.hosts),
          eq(bookings.status, "confirmed"),
          gte(bookings.startsAt, now),
        ),
      )
      .groupBy(bookings.hostId);
    const load = new Map(loads.map((row) => [row.hostId, Number(row.n)]));
    const chosen = [...check.hosts].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0];
    const host = locked.find((row) => row.id === chosen);
    return host ? { ok: true, host } : { ok: false, error: unbookableMessages.taken };
  }

  async function findView(exec: Executor, id: string, lock = false): Promise<BookingView | null> {
    if (!isBookingId(id)) return null;
    const query = exec
      .select({ booking: bookings, host: bookingHosts })
      .from(bookings)
      .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
      .where(eq(bookings.id, id));
    const [row] = lock ? await query.for("update", { of: bookings }) : await query;
    return row ? view(row.booking, row.host) : null;
  }

  /**
   * What makes a booking final, in its transaction: its lead (kind "booking"), the visitor's
   * invitation, the host's notice and the CRM webhook.
   */
  async function finalise(
    tx: Executor,
    row: BookingRow,
    host: HostRow,
    attribution: AttributionInput,
    now: Date,
  ): Promise<void> {
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
    await tx.update(bookings).set({ leadId: lead.id, attribution: null }).where(eq(bookings.id, row.id));
    const mail = mailOf(view({ ...row, leadId: lead.id }, host));
    await enqueueEmails(tx, [
      bookingConfirmationEmail(mail),
      bookingHostEmail(mail),
      ...webhookMessage({ leadId: lead.id, source, row, fields, attribution, now }),
    ]);
  }

  function webhookMessage(input: {
    leadId: number;
    source: string;
    row: BookingRow;
    fields: Record<string, string | number | boolean | null>;
    attribution: AttributionInput;
    now: Date;
  }): OutboxMessage[] {
    if (!options.webhookUrl) return [];
    return [
      {
        to: options.webhookUrl,
        subject: "lead.created",
        kind: WEBHOOK_KIND,
        html: "",
        headers: {},
        text: JSON.stringify({
          event: "lead.created",
          id: input.leadId,
          kind: "booking",
          source: input.source,
          email: input.row.email,
          name: input.row.name,
          company: input.row.company,
          fields: input.fields,
          consent: false,
          consent_text: null,
          consent_at: null,
          attribution: input.attribution,
          voucher: null,
          created_at: input.now.toISOString(),
        }),
      },
    ];
  }

  return {
    /** Bookable slots of a meeting type, for `days` days of the visitor's calendar from `from`. */
    async slots(query: {
      type: MeetingTypeId;
      from: string;
      days: number;
      timeZone: string;
      now?: Date;
      /** A booking being moved: its own time does not count as taken. */
      except?: string;
    }) {
      const at = query.now ?? new Date();
      const now = at.getTime();
      const range = dayRange(query.from, query.days, query.timeZone);
      const hosts = await activeHosts(db);
      const busy = await busyOf(
        db,
        hosts.map((host) => host.id),
        range,
        query.type,
        at,
        query.except,
      );
      return computeSlots({
        hosts: hosts.map((host) => availability(host, busy.get(host.id) ?? [])),
        rules: rulesFor(query.type),
        range,
        now,
      }).map(({ start, end }) => ({ start, end }));
    },

    /**
     * Books a meeting: validates the request, takes a free host under the lock, and stores the
     * booking, its lead (kind "booking", source scheduler_intro or scheduler_demo) and every
     * email about it in one transaction.
     */
    async book(
      raw: unknown,
      context: {
        now?: Date;
        attribution?: AttributionInput;
        /** The client address it came from: the limits count by it, and staff cancel by it. */
        clientAddress?: string | null;
      } = {},
    ): Promise<BookResult> {
      const now = context.now ?? new Date();
      if (typeof raw === "object" && raw !== null && !Array.isArray(raw)) {
        const trap = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
        if (trap !== undefined && trap !== null && trap !== "") {
          return { ok: false, status: 400, error: honeypotMessage, fieldErrors: {} };
        }
      }
      const parsed = parseBookingRequest(raw);
      if (!parsed.ok) return { ok: false, status: 422, error: parsed.error, fieldErrors: parsed.fieldErrors };
      const data = parsed.data;
      const game = data.type === "demo" && data.game && gameName(data.game) ? data.game : null;
      if (data.game && !game) {
        return {
          ok: false,
          status: 422,
          error: "Please correct the highlighted fields.",
          fieldErrors: { game: ["Choose a game from our list"] },
        };
      }
      const rules = rulesFor(data.type);
      const start = data.start;
      const end = start + rules.minutes * MINUTE;
      const attribution = context.attribution ?? noAttribution;
      const id = randomUUID();

      const domain = registrableDomain(data.email);
      const clientAddress = context.clientAddress ?? null;

      const result = await db.transaction(async (tx): Promise<BookResult> => {
        const admission: Admission =
          limits === null
            ? { ok: true, pending: false }
            : await admit(tx, { email: data.email, domain, clientAddress }, now, limits);
        if (!admission.ok) return { ok: false, status: 429, error: admission.error, fieldErrors: {} };
        const taken = await takeHost(tx, data.type, start, now);
        if (!taken.ok) return { ok: false, status: 409, error: taken.error, fieldErrors: {} };
        const host = taken.host;
        const [row] = await tx
          .insert(bookings)
          .values({
            id,
            type: data.type,
            hostId: host.id,
            startsAt: new Date(start),
            endsAt: new Date(end),
            blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
            status: admission.pending ? "pending" : "confirmed",
            holdExpiresAt: admission.pending ? admission.holdExpiresAt : null,
            name: data.name,
            email: data.email,
            company: data.company,
            teamSize: data.teamSize ?? null,
            notes: data.notes,
            game,
            visitorTimeZone: data.timeZone,
            emailDomain: domain,
            clientAddress,
            attribution: admission.pending ? attribution : null,
            reminderQueuedAt: admission.pending ? null : reminderState(start, now),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error("The booking insert returned no row.");
        const paths = bookingPaths(id, secret);
        const answer = { ok: true as const, id, start, end, paths, manageUrl: `${origin}${paths.manage}` };
        if (admission.pending) {
          // One email, to the address typed: the link that makes the booking final. No invitation,
          // no lead, no host notice until then; the hold frees the time if nobody clicks.
          const confirmUrl = `${origin}/booking/${id}/confirm?key=${bookingConfirmKey(id, secret)}`;
          await enqueueEmails(tx, [
            bookingConfirmRequestEmail(
              mailOf(view(row, host)),
              confirmUrl,
              Math.round((admission.holdExpiresAt.getTime() - now.getTime()) / MINUTE),
            ),
          ]);
          return { ...answer, status: "pending", holdExpiresAt: admission.holdExpiresAt.getTime() };
        }
        await finalise(tx, row, host, attribution, now);
        return { ...answer, status: "confirmed", holdExpiresAt: null };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    /**
     * Makes a pending booking final from its emailed link (`key` is its confirmation key). A hold
     * that ran out is taken again when its time is still free. Already confirmed: answered as
     * done, so a second click is harmless.
     */
    async confirm(id: unknown, key: unknown, now = new Date()): Promise<ChangeResult> {
      if (!isBookingId(id) || typeof key !== "string" || !safeEqual(key, bookingConfirmKey(id, secret))) {
        return { ok: false, status: 404, error: "There is no such booking." };
      }
      const result = await db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status === "confirmed") return { ok: true, booking: current };
        if (current.status !== "pending" && current.status !== "expired") {
          return {
            ok: false,
            status: 409,
            error: "This booking was cancelled, so it can no longer be confirmed.",
          };
        }
        if (current.status === "expired" || (current.holdExpiresAt ?? 0) <= now.getTime()) {
          const taken = await takeHost(tx, current.type, current.start, now, {
            hostId: current.host.id,
            except: id,
          });
          if (!taken.ok) {
            return {
              ok: false,
              status: 409,
              error: `We held this time for ${site.scheduler.limits.pendingHoldMinutes} minutes and it has since been taken. Please book another time.`,
            };
          }
          if (taken.host.id !== current.host.id) {
            await tx.update(bookings).set({ hostId: taken.host.id }).where(eq(bookings.id, id));
          }
        }
        const [row] = await tx
          .update(bookings)
          .set({
            status: "confirmed",
            holdExpiresAt: null,
            emailConfirmedAt: now,
            reminderQueuedAt: reminderState(current.start, now),
            updatedAt: now,
          })
          .where(eq(bookings.id, id))
          .returning();
        const [host] = row ? await tx.select().from(bookingHosts).where(eq(bookingHosts.id, row.hostId)) : [];
        if (!row || !host) throw new Error("The confirmed booking vanished.");
        await finalise(tx, row, host, row.attribution ?? noAttribution, now);
        return { ok: true, booking: view(row, host) };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    async find(id: string): Promise<BookingView | null> {
      return findView(db, id);
    },

    /** The booking when the key is its own; null for a wrong key exactly as for an unknown id. */
    async findWithKey(id: unknown, key: unknown): Promise<BookingView | null> {
      if (!isBookingId(id) || !bookingKeyMatches(id, key, secret)) return null;
      return findView(db, id);
    },

    /** A booking by its confirmation link; null for a wrong key exactly as for an unknown id. */
    async findWithConfirmKey(id: unknown, key: unknown): Promise<BookingView | null> {
      if (!isBookingId(id) || typeof key !== "string" || !safeEqual(key, bookingConfirmKey(id, secret))) {
        return null;
      }
      return findView(db, id);
    },

    mail: mailOf,

    /** Cancels a confirmed booking that has not started; the visitor and the host get METHOD:CANCEL. */
    async cancel(
      id: string,
      input: { by: "visitor" | "staff"; reason: string | null; now?: Date },
    ): Promise<ChangeResult> {
      const now = input.now ?? new Date();
      const result = await db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status === "cancelled")
          return { ok: false, status: 409, error: "This booking is already cancelled." };
        if (current.status === "expired")
          return { ok: false, status: 409, error: "This booking was never confirmed, so it has lapsed." };
        if (
          (current.status !== "confirmed" && current.status !== "pending") ||
          current.start <= now.getTime()
        ) {
          return {
            ok: false,
            status: 409,
            error: "This meeting has already started, so it can no longer be cancelled.",
          };
        }
        const [row] = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            sequence: sql`${bookings.sequence} + 1`,
            cancelReason: input.reason,
            cancelledBy: input.by,
            cancelledAt: now,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(eq(bookings.id, id))
          .returning();
        if (!row) throw new Error("The cancelled booking vanished.");
        const cancelled = { ...current, status: row.status, sequence: row.sequence, holdExpiresAt: null };
        const mail = mailOf(cancelled);
        // A pending booking sent no invitation to anyone: there is nothing to take back.
        if (current.status === "pending") {
          return { ok: true, booking: { ...cancelled, cancelReason: input.reason, cancelledBy: input.by } };
        }
        await enqueueEmails(tx, [
          bookingCancelledEmail(mail, input.by, input.reason, `${origin}/book/${current.type}`),
          bookingHostCancelledEmail(mail, input.by, input.reason),
        ]);
        return { ok: true, booking: { ...cancelled, cancelReason: input.reason, cancelledBy: input.by } };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    /**
     * Staff undo an attack in one action: every future booking (confirmed or pending) matching
     * the filter is cancelled at once. Silent towards the visitors (the addresses were typed by
     * whoever booked, so mailing each would only relay more email to strangers); each host whose
     * calendar changed gets one summary.
     */
    async cancelMany(
      filter: BulkFilter,
      input: { reason: string | null; now?: Date },
    ): Promise<{ cancelled: number }> {
      const now = input.now ?? new Date();
      const cancelled = await db.transaction(async (tx) => {
        const rows = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            sequence: sql`${bookings.sequence} + 1`,
            cancelReason: input.reason,
            cancelledBy: "staff",
            cancelledAt: now,
            holdExpiresAt: null,
            updatedAt: now,
          })
          .where(bulkWhere(filter, now))
          .returning({ hostId: bookings.hostId, startsAt: bookings.startsAt, type: bookings.type });
        const byHost = new Map<string, typeof rows>();
        for (const row of rows) byHost.set(row.hostId, [...(byHost.get(row.hostId) ?? []), row]);
        if (byHost.size > 0) {
          const hosts = await tx
            .select()
            .from(bookingHosts)
            .where(inArray(bookingHosts.id, [...byHost.keys()]));
          await enqueueEmails(
            tx,
            hosts.map((host) =>
              bookingBulkCancelledHostEmail({
                to: hostEmail(host),
                hostName: host.name,
                reason: input.reason,
                meetings: (byHost.get(host.id) ?? []).map((row) => ({
                  type: row.type,
                  start: row.startsAt.getTime(),
                })),
                adminUrl: `${origin}/admin/bookings`,
              }),
            ),
          );
        }
        return rows.length;
      });
      if (cancelled > 0) options.onQueued?.();
      return { cancelled };
    },

    /** How many future bookings a bulk cancel with this filter would take back. */
    async countMatching(filter: BulkFilter, now = new Date()): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(bulkWhere(filter, now));
      return Number(row?.n ?? 0);
    },

    /** Pending bookings whose hold ran out free their time (the reminder job calls this each minute). */
    async expireHolds(now = new Date()): Promise<number> {
      return expireHolds(db, now);
    },

    /**
     * Moves a confirmed booking to another start, keeping its host when that host is free then;
     * the visitor gets the same invitation UID with a higher SEQUENCE.
     */
    async reschedule(id: string, startInput: number, input: { now?: Date } = {}): Promise<ChangeResult> {
      const now = input.now ?? new Date();
      const result = await db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status !== "confirmed") {
          return {
            ok: false,
            status: 409,
            error: "This booking is cancelled or over, so it cannot be moved.",
          };
        }
        if (current.start <= now.getTime()) {
          return {
            ok: false,
            status: 409,
            error: "This meeting has already started, so it can no longer be moved.",
          };
        }
        if (startInput === current.start)
          return { ok: false, status: 409, error: "That is already the booked time." };
        const rules = rulesFor(current.type);
        const taken = await takeHost(tx, current.type, startInput, now, {
          hostId: current.host.id,
          except: id,
        });
        if (!taken.ok) return { ok: false, status: 409, error: taken.error };
        const end = startInput + rules.minutes * MINUTE;
        const [row] = await tx
          .update(bookings)
          .set({
            hostId: taken.host.id,
            startsAt: new Date(startInput),
            endsAt: new Date(end),
            blockedUntil: new Date(blockedUntil(end, rules.bufferMinutes)),
            sequence: sql`${bookings.sequence} + 1`,
            reminderQueuedAt: reminderState(startInput, now),
            updatedAt: now,
          })
          .where(eq(bookings.id, id))
          .returning();
        if (!row) throw new Error("The rescheduled booking vanished.");
        const moved = view(row, taken.host);
        const mail = mailOf(moved);
        const messages: OutboxMessage[] = [bookingRescheduledEmail(mail)];
        if (taken.host.id === current.host.id) {
          messages.push(bookingHostEmail(mail, "rescheduled"));
        } else {
          messages.push(
            bookingHostCancelledEmail(mailOf({ ...current, sequence: row.sequence }), "moved", null),
          );
          messages.push(bookingHostEmail(mail, "new"));
        }
        await enqueueEmails(tx, messages);
        return { ok: true, booking: moved };
      });
      if (result.ok) options.onQueued?.();
      return result;
    },

    /** Staff record how a meeting went: held or no-show, once it has started. */
    async setOutcome(id: string, outcome: "held" | "no_show", now = new Date()): Promise<ChangeResult> {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const current = await findView(tx, id, true);
        if (!current) return { ok: false, status: 404, error: "There is no such booking." };
        if (current.status === "cancelled")
          return { ok: false, status: 409, error: "This booking was cancelled." };
        if (current.start > now.getTime()) {
          return { ok: false, status: 409, error: "This meeting has not started yet." };
        }
        await tx.update(bookings).set({ status: outcome, updatedAt: now }).where(eq(bookings.id, id));
        return { ok: true, booking: { ...current, status: outcome } };
      });
    },

    /**
     * Queues the reminder of every confirmed booking that starts within the reminder window and
     * has none yet. The rows are claimed with a conditional update (SKIP LOCKED against a
     * second server doing the same) in the transaction that queues their emails, so each
     * booking's reminder is queued exactly once.
     */
    async queueDueReminders(now = new Date()): Promise<number> {
      const horizon = new Date(now.getTime() + site.scheduler.reminderHoursBefore * HOUR);
      const queued = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, "confirmed"),
              isNull(bookings.reminderQueuedAt),
              gte(bookings.startsAt, now),
              lte(bookings.startsAt, horizon),
            ),
          )
          .orderBy(asc(bookings.startsAt))
          .limit(100)
          .for("update", { skipLocked: true });
        const claimed = await tx
          .update(bookings)
          .set({ reminderQueuedAt: now })
          .where(and(inArray(bookings.id, due), isNull(bookings.reminderQueuedAt)))
          .returning({ id: bookings.id });
        const messages: OutboxMessage[] = [];
        for (const { id } of claimed) {
          const booking = await findView(tx, id);
          if (booking) messages.push(bookingReminderEmail(mailOf(booking)));
        }
        await enqueueEmails(tx, messages);
        return messages.length;
      });
      if (queued > 0) options.onQueued?.();
      return queued;
    },

    /** Staff list: by start time, filtered by host, type and upcoming (from `since`) or past. */
    async list(filters: {
      when: "upcoming" | "past";
      since: Date;
      hostId?: string | undefined;
      type?: MeetingTypeId | undefined;
      limit?: number;
    }): Promise<BookingView[]> {
      const rows = await db
        .select({ booking: bookings, host: bookingHosts })
        .from(bookings)
        .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
        .where(
          and(
            filters.when === "upcoming"
              ? gte(bookings.startsAt, filters.since)
              : lt(bookings.startsAt, filters.since),
            filters.hostId && isBookingId(filters.hostId) ? eq(bookings.hostId, filters.hostId) : undefined,
            filters.type ? eq(bookings.type, filters.type) : undefined,
          ),
        )
        .orderBy(filters.when === "upcoming" ? asc(bookings.startsAt) : desc(bookings.startsAt))
        .limit(filters.limit ?? 500);
      return rows.map((row) => view(row.booking, row.host));
    },

    /* ---------- Hosts ---------- */

    hosts: {
      async list() {
        return db
          .select({ host: bookingHosts, staffEmail: staffUsers.email })
          .from(bookingHosts)
          .leftJoin(staffUsers, eq(staffUsers.id, bookingHosts.staffId))
          .orderBy(sql`${bookingHosts.staffId} is not null`, asc(bookingHosts.name), asc(bookingHosts.id));
      },

      async get(id: string): Promise<HostRow | null> {
        if (!isBookingId(id)) return null;
        const [row] = await db.select().from(bookingHosts).where(eq(bookingHosts.id, id));
        return row ?? null;
      },

      /** A staff member's own calendar, made with the configured hours on first use. */
      async ensureForStaff(staff: { id: string; email: string }): Promise<HostRow> {
        const [existing] = await db.select().from(bookingHosts).where(eq(bookingHosts.staffId, staff.id));
        if (existing) return existing;
        const local = staff.email.split("@")[0] ?? "Host";
        const name = local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
        const [created] = await db
          .insert(bookingHosts)
          .values({
            name: name || "Host",
            email: staff.email,
            staffId: staff.id,
            timeZone: site.businessTimeZone,
            weeklyHours: defaultHours,
            active: false,
          })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
        const [raced] = await db.select().from(bookingHosts).where(eq(bookingHosts.staffId, staff.id));
        if (!raced) throw new Error("The staff calendar could not be created.");
        return raced;
      },

      async update(
        id: string,
        values: {
          name: string;
          email: string | null;
          timeZone: string;
          weeklyHours: WeeklyHours;
          videoUrl: string | null;
          active: boolean;
        },
      ): Promise<boolean> {
        const rows = await db
          .update(bookingHosts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(bookingHosts.id, id))
          .returning({ id: bookingHosts.id });
        return rows.length === 1;
      },

      async setDaysOff(id: string, daysOff: string[]): Promise<boolean> {
        const rows = await db
          .update(bookingHosts)
          .set({ daysOff: [...new Set(daysOff)].sort(), updatedAt: new Date() })
          .where(eq(bookingHosts.id, id))
          .returning({ id: bookingHosts.id });
        return rows.length === 1;
      },
    },
  };
}

export type BookingService = ReturnType<typeof createBookings>;
