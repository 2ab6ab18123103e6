import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BROWSER_COOKIE,
  browserCookie,
  browserIdFrom,
  ensureBrowserId,
  ownerHashOf,
} from "~/server/services/cookies.server";
import { safeEqual } from "~/server/services/crypto.server";
import { hashPassword, passwordProblem, verifyPassword } from "~/server/services/password.server";
import { csrfTokenMatches } from "~/server/services/staff.server";

const secret = "a-test-secret-that-is-long-enough-000";
const id = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

/** The `name=value` pair of a Set-Cookie header, as the browser sends it back. */
const pairOf = (setCookie: string | undefined) => (setCookie ?? "").split(";")[0] ?? "";
const withCookie = (cookie: string, url = "http://127.0.0.1/billing") =>
  new Request(url, { headers: { cookie } });

describe("signed cookies", () => {
  it("gives back the value only with the right secret and an untouched signature", async () => {
    const signed = pairOf(await browserCookie(secret).serialize(id));
    expect(await browserIdFrom(withCookie(signed), secret)).toBe(id);
    expect(await browserIdFrom(withCookie(signed), `${secret}x`)).toBeNull();
    const value = decodeURIComponent(signed.slice(BROWSER_COOKIE.length + 1));
    const dot = value.lastIndexOf(".");
    const [payload, signature] = [value.slice(0, dot), value.slice(dot + 1)];
    // Another id under this id's signature, a changed signature, no signature, nothing.
    const otherPayload = pairOf(await browserCookie(secret).serialize(`${id.slice(0, -1)}H`))
      .slice(BROWSER_COOKIE.length + 1)
      .split(".")[0];
    const forged = [
      `${otherPayload}.${encodeURIComponent(signature)}`,
      encodeURIComponent(`${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`),
      encodeURIComponent(payload),
      "",
    ];
    for (const cookie of forged) {
      expect(await browserIdFrom(withCookie(`${BROWSER_COOKIE}=${cookie}`), secret), cookie).toBeNull();
    }
  });

  it("creates a random browser id once and reads it back from the cookie", async () => {
    const first = await ensureBrowserId(new Request("http://127.0.0.1/billing"), secret);
    expect(first.browserId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie).toContain(`${BROWSER_COOKIE}=`);
    expect(first.setCookie).toContain("HttpOnly");
    expect(first.setCookie).toContain("SameSite=Lax");
    expect(first.setCookie).not.toContain("Secure");
    const again = withCookie(`other=1; ${pairOf(first.setCookie)}`);
    expect(await browserIdFrom(again, secret)).toBe(first.browserId);
    expect(await ensureBrowserId(again, secret)).toEqual({ browserId: first.browserId });
    expect(await browserIdFrom(again, "another-secret-entirely-000000000000")).toBeNull();
  });

  it("sets the attributes it always had: HttpOnly, SameSite=Lax, Path=/, a year, no Domain", async () => {
    const plain = await ensureBrowserId(new Request("http://127.0.0.1/billing"), secret);
    expect(plain.setCookie).toMatch(/^rr_browser=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await ensureBrowserId(new Request("https://example.com/billing"), secret);
    expect(secure.setCookie).toMatch(
      /^rr_browser=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("marks the cookie Secure over HTTPS", async () => {
    expect((await ensureBrowserId(new Request("https://example.com/billing"), secret)).setCookie).toContain(
      "; Secure",
    );
  });

  it("refuses a correctly signed value that is not a browser id", async () => {
    for (const value of ["short", 42, { id }, [id]]) {
      const forged = withCookie(pairOf(await browserCookie(secret).serialize(value)));
      expect(await browserIdFrom(forged, secret)).toBeNull();
    }
  });

  it("ignores a tampered, foreign or malformed cookie, and issues a new id instead", async () => {
    // The format the site signed by hand before decision 048: `id.base64url(HMAC-SHA256(id))`.
    const before048 = `${id}.${createHmac("sha256", secret).update(id, "utf8").digest("base64url")}`;
    const cookies = [
      `${BROWSER_COOKIE}=${before048}`,
      `${BROWSER_COOKIE}=${id}`,
      `${BROWSER_COOKIE}=%E0%A4%A`,
      `${BROWSER_COOKIE}=a.b.c`,
      `${BROWSER_COOKIE}=.`,
      `${BROWSER_COOKIE}`,
      `a=1; b=hello%20world; c`,
      "=;;=",
    ];
    for (const cookie of cookies) {
      expect(await browserIdFrom(withCookie(cookie), secret), cookie).toBeNull();
      const fresh = await ensureBrowserId(withCookie(cookie), secret);
      expect(fresh.browserId, cookie).not.toBe(id);
      expect(fresh.setCookie, cookie).toMatch(/^rr_browser=/);
    }
  });

  it("hashes the owner so the database never holds the cookie's id", () => {
    expect(ownerHashOf("abc")).not.toContain("abc");
    expect(ownerHashOf("abc")).toBe(ownerHashOf("abc"));
    expect(ownerHashOf("abc")).not.toBe(ownerHashOf("abd"));
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
    // Four deliberately slow hashes (about 0.1 s each alone): a machine busy with the other
    // projects' files took over 5 s.
  }, 30_000);

  it("asks for at least 12 characters", () => {
    expect(passwordProblem("short")).toMatch(/12/);
    expect(passwordProblem("long enough password")).toBeNull();
  });
});
