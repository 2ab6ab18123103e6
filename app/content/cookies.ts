import {
  ACCOUNT_COOKIE_NAMES,
  ATTRIBUTION_KEY,
  BROWSER_COOKIE_NAME,
  STAFF_COOKIE_NAMES,
  STAFF_DEVICE_COOKIE_NAME,
  TIME_ZONE_COOKIE,
} from "~/config/browser-storage";
import { VOUCHER_STORAGE_KEY } from "~/domain/voucher";

/**
 * Every cookie the site sets, and what it keeps in the browser's storage: the privacy policy and
 * the trust page list these. The names are app/config/browser-storage.ts's;
 * tests/unit/trust.test.ts checks them against the server's own list.
 */
export interface BrowserItem {
  name: string;
  purpose: string;
  lifetime: string;
  /** Who gets it: every visitor, or only those who do what `who` names. */
  who: string;
}

export const cookiesInUse: readonly BrowserItem[] = [
  {
    name: BROWSER_COOKIE_NAME,
    purpose:
      "Strictly necessary. A random identifier, signed so it cannot be forged, that lets this browser see the quotes it created again.",
    lifetime: "1 year",
    who: "Visitors who create a quote on the billing page",
  },
  {
    name: TIME_ZONE_COOKIE,
    purpose:
      "The name of your time zone (for example Europe/Berlin), so the booking calendar opens in your local times. Not used for analytics.",
    lifetime: "Until you close the browser",
    who: "Visitors whose browser runs the site's scripts",
  },
  {
    name: ACCOUNT_COOKIE_NAMES.join(" or "),
    purpose:
      "Strictly necessary. Keeps you signed in to your events after you open the sign-in link we email you: a random identifier, signed so it cannot be forged; the site keeps only a hash of it. Signing out, or signing out everywhere, ends it.",
    lifetime: "30 days",
    who: "Organisers who sign in to see their events",
  },
  {
    name: STAFF_COOKIE_NAMES.join(" or "),
    purpose:
      "Strictly necessary. Keeps a Rallyroom staff member signed in to the staff area (the __Host- name wherever the browser allows it).",
    lifetime: "12 hours at most; the session ends after 30 minutes without activity",
    who: "Rallyroom staff only",
  },
  {
    name: STAFF_DEVICE_COOKIE_NAME,
    purpose:
      "Strictly necessary. A random token that marks this browser as one a staff member signed in from (the site keeps only a hash of it), so the sign-in throttle that protects an account from guessing does not lock out its owner. Signing out, or revoking the device under Security, makes it worthless. Sent only to the staff area.",
    lifetime: "90 days after the last sign-in from this browser",
    who: "Rallyroom staff only",
  },
];

/** What the site keeps in the browser's own storage: never sent to us except with a form you send. */
export const storageInUse: readonly BrowserItem[] = [
  {
    name: ATTRIBUTION_KEY,
    purpose:
      "Where your visit started (the campaign tags in the link, the referring site, the first page), sent with a form you submit so we know which page led to it.",
    lifetime: "Until you close the tab (session storage)",
    who: "Visitors whose browser runs the site's scripts",
  },
  {
    name: VOUCHER_STORAGE_KEY,
    purpose: "The first-event upgrade code you claimed and its expiry date, so the page can show it again.",
    lifetime: "Until you clear the site's data in your browser (local storage)",
    who: "Visitors who claim an upgrade",
  },
];
