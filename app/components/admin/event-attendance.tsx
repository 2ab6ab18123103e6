import { StaffForm } from "~/components/admin/admin-session";
import { TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { formatPrice } from "~/domain/pricing";

/** The closing statement's people and price, as the admin's event page shows them. */
export interface AttendanceFacts {
  booked: number;
  coming: number;
  joined: number;
  correctedAttendance: number | null;
  billed: number;
  totalCents: number;
  balanceCents: number;
}

/**
 * `/admin/events/:id`'s attendance (issue 42): who came by the join links, staff's correction when
 * the links missed people, and what the closing rule bills from it.
 */
export function EventAttendance({
  facts,
  busy,
  error,
}: {
  facts: AttendanceFacts;
  busy: boolean;
  error: string | undefined;
}) {
  return (
    <section aria-labelledby="attendance-heading" className="mt-10 max-w-2xl">
      <h2 id="attendance-heading" className="text-xl font-bold text-ink">
        Attendance and what it bills
      </h2>
      <p className="mt-2 text-slate-700" data-testid="closing-figures">
        {facts.booked} booked · {facts.coming} coming · {facts.joined} joined by their links
        {facts.correctedAttendance !== null ? ` · ${facts.correctedAttendance} attended (staff's count)` : ""}{" "}
        · <strong>{facts.billed} billed</strong>: {formatPrice(facts.totalCents)},{" "}
        {formatPrice(facts.balanceCents)} after what was paid.
      </p>
      <StaffForm
        hiddenFields={{ intent: "attendance" }}
        disabled={busy}
        className="mt-3 space-y-3"
        submit={{ label: "Save the attendance", className: buttonStyles.small }}
      >
        <TextField
          id="attended"
          name="attended"
          inputMode="numeric"
          pattern="[0-9]*"
          label="People who attended"
          hint={`Only when the join links missed people (a shared screen, a forwarded link). Empty: the ${facts.joined} who joined. After the closing invoice is issued, a change issues a credit note and a new invoice.`}
          defaultValue={facts.correctedAttendance ?? ""}
          error={error}
        />
      </StaffForm>
    </section>
  );
}
