import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "~/lib/toast-store";

/** A notification's markup and timer: its own file, fetched with the first toast (decision 031). */
const Toast = lazy(() => import("./toast"));

/** Bottom-right notifications; the live regions exist from the first paint so screen readers hear them. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const polite = toasts.filter((t) => t.variant !== "destructive");
  const assertive = toasts.filter((t) => t.variant === "destructive");
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4"
    >
      <ol aria-live="polite" aria-label="Messages" className="flex flex-col gap-2">
        <Suspense>
          {polite.map((item) => (
            <Toast key={item.id} item={item} />
          ))}
        </Suspense>
      </ol>
      <ol aria-live="assertive" aria-label="Alerts" className="flex flex-col gap-2">
        <Suspense>
          {assertive.map((item) => (
            <Toast key={item.id} item={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
