import { IANAZone } from "luxon";

/**
 * luxon's IANA zones with their offsets remembered. luxon asks `Intl.DateTimeFormat.formatToParts`
 * for a named zone's offset on every DateTime it makes, converts or formats: most of a calendar
 * page's date work (docs/performance.md). A zone's offset changes only on a whole minute of UTC
 * (every transition of 2000–2199 in the time zone data is at one; not always on a quarter hour:
 * Goose Bay's were at 00:01 until 2011), so the offset of a minute, asked once, holds for every
 * instant in it. A pure function of the time zone data: kept for the process, up to a bound.
 */

const MINUTE_MS = 60_000;
/** The years DATE_BOUNDS (scheduling.ts) lets in; anything else asks luxon each time. */
const FIRST = Date.UTC(2000, 0, 1);
const END = Date.UTC(2200, 0, 1);
/** Minutes remembered over all zones (~40 bytes each) before they are all forgotten. */
const MAX_REMEMBERED = 200_000;
let remembered = 0;

class RememberedZone extends IANAZone {
  offsets = new Map<number, number>();

  override offset(ts: number): number {
    if (!(ts >= FIRST && ts < END)) return super.offset(ts);
    const minute = Math.floor(ts / MINUTE_MS);
    let offset = this.offsets.get(minute);
    if (offset === undefined) {
      offset = super.offset(minute * MINUTE_MS);
      if (remembered >= MAX_REMEMBERED) forgetAll();
      this.offsets.set(minute, offset);
      remembered++;
    }
    return offset;
  }
}

const zones = new Map<string, RememberedZone>();

function forgetAll() {
  for (const zone of zones.values()) zone.offsets.clear();
  remembered = 0;
}

/** Names luxon does not read as an IANA zone (its `normalizeZone`): passed on as they are. */
const luxonOwn = /^(default|local|system|utc|gmt)$|^utc[+-]\d/i;

/**
 * The zone to give luxon for `name`: the remembering zone for a valid IANA name, else `name`
 * itself (UTC, a fixed offset, an invalid name), which luxon reads as it always did.
 */
export function zoneOf(name: string): string | IANAZone {
  const known = zones.get(name);
  if (known) return known;
  if (luxonOwn.test(name)) return name;
  const zone = new RememberedZone(name);
  if (!zone.isValid) return name;
  // Valid names are bounded (the time zone data's few hundred, in any spelling Intl takes).
  if (zones.size < 2000) zones.set(name, zone);
  return zone;
}
