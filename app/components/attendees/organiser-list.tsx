import { Form } from "react-router";
import { buttonStyles, cardStyles } from "~/components/ui/styles";

/**
 * The organiser's list of attendees on /events/:id/attendees (issue 41, point 1): each person's
 * name, email, status and when they were invited, with "Re-send" and "Remove" as small POST forms
 * carrying the event's key. A table from 640 px; below it each row stacks into a card with its
 * labels. Never an address: the organiser sees kit counts only, in the summary.
 */

export interface OrganiserRow {
  id: string;
  name: string;
  email: string;
  status: string;
  /** "Tue, Mar 10", in the organiser's zone; null when never invited. */
  invited: string | null;
  unsubscribed: boolean;
  joined: boolean;
}

const statusClass: Record<string, string> = {
  coming: "bg-green-50 text-green-900 ring-green-300",
  joined: "bg-green-50 text-green-900 ring-green-300",
  "not coming": "bg-slate-100 text-slate-800 ring-slate-300",
  "email failed": "bg-red-50 text-red-900 ring-red-300",
  unsubscribed: "bg-slate-100 text-slate-800 ring-slate-300",
};

const cell = "block py-1 sm:table-cell sm:px-3 sm:py-3 sm:align-middle";

function RowAction({
  keyValue,
  intent,
  id,
  label,
  name,
  busy,
}: {
  keyValue: string;
  intent: "resend" | "remove";
  id: string;
  label: string;
  name: string;
  busy: boolean;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="key" value={keyValue} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="attendee" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${label}: ${name}`}
        className={`${buttonStyles.outlineSmall} min-h-11`}
      >
        {label}
      </button>
    </Form>
  );
}

export function OrganiserList({
  rows,
  keyValue,
  canSend,
  busy,
}: {
  rows: readonly OrganiserRow[];
  keyValue: string;
  /** Invitations are open (paid or invoiced, not over): re-sends are offered. */
  canSend: boolean;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="attendee-list-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
      <h2 id="attendee-list-heading" className="text-2xl font-bold text-ink">
        Your attendees
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">Nobody is on the list yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Removing someone takes them off this list and their personal link stops working; nothing is sent
            to them. Someone who already joined the event stays.
          </p>
          <table className="mt-4 block w-full text-left sm:table">
            <thead className="sr-only sm:not-sr-only sm:table-header-group">
              <tr className="text-sm text-slate-700">
                <th scope="col" className="sm:px-3 sm:py-2">
                  Name
                </th>
                <th scope="col" className="sm:px-3 sm:py-2">
                  Email
                </th>
                <th scope="col" className="sm:px-3 sm:py-2">
                  Status
                </th>
                <th scope="col" className="sm:px-3 sm:py-2">
                  Invited
                </th>
                <th scope="col" className="sm:px-3 sm:py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-line sm:table-row-group">
              {rows.map((row) => (
                <tr key={row.id} className="block py-3 sm:table-row sm:py-0">
                  <th scope="row" className={`${cell} font-semibold text-ink`}>
                    {row.name}
                  </th>
                  <td className={`${cell} break-all text-slate-800`}>{row.email}</td>
                  <td className={cell}>
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${
                        statusClass[row.status] ?? "bg-indigo-50 text-indigo-950 ring-indigo-200"
                      }`}
                    >
                      {row.status.charAt(0).toUpperCase() + row.status.slice(1)}
                    </span>
                  </td>
                  <td className={`${cell} text-sm text-slate-700`}>
                    <span className="sm:hidden">Invited </span>
                    {row.invited ?? "—"}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <div className="flex flex-wrap gap-2 pt-1 sm:pt-0">
                      {canSend && !row.unsubscribed ? (
                        <RowAction
                          keyValue={keyValue}
                          intent="resend"
                          id={row.id}
                          label="Re-send"
                          name={row.name}
                          busy={busy}
                        />
                      ) : null}
                      {!row.joined ? (
                        <RowAction
                          keyValue={keyValue}
                          intent="remove"
                          id={row.id}
                          label="Remove"
                          name={row.name}
                          busy={busy}
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
