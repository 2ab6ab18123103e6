import { ATTRIBUTION_KEY } from "~/config/browser-storage";
import type { AttributionInput } from "~/domain/leads";

/**
 * Remembers where the visit started (UTM parameters, the external referrer, the landing page)
 * for the rest of the tab's session, so a lead sent three pages later still credits its source.
 * The first page of the session writes it; later pages keep it.
 */
export function rememberVisitStart(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY)) return;
    const { pathname, search, origin } = location;
    const params = new URLSearchParams(search);
    const referrer = document.referrer;
    const value: Record<string, string | null> = {
      referrer: referrer && !referrer.startsWith(origin) ? referrer.slice(0, 500) : null,
      landing_path: `${pathname}${search}`.slice(0, 500),
    };
    for (const utm of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]) {
      value[utm] = params.get(utm)?.slice(0, 200) || null;
    }
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(value));
  } catch {
    // Storage can be disabled; attribution is then sent as unknown.
  }
}

/** Where this visit started, as `rememberVisitStart` kept it; empty when storage is off. */
export function readAttribution(): Partial<AttributionInput> {
  if (typeof window === "undefined") return {};
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_KEY);
    return raw ? (JSON.parse(raw) as AttributionInput) : {};
  } catch {
    return {};
  }
}
