import type { ReactNode } from "react";
import { SelectField, TextareaField, TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { teamSizes, textLimits } from "~/domain/lead-fields";

/**
 * The scheduler's second step, drawn the same way by the /book/:type page and the booking
 * dialog: the chosen time, the visitor's details and the submit button. Apart from
 * scheduler-ui.tsx because the page loads it only with that step (it needs the form kit and the
 * lead fields).
 */

/** The chosen meeting and time, with a way back to the calendar. */
export function ChosenTime({
  meeting,
  when,
  zone,
  businessWhen,
  change,
}: {
  meeting: string;
  when: string;
  zone: string;
  /** The same time in the business time zone, when it differs. */
  businessWhen?: string | null;
  change: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-800">{meeting}</p>
      <p className="mt-1 text-lg font-bold text-ink" data-chosen-time="">
        {when}
      </p>
      <p className="text-sm text-slate-700">{zone}</p>
      {businessWhen ? <p className="mt-1 text-sm text-slate-700">{businessWhen}</p> : null}
      <div className="mt-3">{change}</div>
    </div>
  );
}

export interface DetailsValues {
  name?: string;
  email?: string;
  company?: string;
  teamSize?: string;
  notes?: string;
}

/** Name, work email, company, team size and a note, wired to their errors. */
export function DetailsFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: DetailsValues;
  errors: Record<string, string[] | undefined>;
  /** With JavaScript: controlled fields. Without: the values are defaults. */
  onChange?: (field: keyof DetailsValues, value: string) => void;
}) {
  /** A field's id, name and first error, and its value: controlled with JavaScript, a default without. */
  const bind = (field: keyof DetailsValues, slug: string = field) => ({
    id: `${idPrefix}-${slug}`,
    name: field,
    error: errors[field]?.[0],
    ...(onChange
      ? {
          value: values[field] ?? "",
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(field, event.currentTarget.value),
        }
      : { defaultValue: values[field] ?? "" }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...bind("name")}
        label="Your name"
        required
        autoComplete="name"
        maxLength={textLimits.name}
      />
      <TextField
        {...bind("email")}
        type="email"
        label="Work email"
        required
        autoComplete="email"
        maxLength={textLimits.email}
        hint="Your company address: we don't take free email providers."
      />
      <TextField
        {...bind("company")}
        label="Company"
        required
        autoComplete="organization"
        maxLength={textLimits.company}
      />
      <SelectField
        {...bind("teamSize", "team-size")}
        label="Team size"
        placeholder="Choose (optional)"
        options={teamSizes}
      />
      <div className="sm:col-span-2">
        <TextareaField
          {...bind("notes")}
          label="Anything we should know? (optional)"
          rows={3}
          maxLength={textLimits.notes}
        />
      </div>
    </div>
  );
}

/** The details step's submit button and what happens after it. */
export function ConfirmBooking({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={`${buttonStyles.primary} min-h-11`} disabled={busy}>
        {busy ? "Booking…" : "Confirm booking"}
      </button>
      <p className="text-sm text-slate-700">We'll email you a calendar invite with a link to change it.</p>
    </div>
  );
}
