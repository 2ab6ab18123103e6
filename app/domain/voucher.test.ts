import { describe, expect, it } from "vitest";
import {
  claimMonth,
  generateVoucherCode,
  isVoucherExpired,
  oneOf,
  parseStoredVoucher,
  remainingSlots,
  upgradePhrase,
  voucherCodePattern,
  voucherExpiry,
  voucherUpgradeSummary,
} from "./voucher";

describe("voucher rules", () => {
  it("names the upgrades from the add-ons' labels, in the engine's order", () => {
    expect(oneOf([])).toBe("");
    expect(oneOf(["a"])).toBe("a");
    expect(oneOf(["a", "b"])).toBe("a or b");
    expect(oneOf(["a", "b", "c"])).toBe("a, b or c");
    expect(upgradePhrase("branding")).toBe("a custom theme");
    expect(upgradePhrase("extra_time")).toBe("an extra 30 minutes");
    expect(upgradePhrase("awards")).toBe("an awards ceremony");
    expect(voucherUpgradeSummary).toBe("a custom theme, an extra 30 minutes or an awards ceremony");
  });

  it("generates readable codes such as RALLY-7KQ2-M9XD without ambiguous letters", () => {
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateVoucherCode();
      expect(code).toMatch(voucherCodePattern);
      expect(code.slice(6)).not.toMatch(/[01OIL]/);
      codes.add(code);
    }
    expect(codes.size).toBe(2000);
  });

  it("maps random bytes onto the alphabet and skips bytes that would bias it", () => {
    const bytes = [255, 250, 0, 1, 2, 3, 30, 31, 32, 247];
    const code = generateVoucherCode((buffer) => {
      buffer.fill(0);
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    // 255 and 250 are rejected; 0→2 1→3 2→4 3→5 30→Z 31→2 32→3 247→247%31=30→Z
    expect(code).toBe("RALLY-2345-Z23Z");
  });

  it("counts months in America/New_York, not UTC", () => {
    // 03:00 UTC on 1 Dec is still 22:00 on 30 Nov in New York.
    expect(claimMonth(new Date("2026-12-01T03:00:00Z"))).toBe("2026-11");
    expect(claimMonth(new Date("2026-12-01T05:00:00Z"))).toBe("2026-12");
    expect(claimMonth(new Date("2027-01-01T04:59:59Z"))).toBe("2026-12");
    expect(claimMonth(new Date("2027-01-01T05:00:00Z"))).toBe("2027-01");
    expect(claimMonth(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06");
  });

  it("expires 14 days after the claim and never shows negative slots", () => {
    const at = new Date("2026-11-20T10:00:00Z");
    expect(voucherExpiry(at).toISOString()).toBe("2026-12-04T10:00:00.000Z");
    expect(remainingSlots(0)).toBe(25);
    expect(remainingSlots(24)).toBe(1);
    expect(remainingSlots(30)).toBe(0);
  });

  it("reads the locally stored voucher defensively", () => {
    expect(parseStoredVoucher(null)).toBeNull();
    expect(parseStoredVoucher("{bad")).toBeNull();
    expect(parseStoredVoucher(JSON.stringify({ code: 1 }))).toBeNull();
    const stored = parseStoredVoucher(
      JSON.stringify({ code: "RALLY-AAAA-BBBB", expires_at: "2026-12-04T10:00:00.000Z", claimed_at: "x" }),
    );
    expect(stored?.code).toBe("RALLY-AAAA-BBBB");
    if (!stored) throw new Error("stored voucher not parsed");
    expect(isVoucherExpired(stored, new Date("2026-12-04T09:59:59Z"))).toBe(false);
    expect(isVoucherExpired(stored, new Date("2026-12-04T10:00:00Z"))).toBe(true);
  });
});
