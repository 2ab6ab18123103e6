import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, otpauthUrl, totp, verifyTotp } from "../../server/services/totp";

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to the hash's key size.
const seed = (length: number) => Buffer.from("1234567890".repeat(7).slice(0, length), "ascii");
const vectors: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("totp (RFC 6238 test vectors, 8 digits, 30 s)", () => {
  it.each(vectors)("T=%i", (time, sha1, sha256, sha512) => {
    expect(totp(seed(20), time, { digits: 8, algorithm: "sha1" })).toBe(sha1);
    expect(totp(seed(32), time, { digits: 8, algorithm: "sha256" })).toBe(sha256);
    expect(totp(seed(64), time, { digits: 8, algorithm: "sha512" })).toBe(sha512);
  });

  it("gives the last six digits by default", () => {
    expect(totp(seed(20), 59)).toBe("287082");
  });
});

describe("verifyTotp", () => {
  const secret = base32Encode(seed(20));
  const at = 1111111111 * 1000;

  it("accepts the current code and one step either side, nothing further", () => {
    expect(verifyTotp(secret, totp(seed(20), 1111111111), at)).toBe(true);
    expect(verifyTotp(secret, totp(seed(20), 1111111111 - 30), at)).toBe(true);
    expect(verifyTotp(secret, totp(seed(20), 1111111111 + 30), at)).toBe(true);
    expect(verifyTotp(secret, totp(seed(20), 1111111111 - 90), at)).toBe(false);
  });

  it("refuses codes of the wrong shape", () => {
    expect(verifyTotp(secret, "", at)).toBe(false);
    expect(verifyTotp(secret, "12345", at)).toBe(false);
    expect(verifyTotp(secret, "abcdef", at)).toBe(false);
  });
});

describe("base32 and otpauth", () => {
  it("round-trips and matches RFC 4648's examples", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    expect(base32Decode("mzxw 6ytb oi======").toString()).toBe("foobar");
    expect(() => base32Decode("not base32!")).toThrow();
  });

  it("builds an authenticator setup link", () => {
    const link = otpauthUrl("MZXW6YTBOI", "ops@example.com", "Rallyroom");
    expect(link.startsWith("otpauth://totp/Rallyroom%3Aops%40example.com?")).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get("secret")).toBe("MZXW6YTBOI");
    expect(url.searchParams.get("issuer")).toBe("Rallyroom");
  });
});
