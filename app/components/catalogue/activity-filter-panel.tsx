import { type RefObject, useRef } from "react";
import { Link } from "react-router";
import { FilterCheckboxGroup } from "~/components/catalogue/filter-checkbox-group";
import { SelectOptions } from "~/components/ui/select-options";
import { buttonStyles } from "~/components/ui/styles";
import {
  type ActivityFilters,
  activeFilterCount,
  BUDGET_SAMPLE_HEADCOUNT,
  budgetOptions,
  durationOptions,
  type FilterListKey,
  hasActiveFilters,
  type SortKey,
  sortOptions,
  teamSizeOptions,
  vibeOptions,
} from "~/domain/catalogue";

/**
 * The filters of /activities: a GET form to the list (it works without JavaScript, and before the
 * page's scripts run) inside a "Filters" disclosure that stands open beside the list from 1024 px.
 * With JavaScript each change goes to `onToggle` or `onSort` at once, and the form's button only
 * closes the panel and shows the list.
 */
export function ActivityFilterPanel({
  filters,
  formRef,
  onToggle,
  onSort,
}: {
  filters: ActivityFilters;
  /** The form, read once at mount for what was ticked before the scripts ran. */
  formRef: RefObject<HTMLFormElement | null>;
  onToggle: (name: FilterListKey, value: string, checked: boolean) => void;
  onSort: (sort: SortKey) => void;
}) {
  const panelRef = useRef<HTMLDetailsElement>(null);
  const activeCount = activeFilterCount(filters);
  const selectedVibeIds = vibeOptions
    .filter((o) => filters.vibe.includes(o.label))
    .map((o) => o.id as string);
  return (
    <aside aria-label="Filters" className="lg:row-span-2">
      <details ref={panelRef} className="group lg:details-content:[content-visibility:visible]">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-ink shadow-sm hover:border-brand-600 group-open:border-brand-700 group-open:bg-brand-50 lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              d="M3 5h14M6 10h8M8.5 15h3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </summary>
        <form
          ref={formRef}
          method="get"
          action="/activities#results"
          onSubmit={(event) => {
            // The list already follows every change: close the panel on small screens, show the list.
            event.preventDefault();
            if (panelRef.current) panelRef.current.open = false;
            document.getElementById("results")?.scrollIntoView({ block: "start" });
          }}
          className="mt-4 grid grid-cols-2 gap-6 rounded-2xl border border-slate-200 p-5 lg:mt-0 lg:grid-cols-1"
        >
          <FilterCheckboxGroup
            legend="Team size"
            name="size"
            options={teamSizeOptions.map((o) => ({ value: o.id, label: `${o.label} people` }))}
            isChecked={(value) => filters.size.includes(value)}
            onToggle={onToggle}
          />
          <FilterCheckboxGroup
            legend="Duration"
            name="time"
            options={durationOptions.map((o) => ({ value: String(o.id), label: o.label }))}
            isChecked={(value) => filters.time.includes(Number(value))}
            onToggle={onToggle}
          />
          <FilterCheckboxGroup
            legend="Vibe"
            name="vibe"
            options={vibeOptions.map((o) => ({ value: o.id, label: o.label }))}
            isChecked={(value) => selectedVibeIds.includes(value)}
            onToggle={onToggle}
          />
          <FilterCheckboxGroup
            legend={`Budget per person, at your team size (${BUDGET_SAMPLE_HEADCOUNT} if none is chosen)`}
            name="budget"
            options={budgetOptions.map((o) => ({ value: o.id, label: o.label }))}
            isChecked={(value) => filters.budget.includes(value)}
            onToggle={onToggle}
          />
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor="sort" className="text-sm font-semibold tracking-wide text-ink uppercase">
              Sort by
            </label>
            <select
              id="sort"
              name="sort"
              value={filters.sort}
              onChange={(event) => onSort(event.currentTarget.value as SortKey)}
              className="mt-3 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <SelectOptions options={sortOptions.map((o) => ({ value: o.id, label: o.label }))} />
            </select>
          </div>
          <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-3 lg:col-span-1">
            <button type="submit" className={buttonStyles.primary}>
              Apply filters
            </button>
            {hasActiveFilters(filters) ? (
              <Link
                to="/activities#results"
                replace
                preventScrollReset
                className="font-semibold text-brand-700 underline"
              >
                Clear filters
              </Link>
            ) : null}
          </div>
        </form>
      </details>
    </aside>
  );
}
