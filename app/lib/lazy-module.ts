import { type FormEvent, useEffect } from "react";

/**
 * A module a page does not load with its scripts but once a visitor starts on a form that needs
 * it: zod and the form schemas (~22 KB), which only the pages with a form use. `warm()` starts the
 * import and resolves to it; `ready()` is the same without failing. A failed import (offline, a
 * deploy replaced the chunk) is forgotten, so the next call retries.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  const warm = (): Promise<T> => {
    pending ??= load().catch((failure: unknown) => {
      pending = undefined;
      throw failure;
    });
    return pending;
  };
  return {
    warm,
    /** Starts loading and ignores a failure: the server checks the same schema anyway. */
    prefetch: (): void => {
      warm().catch(() => undefined);
    },
    /**
     * The module, or undefined (with a console warning naming `what`) when it cannot load: the
     * caller then leaves the checks to the server, which runs the same ones.
     */
    ready: async (what: string): Promise<T | undefined> => {
      try {
        return await warm();
      } catch (failure) {
        console.warn(`${what}: the browser-side check could not load`, failure);
        return undefined;
      }
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

/**
 * A form's submit handler that checks in the browser first. The checks may still be loading (they
 * load at the first touch of the form): the post waits for them. `check` answers whether the form
 * may go (drawing its messages when not); `send` posts it, also when the checks cannot load and
 * the server is left to run them.
 */
export function submitWhenChecked<T>(
  module: LazyModule<T>,
  what: string,
  check: (checks: T, form: HTMLFormElement) => boolean,
  send: (form: HTMLFormElement) => unknown,
) {
  return (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    void module.ready(what).then((checks) => {
      if (checks === undefined || check(checks, form)) send(form);
    });
  };
}
