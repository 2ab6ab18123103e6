import { IANAZone } from "luxon";
import { describe, expect, it, vi } from "vitest";
import { canonicalZone, detectTimeZone, isValidTimeZone, storedZone } from "./time-zones";

describe("time zone names without luxon", () => {
  it("accepts exactly the zones luxon accepts (the server's conversions use luxon)", () => {
    const samples = [
      "America/New_York",
      "Europe/Berlin",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "Australia/Lord_Howe",
      "America/Argentina/Buenos_Aires",
      "UTC",
      "Etc/GMT+5",
      "GMT",
      "europe/berlin",
      "+05:30",
      "Fantasia/Castle",
      "Sport~~blorp",
      "Europe/",
      " Europe/Berlin",
      "",
    ];
    for (const zone of samples) {
      expect(isValidTimeZone(zone), zone).toBe(IANAZone.isValidZone(zone));
    }
    for (const zone of Intl.supportedValuesOf("timeZone")) expect(isValidTimeZone(zone), zone).toBe(true);
  });

  it("refuses what is not a zone name, and names longer than 64 characters", () => {
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone(null)).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
    expect(isValidTimeZone(`Europe/${"x".repeat(60)}`)).toBe(false);
  });

  it("detects the runtime's zone by its current name", () => {
    vi.stubGlobal("Temporal", undefined);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    try {
      resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: "Asia/Calcutta" });
      expect(detectTimeZone()).toBe("Asia/Kolkata");
      resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: "Nowhere/Land" });
      expect(detectTimeZone()).toBeNull();
    } finally {
      resolved.mockRestore();
      vi.unstubAllGlobals();
    }
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
  });

  it("stores every spelling and alias of a zone by its canonical ID", () => {
    const spellings = {
      "Asia/Kolkata": ["Asia/Calcutta", "asia/calcutta", "asia/kolkata"],
      "America/New_York": ["US/Eastern", "america/new_york"],
      UTC: ["Etc/UTC"],
      "Europe/Berlin": ["Europe/Berlin"],
      "Mars/Olympus": ["Mars/Olympus"],
    };
    for (const [stored, names] of Object.entries(spellings)) {
      for (const name of names) expect(storedZone(name), name).toBe(stored);
    }
  });

  it("asks Temporal first where the runtime has it, without Intl's date formatting", () => {
    const formats = vi.spyOn(Intl, "DateTimeFormat");
    const known = new Set(["Asia/Calcutta", "Asia/Kolkata", "Europe/Kiev", "Europe/Berlin"]);
    let zone = "Asia/Calcutta";
    class ZonedDateTime {
      constructor(_epochNanoseconds: bigint, timeZone: string) {
        if (!known.has(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
      }
    }
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => zone }, ZonedDateTime });
    try {
      expect(detectTimeZone()).toBe("Asia/Kolkata");
      zone = "Europe/Berlin";
      expect(detectTimeZone()).toBe("Europe/Berlin");
      // A runtime that knows only the old name keeps it.
      known.delete("Europe/Kyiv");
      zone = "Europe/Kiev";
      expect(detectTimeZone()).toBe("Europe/Kiev");
      expect(formats).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      formats.mockRestore();
    }
  });
});
