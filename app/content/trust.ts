import { site } from "~/config/site";
import { kitAddressRetentionSentence } from "~/domain/kits";
import type { LegalDocument } from "./legal";

/**
 * The one address the trust page, the accessibility statement and /.well-known/security.txt
 * give for security reports, privacy requests and accessibility feedback. Read from the site's
 * settings, so a change of address there changes all three.
 */
export const securityContact = site.email.hello;

/** When the statements below were last checked against the code (docs/decisions/046-trust-page.md). */
export const trustReviewed = { label: "November 29, 2026", iso: "2026-11-29" } as const;

/** The short answers at the top of /trust: each one is a section below, in more detail. */
export const trustHighlights = [
  { title: "Encrypted in transit", text: "HTTPS with HSTS; TLS ends at our own proxy." },
  { title: "Two-factor staff sign-in", text: "Authenticator-app codes (TOTP); scrypt-hashed passwords." },
  { title: "One database", text: "Everything we store is in one database we run. Nowhere else." },
  { title: "Two subprocessors", text: "Stripe for card deposits and our email provider. Nothing else." },
  { title: "No trackers", text: "No advertising or third-party analytics; no tracking cookies." },
  { title: "Documents on request", text: "DPA, W-9, insurance certificate, security questionnaire." },
] as const;

/** A company that processes personal data for us, and what for. */
export interface Subprocessor {
  name: string;
  purpose: string;
  data: string;
  when: string;
}

export const subprocessors: readonly Subprocessor[] = [
  {
    name: "Stripe, Inc.",
    purpose: "Card payments for event deposits (Stripe Checkout)",
    data: "Payer's card details, entered on Stripe's own page; quote amount and reference",
    when: "Only when you pay a deposit by card",
  },
  {
    name: "Our email delivery (SMTP) provider",
    purpose: "Delivers the emails the site sends: receipts, quotes, booking confirmations",
    data: "Recipient address, subject and message text",
    when: "Every email the site sends",
  },
];

/**
 * The trust page's text. Every statement is true of the code as it is; decision 046 lists each
 * claim with the file that makes it true, and a change to one of those files changes this text.
 */
export const trustPage: LegalDocument = {
  title: "Security, privacy and procurement",
  lastUpdated: trustReviewed.label,
  intro: `How ${site.name} protects the information you give us, where it is kept, who else handles it, and how to get the documents your procurement or security team asks for. Each statement on this page describes what our software does today.`,
  sections: [
    {
      id: "encryption",
      heading: "Encryption in transit",
      paragraphs: [
        "The site is served over HTTPS. TLS is ended at the reverse proxy in front of our application server, and every response that reaches you over HTTPS carries Strict-Transport-Security (two years, including subdomains), so your browser refuses a plain HTTP connection to us afterwards.",
        "Our cookies are sent only over HTTPS (Secure) when the site is, are HttpOnly where the server reads them, and the staff session cookie carries the __Host- prefix, so no other site or subdomain can set or read it. Links in our emails always point at our public HTTPS address, never at an address taken from the request.",
      ],
    },
    {
      id: "staff-access",
      heading: "Staff access",
      paragraphs: [
        "Only Rallyroom staff can see leads, quotes and bookings, in a staff area behind a sign-in. There is no public sign-up: each staff account is created on the server by an administrator.",
      ],
      list: [
        "Two-factor sign-in with an authenticator app (time-based one-time codes, RFC 6238), which every staff account can turn on under Security",
        "Passwords of at least 12 characters, stored only as scrypt hashes (memory-hard, 32 MiB per hash, a random salt per password)",
        "Repeated failed sign-ins are slowed down per address and per account, and every failure gives the same answer, so a guesser cannot tell which part was wrong",
        "Sessions end after 30 minutes without activity and after 12 hours at most; the database keeps only a hash of each session token",
        "Every change a staff member makes carries a per-session token (CSRF protection), and staff pages are never cached or indexed",
      ],
    },
    {
      id: "browser-protections",
      heading: "Protections in your browser",
      paragraphs: [
        "Every page carries a Content-Security-Policy that allows scripts only from our own origin and by hash or per-response nonce (no inline script runs otherwise), forbids other sites from framing our pages (frame-ancestors 'none'), and lets forms post only to our own origin and to Stripe Checkout.",
        "Our pages load nothing from other websites: scripts, styles, fonts and images all come from our own origin. Responses also carry X-Content-Type-Options: nosniff, a strict-origin-when-cross-origin referrer policy and a permissions policy that turns off the camera, microphone, geolocation, payment and USB APIs.",
      ],
    },
    {
      id: "where-data-lives",
      heading: "Where your data lives",
      paragraphs: [
        "Everything the site stores (form submissions, quotes, bookings, the emails it sends and our page-view counts) lives in one database that we operate: a PostgreSQL server, or on a single-server installation the database embedded in the application server's own data folder. No copy is kept in any other product or cloud service; the emails themselves pass through our email provider on their way to you.",
        "Our page-view statistics are collected by the site itself into the same database. They use no cookies and store no IP address: a visitor is counted by a one-way hash of the address and browser that changes every day. Card numbers never reach our servers: they are typed into Stripe's own checkout page.",
      ],
    },
    {
      id: "subprocessors",
      heading: "Subprocessors",
      paragraphs: [
        "Two outside companies handle personal data for us, each only for the purpose below. We do not sell personal data, and our pages carry no advertising, social-media or third-party analytics code.",
      ],
    },
    {
      id: "retention",
      heading: "Retention and deletion",
      paragraphs: [
        "Some records expire on their own: a staff session is deleted once it ends or is signed out, and the counters behind our rate limits are deleted after a day.",
        kitAddressRetentionSentence,
        `Form submissions, quotes, bookings, sent emails and page-view counts are kept until we delete them; the software deletes none of them on a schedule. To have your data deleted or exported, email ${securityContact}: we confirm who you are and delete it from the database, or send you a copy. An unsubscribe is kept as a record that you opted out, so we never email you marketing again.`,
      ],
    },
    {
      id: "payments",
      heading: "Payments",
      paragraphs: [
        "Deposits are paid by card on Stripe Checkout, or by invoice. We receive from Stripe only whether a payment succeeded, through a webhook whose signature we check against the raw request before anything is recorded. Prices are always calculated on our server, never taken from the browser.",
      ],
    },
    {
      id: "vulnerability-reporting",
      heading: "Reporting a vulnerability",
      paragraphs: [
        `If you find a security problem in our website, email ${securityContact} with the steps to reproduce it. We acknowledge reports within two business days, keep you informed while we fix it, and credit you if you wish. Please do not access other people's data, degrade the service for others, or run automated scans that send large volumes of requests.`,
        "Our contact details for security researchers are also published in machine-readable form at /.well-known/security.txt (RFC 9116).",
      ],
    },
    {
      id: "documents",
      heading: "Procurement documents",
      paragraphs: [
        "We send our data processing agreement (DPA), a W-9, our certificate of insurance, and completed security questionnaires (yours, or our standard one) on request. Use the form below or email us; we reply within two business days.",
      ],
    },
  ],
};
