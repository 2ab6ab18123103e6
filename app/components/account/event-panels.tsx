import { invoiceStatusNames, invoiceStatusTone } from "~/components/events/event-invoices";
import { CheckboxField, SelectField, TextField } from "~/components/forms/kit";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import type { InvoiceStatus } from "~/domain/invoices";
import {
  roleCanPhrase,
  roleLabels,
  type WorkspaceFormAnswer,
  type WorkspaceRole,
  workspaceRoles,
} from "~/domain/workspace";
import type { DocumentLink } from "./account-parts";

/**
 * The panels of an event in the workspace (/account/events/:id, issue 43): documents with "Pay by
 * card", the billing contact, colleagues with the invitation form, and the history. Each form posts
 * to the page with its `intent` and the session's CSRF token.
 */

const heading = "text-xl font-bold text-ink";
const roleOptions = workspaceRoles.map((role) => ({ value: role, label: roleLabels[role].name }));
const roleHint = workspaceRoles.map((role) => `${roleLabels[role].name}: ${roleCanPhrase(role)}.`).join(" ");

function Csrf({ value, intent }: { value: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrf" value={value} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function DocumentsPanel({
  id,
  documents,
  csrf,
}: {
  id: string;
  documents: DocumentLink[];
  csrf: string;
}) {
  return (
    <section id="documents" aria-labelledby="documents-heading" className={`${cardStyles.base} p-5`}>
      <h2 id="documents-heading" className={heading}>
        Documents
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {documents.map((document) => (
          <li
            key={document.href}
            data-invoice={document.printed}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <span>
              <a href={document.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {document.label} (PDF)
              </a>
              {document.status ? <InvoiceBadge status={document.status} /> : null}
              {document.outstanding ? (
                <span className="text-slate-800">
                  {" "}
                  · <strong>{document.outstanding} due</strong>
                  {document.due ? ` by ${document.due}` : ""}
                </span>
              ) : null}
            </span>
            {document.payable && document.printed ? (
              <form method="post" action={`/account/events/${id}/invoices/${document.printed}/pay`}>
                <input type="hidden" name="csrf" value={csrf} />
                <button type="submit" className={buttonStyles.small}>
                  Pay {document.outstanding} by card
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${invoiceStatusTone[status]}`}>
      {invoiceStatusNames[status]}
    </span>
  );
}

export function BillingPanel({
  billing,
  csrf,
  answer,
}: {
  billing: { name: string; email: string; poNumber: string };
  csrf: string;
  answer: WorkspaceFormAnswer | null;
}) {
  const mine = answer?.intent === "billing" ? answer : null;
  const value = (name: string, fallback: string) => mine?.values[name] ?? fallback;
  return (
    <section aria-labelledby="billing-heading" className={`${cardStyles.base} p-5`}>
      <h2 id="billing-heading" className={heading}>
        Billing contact
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Invoices go to this person. A new contact is sent the invoices still open.
      </p>
      <form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
        <Csrf value={csrf} intent="billing" />
        <TextField
          id="billingName"
          name="billingName"
          label="Name"
          required
          defaultValue={value("billingName", billing.name)}
          error={mine?.fieldErrors.billingName}
        />
        <TextField
          id="billingEmail"
          name="billingEmail"
          type="email"
          label="Email"
          required
          defaultValue={value("billingEmail", billing.email)}
          error={mine?.fieldErrors.billingEmail}
        />
        <TextField
          id="poNumber"
          name="poNumber"
          label="PO number"
          defaultValue={value("poNumber", billing.poNumber)}
          error={mine?.fieldErrors.poNumber}
        />
        <div className="sm:col-span-3">
          <button type="submit" className={buttonStyles.secondary}>
            Save billing contact
          </button>
        </div>
      </form>
    </section>
  );
}

export interface Colleague {
  email: string;
  role: WorkspaceRole;
  scope: "workspace" | "event";
  /** False for a workspace's last organiser, who stays. */
  removable: boolean;
}

export function ColleaguesPanel({
  colleagues,
  canInvite,
  me,
  csrf,
  answer,
  scope = "event",
}: {
  colleagues: Colleague[];
  canInvite: boolean;
  me: string;
  csrf: string;
  answer: WorkspaceFormAnswer | null;
  /** On a team page every invitation is to the whole workspace, and nobody is made a billing contact. */
  scope?: "event" | "workspace";
}) {
  const mine = answer?.intent === "invite" ? answer : null;
  return (
    <section aria-labelledby="colleagues-heading" className={`${cardStyles.base} p-5`}>
      <h2 id="colleagues-heading" className={heading}>
        Colleagues
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {colleagues.map((colleague) => (
          <li
            key={`${colleague.scope}:${colleague.email}`}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <span>
              <span className="font-semibold text-ink">{colleague.email}</span>{" "}
              <span className="text-slate-700">
                {roleLabels[colleague.role].name},{" "}
                {colleague.scope === "workspace" ? "every event" : "this event"}
              </span>
            </span>
            {colleague.removable && (canInvite || colleague.email === me) ? (
              <form method="post">
                <Csrf value={csrf} intent="remove" />
                <input type="hidden" name="email" value={colleague.email} />
                <input type="hidden" name="scope" value={colleague.scope} />
                <button type="submit" className="text-sm font-semibold text-red-800 underline">
                  {colleague.email === me ? "Leave" : `Remove ${colleague.email}`}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      {canInvite ? (
        <form method="post" className="mt-5 grid gap-4 sm:grid-cols-2" noValidate>
          <Csrf value={csrf} intent="invite" />
          <TextField
            id="invite-email"
            name="email"
            type="email"
            label="Colleague's email"
            required
            defaultValue={mine?.values.email ?? ""}
            error={mine?.fieldErrors.email}
          />
          <SelectField
            id="invite-role"
            name="role"
            label="Role"
            required
            placeholder="Choose a role"
            options={roleOptions}
            hint={roleHint}
            defaultValue={mine?.values.role ?? "finance"}
            error={mine?.fieldErrors.role}
          />
          {scope === "event" ? (
            <>
              <SelectField
                id="invite-scope"
                name="scope"
                label="To"
                required
                placeholder="Choose where"
                options={[
                  { value: "event", label: "This event only" },
                  { value: "workspace", label: "Every event of the workspace" },
                ]}
                defaultValue={mine?.values.scope ?? "event"}
                error={mine?.fieldErrors.scope}
              />
              <TextField
                id="invite-name"
                name="name"
                label="Their name (for invoices)"
                autoComplete="off"
                defaultValue={mine?.values.name ?? ""}
                error={mine?.fieldErrors.billingName}
                hint="Needed only to make them the billing contact."
              />
              <div className="sm:col-span-2">
                <CheckboxField
                  id="invite-billing"
                  name="billing"
                  label="Make them this event's billing contact: invoices go to them"
                  defaultChecked={mine ? mine.values.billing === "on" : false}
                />
              </div>
            </>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" className={buttonStyles.primary}>
              Invite
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

export function HistoryPanel({
  history,
}: {
  history: { actor: string; what: string; at: string; when: string }[];
}) {
  return (
    <section aria-labelledby="history-heading" className={`${cardStyles.base} p-5`}>
      <h2 id="history-heading" className={heading}>
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">No changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {history.map((entry) => (
            <li key={`${entry.at}:${entry.what}`}>
              <time dateTime={entry.at} className="text-slate-600">
                {entry.when}
              </time>{" "}
              <span className="font-semibold text-ink">{entry.actor}</span>: {entry.what}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
