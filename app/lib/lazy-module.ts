import { type ComponentType, lazy } from "react";

/**
 * A module the page does not load up front (zod and the form schemas, ~22 KB) but on a visitor's
 * intent: `warm()` starts the import (on focus or pointer down in a form) and resolves to it;
 * `current` is the module once it has arrived, for checks that must answer synchronously. A
 * failed import (offline, a deploy replaced the chunk) is forgotten, so the next warm() retries.
 * `ready`: the module when it is already here (the server imports it as it starts, with
 * `import.meta.env.SSR ? await import(...) : undefined`), so nothing waits for it there.
 */
export function lazyModule<T>(load: () => Promise<T>, ready?: T) {
  let loaded: T | undefined = ready;
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
    /** Starts loading and ignores a failure (the submit path reports its own). An event handler. */
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
 * For a submit handler whose checks live in a lazy module: the module when it has arrived.
 * Otherwise the submit is held, the module loaded and the form submitted again, so a visitor who
 * submits at once is still checked before anything is sent ("held": return at once). If the
 * module cannot load, the form is submitted unchecked ("unchecked": let it go; the server checks).
 */
export function checksFor<T>(
  lazy: LazyModule<T>,
  event: { currentTarget: HTMLFormElement; preventDefault(): void },
): T | "held" | "unchecked" {
  if (lazy.current) return lazy.current;
  const form = event.currentTarget;
  if (form.dataset.unchecked) {
    delete form.dataset.unchecked;
    return "unchecked";
  }
  event.preventDefault();
  lazy
    .warm()
    .catch(() => {
      form.dataset.unchecked = "true";
    })
    .finally(() => form.requestSubmit());
  return "held";
}

/**
 * A component of a lazy module, for a part of a page the page does not load up front (React's
 * lazy: it suspends until `module` has arrived); the component itself where the module is
 * already here (the server). A module that cannot load reloads the page, as React Router does
 * for a route's: the chunk is most likely gone after a deploy.
 */
export function lazyComponent<T, P extends object>(
  module: LazyModule<T>,
  pick: (loaded: T) => ComponentType<P>,
  what: string,
) {
  if (module.current) return pick(module.current);
  return lazy(() =>
    module.warm().then(
      (loaded) => ({ default: pick(loaded) }),
      (failure: unknown) => {
        console.error(`${what} could not load, reloading the page:`, failure);
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );
}
