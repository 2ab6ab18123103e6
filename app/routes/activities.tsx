import { useEffect, useRef, useState } from "react";
import {
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router";
import { VoucherTeaser } from "~/components/forms/voucher";
import { ActivityCard } from "~/components/sections/activity-card";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import { scenes } from "~/content/scenes";
import {
  type ActivityFilters,
  applyFilters,
  budgetOptions,
  durationOptions,
  emptyStateText,
  filtersFromSearchParams,
  filtersToSearch,
  hasActiveFilters,
  type SortKey,
  sortOptions,
  teamSizeOptions,
  vibeOptions,
} from "~/domain/catalogue";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { activityList } from "~/server/activity-pages.server";
import { sharedPageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/activities";

export const handle: PageHandle = { sitemap: () => [{ path: "/activities" }] };

// The HTML depends on the URL and the voucher slots left only, the same for every visitor: a
// shared cache in front (a CDN, a proxy) may keep it briefly (docs/decisions/042-standard-runtime.md).
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * A filter form sent without JavaScript repeats keys (?size=a&size=b): answer with the canonical URL.
 * The page receives every activity's card and the numbers its filters read, not the catalogue's
 * copy (steps, testimonials, FAQs), and filters and sorts them in the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const canonical = filtersToSearch(filtersFromSearchParams(url.searchParams));
  if (url.search && url.search !== canonical) throw redirect(`${url.pathname}${canonical}`);
  // The voucher teaser's live count: when counting fails, the teaser shows no slots left.
  let remaining = 0;
  try {
    remaining = await runtime().vouchers.remaining();
  } catch (error) {
    console.error("Voucher slots:", error);
  }
  return { remaining, activities: activityList(), hero: scenes.leaderboard };
}

// The list is computed from the URL in the browser too: changing a filter needs no server trip.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building Activities",
    description:
      "Browse Rallyroom's live-hosted virtual team building activities. Filter by team size, duration, vibe and budget to find the right event for your team.",
    path: "/activities",
  });

type ListKey = "size" | "time" | "vibe" | "budget";

