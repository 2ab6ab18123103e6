import countries from "i18n-iso-countries/index.js";
import english from "i18n-iso-countries/langs/en.json";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { optionalText, requiredText } from "./booking-form";
import { kitAddressLabels, kitAddressLimits as limits } from "./kit-address-fields";
import { type FieldErrors, fieldErrorsOf, invalidFormMessage } from "./lead-fields";
import { toOneLine } from "./text-safety";

/**
 * Where an attendee's event kit ships (issue 41): what the attendee page's form sends, checked by
 * the server before anything is stored. The country comes from the maintained ISO 3166-1 list
 * (i18n-iso-countries, English names only: the `/index` entry, so the other ~80 locales stay out),
 * the courier's phone is checked and written as E.164 by libphonenumber-js for that country, and
 * PO boxes are refused: couriers deliver kits to a door.
 */

countries.registerLocale(english);

/** Every country as the form's `<select>` lists it, by English name: ISO alpha-2 code and name. */
export const kitCountries: readonly { code: string; name: string }[] = Object.entries(
  countries.getNames("en", { select: "official" }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const countryCodes = new Set(kitCountries.map((country) => country.code));

/** An ISO 3166-1 alpha-2 code the list holds (upper case, as the form posts it). */
export const isKitCountry = (value: unknown): value is string =>
  typeof value === "string" && countryCodes.has(value);

/**
 * Countries whose couriers need a postal code on every parcel: the kit's usual destinations
 * (the US and Canada, the UK and Europe, as the activity pages say) and other countries whose
 * addresses always carry one. Elsewhere the field is optional, since many countries have no
 * postal codes or use them little (Ireland's Eircode is new, Hong Kong and the UAE have none).
 * A short list by choice: a wrong "required" would block a real address, a wrong "optional"
 * only lets the courier ask.
 */
// biome-ignore format: a list of codes reads best packed
export const postalCodeCountries: ReadonlySet<string> = new Set([
  "US", "CA", "GB", "AU", "NZ", "DE", "FR", "NL", "BE", "LU", "AT", "CH", "IT", "ES", "PT", "DK",
  "SE", "NO", "FI", "IS", "PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "GR", "EE", "LV", "LT",
  "IN", "JP", "KR", "SG", "BR", "MX",
]);

/**
 * The forms of a post office box in an address line: "PO Box", "P.O. Box", "P. O. Box",
 * "GPO Box", "Post Office Box", "POBox 12", "POB 12", "P.O.B. 12", and the German, Spanish and
 * French ones ("Postfach", "Apartado postal", "Apartado de correos", "Casilla de correo",
 * "Boîte postale"). Street names that only look alike pass: "Box Hill Rd", "Pobox Street",
 * "Post Office Road", "Poblano Lane".
 */
const poBoxForms: readonly RegExp[] = [
  /\bg?p\.?\s?o\.?\s+box\b/i,
  /\bg?p\.?\s?o\.?\s?(?:box|b)\.?\s*[#:.]?\s*\d/i,
  /\bpost\s+office\s+box\b/i,
  /\bpostfach\b/i,
  /\bapartado\s+(?:postal|de\s+correos)\b/i,
  /\bcasilla\s+de\s+correos?\b/i,
  /\bbo[iî]te\s+postale\b/i,
];

export const isPoBox = (line: string): boolean => poBoxForms.some((form) => form.test(line));

export const kitAddressMessages = {
  recipient: "Enter the name the kit is addressed to",
  line1: "Enter the street address",
  city: "Enter the city or town",
  country: "Choose a country from the list",
  postalCode: "Enter the postal code",
  postalCodeFormat: "Enter a postal code of letters, digits, spaces and hyphens",
  phone:
    "Enter a phone number the courier can call, with the country code if it is not the address's country",
  poBox: (field: string) =>
    `${field}: we cannot ship to a PO box. Enter a street address the courier can deliver to.`,
} as const;

const oneLine = <T extends z.ZodType>(schema: T) => z.preprocess(toOneLine, schema);
const noPoBox = (value: string | null) => value === null || !isPoBox(value);
const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

export const kitAddressSchema = z
  .object({
    recipient: oneLine(
      requiredText(kitAddressLabels.recipient, limits.recipient, kitAddressMessages.recipient),
    ),
    line1: oneLine(
      requiredText(kitAddressLabels.line1, limits.line1, kitAddressMessages.line1).refine(noPoBox, {
        message: kitAddressMessages.poBox(kitAddressLabels.line1),
      }),
    ),
    line2: oneLine(
      optionalText(kitAddressLabels.line2, limits.line2).refine(noPoBox, {
        message: kitAddressMessages.poBox(kitAddressLabels.line2),
      }),
    ),
    city: oneLine(requiredText(kitAddressLabels.city, limits.city, kitAddressMessages.city)),
    region: oneLine(optionalText(kitAddressLabels.region, limits.region)),
    postalCode: oneLine(optionalText(kitAddressLabels.postalCode, limits.postalCode)).refine(
      (value) => value === null || /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(value),
      kitAddressMessages.postalCodeFormat,
    ),
    country: z.preprocess(upper, z.custom<string>(isKitCountry, kitAddressMessages.country)),
    phone: oneLine(requiredText(kitAddressLabels.phone, limits.phone, kitAddressMessages.phone)),
  })
  .superRefine((address, issues) => {
    if (postalCodeCountries.has(address.country) && address.postalCode === null)
      issues.addIssue({ code: "custom", path: ["postalCode"], message: kitAddressMessages.postalCode });
  })
  .transform((address, issues) => {
    const phone = parsePhoneNumberFromString(address.phone, address.country as never);
    if (!phone?.isValid()) {
      issues.addIssue({ code: "custom", path: ["phone"], message: kitAddressMessages.phone });
      return z.NEVER;
    }
    return { ...address, phone: phone.number as string };
  });

/** A kit address as it is stored: every text trimmed, blanks null, the country's code, the phone in E.164. */
export type KitAddress = z.output<typeof kitAddressSchema>;

export type KitAddressParse =
  | { ok: true; data: KitAddress }
  | { ok: false; error: string; fieldErrors: FieldErrors };

/** The form's fields checked: the first message per field is what the form shows. */
export function parseKitAddress(input: Record<string, unknown>): KitAddressParse {
  const result = kitAddressSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: invalidFormMessage, fieldErrors: fieldErrorsOf(result.error.issues) };
}
