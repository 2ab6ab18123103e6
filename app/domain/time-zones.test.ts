import { IANAZone } from "luxon";
import { describe, expect, it, vi } from "vitest";
import { canonicalZone, detectTimeZone, isValidTimeZone } from "./time-zones";

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
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    try {
      resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: "Asia/Calcutta" });
      expect(detectTimeZone()).toBe("Asia/Kolkata");
      resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: "Nowhere/Land" });
      expect(detectTimeZone()).toBeNull();
    } finally {
      resolved.mockRestore();
    }
    expect(canonicalZone("Europe/Kiev")).toBe("Europe/Kyiv");
  });
});
