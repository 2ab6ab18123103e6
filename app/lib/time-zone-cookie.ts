/**
 * The visitor's time zone, remembered in a cookie so the scheduler's pages (/book/:type,
 * /booking/:id) can be drawn in it by the server: no swap of the calendar after the page has
 * loaded, and no scripts needed at load to detect it (docs/decisions/041-time-zone-cookie.md).
 *
 * The browser writes it when a page's scripts start (the visitor's first intent), which comes
 * before the tap or click that follows a link to the scheduler. It holds the zone's name and
 * nothing else, for the browser session only (a user-interface preference, not a tracker: the
 * privacy policy says so); the server accepts it only when it is a zone it knows.
 */
export const TIME_ZONE_COOKIE = "rr_tz";

/**
 * Writes the browser's own time zone into the cookie when it differs from what the cookie holds.
 * `Temporal` answers without loading ICU's date formatting data; `Intl` is the fallback.
 *
 * Self-contained on purpose: the server writes this function's source into each page's inline
 * module (app/server/scripts-after-paint.server.ts). It may use nothing but its arguments.
 */
export function rememberTimeZone(name: string): void {
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
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose, in the intent's own task, so a click that follows sends it; the Cookie Store API is asynchronous.
    document.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies can be disabled: the scheduler then detects the zone in the page, as before.
  }
}

/** `rememberTimeZone`'s arguments on this site. */
export const rememberTimeZoneArgs = [TIME_ZONE_COOKIE] as const;
