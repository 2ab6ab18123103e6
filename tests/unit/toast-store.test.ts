import { describe, expect, it } from "vitest";
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer } from "~/lib/toast-store";

describe("toast store", () => {
  it("shows one toast at a time: a new one replaces the last", () => {
    const store = createToastStore(() => undefined);
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(TOAST_LIMIT).toBe(1);
    expect(store.getSnapshot()).toEqual([{ id: "2", title: "Second", variant: "destructive", open: true }]);
  });

  it("updates and dismisses a toast, then removes it 1,000,000 ms later", () => {
    const scheduled: { fn: () => void; ms: number }[] = [];
    const store = createToastStore((fn, ms) => scheduled.push({ fn, ms }));
    const handle = store.toast({ title: "Saving" });
    handle.update({ title: "Saved", description: "All good" });
    expect(store.getSnapshot()[0]).toMatchObject({ title: "Saved", description: "All good", open: true });
    handle.dismiss();
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(TOAST_REMOVE_DELAY);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    scheduled[0]?.fn();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const store = createToastStore(() => undefined);
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    store.toast({ title: "A" });
    unsubscribe();
    store.toast({ title: "B" });
    expect(seen).toEqual([1]);
  });

  it("dismisses all toasts when no id is given", () => {
    const state = toastReducer([{ id: "1", title: "x", variant: "default", open: true }], {
      type: "dismiss",
    });
    expect(state[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "remove" })).toEqual([]);
  });
});
