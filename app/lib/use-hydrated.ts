import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { replayEarlyInput } from "./early-input";

/** Set once the first page has hydrated (useMarkHydrated, in the root): what mounts later. */
let pageHydrated = false;
const noSubscription = () => () => {};
const readHydrated = () => pageHydrated;
const onServer = () => false;

/**
 * False while server-rendering and hydrating, true once React runs in the browser.
 *
 * A component hydrated with the page draws false, then true in a transition after its effects
 * run: a render React slices like the hydration itself. (`useSyncExternalStore` alone would flip
 * it with a synchronous re-render of every such component's subtree, one task that cannot yield;
 * on `/activities` that is the whole page.) A component mounted later (a client navigation) draws
 * true at once; one inside a boundary that hydrates later still draws the server's false first,
 * since React reads the server snapshot while hydrating.
 */
export function useHydrated(): boolean {
  const atMount = useSyncExternalStore(noSubscription, readHydrated, onServer);
  const [hydrated, setHydrated] = useState(atMount);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Marks the first page as hydrated, for `useHydrated` in what mounts after it, and applies what
 * the visitor typed or ticked before it had (app/lib/early-input.ts). Called once, in the root:
 * its effects run after every child's, so no component of the first page reads true, and the
 * replayed changes reach components whose effects have run. The document says so too
 * (`<html data-hydrated>`): the end-to-end tests wait for it before they rely on React.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
    void replayEarlyInput().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
}
