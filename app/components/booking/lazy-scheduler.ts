import { lazy } from "react";

/**
 * The on-site scheduler's code (luxon, the calendar), fetched once: on the first sign of
 * intent (hover or focus of a booking button), when the booking dialog opens, or when the page
 * section that holds it nears the viewport.
 */
let schedulerModule: Promise<typeof import("./client-scheduler")> | undefined;
export function preloadScheduler() {
  schedulerModule ??= import("./client-scheduler");
  return schedulerModule;
}

/** The scheduler as a lazy component: the dialog or section draws its frame before it arrives. */
export const ClientScheduler = lazy(() =>
  preloadScheduler().then((module) => ({ default: module.ClientScheduler })),
);
