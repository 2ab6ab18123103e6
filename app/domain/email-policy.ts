/**
 * The work-email rule of DECISIONS.md, shared by the toolkit lead capture and the voucher:
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

/** The provider's own label: the one before the public suffix (yahoo in mail.yahoo.co.uk). */
function providerLabel(domain: string): string {
  const labels = domain.split(".").filter(Boolean);
  if (labels.length < 2) return labels[0] ?? "";
  const suffixLength =
    labels.length >= 3 && (labels.at(-1)?.length ?? 0) === 2 && secondLevel.has(labels.at(-2) ?? "") ? 2 : 1;
  return labels[labels.length - suffixLength - 1] ?? "";
}

export function isFreeMail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== "" && providers.has(providerLabel(domain));
}
