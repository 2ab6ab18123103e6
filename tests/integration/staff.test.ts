import { expect, it } from "vitest";
import { staffLoginFailures, staffSessions } from "../../server/db/schema";
import {
  createStaff,
  MAX_FAILED_SIGN_INS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../server/services/staff";
import { base32Decode, totp } from "../../server/services/totp";
import { describeEachDatabase } from "../support/db";

const PASSWORD = "correct horse battery";
const IP = "203.0.113.9";

describeEachDatabase("staff accounts and sessions", (get) => {
  function clock(start = Date.parse("2026-11-02T10:00:00Z")) {
    const state = { now: start };
    return { state, now: () => state.now };
  }

  it("creates accounts only with a valid email and a 12+ character password, once per email", async () => {
    const staff = createStaff(get().db);
    const user = await staff.createUser(" Ops@Example.com ", PASSWORD);
    expect(user.email).toBe("ops@example.com");
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    await expect(staff.createUser("ops@example.com", PASSWORD)).rejects.toThrow(/already exists/);
    await expect(staff.createUser("not-an-email", PASSWORD)).rejects.toThrow(/valid email/);
    await expect(staff.createUser("b@example.com", "short")).rejects.toThrow(/12 characters/);
  });

  it("signs in with the right password, stores only a hash of the session token, and signs out", async () => {
    const staff = createStaff(get().db);
    await staff.createUser("ops@example.com", PASSWORD);
    const result = await staff.signIn({ email: "OPS@example.com", password: PASSWORD, ip: IP });
    if (!result.ok) throw new Error(result.error);
    const [row] = await get().db.select().from(staffSessions);
    expect(row?.idHash).not.toBe(result.token);
    const session = await staff.session(result.token);
    expect(session?.staff.email).toBe("ops@example.com");
    expect(session?.csrfToken).toBe(result.csrfToken);
    await staff.signOut(result.token);
    expect(await staff.session(result.token)).toBeNull();
    expect(await get().db.select().from(staffSessions)).toHaveLength(0);
  });

  it("refuses a wrong password or an unknown email with the same answer", async () => {
    const staff = createStaff(get().db);
    await staff.createUser("ops@example.com", PASSWORD);
    const wrong = await staff.signIn({ email: "ops@example.com", password: "wrong password!", ip: IP });
    const unknown = await staff.signIn({ email: "who@example.com", password: PASSWORD, ip: IP });
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    expect(unknown).toEqual(wrong);
    expect(await staff.signIn({ email: "", password: "", ip: IP })).toMatchObject({ ok: false, status: 400 });
    expect(await staff.signIn({ email: "a\u0000@example.com", password: PASSWORD, ip: IP })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it(`answers 429 after ${MAX_FAILED_SIGN_INS} failures per IP and email within the window`, async () => {
    const time = clock();
    const staff = createStaff(get().db, time.now);
    await staff.createUser("ops@example.com", PASSWORD);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      expect(
        await staff.signIn({ email: "ops@example.com", password: "wrong password!", ip: IP }),
      ).toMatchObject({
        status: 401,
      });
    }
    // Even the right password is refused while the limit holds.
    expect(await staff.signIn({ email: "ops@example.com", password: PASSWORD, ip: IP })).toMatchObject({
      status: 429,
    });
    // Another address is counted separately.
    expect(
      (await staff.signIn({ email: "ops@example.com", password: PASSWORD, ip: "198.51.100.1" })).ok,
    ).toBe(true);
    time.state.now += 16 * 60 * 1000;
    expect((await staff.signIn({ email: "ops@example.com", password: PASSWORD, ip: IP })).ok).toBe(true);
    expect(await get().db.select().from(staffLoginFailures)).toHaveLength(0);
  });

  it("ends a session after 30 minutes idle, and deletes it", async () => {
    const time = clock();
    const staff = createStaff(get().db, time.now);
    await staff.createUser("ops@example.com", PASSWORD);
    const result = await staff.signIn({ email: "ops@example.com", password: PASSWORD, ip: IP });
    if (!result.ok) throw new Error(result.error);
    time.state.now += SESSION_IDLE_MS - 60_000;
    expect(await staff.session(result.token)).not.toBeNull();
    time.state.now += SESSION_IDLE_MS - 60_000;
    expect(await staff.session(result.token)).not.toBeNull();
    time.state.now += SESSION_IDLE_MS + 1;
    expect(await staff.session(result.token)).toBeNull();
    expect(await get().db.select().from(staffSessions)).toHaveLength(0);
  });

  it("ends an active session 12 hours after sign-in", async () => {
    const time = clock();
    const staff = createStaff(get().db, time.now);
    await staff.createUser("ops@example.com", PASSWORD);
    const result = await staff.signIn({ email: "ops@example.com", password: PASSWORD, ip: IP });
    if (!result.ok) throw new Error(result.error);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      time.state.now += 20 * 60_000;
      expect(await staff.session(result.token), `at ${elapsed / 60_000} min`).not.toBeNull();
    }
    time.state.now += 40 * 60_000;
    expect(await staff.session(result.token)).toBeNull();
  });

  it("requires the authenticator code once TOTP is confirmed", async () => {
    const time = clock();
    const staff = createStaff(get().db, time.now);
    const user = await staff.createUser("ops@example.com", PASSWORD);
    const { secret, url } = await staff.startTotp(user.id, user.email, "Rallyroom");
    expect(url).toContain(`secret=${secret}`);
    const codeNow = () => totp(base32Decode(secret), Math.floor(time.now() / 1000));
    expect(await staff.confirmTotp(user.id, "000000")).toBe(codeNow() === "000000");
    expect(await staff.confirmTotp(user.id, codeNow())).toBe(true);
    expect(await staff.signIn({ email: user.email, password: PASSWORD, ip: IP })).toMatchObject({
      ok: false,
      status: 401,
      error: "Enter the current code from your authenticator app",
    });
    expect((await staff.signIn({ email: user.email, password: PASSWORD, code: codeNow(), ip: IP })).ok).toBe(
      true,
    );
    expect(await staff.disableTotp(user.id, codeNow())).toBe(true);
    expect((await staff.signIn({ email: user.email, password: PASSWORD, ip: IP })).ok).toBe(true);
  });
});
