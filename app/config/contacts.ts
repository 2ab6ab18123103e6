/**
 * Whether the site's contacts are the placeholders it ships with: an address on a reserved
 * example domain (RFC 2606) or a North American fictional number (555-0100 to 555-0199). Imports
 * nothing, so the host's start-up check (server/env.ts) and the pages agree on what a placeholder is.
 */
export type ContactStatus = "placeholder" | "configured";

export const isPlaceholderEmail = (email: string): boolean =>
  /@(?:[\w-]+\.)*(?:example|invalid|test|localhost)$|@example\.(?:com|net|org)$/i.test(email.trim());

export function isPlaceholderPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return /^\d{3}55501\d\d$/.test(digits);
}

export const contactStatus = (email: string, phone: string): ContactStatus =>
  isPlaceholderEmail(email) || isPlaceholderPhone(phone) ? "placeholder" : "configured";

/** The `tel:` form of a phone number as people write it: "+1 (415) 555-2671" → "+14155552671". */
export const telHref = (phone: string): string =>
  `${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** A phone number as CONTACT_PHONE accepts it: digits with spaces, dots, dashes or brackets, 7 to 15 digits. */
export const isPhoneNumber = (phone: string): boolean => {
  const digits = phone.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(phone.trim()) && digits >= 7 && digits <= 15;
};
