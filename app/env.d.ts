/** Set by vite.config.ts from PUBLIC_ORIGIN at build time. */
declare const __PUBLIC_ORIGIN__: string;
/** CONTACT_EMAIL and CONTACT_PHONE at build time (vite.config.ts); null when unset. */
declare const __CONTACT_EMAIL__: string | null;
declare const __CONTACT_PHONE__: string | null;
/** The build's date (YYYY-MM-DD), the sitemap's lastmod for pages without their own. */
declare const __BUILD_DATE__: string;
