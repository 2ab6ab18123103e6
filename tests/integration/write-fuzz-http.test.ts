import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createStaffInDataDir, testStaff } from "../support/staff";

/**
 * Every write issue 40 added or changed, fuzzed through the production host (issue 40: "no 5xx
 * in a fuzz of every new POST"): the event checkout (with its code field), the event page's
 * changes, and the staff's event, bulk-cancel and device actions. Each answer must be a 2xx,
 * 3xx or 4xx; a 5xx fails the run with the body that caused it.
 */

const slug = "lightning-feud";

/** Values a form field meets in the wild: valid-looking, hostile, out of range, binary. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "40",
    "100000",
    "NaN",
    "9999-12-31T15:00:00Z",
    "0001-01-01T00:00:00Z",
    "2027-03-22T14:00:00Z",
    "2027-13-45",
    "9999-12-31",
    "1999-12-31",
    "2026-12-01",
    "Europe/Berlin",
    "Mars/Olympus",
    "invoice",
    "card",
    "on",
    "123456",
    "12345678901234567890",
    "ana@acme.example",
    "not-an-email",
    "a@b",
    "2001:db8::1",
    "198.51.100.7",
    "Restore access at https://evil.example",
    "\u0000",
    "\ud800",
    "x".repeat(5000),
  ),
  fc.string({ unit: "binary", maxLength: 12 }),
);

const formOf = (names: readonly string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...names, "intent", "extra", "csrf"), fieldValue), { maxLength: 14 });

const checkoutFields = [
  "start",
  "timeZone",
  "headcount",
  "addOns",
  "name",
  "email",
  "emailCode",
  "company",
  "billingName",
  "billingEmail",
  "poNumber",
  "invoiceAddress",
  "payment",
  "agree",
  "voucherCode",
  "voucherUpgrade",
  "website",
] as const;
const eventFields = ["intent", "headcount", "start", "timeZone", "reason", "confirm", "day", "from"] as const;
const intents = [
  "headcount",
  "reschedule",
  "cancel",
  "assign",
  "invoice-paid",
  "release",
  "bulk",
  "bulk-preview",
  "bulk-cancel",
  "revoke",
  "revoke-all",
  "start",
  "confirm",
  "disable",
  "held",
  "no_show",
];
const adminFields = [
  "intent",
  "id",
  "eventId",
  "hostId",
  "email",
  "domain",
  "clientAddress",
  "address",
  "from",
  "to",
  "type",
  "status",
  "reason",
  "confirm",
  "device",
  "code",
  "page",
] as const;

describe.runIf(hasBuild())("every new write, fuzzed through the host (issue 40)", () => {
  let server: RunningServer;
  let eventPath = "";
  let eventId = "";

  beforeAll(async () => {
    server = await startProductionServer({ RATE_LIMITS: "off" }, { prepare: createStaffInDataDir });
    // One real event to aim the event page's and the staff's writes at.
    const page = await (await fetch(`${server.url}/activities/${slug}/book?tz=UTC`)).text();
    const start = /start=(\d{4}-\d\d-\d\dT[^&"#]*)/.exec(page)?.[1];
    expect(start).toBeDefined();
    const booked = await post(`/activities/${slug}/book`, [
      ["start", decodeURIComponent(start ?? "")],
      ["timeZone", "UTC"],
      ["headcount", "20"],
      ["name", "Fuzz Buyer"],
      ["email", "fuzz.buyer@fuzz-co.example"],
      ["company", "Fuzz Co"],
      ["billingName", "Fuzz AP"],
      ["billingEmail", "ap@fuzz-co.example"],
      ["invoiceAddress", "1 Fuzz Way"],
      ["payment", "invoice"],
      ["agree", "on"],
    ]);
    expect(booked.status).toBe(303);
    eventPath = booked.headers.get("location") ?? "";
    eventId = /\/events\/([0-9a-f-]{36})/.exec(eventPath)?.[1] ?? "";
    expect(eventId).not.toBe("");
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  function post(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
    const body = new URLSearchParams();
    for (const [name, value] of fields) body.append(name, value);
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body,
    });
  }

  async function staffSession(): Promise<{ cookie: string; csrf: string }> {
    const signIn = await post("/admin/sign-in", [
      ["email", testStaff.email],
      ["password", testStaff.password],
      ["next", "/admin/events"],
    ]);
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await (await fetch(`${server.url}/admin/events`, { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(csrf).not.toBe("");
    return { cookie, csrf };
  }

  /** Posts `runs` random forms to `path`; collects every 5xx with what was sent. */
  async function fuzz(
    path: () => string,
    fields: fc.Arbitrary<[string, string][]>,
    runs: number,
    extra: () => { fields?: [string, string][]; headers?: Record<string, string> } = () => ({}),
  ) {
    const failures: string[] = [];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fields, async (sample) => {
        const added = extra();
        const response = await post(path(), [...(added.fields ?? []), ...sample], added.headers);
        statuses.add(response.status);
        const text = await response.text();
        if (response.status >= 500)
          failures.push(`${response.status} ${JSON.stringify(sample)}: ${text.slice(0, 200)}`);
        return response.status < 500;
      }),
      { numRuns: runs, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    return statuses;
  }

  it("the event checkout answers every form with 2xx, 3xx or 4xx", async () => {
    const statuses = await fuzz(() => `/activities/${slug}/book`, formOf(checkoutFields), 250);
    expect([...statuses].some((status) => status >= 400 && status < 500)).toBe(true);
  }, 300_000);

  it("the event page's changes answer every form with 2xx, 3xx or 4xx", async () => {
    await fuzz(() => eventPath, formOf(eventFields), 200);
    // A wrong key or id is a 404 whatever the form says.
    await fuzz(() => `/events/${eventId}?key=forged`, formOf(eventFields), 50);
  }, 300_000);

  it("the staff's event, bulk, booking and device actions answer every form with 2xx, 3xx or 4xx", async () => {
    const { cookie, csrf } = await staffSession();
    const signed = () => ({ fields: [["csrf", csrf]] as [string, string][], headers: { cookie } });
    const staffForm = fc.array(
      fc.tuple(
        fc.constantFrom(...adminFields),
        fc.oneof(fieldValue, fc.constantFrom(...intents), fc.constant(eventId)),
      ),
      { maxLength: 10 },
    );
    for (const path of ["/admin/events", "/admin/bookings", "/admin/security"]) {
      await fuzz(() => path, staffForm, 120, signed);
    }
  }, 600_000);
});
