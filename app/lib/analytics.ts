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
 * Sends one event to a global tracker when the page has one, and always to the site's own
 * cookie-less endpoint. Never throws, never blocks the page.
 */
export function sendEvent(endpoint: string, event: string, props: Props): void {
  try {
    window.analytics?.track(event, props);
  } catch {
    // A broken third-party tracker must not break the page.
  }
  const body = JSON.stringify({
    name: event,
    props,
    path: location.pathname,
    referrer: document.referrer || null,
  });
  if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }))) return;
  fetch(endpoint, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
  }).catch(() => {});
}

/** The one way the site's code reports an event (sendEvent to the site's endpoint). */
export function track(event: AnalyticsEventName, props: Props = {}): void {
  if (typeof window === "undefined") return;
  sendEvent(ANALYTICS_ENDPOINT, event, props);
}
