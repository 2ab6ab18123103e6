import { lazy, Suspense, useSyncExternalStore } from "react";
import { type ToastItem, toastStore } from "~/lib/toast-store";

/** A notification's markup and timer: its own file, fetched with the first toast (decision 031). */
const Toast = lazy(() => import("./toast"));

/** One live region and its toasts, each loaded with the first of them. */
function ToastRegion({
  live,
  label,
  items,
}: {
  live: "polite" | "assertive";
  label: string;
  items: readonly ToastItem[];
}) {
  return (
    <ol aria-live={live} aria-label={label} className="flex flex-col gap-2">
      <Suspense>
        {items.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </Suspense>
    </ol>
  );
}

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
      <ToastRegion live="polite" label="Messages" items={polite} />
      <ToastRegion live="assertive" label="Alerts" items={assertive} />
    </section>
  );
}
