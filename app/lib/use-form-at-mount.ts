import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * For a component whose state follows its form's controls (a calculator, filters that write the
 * URL): a ref for the form, and one read of what its controls hold when the component mounts.
 *
 * A visitor may type, tick or pick in the server's HTML before the page's scripts have run. The
 * element keeps it through hydration, but React does not tell the component (react#33129), and
 * the component's next render would put its own state back. `adopt` sees the form as it is at
 * mount, before that render, and takes into the state whatever differs. A form drawn by a client
 * navigation holds only what the component drew: nothing differs. Forms whose controls are
 * uncontrolled (`defaultValue`) need none of this: the browser keeps what was typed, and the post
 * sends it.
 */
export function useFormAtMount(adopt: (form: HTMLFormElement) => void): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const latest = useRef(adopt);
  latest.current = adopt;
  useLayoutEffect(() => {
    if (ref.current) latest.current(ref.current);
  }, []);
  return ref;
}

/** A form's text values as a query string would carry them (files left out). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params;
}
