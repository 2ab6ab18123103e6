import { isValidTimeZone, utcOffsetLabel, zoneLabel } from "./scheduling";
import { timeZoneNames, type ZoneList, zoneNames } from "./zone-names";

/**
 * The zones a visitor can pick (zone-names.ts) labelled with their offsets by luxon: for the server's
 * pages and the booking dialog's calendar, apart from scheduling.ts so that the modules importing
 * it do not all take the list of names.
 */

/** `extra` when it is a valid zone (the caller's own), else null. */
const valid = (extra: string | undefined): string | null => (extra && isValidTimeZone(extra) ? extra : null);

/** The zones a visitor can pick, labelled with their offset at `instant`. */
export function timeZoneOptions(instant: number, extra?: string): { value: string; label: string }[] {
  return timeZoneNames(valid(extra)).map((zone) => ({ value: zone, label: zoneLabel(zone, instant) }));
}

/**
 * Offset labels by zone, for the quarter hour they were computed in: every zone's offset changes
 * only on a quarter hour of UTC, so the labels hold until the next one. Computing ~420 of them
 * with luxon took most of a /book page's render time.
 */
let offsetLabels: { quarter: number; byZone: Map<string, string> } = { quarter: -1, byZone: new Map() };
const QUARTER_HOUR_MS = 15 * 60_000;

/** The same zones as a page's loader sends them: their offsets (`zoneOptions` draws them). */
export function timeZoneList(instant: number, extra?: string): ZoneList {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  if (offsetLabels.quarter !== quarter) offsetLabels = { quarter, byZone: new Map() };
  const { byZone } = offsetLabels;
  const added = valid(extra);
  const names = timeZoneNames(added);
  const offsets = names.map((zone) => {
    let label = byZone.get(zone);
    if (label === undefined) {
      label = utcOffsetLabel(zone, instant);
      if (byZone.size < 1000) byZone.set(zone, label);
    }
    return label;
  });
  return { offsets, extra: names.length > zoneNames.length ? added : null };
}
