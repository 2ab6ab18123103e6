/**
 * The visitor's time zone, remembered in a cookie so the scheduler's pages (/book/:type,
 * /booking/:id) can be drawn in it by the server: no swap of the calendar after the page has
 * loaded (docs/decisions/042-standard-runtime.md; first in 041-time-zone-cookie.md).
 *
 * The browser writes it when a page has hydrated, on any page, so a visitor who follows a link to
 * the scheduler already carries it. It holds the zone's name and
 * nothing else, for the browser session only (a user-interface preference, not a tracker: the
 * privacy policy says so); the server accepts it only when it is a zone it knows.
 *
 * The page writes it with `document.cookie`, the zone percent-encoded as the `cookie-es` parser
 * the server reads it with expects; not with React Router's `createCookie`, whose values are
 * base64 JSON and whose serializer, with its parser, would add about 1.3 KB (gzip) to every
 * page (docs/decisions/048-cookies-by-the-framework.md).
 */
import { TIME_ZONE_COOKIE } from "~/config/browser-storage";

/**
 * Writes the browser's own time zone into the cookie when it differs from what the cookie holds.
 * `Temporal` answers without loading ICU's date formatting data; `Intl` is the fallback.
 */
export function rememberTimeZone(name = TIME_ZONE_COOKIE): void {
  try {
    const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
    const zone =
      typeof temporal?.Now?.timeZoneId === "function"
        ? temporal.Now.timeZoneId()
        : Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || zone.length > 64) return;
    const value = encodeURIComponent(zone);
    if (document.cookie.split("; ").includes(`${name}=${value}`)) return;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose, so a click right after hydration sends it; the Cookie Store API is asynchronous.
    document.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies can be disabled: the scheduler then detects the zone in the page, as before.
  }
}
