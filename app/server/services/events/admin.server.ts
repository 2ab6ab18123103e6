import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import {
  bookingHosts,
  bookings,
  type EventOrderStatus,
  eventOrders,
  eventPayments,
  quotes,
} from "~/server/db/schema.server";
import { eventTeamEmail } from "~/server/email/event-emails.server";
import { refusingOverlap } from "~/server/services/booking/availability.server";
import { calendarTakes, eventScope } from "~/server/services/booking/hosts.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { blocksTime, expireHolds } from "~/server/services/booking-limits.server";
import { createEventUndo } from "~/server/services/events/undo.server";
import {
  type EventMoney,
  type EventView,
  eventMail,
  eventView,
  findEvent,
  moneyColumns,
  moneyFrom,
  moneyOf,
} from "~/server/services/events/view.server";
import { createEventWithdraw, withdrawnReason } from "~/server/services/events/withdraw.server";
import { currentInvoice } from "~/server/services/invoices/issue.server";
import { type Executor, enqueueEmails } from "~/server/services/outbox.server";

/**
 * What staff read and do on /admin/events (decisions 057, 063): the list of events bought on the
 * site, a page at a time, moving one to another host's calendar, recording what happened after
 * the checkout (the deposit invoice paid, the event held), and undoing events (undo.server.ts:
 * a hold released, a flood cancelled at once); the system's withdrawal of unpaid deposit
 * invoices (withdraw.server.ts) runs with the same context.
 */

export interface EventAdminContext {
  db: Db;
  origin: string;
  secret: string;
  /** The domain of the invitations' UIDs: the public origin's host name. */
  uidDomain: string;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued: () => void;
}

export type EventAdminResult =
  | { ok: true; event: EventView }
  | { ok: false; status: 404 | 409 | 422; error: string };

export const eventAdminMessages = {
  missing: "There is no such event.",
  hostBusy: "That host is busy then.",
  hostUnknown: "Choose a host from the list.",
  hostInactive: "That host's calendar is switched off: switch it on in Availability first.",
  hostNotOfActivity: "That host does not host this activity: choose one of its hosts.",
  sameHost: "That host already has this event.",
  started: "This event has already started, so its host can no longer change.",
  notLive: (status: EventOrderStatus) => `This event is ${status}, so its host cannot change.`,
  notEnded: "This event has not ended yet.",
  notConfirmed: (status: EventOrderStatus) =>
    `This event is ${status}: only a paid or invoiced event can be marked completed.`,
  notInvoice: "This event's deposit is paid by card, not by invoice.",
  notInvoiced: (status: EventOrderStatus) => `This event is ${status}: no deposit invoice is open.`,
  withdrawn:
    "This invoice was withdrawn unpaid, so the event is cancelled and its time may be taken. Book it again for the buyer if the date is still free, or send the payment back.",
  noDeposit: "No deposit is due on this event.",
  alreadyPaid: "The deposit invoice is already recorded as paid.",
} as const;

/**
 * The status staff see: a held order whose booking's hold ran out (marked expired, or its hold
 * time past) is expired, although nothing has written that yet: reading never writes.
 */
export function shownStatus(
  event: Pick<EventView, "status" | "bookingStatus" | "holdExpiresAt">,
  now: number,
): EventOrderStatus {
  if (event.status !== "held") return event.status;
  if (event.bookingStatus === "expired") return "expired";
  if (event.bookingStatus === "pending" && event.holdExpiresAt !== null && event.holdExpiresAt <= now) {
    return "expired";
  }
  return "held";
}

