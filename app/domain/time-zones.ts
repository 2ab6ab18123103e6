/**
 * Time zone names: which are valid, their current IANA names and the browser's own (the list a
 * visitor picks from is zone-names.ts). Only `Intl`, no luxon (scheduling.ts re-exports these for
 * the server), so the /book pages detect the visitor's zone without loading luxon.
 */

/**
 * A zone `Intl` knows, by IANA name (or any other name `Intl.DateTimeFormat` accepts): the same
 * test as luxon's `IANAZone.isValidZone`, so the server and the browser agree with luxon.
 */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  if (validZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone }).format();
  } catch {
    return false;
  }
  if (validZones.size < 2000) validZones.add(zone);
  return true;
}

/**
 * Names found valid: a formatter per check was a tenth of a /book page's date work. Bounded by
 * the time zone data (a few hundred names, in the spellings `Intl` takes).
 */
const validZones = new Set<string>();

/**
 * Browsers and Node name some zones by their old ICU ids (Asia/Calcutta for Asia/Kolkata); the
 * scheduler shows every zone by its current IANA name. Both names work with Intl and luxon.
 */
const renamedZones: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** A zone's current IANA name (its old ICU id renamed) when `known` accepts it, else the zone. */
function renamedIfKnown(zone: string, known: (name: string) => boolean): string {
  const renamed = renamedZones[zone];
  return renamed && known(renamed) ? renamed : zone;
}

/** A zone's current IANA name (its old ICU id renamed), when that name is known to this runtime. */
export function canonicalZone(zone: string): string {
  return renamedIfKnown(zone, isValidTimeZone);
}

/**
 * A zone's canonical IANA ID, as bookings and calendars store it: `Intl` resolves the spelling
 * and the links (asia/kolkata, US/Eastern → America/New_York, Etc/UTC → UTC) to ICU's ID, which
 * `canonicalZone` then renames to its current IANA name (Asia/Calcutta → Asia/Kolkata). A name
 * `Intl` refuses comes back as it is, for the caller's validation. One `Intl.DateTimeFormat` per
 * call: for values being stored, not for lists.
 */
export function storedZone(zone: string): string {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  return canonicalZone(resolved);
}

/** "America/New York (UTC-5)": a zone's own name and its offset label; "UTC" once, not "UTC (UTC)". */
export function zoneOptionLabel(zone: string, offset: string): string {
  const name = zone.replaceAll("_", " ");
  return name === offset ? name : `${name} (${offset})`;
}

/** The part of `Temporal` (Chromium 144+, Firefox 139+; not Node 24) the zone detection uses. */
interface TemporalZones {
  Now: { timeZoneId(): string };
  ZonedDateTime: new (epochNanoseconds: bigint, timeZone: string) => unknown;
}

/**
 * The zone `Temporal` reports for this runtime, by its current name; undefined without `Temporal`.
 * It answers without ICU's date formatting data, which the first `Intl.DateTimeFormat` of a page
 * loads: 15–40 ms on the main thread in Chromium, the longest task of a /book page's start
 * (docs/decisions/031-client-javascript.md). A zone Temporal reports is one it knows.
 */
function temporalZone(): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal;
  if (typeof temporal?.Now?.timeZoneId !== "function") return undefined;
  return renamedIfKnown(temporal.Now.timeZoneId(), (name) => {
    try {
      new temporal.ZonedDateTime(0n, name);
      return true;
    } catch {
      return false;
    }
  });
}

/** The browser's own time zone, by its current name, when it reports a valid one. */
export function detectTimeZone(): string | null {
  try {
    const known = temporalZone();
    if (known !== undefined) return known;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isValidTimeZone(zone) ? canonicalZone(zone) : null;
  } catch {
    return null;
  }
}
