import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ActionNotice, HeadingWithLink, Pagination } from "~/components/admin/admin-ui";
import { BulkCancelForm, type BulkPreview } from "~/components/admin/booking-forms";
import { type AdminEvent, EventFilters, EventItem } from "~/components/admin/event-item";
import { site } from "~/config/site";
import { formatPrice } from "~/domain/pricing";
import {
  dateIn,
  dayRange,
  formatDayLong,
  formatTime,
  todayIn,
  utcOffsetLabel,
  zoneLabel,
} from "~/domain/scheduling";
import { eventPageHref } from "~/lib/event-admin-href";
import type { PageHandle } from "~/lib/handle";
import { bulkDoneMessage, bulkPreviewMessage, eventFiltersOf } from "~/server/event-admin-pages.server";
import { runtime } from "~/server/runtime.server";
import { eventAdminMessages } from "~/server/services/events/admin.server";
import { parseEventAdminForm } from "~/server/services/events/admin-form.server";
import { type EventView, eventKey } from "~/server/services/events/view.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-events";

export const handle: PageHandle = { sitemap: false };

const business = site.businessTimeZone;

/** An event as its list item draws it: times in the business zone, money as prices. */
function item(event: EventView, now: number): AdminEvent {
  const upcoming = event.start > now;
  const live = event.status === "held" || event.status === "paid" || event.status === "invoiced";
  const booked = event.status === "paid" || event.status === "invoiced";
  return {
    id: event.id,
    time: `${formatTime(event.start, business)} – ${formatTime(event.end, business)}`,
    visitorTime:
      event.visitorTimeZone === business
        ? null
        : `${formatTime(event.start, event.visitorTimeZone)} for them (${zoneLabel(event.visitorTimeZone, event.start)})`,
    activity: event.activityTitle,
    status: event.status,
    name: event.name,
    email: event.email,
    company: event.company,
    headcount: event.headcount,
    host: event.host.name,
    hostId: event.hostId,
    paymentMode: event.paymentMode,
    total: formatPrice(event.totalCents),
    deposit: formatPrice(event.depositCents),
    paid: formatPrice(event.paidCents),
    refunded: event.refundedCents > 0 ? formatPrice(event.refundedCents) : null,
    poNumber: event.poNumber,
    holdUntil:
      event.status === "held" && event.holdExpiresAt !== null
        ? formatTime(event.holdExpiresAt, business)
        : null,
    cancelReason: event.status === "cancelled" ? event.cancelReason : null,
    canAssign: live && upcoming,
    canComplete: booked && event.end <= now,
    canCancel: booked && upcoming,
    canRelease: event.status === "held" && event.receivedCents === 0,
    canMarkInvoicePaid:
      event.paymentMode === "invoice" &&
      (event.status === "invoiced" || event.status === "completed") &&
      event.depositCents > 0 &&
      event.paidCents < event.depositCents,
  };
}

export const loader = staffPageLoader(async ({ request }: Route.LoaderArgs) => {
  const filters = eventFiltersOf(new URL(request.url).searchParams);
  const { events, bookings } = runtime();
  const now = Date.now();
  const since = new Date(dayRange(todayIn(business, now), 1, business).start);
  const [result, hosts] = await Promise.all([
    events.admin.page(
      {
        when: filters.when,
        since,
        status: filters.status,
        hostId: filters.host,
        email: filters.email,
        now: new Date(now),
      },
      filters.page,
    ),
    bookings.hosts.list(),
  ]);
  const days: { date: string; label: string; items: AdminEvent[] }[] = [];
  for (const row of result.events) {
    const date = dateIn(row.start, business);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item(row, now));
    else days.push({ date, label: formatDayLong(date), items: [item(row, now)] });
  }
  return {
    filters,
    zone: `${business.replaceAll("_", " ")} (${utcOffsetLabel(business, now)})`,
    hosts: hosts.map(({ host }) => ({ value: host.id, label: host.name })),
    activeHosts: hosts
      .filter(({ host }) => host.active)
      .map(({ host }) => ({ value: host.id, label: host.name })),
    days,
    total: result.total,
    page: result.page,
    pages: result.pages,
  };
});

type Result = {
  ok: boolean;
  message: string;
  event?: string;
  fieldErrors?: Record<string, string>;
  preview?: BulkPreview;
};

/** The bulk form's fields as posted, for the confirmation to carry. */
const bulkFields = (form: FormData) =>
  Object.fromEntries(
    ["match", "value", "from", "to", "reason"].map((name) => [name, String(form.get(name) ?? "")]),
  );

/**
 * Move an event to another host's calendar, record its deposit invoice as paid, mark it
 * completed once it is over, release a held checkout, cancel it, or count and then take back
 * every held or unpaid event matching a filter (silent towards the buyers, decision 063).
 */
