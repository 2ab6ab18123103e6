import { type LeadKind, leadKinds } from "./lead-kinds";
import { hasUnsafeText } from "./text-safety";

/** The admin inbox's filters, read from the query string so they live in the URL. */
export interface InboxFilters {
  kind?: LeadKind;
  source?: string;
  /** Inclusive dates (YYYY-MM-DD) in the business time zone. */
  from?: string;
  to?: string;
  /** Matched against name, email and company. */
  q?: string;
}

export const INBOX_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined;
}

/** Trimmed and cut to `max`; dropped when it holds control characters or broken Unicode. */
function trimmed(value: string | null, max: number): string | undefined {
  const text = value?.trim().slice(0, max);
  return text && !hasUnsafeText(text) ? text : undefined;
}

/**
 * Unknown or malformed values are dropped rather than refused: a hand-edited URL still shows
 * the inbox, and the form shows which filters are actually applied.
 */
export function parseInboxQuery(params: URLSearchParams): { filters: InboxFilters; page: number } {
  const kind = params.get("kind");
  const filters: InboxFilters = {};
  if (kind && (leadKinds as readonly string[]).includes(kind)) filters.kind = kind as LeadKind;
  const source = trimmed(params.get("source"), 100);
  if (source) filters.source = source;
  const from = validDate(params.get("from"));
  if (from) filters.from = from;
  const to = validDate(params.get("to"));
  if (to) filters.to = to;
  const q = trimmed(params.get("q"), 200);
  if (q) filters.q = q;
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return { filters, page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The query string of these filters (and page), for links and the CSV export. */
export function inboxQueryString(filters: InboxFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "source", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
