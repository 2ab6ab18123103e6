import { describe, expect, it } from "vitest";
import { sameOrigin } from "~/server/request-policy.server";
import {
  clearStaffCookie,
  safeAdminPath,
  setStaffCookie,
  staffCookie,
  staffToken,
} from "~/server/staff-http.server";

describe("staff cookie", () => {
  it("is __Host- and Secure over HTTPS and on loopback, plain on other HTTP hosts", () => {
    expect(staffCookie(new Request("https://www.rallyroom.example/admin"))).toEqual({
      name: "__Host-rr_staff",
      secure: true,
    });
    expect(staffCookie(new Request("http://127.0.0.1:3000/admin")).name).toBe("__Host-rr_staff");
    expect(staffCookie(new Request("http://localhost:3000/admin")).name).toBe("__Host-rr_staff");
    expect(staffCookie(new Request("http://192.168.1.20:3000/admin"))).toEqual({
      name: "rr_staff",
      secure: false,
    });
  });

  it("sets HttpOnly, SameSite=Lax, Path=/ and no Domain; clearing expires it", async () => {
    const set = await setStaffCookie(new Request("https://x.example/admin"), "token123");
    // The attributes it had before React Router made it (decision 048), in the order it writes them.
    expect(set).toMatch(/^__Host-rr_staff=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(set).not.toContain("Domain");
    expect(await clearStaffCookie(new Request("https://x.example/admin"))).toBe(
      "__Host-rr_staff=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    const plain = await setStaffCookie(new Request("http://192.168.1.20:3000/admin"), "token123");
    expect(plain).toMatch(/^rr_staff=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("reads back the token it set, and nothing from a cookie it did not make", async () => {
    const https = "https://x.example/admin";
    const pair = (await setStaffCookie(new Request(https), "token123")).split(";")[0] ?? "";
    const read = (cookie: string, url = https) => staffToken(new Request(url, { headers: { cookie } }));
    expect(await read(`a=1; ${pair}`)).toBe("token123");
    // The other name is another cookie: a plain-HTTP session is not read on a secure origin.
    expect(await read(pair.replace("__Host-rr_staff", "rr_staff"))).toBeNull();
    expect(await read("")).toBeNull();
    for (const value of ["", "token123", "%E0%A4%A", "e30%3D", "NDI%3D", "!!!"]) {
      expect(await read(`__Host-rr_staff=${value}`), value).toBeNull();
    }
  });
});

describe("safeAdminPath (no open redirect after sign-in)", () => {
  it.each([
    ["/admin/quotes", "/admin/quotes"],
    ["/admin/quotes?status=draft", "/admin/quotes?status=draft"],
    ["/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/administrator", "/admin"],
    ["/admin/../billing", "/admin"],
    ["/admin\\evil", "/admin"],
    [null, "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeAdminPath(input)).toBe(expected);
  });
});

describe("sameOrigin", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://www.rallyroom.example/admin/quotes", { method: "POST", headers });

  it("accepts this origin from Origin, or from Referer when Origin is absent", () => {
    expect(sameOrigin(post({ origin: "https://www.rallyroom.example" }))).toBe(true);
    expect(sameOrigin(post({ referer: "https://www.rallyroom.example/admin/quotes" }))).toBe(true);
  });

  it("refuses another origin, a lookalike, or no evidence at all", () => {
    expect(sameOrigin(post({ origin: "https://evil.example" }))).toBe(false);
    expect(sameOrigin(post({ origin: "https://www.rallyroom.example.evil.example" }))).toBe(false);
    expect(sameOrigin(post({ origin: "http://www.rallyroom.example" }))).toBe(false);
    expect(sameOrigin(post({ referer: "not a url" }))).toBe(false);
    expect(sameOrigin(post({}))).toBe(false);
  });
});
