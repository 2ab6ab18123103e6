import { Link } from "react-router";
import { StaffButton, StaffForm } from "~/components/admin/admin-session";
import { FilterForm, FilterSelects, linkClass, StatusBadge } from "~/components/admin/admin-ui";
import { SelectField, TextField } from "~/components/forms/kit";
import type { SelectOption } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";

/**
 * One event bought on the site as the staff list shows it: its times already written in the
 * business time zone and its money as prices, with what staff can do with it now.
 */
export interface AdminEvent {
  id: string;
  /** "10:00 AM – 11:00 AM" in the business time zone. */
  time: string;
  /** The buyer's own time and zone, when theirs differs. */
  visitorTime: string | null;
  activity: string;
  status: string;
  name: string;
  email: string;
  company: string;
  headcount: number;
  host: string;
  hostId: string;
  paymentMode: "card" | "invoice";
  total: string;
  deposit: string;
  paid: string;
  refunded: string | null;
  poNumber: string | null;
  /** When an unpaid checkout stops holding the time, while it still does. */
  holdUntil: string | null;
  /** Why a cancelled event was cancelled ("invoice unpaid" when the system withdrew it). */
  cancelReason?: string | null;
  canAssign: boolean;
  canComplete: boolean;
  /** A booked event that has not started: staff may cancel it, refunding all that was paid. */
  canCancel: boolean;
  canMarkInvoicePaid: boolean;
  /** A card checkout still held: staff may release it (expired, its time free, nobody emailed). */
  canRelease?: boolean;
}

const statusOptions = ["held", "paid", "invoiced", "completed", "cancelled", "expired"].map((status) => ({
  value: status,
  label: status[0]?.toUpperCase() + status.slice(1),
}));
const whenOptions = [
  { value: "upcoming", label: "Upcoming (from today)" },
  { value: "past", label: "Past" },
];

/** The staff list's filters: a GET form of `when`, `status`, `host` and the buyer's `email`. */
export function EventFilters({
  filters,
  hosts,
}: {
  filters: {
    when: string;
    status?: string | undefined;
    host?: string | undefined;
    email?: string | undefined;
  };
  hosts: SelectOption[];
}) {
  return (
    <FilterForm className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      {(submit) => (
        <>
          <FilterSelects
            form="events"
            selects={[
              {
                name: "when",
                label: "When",
                placeholder: "Upcoming",
                options: whenOptions,
                value: filters.when,
              },
              {
                name: "status",
                label: "Status",
                placeholder: "Every status",
                options: statusOptions,
                value: filters.status,
              },
              { name: "host", label: "Host", placeholder: "All hosts", options: hosts, value: filters.host },
            ]}
          />
          <TextField
            id="events-email"
            name="email"
            label="Buyer email"
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={filters.email ?? ""}
          />
          <div>{submit}</div>
        </>
      )}
    </FilterForm>
  );
}

/** A row action: a button drawn as a link, so fifty rows of them stay light (decision 063). */
const rowButton =
  "min-h-6 font-semibold text-brand-700 underline underline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * An event in the staff list: who bought what for when, its money, and its actions. The
 * one-click marks (invoice paid, completed, release hold) are always drawn; the forms that take
 * a reason or a host are drawn for the `open` event only, and every other event links to them
 * (`openHref`), so a page of fifty events stays small.
 */
