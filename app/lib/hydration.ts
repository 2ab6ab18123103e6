import { useEffect } from "react";

let hydrated = false;

/**
 * True while React is still hydrating the first page: on the server, and in the browser until the
 * root's first effects have run. A component that mounts later is rendering on the client alone
 * (a client-side navigation or a state change), with no server HTML to adopt.
 */
export const isHydrating = (): boolean => !hydrated;

/** Called once by the root route: its effects run after the whole first page has hydrated. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
