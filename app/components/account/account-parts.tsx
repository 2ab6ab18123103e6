import { Link } from "react-router";
import { invoiceStatusNames } from "~/components/events/event-invoices";
import { eventStatusText } from "~/components/events/event-notices";
import { cardStyles } from "~/components/ui/styles";
import type { InvoiceStatus } from "~/domain/invoices";
import { roleLabels, type WorkspaceRole } from "~/domain/workspace";

/**
 * The pieces of the organiser's workspace pages (/account, issue 43): an event's card, the
 * documents list, the role words and the sign-out forms. Plain links and forms: they work
 * without JavaScript.
 */

export interface DocumentLink {
  label: string;
  href: string;
  status?: InvoiceStatus;
  outstanding?: string | null;
  due?: string | null;
  payable?: boolean;
  printed?: string;
}

export interface EventCardData {
  id: string;
  title: string;
  company: string;
  status: keyof typeof eventStatusText;
  when: string;
  headcount: number;
  invited: number;
  coming: number;
  roles: WorkspaceRole[];
  total: string | null;
  documents: DocumentLink[];
}

export const rolesText = (roles: readonly WorkspaceRole[]) =>
  [...new Set(roles)].map((role) => roleLabels[role].name).join(" and ");

export function EventCard({ event }: { event: EventCardData }) {
  return (
    <li className={`${cardStyles.base} p-5`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-ink">
          <Link to={`/account/events/${event.id}`} className="underline-offset-2 hover:underline">
            {event.title}
          </Link>
        </h3>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
          {eventStatusText[event.status]}
        </span>
      </div>
      <p className="mt-1 text-slate-700">{event.when}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Booked for</dt>
          <dd className="font-semibold text-ink">{event.headcount} people</dd>
        </div>
        <div>
          <dt className="text-slate-600">Invited / coming</dt>
          <dd className="font-semibold text-ink">
            {event.invited} / {event.coming}
          </dd>
        </div>
        {event.total ? (
          <div>
            <dt className="text-slate-600">Total</dt>
            <dd className="font-semibold text-ink">{event.total}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">Your role</dt>
          <dd className="font-semibold text-ink">{rolesText(event.roles)}</dd>
        </div>
      </dl>
      {event.documents.length > 0 ? <DocumentList documents={event.documents} /> : null}
    </li>
  );
}

/** A titled list of event cards; nothing at all when it has none. */
export function EventList({ id, heading, events }: { id: string; heading: string; events: EventCardData[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="mt-4 space-y-4">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

export function DocumentList({ documents }: { documents: DocumentLink[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {documents.map((document) => (
        <li key={document.href}>
          <a href={document.href} className="font-semibold text-brand-700 underline underline-offset-2">
            {document.label} (PDF)
          </a>
          {document.status ? (
            <span className="text-slate-700"> · {invoiceStatusNames[document.status]}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Sign out here, or on every device (every session of the address ends). */
export function SignOutForms({ csrf }: { csrf: string }) {
  const small =
    "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <div className="flex flex-wrap gap-3">
      <form method="post" action="/account/sign-out">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className={small}>
          Sign out
        </button>
      </form>
      <form method="post" action="/account/sign-out">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="everywhere" value="1" />
        <button type="submit" className={small}>
          Sign out on every device
        </button>
      </form>
    </div>
  );
}
