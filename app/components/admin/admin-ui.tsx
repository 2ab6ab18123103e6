import { Link } from "react-router";
import { FormShell, type FormShellProps } from "~/components/forms/form-shell";
import { Notice, SelectField } from "~/components/forms/kit";
import type { SelectOption } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";

/** Timestamps in the admin are UTC, written the same way everywhere (as the quotes page does). */
export function UtcTime({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-700">—</span>;
  return <time dateTime={iso}>{iso.slice(0, 16).replace("T", " ")} UTC</time>;
}

/** The outcome of a staff action (what it did, or why it did not), announced to screen readers. */
export function ActionNotice({
  result,
  className = "mt-6",
}: {
  result: { ok: boolean; message: string } | undefined;
  className?: string;
}) {
  if (!result) return null;
  return (
    <Notice variant={result.ok ? "success" : "error"} className={className}>
      {result.message}
    </Notice>
  );
}

const th = "px-4 py-3 font-semibold whitespace-nowrap";
export const td = "px-4 py-3 align-top";
export const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

/** A page's heading and introduction, with a link to its companion page beside them. */
export function HeadingWithLink({
  title,
  to,
  linkLabel,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  /** The introduction under the heading. */
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        {children}
      </div>
      <Link to={to} className={linkClass}>
        {linkLabel}
      </Link>
    </div>
  );
}

/** The way back from a detail page to its list, above the page's heading. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/**
 * An admin list as a table: a region that scrolls sideways on a phone (reachable by keyboard),
 * a caption for screen readers, one column heading per label in order, then the given rows;
 * with `paging`, the previous/next page links below it.
 */
export function AdminTable({
  label,
  caption,
  columns,
  paging,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  paging?: PaginationProps;
  children: React.ReactNode;
}) {
  return (
    <>
      <section
        // relative: the sr-only (absolute) labels of row buttons stay inside the scroller instead of
        // widening the page on a phone.
        className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-ink">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </section>
      {paging ? <Pagination {...paging} /> : null}
    </>
  );
}

/** The GET form above an admin list: its fields narrow the list, its button says Filter. */
export function FilterForm({
  className = "mt-6 flex flex-wrap items-end gap-3",
  children,
}: {
  className?: string;
  /** The fields, or a function that places the given Filter button among them. */
  children: FormShellProps["children"];
}) {
  return (
    <FormShell
      method="get"
      className={className}
      submit={{ label: "Filter", className: buttonStyles.secondary }}
    >
      {children}
    </FormShell>
  );
}

interface PaginationProps {
  page: number;
  pages: number;
  total: number;
  /** The address of a page, keeping the filters of the current URL. */
  href: (page: number) => string;
}

/** One drop-down of a filter form: its query parameter, its label, and the choice it holds now. */
interface FilterSelect {
  name: string;
  label: string;
  /** The empty first choice: no filter. */
  placeholder: string;
  options: readonly SelectOption[];
  value: string | undefined;
}

/** A filter form's drop-downs, in order, each with the id `${form}-${name}`. */
export function FilterSelects({ form, selects }: { form: string; selects: readonly FilterSelect[] }) {
  return selects.map((select) => (
    <SelectField
      key={select.name}
      id={`${form}-${select.name}`}
      name={select.name}
      label={select.label}
      placeholder={select.placeholder}
      options={select.options}
      defaultValue={select.value ?? ""}
    />
  ));
}

/** Previous/next page links that keep the filters of the current URL. */
export function Pagination({ page, pages, total, href }: PaginationProps) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-800">
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

const badgeColours: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  sent: "bg-green-100 text-green-900",
  confirmed: "bg-green-100 text-green-900",
  approved: "bg-green-100 text-green-900",
  queued: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  requested: "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-900",
  unsubscribed: "bg-slate-200 text-slate-900",
  revoked: "bg-red-100 text-red-900",
  failed: "bg-red-100 text-red-900",
  rejected: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${badgeColours[status] ?? "bg-slate-200 text-slate-900"}`}
    >
      {status}
    </span>
  );
}
