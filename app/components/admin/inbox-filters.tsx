import { Link } from "react-router";
import { FilterForm, FilterSelects, linkClass } from "~/components/admin/admin-ui";
import { TextField } from "~/components/forms/kit";
import { type InboxFilters, inboxQueryString } from "~/domain/inbox-filters";
import { leadKinds } from "~/domain/lead-kinds";

const kindOptions = leadKinds.map((kind) => ({ value: kind, label: kind }));
const dateFields = [
  { name: "from", label: "From" },
  { name: "to", label: "To" },
] as const;

/**
 * The inbox's filters, a GET form: a search, the kind and the source, and a range of days; then
 * the way back to every lead, and the CSV download of what these filters find.
 */
export function InboxFilterForm({ filters, sources }: { filters: InboxFilters; sources: string[] }) {
  const filtered = Object.keys(filters).length > 0;
  return (
    <FilterForm className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      {(submit) => (
        <>
          <div className="lg:col-span-2">
            <TextField
              id="inbox-q"
              name="q"
              label="Search name, email or company"
              type="search"
              defaultValue={filters.q ?? ""}
            />
          </div>
          <FilterSelects
            form="inbox"
            selects={[
              {
                name: "kind",
                label: "Kind",
                placeholder: "All kinds",
                options: kindOptions,
                value: filters.kind,
              },
              {
                name: "source",
                label: "Source",
                placeholder: "All sources",
                // A source typed into the URL that no stored lead has still shows as chosen.
                options: [...new Set([...sources, ...(filters.source ? [filters.source] : [])])].map(
                  (source) => ({ value: source, label: source }),
                ),
                value: filters.source,
              },
            ]}
          />
          {dateFields.map(({ name, label }) => (
            <TextField
              key={name}
              id={`inbox-${name}`}
              name={name}
              label={label}
              type="date"
              defaultValue={filters[name] ?? ""}
            />
          ))}
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-6">
            {submit}
            {filtered ? (
              <Link to="/admin/inbox" className={linkClass}>
                Clear filters
              </Link>
            ) : null}
            <a href={`/admin/inbox.csv${inboxQueryString(filters)}`} download className={linkClass}>
              Download CSV{filtered ? " (these filters)" : ""}
            </a>
          </div>
        </>
      )}
    </FilterForm>
  );
}
