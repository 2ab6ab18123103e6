/**
 * The device cookie through the staff routes, called as React Router calls them with the runtime
 * the server would hold (decision 062): sign-in sets it, /admin/security lists and revokes
 * devices behind the CSRF token, sign-out deletes this browser's device and clears the cookie,
 * and a copy of a revoked or signed-out cookie meets the strict account-wide throttle again.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { requestInfoContext } from "~/lib/request-info";
import { action as securityAction, loader as securityLoader } from "~/routes/admin-security";
import { action as signInAction } from "~/routes/admin-sign-in";
import { action as signOutAction } from "~/routes/admin-sign-out";
import { staffDevices, staffSignInThrottle } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { accountRule } from "~/server/services/sign-in-throttle.server";
import { DEVICE_IDLE_MS } from "~/server/services/staff-devices.server";
import { staffToken } from "~/server/staff-http.server";
import { describeEachDatabase } from "../support/db";

type Runtime = ReturnType<typeof createRuntime>;

// The routes read the process's runtime (`runtime()`), which only the server starts: here it is
// the test's own, made on the test's database (vi.mock applies before the imports above).
const held = vi.hoisted(() => ({ runtime: undefined as Runtime | undefined }));
vi.mock("~/server/runtime.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/server/runtime.server")>();
  return {
    ...actual,
    runtime: () => {
      if (!held.runtime) throw new Error("The test has not made its runtime yet.");
      return held.runtime;
    },
  };
});

const origin = "https://www.rallyroom.test";
const EMAIL = "ops@example.com";
const PASSWORD = "correct horse battery";

/** What a route answered, returned or thrown: its status, its Set-Cookie lines and its data. */
async function answer(call: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await call();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    return { status: value.status, cookies: value.headers.getSetCookie(), data: undefined as unknown };
  }
  const result = value as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return {
    status: result.init?.status ?? 200,
    cookies: new Headers(result.init?.headers ?? {}).getSetCookie(),
    data: result.data,
  };
}

/** A browser: its cookies (name=value), kept from every Set-Cookie it is sent. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  const keep = (lines: string[]) => {
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      if (/Max-Age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair);
    }
  };
  const request = (path: string, fields?: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: fields ? "POST" : "GET",
      headers: {
        cookie: [...jar.values()].join("; "),
        ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
    });
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(requestInfoContext, { clientIp: ip });
    return provider;
  };
  const args = (path: string, fields?: Record<string, string>) =>
    ({ request: request(path, fields), params: {}, context: context() }) as never;
  return {
    jar,
    /** The device cookie as sent (name=value), or undefined. */
    device: () => jar.get("rr_staff_device"),
    async signIn(password = PASSWORD) {
      const result = await answer(() =>
        signInAction(args("/admin/sign-in", { email: EMAIL, password, next: "/admin" })),
      );
      keep(result.cookies);
      return result;
    },
    async security() {
      return answer(() => securityLoader(args("/admin/security")));
    },
    async post(path: "/admin/security" | "/admin/sign-out", fields: Record<string, string>) {
      const run = path === "/admin/security" ? securityAction : signOutAction;
      const result = await answer(() => run(args(path, fields)));
      keep(result.cookies);
      return result;
    },
  };
}

type Devices = { id: string; createdAt: string; lastUsedAt: string; current: boolean }[];

