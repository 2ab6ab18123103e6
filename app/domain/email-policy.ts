/**
 * The work-email rule, shared by the toolkit lead capture and the voucher:
 * free consumer providers are refused whatever their country suffix (yahoo.co.uk, gmx.de).
 */
export const freeMailProviders = [
  "gmail",
  "googlemail",
  "yahoo",
  "outlook",
  "hotmail",
  "live",
  "msn",
  "icloud",
  "me",
  "mac",
  "aol",
  "proton",
  "protonmail",
  "gmx",
  "yandex",
  "mail",
  "zoho",
] as const;

const providers = new Set<string>(freeMailProviders);

// Second-level labels under which a country registers names (example.co.uk, example.com.au).
const secondLevel = new Set(["co", "com", "net", "org", "ac", "gov", "ne", "or", "gen", "ltd", "plc"]);

/** The part after the last @, trimmed and lower-cased; "" when there is none. */
export function emailDomain(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  return at === -1 ? "" : trimmed.slice(at + 1);
}

/** How many labels the public suffix takes: 2 for example.co.uk, else 1. */
function suffixLength(labels: readonly string[]): number {
  return labels.length >= 3 && (labels.at(-1)?.length ?? 0) === 2 && secondLevel.has(labels.at(-2) ?? "")
    ? 2
    : 1;
}

/** The provider's own label: the one before the public suffix (yahoo in mail.yahoo.co.uk). */
function providerLabel(domain: string): string {
  const labels = domain.split(".").filter(Boolean);
  if (labels.length < 2) return labels[0] ?? "";
  return labels[labels.length - suffixLength(labels) - 1] ?? "";
}

/**
 * The part of an address's domain that one organisation registers (acme.co.uk for
 * ana@mail.acme.co.uk, acme.com for bo@eu.acme.com): the booking limits count by it, so
 * subdomains of one name are one booker.
 */
export function registrableDomain(email: string): string {
  const labels = emailDomain(email).split(".").filter(Boolean);
  return labels.slice(-(suffixLength(labels) + 1)).join(".");
}

export function isFreeMail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== "" && providers.has(providerLabel(domain));
}

// The dot-atom of RFC 5322 without the rarely used symbols that mail software mishandles:
// letters, digits and . _ % + - ' in the local part; hostname labels of letters, digits and
// hyphens (IDN domains in their xn-- form), and a top-level domain of two or more letters.
const localPart = /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*$/;
const label = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/** The longest address SMTP carries (RFC 5321): every form's email field and schema stop here. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A single plain address that is safe to put in a To header: no display name, no angle
 * brackets, commas, colons, quotes, spaces, control or bidirectional characters
 * (`a<victim@evil.example>` or `a@b.co, c@d.co` are refused rather than sent to someone else).
 */
export function isPlainEmailAddress(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf("@");
  if (at <= 0 || at !== email.indexOf("@")) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  const tld = labels.at(-1) ?? "";
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((part) => label.test(part)) &&
    (/^[A-Za-z]{2,63}$/.test(tld) || /^xn--[A-Za-z0-9-]{1,59}$/.test(tld))
  );
}
