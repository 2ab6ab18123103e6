import type { AnalyticsEventName } from "~/domain/analytics-events";

type Props = Record<string, string | number | boolean | null>;

declare global {
  interface Window {
    /** A third-party tracker (Segment-style) the operator may add; optional. */
    analytics?: { track: (event: string, props?: Props) => void };
  }
}

export const ANALYTICS_ENDPOINT = "/api/events";

/**
 * The one way the site reports an event: to a global tracker when the page has one, and
 * always to the site's own cookie-less endpoint. Never throws, never blocks the page.
 */
export function track(event: AnalyticsEventName, props: Props = {}): void {
  if (typeof window === "undefined") return;
  try {
    window.analytics?.track(event, props);
  } catch {
    // A broken third-party tracker must not break the page.
  }
  const body = JSON.stringify({
    name: event,
    props,
    path: window.location.pathname,
    referrer: document.referrer || null,
  });
  const blob = new Blob([body], { type: "application/json" });
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_ENDPOINT, blob)) return;
  void fetch(ANALYTICS_ENDPOINT, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
  }).catch(() => {});
}