/** The SQL twin of shownStatus, for the list's status filter. */
function statusWhere(status: EventOrderStatus, now: Date): SQL {
  const lapsed = or(
    eq(bookings.status, "expired"),
    and(eq(bookings.status, "pending"), lte(bookings.holdExpiresAt, now)),
  ) as SQL;
  if (status === "expired") {
    return or(eq(eventOrders.status, "expired"), and(eq(eventOrders.status, "held"), lapsed)) as SQL;
  }
  if (status === "held") {
    return and(
      eq(eventOrders.status, "held"),
      ne(bookings.status, "expired"),
      or(ne(bookings.status, "pending"), isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
    ) as SQL;
  }
  return eq(eventOrders.status, status);
}

/** Events on one page of /admin/events: 50 keep the page small with every form drawn. */
export const EVENT_PAGE_SIZE = 50;

export interface EventListFilters {
  when: "upcoming" | "past";
  since: Date;
  status?: EventOrderStatus | undefined;
  hostId?: string | undefined;
  /** The buyer's email, as stored (lower case). */
  email?: string | undefined;
  /** When lapsed holds count as expired; the present by default. */
  now?: Date;
}

function listWhere(filters: EventListFilters, now: Date): SQL | undefined {
  return and(
    filters.when === "upcoming"
      ? gte(bookings.startsAt, filters.since)
      : lt(bookings.startsAt, filters.since),
    filters.status ? statusWhere(filters.status, now) : undefined,
    filters.hostId && isBookingId(filters.hostId) ? eq(bookings.hostId, filters.hostId) : undefined,
    filters.email ? eq(bookings.email, filters.email.toLowerCase()) : undefined,
  );
}

/** Payments and refunds of many orders, in one grouped query. */
async function moneyOfMany(exec: Executor, ids: string[]) {
  const money = new Map<string, EventMoney>();
  if (ids.length === 0) return money;
  const rows = await exec
    .select({ orderId: eventPayments.orderId, ...moneyColumns })
    .from(eventPayments)
    .where(inArray(eventPayments.orderId, ids))
    .groupBy(eventPayments.orderId);
  for (const row of rows) money.set(row.orderId, moneyFrom(row));
  return money;
}

/** One event as staff see it, its status derived at `now`. */
async function shownEvent(exec: Executor, id: string, now: Date): Promise<EventView | null> {
  const event = await findEvent(exec, id);
  return event ? { ...event, status: shownStatus(event, now.getTime()) } : null;
}

export function createEventAdmin(context: EventAdminContext) {
  const { db } = context;
  const mailContext = { origin: context.origin, secret: context.secret, uidDomain: context.uidDomain };

  /**
   * Staff list: events by start, upcoming (from `since`, soonest first) or past (latest first),
   * filtered by status as staff see it, by host and by buyer email, `limit` from `offset`.
   * Orders, bookings and hosts in one query, then the money of the listed orders in one more.
   */
  async function list(filters: EventListFilters & { limit?: number; offset?: number }): Promise<EventView[]> {
    const now = filters.now ?? new Date();
    const rows = await db
      .select({ order: eventOrders, booking: bookings, host: bookingHosts })
      .from(eventOrders)
      .innerJoin(bookings, and(eq(bookings.id, eventOrders.id), eq(bookings.type, "event")))
      .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
      .where(listWhere(filters, now))
      .orderBy(
        filters.when === "upcoming" ? asc(bookings.startsAt) : desc(bookings.startsAt),
        asc(eventOrders.id),
      )
      .limit(filters.limit ?? 500)
      .offset(filters.offset ?? 0);
    const money = await moneyOfMany(
      db,
      rows.map((row) => row.order.id),
    );
    return rows.map((row) => {
      const event = eventView(
        row.order,
        row.booking,
        row.host,
        money.get(row.order.id) ?? moneyFrom(undefined),
      );
      return { ...event, status: shownStatus(event, now.getTime()) };
    });
  }

  return {
    ...createEventUndo(context),
    ...createEventWithdraw(context),

    list,

    /** One page of the list (`EVENT_PAGE_SIZE` events), the count of all that match, the pages. */
    async page(
      filters: EventListFilters,
      page = 1,
      pageSize = EVENT_PAGE_SIZE,
    ): Promise<{ events: EventView[]; total: number; page: number; pages: number }> {
      const now = filters.now ?? new Date();
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventOrders)
        .innerJoin(bookings, and(eq(bookings.id, eventOrders.id), eq(bookings.type, "event")))
        .where(listWhere(filters, now));
      const total = Number(row?.n ?? 0);
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(Math.max(1, Math.floor(page)), pages);
      const events = await list({ ...filters, now, limit: pageSize, offset: (current - 1) * pageSize });
      return { events, total, page: current, pages };
    },

    /**
     * Staff move an event to another host's calendar. Staff may place it outside that host's
     * weekly hours (they agreed it with the host), never over another of the host's bookings.
     * Under the event's lock and then the target host's row lock (the lock every booking of that
     * host takes first), the host's live bookings are read; the database's exclusion constraint
     * stays beneath, so a write that went past the lock still earns "busy", never an error. The
     * new host is told of the event, the old one that it left their calendar.
     */
    async assignHost(id: string, hostId: string, now = new Date()): Promise<EventAdminResult> {
      if (!isBookingId(id)) return { ok: false, status: 404, error: eventAdminMessages.missing };
      if (!isBookingId(hostId)) return { ok: false, status: 422, error: eventAdminMessages.hostUnknown };
      const work = () =>
        db.transaction(async (tx): Promise<EventAdminResult> => {
          const current = await findEvent(tx, id, true);
          if (!current) return { ok: false, status: 404, error: eventAdminMessages.missing };
          const status = shownStatus(current, now.getTime());
          if (status !== "held" && status !== "paid" && status !== "invoiced") {
            return { ok: false, status: 409, error: eventAdminMessages.notLive(status) };
          }
          if (current.start <= now.getTime()) {
            return { ok: false, status: 409, error: eventAdminMessages.started };
          }
          if (current.hostId === hostId) {
            return { ok: false, status: 409, error: eventAdminMessages.sameHost };
          }
          const [host] = await tx
            .select()
            .from(bookingHosts)
            .where(eq(bookingHosts.id, hostId))
            .for("update");
          if (!host) return { ok: false, status: 422, error: eventAdminMessages.hostUnknown };
          if (!host.active) return { ok: false, status: 422, error: eventAdminMessages.hostInactive };
          if (!calendarTakes(host, eventScope(current.activitySlug)))
            return { ok: false, status: 422, error: eventAdminMessages.hostNotOfActivity };
          // The constraint counts a pending booking as live until its status says expired.
          await expireHolds(tx, now, [host.id]);
          const [held] = await tx
            .select({ startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
            .from(bookings)
            .where(eq(bookings.id, id));
          if (!held) return { ok: false, status: 404, error: eventAdminMessages.missing };
          const [clash] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.hostId, host.id),
                blocksTime(now),
                ne(bookings.id, id),
                lt(bookings.startsAt, held.blockedUntil),
                gt(bookings.blockedUntil, held.startsAt),
              ),
            )
            .limit(1);
          if (clash) return { ok: false, status: 409, error: eventAdminMessages.hostBusy };
          const [row] = await tx
            .update(bookings)
            .set({ hostId: host.id, sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
            .where(eq(bookings.id, id))
            .returning({ sequence: bookings.sequence });
          if (!row) throw new Error("The event's booking vanished while its host changed.");
          const moved = await shownEvent(tx, id, now);
          if (!moved) throw new Error("The event vanished while its host changed.");
          await enqueueEmails(tx, [
            eventTeamEmail(eventMail(mailContext, moved), "new"),
            eventTeamEmail(
              eventMail(mailContext, { ...current, status, sequence: row.sequence }),
              "cancelled",
            ),
          ]);
          return { ok: true, event: moved };
        });
      const result = await refusingOverlap(work, {
        ok: false,
        status: 409,
        error: eventAdminMessages.hostBusy,
      });
      if (result.ok) context.onQueued();
      return result;
    },

    /** The event took place: a paid or invoiced event whose end is past becomes completed. */
    async markCompleted(id: string, now = new Date()): Promise<EventAdminResult> {
      if (!isBookingId(id)) return { ok: false, status: 404, error: eventAdminMessages.missing };
      return db.transaction(async (tx): Promise<EventAdminResult> => {
        const current = await findEvent(tx, id, true);
        if (!current) return { ok: false, status: 404, error: eventAdminMessages.missing };
        if (
          (current.status !== "paid" && current.status !== "invoiced") ||
          current.bookingStatus !== "confirmed"
        ) {
          const status = shownStatus(current, now.getTime());
          return { ok: false, status: 409, error: eventAdminMessages.notConfirmed(status) };
        }
        if (current.end > now.getTime())
          return { ok: false, status: 409, error: eventAdminMessages.notEnded };
        await tx
          .update(eventOrders)
          .set({ status: "completed", completedAt: now, updatedAt: now })
          .where(eq(eventOrders.id, id));
        return { ok: true, event: { ...current, status: "completed" } };
      });
    },

    /**
     * The buyer paid the deposit invoice: one payment row for the deposit, its reference unique
     * to the order, so a second click records nothing; the quote becomes accepted and paid by
     * invoice, as a quote's invoice marked paid does.
     */
    async markInvoicePaid(id: string, now = new Date()): Promise<EventAdminResult> {
      if (!isBookingId(id)) return { ok: false, status: 404, error: eventAdminMessages.missing };
      return db.transaction(async (tx): Promise<EventAdminResult> => {
        const current = await findEvent(tx, id, true);
        if (!current) return { ok: false, status: 404, error: eventAdminMessages.missing };
        if (current.paymentMode !== "invoice") {
          return { ok: false, status: 409, error: eventAdminMessages.notInvoice };
        }
        if (current.status === "cancelled" && current.cancelReason === withdrawnReason) {
          return { ok: false, status: 409, error: eventAdminMessages.withdrawn };
        }
        if (current.status !== "invoiced" && current.status !== "completed") {
          const status = shownStatus(current, now.getTime());
          return { ok: false, status: 409, error: eventAdminMessages.notInvoiced(status) };
        }
        if (current.depositCents <= 0) return { ok: false, status: 409, error: eventAdminMessages.noDeposit };
        const invoice = await currentInvoice(tx, id, "deposit");
        const recorded = await tx
          .insert(eventPayments)
          .values({
            orderId: id,
            kind: "payment",
            method: "invoice",
            amountCents: current.depositCents,
            reference: `invoice:${id}:deposit`,
            note: "Deposit invoice marked paid by staff",
            invoiceId: invoice?.id ?? null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: eventPayments.reference })
          .returning({ id: eventPayments.id });
        if (recorded.length === 0) return { ok: false, status: 409, error: eventAdminMessages.alreadyPaid };
        await tx
          .update(quotes)
          .set({ status: "accepted", acceptedAt: now, paymentMethod: "invoice", paidAt: now, updatedAt: now })
          .where(and(eq(quotes.id, current.quoteId), isNull(quotes.paymentMethod)));
        await tx.update(eventOrders).set({ updatedAt: now }).where(eq(eventOrders.id, id));
        const money = await moneyOf(tx, id);
        return {
          ok: true,
          event: {
            ...current,
            status: shownStatus(current, now.getTime()),
            receivedCents: money.paidCents,
            paidCents: money.paidCents - money.refundedCents,
            refundedCents: money.refundedCents,
          },
        };
      });
    },
  };
}
