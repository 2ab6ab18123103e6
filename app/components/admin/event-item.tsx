import { StaffButton, StaffForm } from "~/components/admin/admin-session";
import { FilterForm, FilterSelects, StatusBadge } from "~/components/admin/admin-ui";
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
  canAssign: boolean;
  canComplete: boolean;
  /** A booked event that has not started: staff may cancel it, refunding all that was paid. */
  canCancel: boolean;
  canMarkInvoicePaid: boolean;
}

const statusOptions = ["held", "paid", "invoiced", "completed", "cancelled", "expired"].map((status) => ({
  value: status,
  label: status[0]?.toUpperCase() + status.slice(1),
}));
const whenOptions = [
  { value: "upcoming", label: "Upcoming (from today)" },
  { value: "past", label: "Past" },
];

/** The staff list's filters: a GET form of `when`, `status` and `host`. */
export function EventFilters({
  filters,
  hosts,
}: {
  filters: { when: string; status?: string | undefined; host?: string | undefined };
  hosts: SelectOption[];
}) {
  return (
    <FilterForm className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
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
          <div>{submit}</div>
        </>
      )}
    </FilterForm>
  );
}

function Fact({ term, children, wide = false }: { term: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="inline font-semibold text-slate-800">{term}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/** An event in the staff list: who bought what for when, its money, and its actions. */
export function EventItem({
  event,
  hosts,
  busy,
  hostError,
}: {
  event: AdminEvent;
  /** The active calendars an event may move to. */
  hosts: SelectOption[];
  busy: boolean;
  /** Why the last move of this event was refused, shown under its host field. */
  hostError?: string | undefined;
}) {
  const otherHosts = hosts.filter((host) => host.value !== event.hostId);
  const detail = `for ${event.company}, ${event.time}`;
  // The one-click marks this event offers, in the order they are drawn.
  const marks = [
    ...(event.canMarkInvoicePaid ? [["invoice-paid", "Mark invoice paid"] as const] : []),
    ...(event.canComplete ? [["complete", "Mark completed"] as const] : []),
  ];
  return (
    <li data-event-id={event.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-ink">
            {event.time} · {event.activity}
          </p>
          {event.visitorTime ? <p className="text-sm text-slate-700">{event.visitorTime}</p> : null}
        </div>
        <StatusBadge status={event.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact term="Company">{event.company}</Fact>
        <Fact term="Buyer">
          {event.name} (<span className="break-all">{event.email}</span>)
        </Fact>
        <Fact term="Headcount">{event.headcount}</Fact>
        <Fact term="Host">{event.host}</Fact>
        <Fact term="Total">{event.total}</Fact>
        <Fact term="Deposit">
          {event.deposit} {event.paymentMode === "invoice" ? "by invoice" : "by card"}
        </Fact>
        <Fact term="Paid">
          {event.paid}
          {event.refunded ? ` (after ${event.refunded} refunded)` : ""}
        </Fact>
        <Fact term="PO number">{event.poNumber ?? "—"}</Fact>
        {event.holdUntil ? <Fact term="Held for checkout until">{event.holdUntil}</Fact> : null}
        <Fact term="Order" wide>
          <span className="font-mono break-all">{event.id}</span>
        </Fact>
      </dl>
      {marks.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {marks.map(([intent, label]) => (
            <StaffButton
              key={intent}
              hiddenFields={{ id: event.id, intent }}
              busy={busy}
              label={label}
              detail={detail}
              className={buttonStyles.outlineSmall}
            />
          ))}
        </div>
      ) : null}
      {event.canCancel ? (
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
      {event.canAssign && otherHosts.length > 0 ? (
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
