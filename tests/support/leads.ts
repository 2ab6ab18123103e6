import type { LeadKind } from "~/domain/lead-kinds";

/** Lead submissions the integration tests share. */

/** Attribution as a visit from a paid LinkedIn post sends it. */
export const attribution = {
  utm_source: "linkedin",
  utm_medium: "paid",
  utm_campaign: "q4-teams",
  utm_term: "virtual team building",
  utm_content: "carousel",
  referrer: "https://www.linkedin.com/",
  landing_path: "/pricing?utm_source=linkedin",
};

/** A valid submission of every lead kind, as its form posts it. */
export const validLeads = {
  toolkit: {
    name: "Ana Silva",
    email: "ana@acme.io",
    company: "Acme",
    teamSize: "13-30",
    consent: true,
    source: "pricing_page",
  },
  guide: {
    email: "bo@gmail.com",
    first_name: "Bo",
    last_name: "Li",
    company: "",
    phone: "",
    source: "homepage",
  },
  newsletter: { email: "cy@yahoo.co.uk", source: "blog", tags: ["blog", "newsletter"] },
  voucher: {
    name: "Di",
    email: "di@globex.com",
    company: "Globex",
    teamSize: "13-30",
    consent: true,
    source: "activities_top",
  },
  booking: {
    name: "Ed",
    email: "ed@initech.com",
    companyName: "Initech",
    teamSize: "13-30",
    occasion: "Onboarding",
    preferredDates: "Any Thursday in March",
    budget: "$2,000",
  },
  contact: { name: "Fi", email: "fi@umbrella.com", message: "Do you run events in Spanish?" },
  demo: {
    name: "Gu",
    email: "gu@hooli.com",
    company: "Hooli",
    teamSize: "13-30",
    preferredDate: "2026-12-10",
  },
  procurement: {
    name: "Hu",
    email: "hu@vandelay.com",
    company: "Vandelay Industries",
    dpa: true,
    w9: "on",
    message: "Our vendor portal needs both by Friday.",
  },
} as const satisfies Record<LeadKind, Record<string, unknown>>;

/** An intro-call booking request starting at `start`, as the booking API receives it. */
export const bookingRequest = (start: string, overrides: Record<string, unknown> = {}) => ({
  type: "intro",
  start,
  name: "Dana O'Neil",
  email: "dana@acme.example",
  company: "Acme",
  teamSize: "13-30",
  notes: "Three offices, one party.",
  timeZone: "Europe/Berlin",
  ...overrides,
});

/**
 * Posts a lead form as a page without JavaScript does (its /forms/:kind action, from the site's
 * own origin): the answer is the page drawn with the result. Checkboxes are sent as "on".
 */
export function postLeadForm(
  base: string,
  kind: LeadKind,
  fields: Record<string, string | boolean>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === false) continue;
    body.append(name, value === true ? "on" : value);
  }
  return fetch(`${base}/forms/${kind}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...headers },
    body: body.toString(),
  });
}

/** The voucher code a claim's answer page shows, or undefined. */
export const codeIn = (page: string) => /RALLY-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(page)?.[0];
