import type { ToastInput, ToastVariant } from "~/content/shapes";

/**
 * The toast store: one toast at a time (a new one replaces the last),
 * a toast can be updated or dismissed, dismissed toasts leave the list 1,000,000 ms later,
 * and an open toast shows for 4000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 4000;

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; id: string; toast: Partial<ToastInput> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: ToastItem[]) => void;

/** No toasts: the server's snapshot and a new store's, the same array, so hydration re-renders nothing. */
const noToasts: ToastItem[] = [];

export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let toasts: ToastItem[] = noToasts;
  let counter = 0;
  const listeners = new Set<Listener>();
  const pendingRemovals = new Set<string>();

  function dispatch(action: ToastAction) {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener(toasts);
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? toasts.map((t) => t.id) : [id];
    for (const toastId of ids) {
      if (pendingRemovals.has(toastId)) continue;
      pendingRemovals.add(toastId);
      schedule(() => {
        pendingRemovals.delete(toastId);
        dispatch({ type: "remove", id: toastId });
      }, TOAST_REMOVE_DELAY);
    }
    dispatch(id === undefined ? { type: "dismiss" } : { type: "dismiss", id });
  }

  function toast(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: "add", toast: { ...input, variant: input.variant ?? "default", id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next: Partial<ToastInput>) => dispatch({ type: "update", id, toast: next }),
    };
  }

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    getServerSnapshot: () => noToasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
