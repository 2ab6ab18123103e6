import { site } from "~/config/site";
import { track } from "./analytics";

interface SchedulerWidget {
  initPopupWidget: (options: { url: string }) => void;
}

declare global {
  interface Window {
    Calendly?: SchedulerWidget;
  }
}

/**
 * Injects the scheduler's popup script once, asynchronously, under a fixed id; does nothing
 * when it is already there or when there is no browser window. Called on the first sign of
 * intent (hover or focus of a booking button), so pages that nobody books from load nothing.
 */
export function loadScheduler(): void {
  if (typeof window === "undefined" || typeof document === "undefined") return;
  if (document.getElementById(site.booking.scriptId)) return;
  const script = document.createElement("script");
  script.id = site.booking.scriptId;
  script.src = site.booking.widgetScript;
  script.async = true;
  document.body.appendChild(script);
}

/**
 * The third-party provider's booking action: the scheduler popup for the 15-minute intro call when its widget
 * is loaded, otherwise the booking link in a new tab. No window: nothing.
 */
export function openBooking(): void {
  if (typeof window === "undefined") return;
  loadScheduler();
  const widget = window.Calendly;
  if (widget && typeof widget.initPopupWidget === "function") {
    widget.initPopupWidget({ url: site.booking.url });
  } else {
    window.open(site.booking.url, "_blank", "noopener,noreferrer");
  }
  track("calendly_opened", { path: window.location.pathname });
}
