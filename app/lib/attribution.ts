import type { AttributionInput } from "~/domain/leads";

const KEY = "rallyroom_attribution";
const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Remembers where this visit started (UTM parameters, the external referrer, the landing page)
 * for the rest of the tab's session, so a lead sent three pages later still credits its source.
 */
export function captureAttribution(): void {
  if (typeof window === "undefined") return;
  try {
    if (window.sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(window.location.search);
    const referrer =
      document.referrer && !document.referrer.startsWith(window.location.origin) ? document.referrer : null;
    const value: AttributionInput = {
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: referrer?.slice(0, 500) ?? null,
      landing_path: `${window.location.pathname}${window.location.search}`.slice(0, 500),
    };
    for (const key of utmKeys) value[key] = params.get(key)?.slice(0, 200) || null;
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage can be disabled; attribution is then sent as unknown.
  }
}

export function readAttribution(): Partial<AttributionInput> {
  if (typeof window === "undefined") return {};
  try {
    captureAttribution();
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AttributionInput) : {};
  } catch {
    return {};
  }
}
