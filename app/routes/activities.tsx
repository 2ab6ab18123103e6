import { useEffect, useState } from "react";
import {
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router";
import { ActivityFilterPanel } from "~/components/catalogue/activity-filter-panel";
import { ActivityResults } from "~/components/catalogue/activity-results";
import { VoucherTeaser } from "~/components/forms/voucher";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import { scenes } from "~/content/scenes";
import {
  type ActivityFilters,
  applyFilters,
  type FilterListKey,
  filtersFromSearchParams,
  filtersToSearch,
  hasActiveFilters,
  toggleFilter,
} from "~/domain/catalogue";
import { track } from "~/lib/analytics";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { formParams, useFormAtMount } from "~/lib/use-form-at-mount";
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

export default function Activities({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
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

  const show = (next: ActivityFilters) => {
    const nextSearch = filtersToSearch(next);
    setPendingSearch(nextSearch);
    // navigate() keeps the commas readable (URLSearchParams would write %2C).
    void navigate({ search: nextSearch }, { replace: true, preventScrollReset: true });
  };
  const update = (next: ActivityFilters, change: { filter: string; value: string }) => {
    track("activities_filter_change", change);
    show(next);
  };
  // Filters ticked or a sort picked before the page's scripts ran: the list follows them now.
  const formRef = useFormAtMount((form) => {
    const picked = filtersFromSearchParams(formParams(form));
    if (filtersToSearch(picked) !== filtersToSearch(filters)) show(picked);
  });

  const toggle = (name: FilterListKey, value: string, checked: boolean) => {
    const next = toggleFilter(filters, name, value, checked);
    if (next) update(next, { filter: name, value: checked ? value : `-${value}` });
  };

  const countText = list.length === 1 ? "1 activity" : `${list.length} activities`;

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
        <ActivityFilterPanel
          filters={filters}
          formRef={formRef}
          onToggle={toggle}
          onSort={(sort) => update({ ...filters, sort }, { filter: "sort", value: sort })}
        />
        <ActivityResults list={list} filtered={filtered} countText={countText} />
        <VoucherTeaser
          remaining={loaderData.remaining}
          source="activities_page"
          className="mt-5 lg:col-start-2 lg:self-start"
        />
      </div>
    </>
  );
}
