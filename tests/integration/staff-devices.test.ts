import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { staffDevices, staffSignInThrottle } from "~/server/db/schema.server";
import { sha256 } from "~/server/services/crypto.server";
import { accountRule, knownDeviceAccountRule } from "~/server/services/sign-in-throttle.server";
import { createStaff } from "~/server/services/staff.server";
import { DEVICE_IDLE_MS, DEVICES_PER_STAFF, deviceId } from "~/server/services/staff-devices.server";
import { describeEachDatabase } from "../support/db";

/**
 * Staff devices as revocable server records (issue 40, point 5; decision 062): the device
 * cookie's token is a row of `staff_devices`, and a copied cookie stops lifting the strict
 * account-wide sign-in throttle once its owner signs out, revokes it, or signs in again.
 */

const PASSWORD = "correct horse battery";
const EMAIL = "ops@example.com";
const IP = "203.0.113.9";

describeEachDatabase("staff devices", (get) => {
  async function setup() {
    const time = { now: Date.parse("2026-11-02T10:00:00Z") };
    const staff = createStaff(get().db, () => time.now);
    const user = await staff.createUser(EMAIL, PASSWORD);
    /** A sign-in that must succeed: its session and device tokens. */
    const signIn = async (deviceToken?: string, ip = IP) => {
      const result = await staff.signIn({ email: EMAIL, password: PASSWORD, ip, deviceToken });
      if (!result.ok) throw new Error(result.error);
      return result;
    };
    /** A wrong guess from its own address (so only the account-wide counts can refuse it). */
    let guesses = 0;
    const guess = (deviceToken?: string) =>
      staff.signIn({ email: EMAIL, password: "wrong password!", ip: `198.18.0.${++guesses}`, deviceToken });
    return { time, staff, user, signIn, guess };
  }

  const attempts = async (key: string) =>
    (
      await get()
        .db.select({ attempts: staffSignInThrottle.attempts })
        .from(staffSignInThrottle)
        .where(eq(staffSignInThrottle.key, key))
    )[0]?.attempts ?? 0;
  const strict = () => attempts(`account:${EMAIL}`);
  const loose = () => attempts(`account-known:${EMAIL}`);

  it("stores only the sha256 of the device token, and renews the token at every sign-in", async () => {
    const { staff, user, signIn, guess } = await setup();
    const first = await signIn();
    expect(first.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await get().db.select().from(staffDevices);
    expect(row).toMatchObject({ tokenHash: sha256(first.deviceToken), staffId: user.id });
    expect(JSON.stringify(await get().db.select().from(staffDevices))).not.toContain(first.deviceToken);
    expect(await staff.devices.isKnown(first.deviceToken, EMAIL)).toBe(true);
    expect(await staff.devices.isKnown(first.deviceToken, "other@example.com")).toBe(false);
    // The next sign-in from it renews the token in the same row: the old copy is known no more.
    const second = await signIn(first.deviceToken);
    expect(second.deviceToken).not.toBe(first.deviceToken);
    const rows = await get().db.select().from(staffDevices);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(second.deviceToken));
    expect(rows[0]?.createdAt.getTime()).toBe(row?.createdAt.getTime());
    expect(await staff.devices.isKnown(first.deviceToken, EMAIL)).toBe(false);
    expect(await guess(first.deviceToken)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([1, 0]);
  });

  it("counts a copied device cookie against the strict account rule once its owner signs out", async () => {
    const { staff, signIn, guess } = await setup();
    const { token, deviceToken } = await signIn();
    const stolen = deviceToken;
    // While the device lives, the copy's guesses fall on the looser known-device count.
    expect(await guess(stolen)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([0, 1]);
    await staff.signOut(token, deviceToken);
    expect(await get().db.select().from(staffDevices)).toHaveLength(0);
    expect(await guess(stolen)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([1, 1]);
    // So the strict rule's free attempts run out, and the copy waits like any stranger.
    for (let i = 1; i < accountRule.free; i++) expect(await guess(stolen)).toMatchObject({ status: 401 });
    expect(await guess(stolen)).toMatchObject({ status: 429, retryAfterSeconds: 4 });
    expect(await loose()).toBe(1);
  });

  it("counts a copied device cookie against the strict account rule once it is revoked, one or all", async () => {
    const { staff, user, signIn, guess } = await setup();
    const kept = (await signIn(undefined, "192.0.2.1")).deviceToken;
    const stolen = (await signIn(undefined, "192.0.2.2")).deviceToken;
    const listed = await staff.devices.list(user.id, kept);
    expect(listed.map((device) => [device.id, device.current])).toEqual(
      expect.arrayContaining([
        [deviceId(kept), true],
        [deviceId(stolen), false],
      ]),
    );
    expect(await staff.devices.revoke(user.id, deviceId(stolen))).toBe(true);
    expect(await staff.devices.revoke(user.id, deviceId(stolen))).toBe(false);
    expect(await guess(stolen)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([1, 0]);
    // The other device is still known; revoking all ends it too.
    expect(await guess(kept)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([1, 1]);
    expect(await staff.devices.revokeAll(user.id)).toBe(1);
    expect(await guess(kept)).toMatchObject({ status: 401 });
    expect([await strict(), await loose()]).toEqual([2, 1]);
    expect(await staff.devices.list(user.id, kept)).toEqual([]);
  });

  it(`holds even known devices to ${knownDeviceAccountRule.free} free attempts an hour, then doubling waits`, async () => {
    const { time, staff, signIn, guess } = await setup();
    const { deviceToken } = await signIn();
    // Strangers fill the strict count: the known device does not notice.
    for (let i = 0; i < accountRule.free + 3; i++) await guess();
    expect(await guess()).toMatchObject({ status: 429 });
    for (let i = 0; i < knownDeviceAccountRule.free; i++) {
      expect(await guess(deviceToken), `attempt ${i + 1}`).toMatchObject({ status: 401 });
    }
    // Even the right password waits now, from the device: the account is being guessed at through it.
    expect(
      await staff.signIn({ email: EMAIL, password: PASSWORD, ip: "192.0.2.50", deviceToken }),
    ).toMatchObject({ status: 429, retryAfterSeconds: 4 });
    time.now += 4_000;
    expect(await guess(deviceToken)).toMatchObject({ status: 401 });
    expect(await guess(deviceToken)).toMatchObject({ status: 429, retryAfterSeconds: 8 });
    time.now += 8_000;
    // A success from the device gives its attempt back but not the guesses before it.
    const own = await signIn(deviceToken, "192.0.2.51");
    expect(await loose()).toBe(knownDeviceAccountRule.free + 1);
    expect(await guess(own.deviceToken)).toMatchObject({ status: 429, retryAfterSeconds: 16 });
    // An hour later the window starts again.
    time.now += knownDeviceAccountRule.windowMs;
    expect(await guess(own.deviceToken)).toMatchObject({ status: 401 });
    expect(await loose()).toBe(1);
  });

  it(`forgets a device ${DEVICE_IDLE_MS / 86_400_000} days after its last sign-in`, async () => {
    const { time, staff, user, signIn, guess } = await setup();
    let { deviceToken } = await signIn();
    time.now += DEVICE_IDLE_MS - 60_000;
    expect(await staff.devices.isKnown(deviceToken, EMAIL)).toBe(true);
    // A sign-in renews it for the whole lifetime again.
    deviceToken = (await signIn(deviceToken)).deviceToken;
    time.now += DEVICE_IDLE_MS - 60_000;
    expect(await staff.devices.isKnown(deviceToken, EMAIL)).toBe(true);
    // Failed attempts do not renew it.
    expect(await guess(deviceToken)).toMatchObject({ status: 401 });
    time.now += 60_001;
    expect(await staff.devices.isKnown(deviceToken, EMAIL)).toBe(false);
    expect(await staff.devices.list(user.id, deviceToken)).toEqual([]);
    expect(await guess(deviceToken)).toMatchObject({ status: 401 });
    expect(await strict()).toBe(1);
    // The next sign-in records a new device and deletes the expired row.
    const next = await signIn(deviceToken);
    const rows = await get().db.select().from(staffDevices);
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(next.deviceToken)]);
  });

  it("keeps one account per browser token, and at most the 20 most recent devices per staff member", async () => {
    const { time, staff, user, signIn } = await setup();
    const other = await staff.createUser("desk@example.com", PASSWORD);
    const mine = (await signIn()).deviceToken;
    // Another staff member signs in on the same browser: the cookie's old device is deleted.
    const theirs = await staff.signIn({ email: other.email, password: PASSWORD, ip: IP, deviceToken: mine });
    if (!theirs.ok) throw new Error(theirs.error);
    expect(await staff.devices.isKnown(mine, EMAIL)).toBe(false);
    expect(await staff.devices.isKnown(theirs.deviceToken, other.email)).toBe(true);
    expect(await staff.devices.isKnown(theirs.deviceToken, EMAIL)).toBe(false);
    // Nobody revokes another's device.
    expect(await staff.devices.revoke(user.id, deviceId(theirs.deviceToken))).toBe(false);
    expect(await staff.devices.isKnown(theirs.deviceToken, other.email)).toBe(true);
    const tokens: string[] = [];
    for (let i = 0; i < DEVICES_PER_STAFF + 5; i++) {
      time.now += 1_000;
      tokens.push((await signIn(undefined, `192.0.2.${i}`)).deviceToken);
    }
    const listed = await staff.devices.list(user.id, null);
    expect(listed).toHaveLength(DEVICES_PER_STAFF);
    // The oldest five are gone, the newest kept.
    expect(listed.map((device) => device.id)).toEqual(tokens.slice(5).reverse().map(deviceId));
    expect(await staff.devices.list(other.id, null)).toHaveLength(1);
  });
});