export function EventItem({
  event,
  hosts,
  busy,
  hostError,
  open = true,
  openHref,
}: {
  event: AdminEvent;
  /** The active calendars an event may move to. */
  hosts: SelectOption[];
  busy: boolean;
  /** Why the last move of this event was refused, shown under its host field. */
  hostError?: string | undefined;
  /** Whether to draw the cancel and move forms (the list opens one event at a time). */
  open?: boolean;
  /** The list's address with this event open, for the link that draws its forms. */
  openHref?: string | undefined;
}) {
  const otherHosts = hosts.filter((host) => host.value !== event.hostId);
  const detail = `for ${event.company}, ${event.time}`;
  const canMove = event.canAssign && otherHosts.length > 0;
  // The one-click marks this event offers, in the order they are drawn.
  const marks = [
    ...(event.canMarkInvoicePaid ? [["invoice-paid", "Mark invoice paid"] as const] : []),
    ...(event.canComplete ? [["complete", "Mark completed"] as const] : []),
    ...(event.canRelease ? [["release", "Release hold"] as const] : []),
  ];
  const money = `Total ${event.total} · Deposit ${event.deposit} ${event.paymentMode === "invoice" ? "by invoice" : "by card"} · Paid ${event.paid}${event.refunded ? ` (after ${event.refunded} refunded)` : ""} · PO ${event.poNumber ?? "—"}`;
  return (
    <li
      id={`event-${event.id}`}
      data-event-id={event.id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-ink">{`${event.time} · ${event.activity}`}</p>
          {event.visitorTime ? <p className="text-sm text-slate-700">{event.visitorTime}</p> : null}
        </div>
        <StatusBadge status={event.status} />
      </div>
      <div className="mt-2 space-y-1 text-sm text-slate-800">
        <p>
          {`${event.company} · ${event.name} (`}
          <span className="break-all">{event.email}</span>
          {`) · ${event.headcount} people · Host ${event.host}`}
        </p>
        <p>{money}</p>
        <p>
          {"Order "}
          <span className="font-mono break-all">{event.id}</span>
          {event.holdUntil ? ` · Held for checkout until ${event.holdUntil}` : ""}
          {event.cancelReason ? ` · Cancelled: ${event.cancelReason}` : ""}
        </p>
        {event.status === "paid" || event.status === "invoiced" || event.status === "completed" ? (
          <p>
            <Link to={`/admin/events/${event.id}`} className={linkClass}>
              Attendees and video call
              <span className="sr-only"> {detail}</span>
            </Link>
          </p>
        ) : null}
      </div>
      {marks.length > 0 || (!open && openHref && (event.canCancel || canMove)) ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          {marks.map(([intent, label]) => (
            <StaffButton
              key={intent}
              hiddenFields={{ id: event.id, intent }}
              busy={busy}
              label={label}
              detail={detail}
              className={rowButton}
            />
          ))}
          {!open && openHref && (event.canCancel || canMove) ? (
            <Link to={openHref} className={linkClass}>
              {event.canCancel ? "Cancel or move…" : "Move…"}
              <span className="sr-only"> {detail}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
      {open && event.canCancel ? (
        <StaffForm
          hiddenFields={{ id: event.id, intent: "cancel" }}
          disabled={busy}
          className="mt-3 flex max-w-xl flex-wrap items-end gap-3"
          submit={{
            label: (
              <>
                Cancel and refund<span className="sr-only"> {detail}</span>
              </>
            ),
            className: buttonStyles.outlineSmall,
          }}
        >
          {(submit) => (
            <>
              <div className="min-w-0 flex-1">
                <TextField
                  id={`cancel-reason-${event.id}`}
                  name="reason"
                  label="Reason for the buyer (optional)"
                  maxLength={500}
                />
              </div>
              <div>{submit}</div>
            </>
          )}
        </StaffForm>
      ) : null}
      {open && canMove ? (
        <StaffForm
          hiddenFields={{ id: event.id, intent: "assign" }}
          disabled={busy}
          className="mt-3 flex max-w-xl flex-wrap items-end gap-3"
          submit={{
            label: (
              <>
                Assign<span className="sr-only"> {detail}</span>
              </>
            ),
            className: buttonStyles.small,
          }}
        >
          {(submit) => (
            <>
              <div className="min-w-0 flex-1">
                <SelectField
                  id={`host-${event.id}`}
                  name="host"
                  label="Move to host"
                  placeholder="Choose a host"
                  options={otherHosts}
                  defaultValue=""
                  required
                  error={hostError}
                />
              </div>
              <div>{submit}</div>
            </>
          )}
        </StaffForm>
      ) : null}
    </li>
  );
}
