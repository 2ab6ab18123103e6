import { useEffect } from "react";

/**
 * A module a page does not load with its scripts but once a visitor starts on a form that needs
 * it: zod and the form schemas (~22 KB), which only the pages with a form use. `warm()` starts the import
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

/** What shows a visitor has started on a form: a focus, a press or a keystroke inside one. */
const intentEvents = ["focusin", "pointerdown", "input"] as const;

/**
 * Loads `module` at the first focus, press or keystroke inside a form of the page (a value typed
 * before hydration is replayed as input, so it counts): the page's load carries none of it, and a
 * visitor reaches the submit button long after it has arrived. The submit handler awaits it; if
 * it cannot load, the server runs the same checks and answers with the same messages.
 */
export function useLoadOnIntent<T>(module: LazyModule<T>): void {
  useEffect(() => {
    if (module.current !== undefined) return;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest("form")) return;
      module.prefetch();
      stop();
    };
    const stop = () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, true);
    return stop;
  }, [module]);
}
