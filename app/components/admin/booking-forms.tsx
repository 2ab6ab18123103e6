import { StaffForm } from "~/components/admin/admin-session";
import { FilterForm, FilterSelects } from "~/components/admin/admin-ui";
import { SelectField, TextareaField, TextField } from "~/components/forms/kit";
import type { SelectOption } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";
import { meetingName, meetingTypeIds } from "~/domain/scheduling";

const typeOptions = meetingTypeIds.map((type) => ({ value: type, label: meetingName(type) }));
const whenOptions = [
  { value: "upcoming", label: "Upcoming (from today)" },
  { value: "past", label: "Past" },
];
const bulkMatchOptions = [
  { value: "domain", label: "Email domain (acme.com)" },
  { value: "email", label: "Email address" },
  { value: "address", label: "Client address (IP)" },
];

/** The staff list's filters: a GET form of `when`, `host` and `type`. */
export function BookingFilters({
  filters,
  hosts,
}: {
  filters: { when: string; host?: string | undefined; type?: string | undefined };
  hosts: SelectOption[];
}) {
  return (
    <FilterForm className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      {(submit) => (
        <>
          <FilterSelects
            form="bookings"
            selects={[
              {
                name: "when",
                label: "When",
                placeholder: "Upcoming",
                options: whenOptions,
                value: filters.when,
              },
              { name: "host", label: "Host", placeholder: "All hosts", options: hosts, value: filters.host },
              {
                name: "type",
                label: "Meeting",
                placeholder: "Calls and demos",
                options: typeOptions,
                value: filters.type,
              },
            ]}
          />
          <div>{submit}</div>
        </>
      )}
    </FilterForm>
  );
}

/**
 * Cancels at once every upcoming booking that matches an email domain, an email address or a
 * client address, a range of days (in `zone`), or both: silent towards the visitors.
 */
export function BulkCancelForm({ zone, busy }: { zone: string; busy: boolean }) {
  return (
    <details className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel many bookings at once</summary>
      <p className="mt-2 text-sm text-slate-700">
        Every upcoming booking (confirmed or waiting for email confirmation) that matches is cancelled. The
        visitors are not emailed: use this to undo bookings made by a script. Each host gets one summary. Days
        are in {zone}.
      </p>
      <StaffForm
        hiddenFields={{ intent: "bulk" }}
        disabled={busy}
        className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        submit={{ label: "Cancel the matching bookings", className: buttonStyles.small }}
      >
        <SelectField
          id="bulk-match"
          name="match"
          label="Match"
          placeholder="Nothing (days only)"
          options={bulkMatchOptions}
          defaultValue="domain"
        />
        <TextField id="bulk-value" name="value" label="Value" autoComplete="off" maxLength={254} />
        <SelectField
          id="bulk-type"
          name="type"
          label="Meeting"
          placeholder="Calls and demos"
          options={typeOptions}
          defaultValue=""
        />
        <TextField id="bulk-from" name="from" label="First day" type="date" />
        <TextField id="bulk-to" name="to" label="Last day" type="date" />
        <TextareaField id="bulk-reason" name="reason" label="Reason (staff only)" rows={1} maxLength={500} />
      </StaffForm>
    </details>
  );
}
