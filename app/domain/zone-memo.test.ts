import { DateTime, IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import { zoneOf } from "./zone-memo";

describe("zoneOf", () => {
  it("gives luxon's own offsets, minute by minute across transitions", () => {
    const around = [
      ["America/New_York", "2026-03-08T06:30:00Z"],
      ["America/New_York", "2026-11-01T05:30:00Z"],
      // Transitions at 00:01 local time until 2011: not on a quarter hour.
      ["America/Goose_Bay", "2005-04-03T03:45:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T14:45:00Z"],
      ["Pacific/Chatham", "2026-09-26T13:30:00Z"],
      ["Asia/Kathmandu", "2026-06-01T00:00:00Z"],
    ] as const;
    for (const [name, from] of around) {
      const zone = zoneOf(name);
      const start = Date.parse(from);
      for (let ts = start; ts < start + 60 * 60_000; ts += 30_000) {
        expect(DateTime.fromMillis(ts, { zone }).offset, `${name} ${new Date(ts).toISOString()}`).toBe(
          IANAZone.create(name).offset(ts),
        );
      }
    }
  });

  it("leaves to luxon what it does not read as an IANA zone", () => {
    for (const name of ["UTC", "utc", "GMT", "UTC+5", "local", "Not/A_Zone"]) expect(zoneOf(name)).toBe(name);
    const zone = zoneOf("Europe/Berlin");
    expect(zoneOf("Europe/Berlin")).toBe(zone);
    expect(DateTime.fromMillis(0, { zone }).zoneName).toBe("Europe/Berlin");
  });
});
