import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { newTotpSecret, otpauthQrSvg, otpauthUrl, totpStepOf } from "~/server/services/totp.server";

// RFC 6238 Appendix B, SHA-1: the seed is ASCII "12345678901234567890"; six digits are the
// last six of the published eight.
const secret = Secret.fromLatin1("12345678901234567890").base32;
const vectors: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("totpStepOf", () => {
  it.each(vectors)("matches RFC 6238 at T=%i", (time, eightDigits) => {
    expect(totpStepOf(secret, eightDigits.slice(2), time * 1000)).toBe(Math.floor(time / 30));
  });

  it("accepts the current step and one either side, nothing further, and names the step", () => {
    const at = 1111111111 * 1000;
    const step = Math.floor(1111111111 / 30);
    const codeAt = (seconds: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6 }).generate({ timestamp: seconds * 1000 });
    expect(totpStepOf(secret, codeAt(1111111111), at)).toBe(step);
    expect(totpStepOf(secret, codeAt(1111111111 - 30), at)).toBe(step - 1);
    expect(totpStepOf(secret, codeAt(1111111111 + 30), at)).toBe(step + 1);
    expect(totpStepOf(secret, codeAt(1111111111 - 90), at)).toBeNull();
  });

  it("refuses codes of the wrong shape", () => {
    const at = 1111111111 * 1000;
    for (const code of ["", "12345", "1234567", "abcdef", " 050471"])
      expect(totpStepOf(secret, code, at)).toBeNull();
  });
});

describe("enrolment", () => {
  it("makes 160-bit base32 secrets, different each time", () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(first);
  });

  it("builds an authenticator setup link", () => {
    const url = new URL(otpauthUrl("MZXW6YTBOI", "ops@example.com", "Rallyroom"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Rallyroom:ops@example.com");
    expect(url.searchParams.get("secret")).toBe("MZXW6YTBOI");
    expect(url.searchParams.get("issuer")).toBe("Rallyroom");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
  });

  it("draws the link as an SVG QR code", async () => {
    const svg = await otpauthQrSvg(otpauthUrl("MZXW6YTBOI", "ops@example.com", "Rallyroom"));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain("<path");
    expect(svg).not.toMatch(/<script/i);
  });
});
