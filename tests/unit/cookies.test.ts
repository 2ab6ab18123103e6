import { describe, expect, it } from "vitest";
import {
  BROWSER_COOKIE,
  browserIdFrom,
  ensureBrowserId,
  ownerHashOf,
  readCookie,
  safeEqual,
  serializeCookie,
  signValue,
  unsignValue,
} from "~/server/services/cookies.server";
import { hashPassword, passwordProblem, verifyPassword } from "~/server/services/password.server";
import { csrfTokenMatches } from "~/server/services/staff.server";

const secret = "a-test-secret-that-is-long-enough-000";

describe("signed cookies", () => {
  it("gives back the value only with the right secret and an untouched signature", () => {
    const signed = signValue("browser-123", secret);
    expect(unsignValue(signed, secret)).toBe("browser-123");
    expect(unsignValue(signed, `${secret}x`)).toBeNull();
    expect(unsignValue(signed.replace("browser-123", "browser-124"), secret)).toBeNull();
    expect(unsignValue(`${signed.slice(0, -1)}A`, secret)).toBeNull();
    expect(unsignValue("no-signature", secret)).toBeNull();
    expect(unsignValue("", secret)).toBeNull();
  });

  it("creates a random browser id once and reads it back from the cookie", () => {
    const first = ensureBrowserId(new Request("http://127.0.0.1/billing"), secret);
    expect(first.browserId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie).toContain(`${BROWSER_COOKIE}=`);
    expect(first.setCookie).toContain("HttpOnly");
    expect(first.setCookie).toContain("SameSite=Lax");
    expect(first.setCookie).not.toContain("Secure");
    const cookie = (first.setCookie ?? "").split(";")[0] ?? "";
    const again = new Request("http://127.0.0.1/billing", { headers: { cookie: `other=1; ${cookie}` } });
    expect(browserIdFrom(again, secret)).toBe(first.browserId);
    expect(ensureBrowserId(again, secret)).toEqual({ browserId: first.browserId });
    expect(browserIdFrom(again, "another-secret-entirely-000000000000")).toBeNull();
  });

  it("marks the cookie Secure over HTTPS", () => {
    expect(ensureBrowserId(new Request("https://example.com/billing"), secret).setCookie).toContain(
      "; Secure",
    );
  });

  it("refuses a correctly signed value that is not a browser id", () => {
    const forged = new Request("http://x/", {
      headers: { cookie: `${BROWSER_COOKIE}=${signValue("short", secret)}` },
    });
    expect(browserIdFrom(forged, secret)).toBeNull();
  });

  it("hashes the owner so the database never holds the cookie's id", () => {
    expect(ownerHashOf("abc")).not.toContain("abc");
    expect(ownerHashOf("abc")).toBe(ownerHashOf("abc"));
    expect(ownerHashOf("abc")).not.toBe(ownerHashOf("abd"));
  });

  it("reads and writes cookie headers", () => {
    const request = new Request("http://x/", { headers: { cookie: "a=1; b=hello%20world; c" } });
    expect(readCookie(request, "b")).toBe("hello world");
    expect(readCookie(request, "z")).toBeNull();
    expect(serializeCookie("n", "v", { secure: true, maxAgeSeconds: 0 })).toBe(
      "n=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
    );
  });
});

describe("CSRF token comparison", () => {
  it("matches only the exact token", () => {
    const session = { csrfToken: "tok_abcdefghijklmnop" };
    expect(csrfTokenMatches(session, "tok_abcdefghijklmnop")).toBe(true);
    expect(csrfTokenMatches(session, "tok_abcdefghijklmnoq")).toBe(false);
    expect(csrfTokenMatches(session, "tok_abcdefghijklmno")).toBe(false);
    expect(csrfTokenMatches(session, "")).toBe(false);
    expect(csrfTokenMatches(session, null)).toBe(false);
    expect(csrfTokenMatches(session, undefined)).toBe(false);
  });

  it("compares strings of different lengths without throwing", () => {
    expect(safeEqual("a", "ab")).toBe(false);
    expect(safeEqual("é", "e")).toBe(false);
    expect(safeEqual("same", "same")).toBe(true);
  });
});

describe("staff passwords", () => {
  it("hashes with scrypt at N=2^15 and verifies only the same password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterz", stored)).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(stored);
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
  });

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/12/);
    expect(passwordProblem("long enough password")).toBeNull();
  });
});