export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const parsed = parseEventAdminForm(form);
  if (!parsed.ok) {
    const posted = form.get("id");
    const event = typeof posted === "string" ? posted : undefined;
    const { status, message, fieldErrors } = parsed;
    return data<Result>({ ok: false, message, event, fieldErrors }, { status });
  }
  const input = parsed.data;
  const { admin } = runtime().events;

  if (input.intent === "bulk-preview") {
    const count = await admin.countBulk(input.filter);
    const message = bulkPreviewMessage(count);
    const taken = count.held + count.invoiced;
    return data<Result>({ ok: true, message, preview: { message, taken, fields: bulkFields(form) } });
  }
  if (input.intent === "bulk") {
    const result = await admin.cancelMany(input.filter, { reason: input.reason });
    return data<Result>({ ok: true, message: bulkDoneMessage(result) });
  }

  if (input.intent === "release") {
    const result = await admin.releaseHold(input.id);
    if (!result.ok)
      return data<Result>({ ok: false, message: result.error, event: input.id }, { status: result.status });
    return data<Result>({
      ok: true,
      message: `${result.event.company}'s held ${result.event.activityTitle} is released: its time is free. Nobody was emailed.`,
    });
  }

  if (input.intent === "assign") {
    const result = await admin.assignHost(input.id, input.host);
    if (!result.ok) {
      // A refusal about the chosen host goes under the host field; one about the event does not.
      const aboutHost =
        result.status === 422 ||
        result.error === eventAdminMessages.hostBusy ||
        result.error === eventAdminMessages.sameHost;
      const fieldErrors = aboutHost ? { host: result.error } : undefined;
      return data<Result>(
        { ok: false, message: result.error, event: input.id, ...(fieldErrors ? { fieldErrors } : {}) },
        { status: result.status },
      );
    }
    return data<Result>({
      ok: true,
      message: `${result.event.company}'s ${result.event.activityTitle} is now with ${result.event.host.name}; both hosts have been emailed.`,
    });
  }

  if (input.intent === "invoice-paid") {
    const result = await admin.markInvoicePaid(input.id);
    if (!result.ok) return data<Result>({ ok: false, message: result.error }, { status: result.status });
    return data<Result>({
      ok: true,
      message: `Recorded ${formatPrice(result.event.depositCents)} paid by invoice for ${result.event.company}.`,
    });
  }

  if (input.intent === "cancel") {
    // Staff cancel through the buyer's own path, with the event's key: everything paid comes back.
    const { events, cookieSecret } = runtime();
    const result = await events.cancel(input.id, eventKey(input.id, cookieSecret), {
      reason: input.reason,
      by: "staff",
    });
    if (!result.ok)
      return data<Result>({ ok: false, message: result.error, event: input.id }, { status: result.status });
    return data<Result>({
      ok: true,
      message: `${result.event.company}'s ${result.event.activityTitle} is cancelled. ${result.message.replace(/^Your event is cancelled\. /, "")}`,
    });
  }

  const result = await admin.markCompleted(input.id);
  if (!result.ok) return data<Result>({ ok: false, message: result.error }, { status: result.status });
  return data<Result>({
    ok: true,
    message: `${result.event.company}'s ${result.event.activityTitle} is marked completed.`,
  });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: events",
    description: "Events bought on the site.",
    path: "/admin/events",
  });

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, hosts, activeHosts, days, total, zone, page, pages } = loaderData;
  const busy = useNavigation().state !== "idle";
  const hostError = (id: string) => (actionData?.event === id ? actionData.fieldErrors?.host : undefined);
  // One event's cancel and move forms are drawn: the one asked for, or the one a refusal was about.
  const open = actionData?.event ?? filters.open;
  return (
    <>
      <HeadingWithLink title="Events" to="/admin/availability" linkLabel="Availability and hosts">
        <p className="mt-2 max-w-3xl text-slate-700">
          Team events bought on the site, by day, with their host and money. Times are in {zone}. A host may
          take an event outside their weekly hours once they have agreed to it, never over another booking.
        </p>
      </HeadingWithLink>
      <EventFilters filters={filters} hosts={hosts} />
      <ActionNotice result={actionData?.preview ? undefined : actionData} />
      <BulkCancelForm zone={zone} busy={busy} kind="events" preview={actionData?.preview} />
      <p className="mt-6 text-sm text-slate-700" data-testid="events-total">
        {total} {total === 1 ? "event" : "events"}
      </p>
      {days.length === 0 ? (
        <p className="mt-4 text-slate-700">No events match these filters.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="mt-6">
            <h2 id={`day-${day.date}`} className="text-xl font-bold text-ink">
              {day.label}
            </h2>
            <ul className="mt-3 space-y-3">
              {day.items.map((event) => (
                <EventItem
                  key={event.id}
                  event={event}
                  hosts={activeHosts}
                  busy={busy}
                  hostError={hostError(event.id)}
                  open={event.id === open}
                  openHref={eventPageHref(filters, page, event.id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination page={page} pages={pages} total={total} href={(to) => eventPageHref(filters, to)} />
    </>
  );
}
