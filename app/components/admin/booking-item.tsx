import { Link } from "react-router";
import { StaffForm } from "~/components/admin/admin-session";
import { linkClass, StatusBadge } from "~/components/admin/admin-ui";
import { TextareaField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import type { BookingDetails } from "~/domain/booking-form";

/**
 * One booking as the staff list shows it, its times already written in the business zone; who
 * booked what is as every view of a booking has it (BookingDetails).
 */
export interface AdminBooking
  extends Pick<BookingDetails, "id" | "type" | "name" | "email" | "company" | "teamSize" | "notes" | "game"> {
  /** "10:00 – 10:15" in the business time zone. */
  time: string;
  /** The visitor's own time and zone, when theirs differs. */
  visitorTime: string | null;
  meeting: string;
  status: string;
  host: string;
  leadId: number | null;
  started: boolean;
  cancelReason: string | null;
  cancelledBy: "visitor" | "staff" | "system" | null;
  domain: string | null;
  clientAddress: string | null;
  holdUntil: string | null;
}

/** A booking in the staff list: who, when, where from, and what staff can do with it now. */
export function BookingItem({ booking, busy }: { booking: AdminBooking; busy: boolean }) {
  return (
    <li data-booking-id={booking.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-ink">
            {booking.time} · {booking.meeting}
          </p>
          {booking.visitorTime ? <p className="text-sm text-slate-700">{booking.visitorTime}</p> : null}
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-slate-800">Visitor: </dt>
          <dd className="inline">
            {booking.name}, {booking.company} ({booking.email})
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Host: </dt>
          <dd className="inline">{booking.host}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">From: </dt>
          <dd className="inline">
            {booking.domain ?? "—"} · {booking.clientAddress ?? "address not recorded"}
          </dd>
        </div>
        {booking.holdUntil ? (
          <div>
            <dt className="inline font-semibold text-slate-800">Waiting for email confirmation until: </dt>
            <dd className="inline">{booking.holdUntil}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold text-slate-800">Team size: </dt>
          <dd className="inline">{booking.teamSize ?? "—"}</dd>
        </div>
        {booking.game ? (
          <div>
            <dt className="inline font-semibold text-slate-800">Demo game: </dt>
            <dd className="inline">{booking.game}</dd>
          </div>
        ) : null}
        {booking.notes ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold text-slate-800">Note: </dt>
            <dd className="inline whitespace-pre-line">{booking.notes}</dd>
          </div>
        ) : null}
        {booking.cancelReason ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold text-slate-800">Cancelled by {booking.cancelledBy}: </dt>
            <dd className="inline">{booking.cancelReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {booking.leadId ? (
          <Link to={`/admin/inbox/${booking.leadId}`} className={`${linkClass} text-sm`}>
            Lead #{booking.leadId}
          </Link>
        ) : null}
        {booking.status === "confirmed" && booking.started ? (
          <>
            <StaffForm
              hiddenFields={{ id: booking.id, intent: "held" }}
              disabled={busy}
              submit={{
                label: (
                  <>
                    Mark held<span className="sr-only">: {booking.name}</span>
                  </>
                ),
                className: buttonStyles.outlineSmall,
              }}
            />
            <StaffForm
              hiddenFields={{ id: booking.id, intent: "no_show" }}
              disabled={busy}
              submit={{
                label: (
                  <>
                    Mark no-show<span className="sr-only">: {booking.name}</span>
                  </>
                ),
                className: buttonStyles.outlineSmall,
              }}
            />
          </>
        ) : null}
      </div>
      {booking.status === "confirmed" && !booking.started ? (
        <details className="mt-3">
          <summary className="cursor-pointer py-2 text-sm font-semibold text-red-800">
            Cancel this booking
            <span className="sr-only">
              : {booking.name}, {booking.time}
            </span>
          </summary>
          <StaffForm
            hiddenFields={{ id: booking.id, intent: "cancel" }}
            disabled={busy}
            className="mt-2 max-w-xl space-y-3"
            submit={{ label: "Cancel and email the visitor", className: buttonStyles.small }}
          >
            <TextareaField
              id={`reason-${booking.id}`}
              name="reason"
              label="Reason (the visitor sees it)"
              required
              rows={2}
              maxLength={500}
            />
          </StaffForm>
        </details>
      ) : null}
    </li>
  );
}
