const badgeClass: Record<string, string> = {
  draft: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-blue-100 text-blue-900 ring-blue-300",
  accepted: "bg-green-100 text-green-900 ring-green-300",
  invoiced: "bg-purple-100 text-purple-900 ring-purple-300",
};

/** SPEC.md §4 badge colours: draft gray, sent blue, accepted green, invoiced purple, anything else gray. */
export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1 ${badgeClass[status] ?? badgeClass.draft}`}
    >
      {status}
    </span>
  );
}