describeEachDatabase("staff devices through the routes", (get) => {
  async function setup() {
    held.runtime = createRuntime(get(), { origin, cookieSecret: "devices-test-secret-0123456789abcdef" });
    const user = await held.runtime.staff.createUser(EMAIL, PASSWORD);
    return { rt: held.runtime, user };
  }
  const csrfOf = async (rt: Runtime, jar: Map<string, string>) => {
    const sent = new Request(origin, { headers: { cookie: [...jar.values()].join("; ") } });
    const session = await rt.staff.session(await staffToken(sent));
    if (!session) throw new Error("not signed in");
    return session.csrfToken;
  };
  const strictAttempts = async () =>
    (
      await get()
        .db.select()
        .from(staffSignInThrottle)
        .where(eq(staffSignInThrottle.key, `account:${EMAIL}`))
    )[0]?.attempts ?? 0;

  it("sets an unsigned device token cookie for /admin only, and lists the device on /admin/security", async () => {
    const { rt } = await setup();
    const laptop = browser("192.0.2.10");
    const signedIn = await laptop.signIn();
    expect(signedIn.status).toBe(303);
    const line = signedIn.cookies.find((cookie) => cookie.startsWith("rr_staff_device=")) ?? "";
    expect(line).toMatch(
      new RegExp(
        `^rr_staff_device=[A-Za-z0-9%]+; Max-Age=${DEVICE_IDLE_MS / 1000}; Path=/admin; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
    const [row] = await get().db.select().from(staffDevices);
    expect(row).toBeDefined();
    const page = await laptop.security();
    expect(page.status).toBe(200);
    const { devices, deviceDays } = page.data as { devices: Devices; deviceDays: number };
    expect(deviceDays).toBe(90);
    expect(devices).toEqual([
      {
        id: row?.tokenHash,
        createdAt: row?.createdAt.toISOString(),
        lastUsedAt: row?.lastUsedAt.toISOString(),
        current: true,
      },
    ]);
    // A second browser is a second device, not the current one on the first browser's page.
    await browser("192.0.2.11").signIn();
    const both = (await laptop.security()).data as { devices: Devices };
    expect(both.devices.map((device) => device.current).sort()).toEqual([false, true]);
    expect(await rt.staff.devices.isKnown(undefined, EMAIL)).toBe(false);
  });

  it("revokes one device or all behind the CSRF token; a revoked cookie meets the strict rule", async () => {
    const { rt } = await setup();
    const laptop = browser("192.0.2.10");
    const phone = browser("192.0.2.11");
    await laptop.signIn();
    await phone.signIn();
    const stolen = phone.device();
    const devices = ((await laptop.security()).data as { devices: Devices }).devices;
    const phoneId = devices.find((device) => !device.current)?.id ?? "";
    // Without the session's CSRF token nothing is revoked.
    expect((await laptop.post("/admin/security", { intent: "revoke", id: phoneId, csrf: "x" })).status).toBe(
      403,
    );
    const csrf = await csrfOf(rt, laptop.jar);
    const revoked = await laptop.post("/admin/security", { intent: "revoke", id: phoneId, csrf });
    expect(revoked).toMatchObject({ status: 200, data: { ok: true, message: "Device revoked." } });
    // Another browser's device: the laptop keeps its own cookie.
    expect(revoked.cookies).toEqual([]);
    expect(((await laptop.security()).data as { devices: Devices }).devices).toHaveLength(1);
    expect((await laptop.post("/admin/security", { intent: "revoke", id: phoneId, csrf })).status).toBe(404);
    // The phone's copy is now a stranger: a wrong guess from it counts against the strict rule.
    const thief = browser("198.18.0.1");
    thief.jar.set("rr_staff_device", stolen ?? "");
    expect((await thief.signIn("wrong password!")).status).toBe(401);
    expect(await strictAttempts()).toBe(1);
    // Revoke all: the laptop's own device too, and its cookie is cleared.
    const all = await laptop.post("/admin/security", { intent: "revoke-all", csrf });
    expect(all).toMatchObject({ status: 200, data: { ok: true } });
    expect(all.cookies).toEqual([expect.stringMatching(/^rr_staff_device=[^;]*; Max-Age=0; Path=\/admin;/)]);
    expect(laptop.device()).toBeUndefined();
    expect(await get().db.select().from(staffDevices)).toEqual([]);
    expect(((await laptop.security()).data as { devices: Devices }).devices).toEqual([]);
  });

  it("deletes this browser's device and clears its cookie at sign-out; a copy then meets the strict rule", async () => {
    const { rt } = await setup();
    const laptop = browser("192.0.2.10");
    await laptop.signIn();
    // Strangers fill the strict account count: the laptop, a known device, still signs in.
    for (let i = 0; i < accountRule.free; i++) {
      expect((await browser(`198.18.1.${i + 1}`).signIn("wrong password!")).status).toBe(401);
    }
    expect((await browser("198.18.1.99").signIn()).status).toBe(429);
    expect((await laptop.signIn()).status).toBe(303);
    // A thief copies the laptop's device cookie: until sign-out it is a known device.
    const stolen = laptop.device() ?? "";
    expect(stolen).not.toBe("");
    const thief = browser("198.18.2.1");
    thief.jar.set("rr_staff_device", stolen);
    expect((await thief.signIn("wrong password!")).status).toBe(401);
    const csrf = await csrfOf(rt, laptop.jar);
    const out = await laptop.post("/admin/sign-out", { csrf });
    expect(out.status).toBe(303);
    expect(out.cookies).toEqual([
      expect.stringMatching(/^__Host-rr_staff=[^;]*; Max-Age=0; Path=\/;/),
      expect.stringMatching(/^rr_staff_device=[^;]*; Max-Age=0; Path=\/admin;/),
    ]);
    expect(laptop.jar.size).toBe(0);
    expect(await get().db.select().from(staffDevices)).toEqual([]);
    // The copied cookie, even with the right password, now waits like any stranger.
    expect((await thief.signIn()).status).toBe(429);
    expect(await strictAttempts()).toBe(accountRule.free);
  });
});
