import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { zoneLabel } from "./scheduling";
import { canonicalZone, isValidTimeZone } from "./time-zones";
import { timeZoneNames, zoneNames, zoneOptions } from "./zone-names";
import { timeZoneList } from "./zone-offsets";

describe("the zones a visitor can pick", () => {
  it("are the runtime's zones by current name, with UTC and the business zone, sorted", () => {
    const runtime = [
      ...new Set([...Intl.supportedValuesOf("timeZone").map(canonicalZone), "UTC", site.businessTimeZone]),
    ].sort((a, b) => a.localeCompare(b));
    // On a mismatch (a Node with newer time zone data), paste this list into zone-names.ts.
    expect([...zoneNames], JSON.stringify(runtime)).toEqual(runtime);
    expect(zoneNames.every(isValidTimeZone)).toBe(true);
  });

  it("place a zone the list lacks by string order, the same on the server and in the browser", () => {
    expect(timeZoneNames("America/New_York")).toEqual([...zoneNames]);
    const names = timeZoneNames("Etc/GMT+5");
    expect(names).toHaveLength(zoneNames.length + 1);
    expect(names.indexOf("Etc/GMT+5")).toBe(names.indexOf("Europe/Amsterdam") - 1);
    expect(timeZoneNames("Zulu").at(-1)).toBe("Zulu");
  });

  it("draw from a loader's offsets the options the server would label itself", () => {
    const instant = Date.UTC(2026, 0, 15, 12);
    for (const extra of [undefined, "America/New_York", "Etc/GMT+5", "Fantasia/Castle"]) {
      const list = timeZoneList(instant, extra);
      expect(list.extra).toBe(extra === "Etc/GMT+5" ? "Etc/GMT+5" : null);
      const options = zoneOptions(list);
      expect(options).toHaveLength(zoneNames.length + (list.extra ? 1 : 0));
      for (const option of options) expect(option.label).toBe(zoneLabel(option.value, instant));
    }
  });
});
