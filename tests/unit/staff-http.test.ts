import { describe, expect, it } from "vitest";
import { sameOrigin } from "~/server/request-policy.server";
import { clearStaffCookie, safeAdminPath, setStaffCookie, staffCookie } from "~/server/staff-http.server";

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

  it("sets HttpOnly, SameSite=Lax, Path=/ and no Domain; clearing expires it", () => {
    const set = setStaffCookie(new Request("https://x.example/admin"), "token123");
    expect(set).toBe("__Host-rr_staff=token123; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure");
    expect(set).not.toContain("Domain");
    expect(clearStaffCookie(new Request("https://x.example/admin"))).toContain("Max-Age=0");
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
