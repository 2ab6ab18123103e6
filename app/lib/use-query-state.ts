import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { formParams, useFormAtMount } from "./use-form-at-mount";

/** Marks a history entry this hook wrote, so its own URL updates are not read back. */
const OWN_WRITE = "queryState";

function isOwnWrite(state: unknown): boolean {
  return typeof state === "object" && state !== null && OWN_WRITE in state;
}

/**
 * Page state kept in the query string, for pages whose search or filters are GET forms.
 *
 * - The first render reads the URL, as the server did when it rendered the same URL: the page
 *   hydrates with what the HTML shows, and works without JavaScript.
 * - Each change updates the state at once (a text field never waits for the router) and replaces
 *   the URL, so the address bar can be shared and a reload shows the same view.
 * - Any other navigation to this page (a link, Back/Forward) reads the URL again.
 * - The returned ref goes on the page's GET form: what a visitor typed or picked in it before the
 *   page's scripts ran is taken as a change once they have (`useFormAtMount`).
 *
 * `parse` and `toSearch` must be stable (module-level functions). `toSearch` returns "" or a
 * string starting with "?".
 */
export function useQueryState<T>(
  parse: (params: URLSearchParams) => T,
  toSearch: (value: T) => string,
): [T, (next: T) => void, RefObject<HTMLFormElement | null>] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => parse(new URLSearchParams(location.search)));
  const seenKey = useRef(location.key);

  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (navigationType === "REPLACE" && isOwnWrite(location.state)) return;
    setValue(parse(new URLSearchParams(location.search)));
  }, [location, navigationType, parse]);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      void navigate(
        { search: toSearch(next), hash: "" },
        { replace: true, preventScrollReset: true, state: { [OWN_WRITE]: true } },
      );
    },
    [navigate, toSearch],
  );

  const formRef = useFormAtMount((form) => {
    const picked = parse(formParams(form));
    if (toSearch(picked) !== toSearch(value)) update(picked);
  });

  return [value, update, formRef];
}
