import { useEffect } from "react";

/**
 * A module a page does not load with its scripts but once a form that needs it is on screen: zod
 * and the form schemas (~22 KB), which only the pages with a form use. `warm()` starts the import
 * and resolves to it; `current` is the module once it has arrived, for checks that answer
 * synchronously in a submit handler. A failed import (offline, a deploy replaced the chunk) is
 * forgotten, so the next warm() retries.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const warm = (): Promise<T> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (failure: unknown) => {
        pending = undefined;
        throw failure;
      },
    );
    return pending;
  };
  return {
    warm,
    /** Starts loading and ignores a failure: the server checks the same schema anyway. */
    prefetch: (): void => {
      warm().catch(() => undefined);
    },
    get current(): T | undefined {
      return loaded;
    },
  };
}

export type LazyModule<T> = ReturnType<typeof lazyModule<T>>;

/**
 * Loads `module` as soon as the component that checks with it has mounted, after the page's own
 * scripts: a visitor reaches the submit button long after it has arrived. A submit before that
 * goes to the server unchecked, which answers with the same messages.
 */
export function useLoadWhenShown<T>(module: LazyModule<T>): void {
  useEffect(() => module.prefetch(), [module]);
}
