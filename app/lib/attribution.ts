import type { AttributionInput } from "~/domain/leads";

/** Where the visit's start is kept for the tab's session (written by app/lib/visit-boot.ts). */
export const ATTRIBUTION_KEY = "rallyroom_attribution";

/**
 * Where this visit started (UTM parameters, the external referrer, the landing page), as the
 * page's visit boot recorded it on the visit's first page; empty when storage is off.
 */
export function readAttribution(): Partial<AttributionInput> {
  if (typeof window === "undefined") return {};
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_KEY);
    return raw ? (JSON.parse(raw) as AttributionInput) : {};
  } catch {
    return {};
  }
}
