/**
 * The names of what the site keeps in a visitor's browser: its cookies and its storage keys.
 * Written once here, below every layer that reads or writes them: the browser code (app/lib),
 * the server (app/server) and the privacy policy and trust page that list them
 * (app/content/cookies.ts). tests/unit/trust.test.ts checks the server's cookies against this.
 */

/** A random identifier, signed, that lets a browser see the quotes it created again. */
export const BROWSER_COOKIE_NAME = "rr_browser";
/** The staff session: the `__Host-` name wherever the browser allows it. */
export const STAFF_COOKIE_NAMES = ["__Host-rr_staff", "rr_staff"] as const;
/** An organiser's session in their workspace (/account): the `__Host-` name wherever the browser allows it. */
export const ACCOUNT_COOKIE_NAMES = ["__Host-rr_account", "rr_account"] as const;
/** Which staff accounts signed in from this browser before (Path /admin, app/server/staff-http.server.ts). */
export const STAFF_DEVICE_COOKIE_NAME = "rr_staff_device";
/** The visitor's time zone, for the scheduler's pages (app/lib/time-zone-cookie.ts). */
export const TIME_ZONE_COOKIE = "rr_tz";
/** Where the visit's start is kept for the tab's session (app/lib/attribution.ts). */
export const ATTRIBUTION_KEY = "rallyroom_attribution";
