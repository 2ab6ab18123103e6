/** The filters an /admin/events address keeps (the server reads them with `eventFiltersOf`). */
export interface EventListQuery {
  when: "upcoming" | "past";
  status?: string | undefined;
  host?: string | undefined;
  email?: string | undefined;
}

/**
 * The address of page `to` of /admin/events, keeping the filters; with `open`, that event's
 * forms drawn. Drawn by the page itself, so it lives outside the server modules.
 */
export function eventPageHref(filters: EventListQuery, to: number, open?: string): string {
  const params = new URLSearchParams();
  if (filters.when === "past") params.set("when", "past");
  if (filters.status) params.set("status", filters.status);
  if (filters.host) params.set("host", filters.host);
  if (filters.email) params.set("email", filters.email);
  if (to > 1) params.set("page", String(to));
  if (open) params.set("event", open);
  const query = params.toString();
  return `/admin/events${query ? `?${query}` : ""}${open ? `#event-${open}` : ""}`;
}
