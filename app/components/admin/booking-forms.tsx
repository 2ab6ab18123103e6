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

/** A bulk cancel's count, shown before staff confirm it: the fields it was counted with. */
export interface BulkPreview {
  message: string;
  /** The held and unpaid events a confirmation would take back. */
  taken: number;
  fields: Record<string, string>;
}

const bulkIntro = {
  meetings:
    "Every upcoming booking (confirmed or waiting for email confirmation) that matches is cancelled. The visitors are not emailed: use this to undo bookings made by a script. Each host gets one summary.",
  events:
    "Every upcoming event that matches and has no payment is taken back: held checkouts are released, unpaid invoices cancelled. The buyers are not emailed: use this to undo a flood. Each host of a cancelled invoiced event gets one summary. Paid events are never cancelled here: cancel them one by one below, so they are refunded.",
} as const;

/**
 * Cancels at once every upcoming booking (or, with `kind` "events", every upcoming held or unpaid
 * event) that matches an email domain, an email address or a client address, a range of days (in
 * `zone`), or both: silent towards the visitors. Events are counted first (`bulk-preview`); the
 * count's `preview` then offers the confirmation, carrying the same fields.
 */
export function BulkCancelForm({
  zone,
  busy,
  kind = "meetings",
  preview,
}: {
  zone: string;
  busy: boolean;
  kind?: "meetings" | "events";
  preview?: BulkPreview | undefined;
}) {
  const noun = kind === "events" ? "events" : "bookings";
  return (
    <details
      className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4"
      open={preview ? true : undefined}
    >
      <summary className="cursor-pointer font-semibold text-red-800">Cancel many {noun} at once</summary>
      <p className="mt-2 text-sm text-slate-700">
        {bulkIntro[kind]} Days are in {zone}.
      </p>
      <StaffForm
        hiddenFields={{ intent: kind === "events" ? "bulk-preview" : "bulk" }}
        disabled={busy}
        className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        submit={{
          label: kind === "events" ? "Count the matching events" : "Cancel the matching bookings",
          className: buttonStyles.small,
        }}
      >
        <SelectField
          id="bulk-match"
          name="match"
          label="Match"
          placeholder="Nothing (days only)"
          options={bulkMatchOptions}
          defaultValue={preview?.fields.match ?? "domain"}
        />
        <TextField
          id="bulk-value"
          name="value"
          label="Value"
          autoComplete="off"
          maxLength={254}
          defaultValue={preview?.fields.value}
        />
        {kind === "meetings" ? (
          <SelectField
            id="bulk-type"
            name="type"
            label="Meeting"
            placeholder="Calls and demos"
            options={typeOptions}
            defaultValue=""
          />
        ) : null}
        <TextField
          id="bulk-from"
          name="from"
          label="First day"
          type="date"
          defaultValue={preview?.fields.from}
        />
        <TextField id="bulk-to" name="to" label="Last day" type="date" defaultValue={preview?.fields.to} />
        <TextareaField
          id="bulk-reason"
          name="reason"
          label="Reason (staff only)"
          rows={1}
          maxLength={500}
          defaultValue={preview?.fields.reason}
        />
      </StaffForm>
      {preview ? (
        <div className="mt-4 rounded-xl border border-red-300 bg-white p-3" data-testid="bulk-preview">
          <p className="text-sm text-slate-800">{preview.message}</p>
          {preview.taken > 0 ? (
            <StaffForm
              hiddenFields={{ ...preview.fields, intent: "bulk" }}
              disabled={busy}
              className="mt-2"
              submit={{ label: `Cancel these ${preview.taken} ${noun}`, className: buttonStyles.small }}
            />
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