function CheckboxGroup({
  legend,
  name,
  options,
  isChecked,
  onToggle,
}: {
  legend: string;
  name: ListKey;
  options: readonly { value: string; label: string }[];
  isChecked: (value: string) => boolean;
  onToggle: (name: ListKey, value: string, checked: boolean) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-wide text-ink uppercase">{legend}</legend>
      <div className="mt-3 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(name, option.value, event.currentTarget.checked)}
              className="size-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The URL catches up with a filter change a moment later: until it does, the controls show the
  // change at once, and a second quick click builds on the first instead of undoing it.
  const [pendingSearch, setPendingSearch] = useState<string | null>(null);
  useEffect(() => {
    setPendingSearch((pending) => (pending === search ? null : pending));
  }, [search]);
  const filters = filtersFromSearchParams(
    pendingSearch === null ? searchParams : new URLSearchParams(pendingSearch),
  );
  const list = applyFilters(loaderData.activities, filters);
  const filtered = hasActiveFilters(filters);
  const empty = emptyStateText(filtered);

  const update = (next: ActivityFilters, change: { filter: string; value: string }) => {
    track("activities_filter_change", change);
    const nextSearch = filtersToSearch(next);
    setPendingSearch(nextSearch);
    // navigate() keeps the commas readable (URLSearchParams would write %2C).
    void navigate({ search: nextSearch }, { replace: true, preventScrollReset: true });
  };

  const toggle = (name: ListKey, value: string, checked: boolean) => {
    const next: ActivityFilters = {
      ...filters,
      size: [...filters.size],
      time: [...filters.time],
      vibe: [...filters.vibe],
      budget: [...filters.budget],
    };
    if (name === "time") {
      const minutes = Number(value);
      next.time = checked ? [...next.time, minutes] : next.time.filter((t) => t !== minutes);
    } else if (name === "vibe") {
      const label = vibeOptions.find((o) => o.id === value)?.label;
      if (!label) return;
      next.vibe = checked ? [...next.vibe, label] : next.vibe.filter((v) => v !== label);
    } else {
      next[name] = checked ? [...next[name], value] : next[name].filter((v) => v !== value);
    }
    update(next, { filter: name, value: checked ? value : `-${value}` });
  };

  const selectedVibeIds = vibeOptions
    .filter((o) => filters.vibe.includes(o.label))
    .map((o) => o.id as string);
  const activeCount = filters.size.length + filters.time.length + filters.vibe.length + filters.budget.length;
  const countText = list.length === 1 ? "1 activity" : `${list.length} activities`;
  const panelRef = useRef<HTMLDetailsElement>(null);

  return (
    <>
      <PageHero
        variant="split"
        visual={loaderData.hero}
        priority
        title="Virtual Team Building Activities"
        lead="Live-hosted games for remote and hybrid teams. Filter by team size, duration, vibe and budget: every event is run by a professional host on the video platform you already use."
      />
      {/* Results come first: under 1024 px the filters wait behind a "Filters" disclosure (a
          <details>, so it opens without JavaScript) and the upgrade offer follows the list. From
          1024 px the filters stand open beside the list (::details-content shown, summary hidden
          where the browser supports it; elsewhere the disclosure stays and still works). */}
      <div
        className={`${container} grid gap-x-10 gap-y-5 pt-6 pb-12 lg:grid-cols-[16rem_1fr] lg:grid-rows-[auto_1fr] lg:pt-12`}
      >
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
              method="get"
              action="/activities#results"
              className="mt-4 grid grid-cols-2 gap-6 rounded-2xl border border-slate-200 p-5 lg:mt-0 lg:grid-cols-1"
            >
              <CheckboxGroup
                legend="Team size"
                name="size"
                options={teamSizeOptions.map((o) => ({ value: o.id, label: `${o.label} people` }))}
                isChecked={(value) => filters.size.includes(value)}
                onToggle={toggle}
              />
              <CheckboxGroup
                legend="Duration"
                name="time"
                options={durationOptions.map((o) => ({ value: String(o.id), label: o.label }))}
                isChecked={(value) => filters.time.includes(Number(value))}
                onToggle={toggle}
              />
              <CheckboxGroup
                legend="Vibe"
                name="vibe"
                options={vibeOptions.map((o) => ({ value: o.id, label: o.label }))}
                isChecked={(value) => selectedVibeIds.includes(value)}
                onToggle={toggle}
              />
              <CheckboxGroup
                legend="Budget per person"
                name="budget"
                options={budgetOptions.map((o) => ({ value: o.id, label: o.label }))}
                isChecked={(value) => filters.budget.includes(value)}
                onToggle={toggle}
              />
              <div className="col-span-2 lg:col-span-1">
                <label htmlFor="sort" className="text-sm font-semibold tracking-wide text-ink uppercase">
                  Sort by
                </label>
                <select
                  id="sort"
                  name="sort"
                  value={filters.sort}
                  onChange={(event) => {
                    const sort = event.currentTarget.value as SortKey;
                    update({ ...filters, sort }, { filter: "sort", value: sort });
                  }}
                  className="mt-3 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  {sortOptions.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-3 lg:col-span-1">
                {hydrated ? (
                  // The list already follows every change: this only closes the panel on small screens.
                  <button
                    type="button"
                    onClick={() => {
                      if (panelRef.current) panelRef.current.open = false;
                      document.getElementById("results")?.scrollIntoView({ block: "start" });
                    }}
                    className={`${buttonStyles.primary} lg:hidden`}
                  >
                    Show {countText}
                  </button>
                ) : (
                  <button type="submit" className={buttonStyles.primary}>
                    Apply filters
                  </button>
                )}
                {filtered ? (
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
        <section id="results" aria-labelledby="results-heading" className="min-w-0 scroll-mt-8">
          <h2 id="results-heading" className="sr-only">
            Activities
          </h2>
          <p className="text-slate-700" aria-live="polite">
            {countText}
            {filtered ? " match your filters" : ""}
          </p>
          {list.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((activity, index) => (
                <li key={activity.slug}>
                  <ActivityCard activity={activity} headingLevel={3} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-2xl bg-slate-50 p-10 text-center">
              <h3 className="text-2xl font-bold text-ink">{empty.title}</h3>
              <p className="mt-2 text-slate-700">{empty.body}</p>
              {empty.showClear ? (
                <Link
                  to="/activities"
                  replace
                  preventScrollReset
                  className={`${buttonStyles.secondary} mt-6`}
                >
                  Clear all filters
                </Link>
              ) : null}
            </div>
          )}
        </section>
        <VoucherTeaser
          remaining={loaderData.remaining}
          source="activities_page"
          className="mt-5 lg:col-start-2 lg:self-start"
        />
      </div>
    </>
  );
}
