import { ANALYTICS_ENDPOINT, sendEvent } from "./analytics";
import { ATTRIBUTION_KEY } from "./attribution";

/**
 * A page's own visit, recorded before React loads (docs/decisions/038-hydration-on-intent.md):
 * where the visit started (UTM parameters, the external referrer, the landing page, kept for the
 * rest of the tab's session so a lead sent three pages later still credits its source) and the
 * document's page view. Once per document: a second call does nothing. Staff reading the admin
 * are not visitors and are left out.
 *
 * Self-contained on purpose: the server writes this function's source, and `sendEvent`'s, into
 * each page's inline module (app/server/scripts-after-paint.server.ts), so it runs on pages that
 * never hydrate. It may use nothing from outside its own body but its arguments.
 */
export function visitBoot(send: typeof sendEvent, endpoint: string, key: string): void {
  const win = window as Window & { __rallyroomVisit?: string };
  if (win.__rallyroomVisit !== undefined) return;
  const { pathname, search, origin } = location;
  win.__rallyroomVisit = pathname;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return;
  try {
    if (!sessionStorage.getItem(key)) {
      const params = new URLSearchParams(search);
      const referrer = document.referrer;
      const value: Record<string, string | null> = {
        referrer: referrer && !referrer.startsWith(origin) ? referrer.slice(0, 500) : null,
        landing_path: `${pathname}${search}`.slice(0, 500),
      };
      for (const utm of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]) {
        value[utm] = params.get(utm)?.slice(0, 200) || null;
      }
      sessionStorage.setItem(key, JSON.stringify(value));
    }
  } catch {
    // Storage can be disabled; attribution is then sent as unknown.
  }
  send(endpoint, "page_view", { path: pathname });
}

/** `visitBoot`'s arguments on this site: the root passes them, the server writes them into each page. */
export const visitBootArgs = [sendEvent, ANALYTICS_ENDPOINT, ATTRIBUTION_KEY] as const;
