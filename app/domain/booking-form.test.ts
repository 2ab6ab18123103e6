import { describe, expect, it } from "vitest";
import { parseBookingRequest } from "./booking-form";
import { messages } from "./leads";
import { unsafeTextMessage } from "./text-safety";

const valid = {
  type: "intro",
  start: "2026-03-09T13:00:00Z",
  name: "Dana O'Neil",
  email: "Dana@Acme.example",
  company: "Acme",
  teamSize: "13-30",
  notes: "We are 40 people across three time zones.",
  timeZone: "Europe/Berlin",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseBookingRequest(input);
  return result.ok ? {} : result.fieldErrors;
};

describe("the booking request", () => {
  it("accepts a complete request and normalises it", () => {
    const result = parseBookingRequest(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        type: "intro",
        start: Date.parse("2026-03-09T13:00:00Z"),
        name: "Dana O'Neil",
        email: "dana@acme.example",
        company: "Acme",
        teamSize: "13-30",
        notes: "We are 40 people across three time zones.",
        timeZone: "Europe/Berlin",
      },
    });
    const minimal = parseBookingRequest({ ...valid, teamSize: "", notes: "   " });
    expect(minimal.ok && minimal.data.teamSize).toBeUndefined();
    expect(minimal.ok && minimal.data.notes).toBeNull();
  });

  it("stores names and companies on one line and time zones by their canonical ID", () => {
    const result = parseBookingRequest({
      ...valid,
      name: "Dana\r\nO'Neil",
      company: "Acme\nRestore access",
      notes: "Line one\nLine two",
      timeZone: "asia/calcutta",
    });
    expect(result.ok && result.data).toMatchObject({
      name: "Dana O'Neil",
      company: "Acme Restore access",
      notes: "Line one\nLine two",
      timeZone: "Asia/Kolkata",
    });
  });

  it("refuses free email providers (the work-email rule) and addresses that are not one plain address", () => {
    expect(errorsOf({ ...valid, email: "dana@gmail.com" }).email).toEqual([messages.workEmail]);
    expect(errorsOf({ ...valid, email: "dana@yahoo.co.uk" }).email).toEqual([messages.workEmail]);
    expect(errorsOf({ ...valid, email: "a@acme.example, b@evil.example" }).email).toEqual([
      messages.emailInvalid,
    ]);
    expect(errorsOf({ ...valid, email: "" }).email).toEqual([messages.emailRequired]);
  });

  it("names each missing or wrong field", () => {
    expect(errorsOf({ ...valid, type: "call" }).type).toBeDefined();
    expect(errorsOf({ ...valid, start: "tomorrow" }).start).toBeDefined();
    expect(errorsOf({ ...valid, start: "2026-03-09T13:00:00" }).start, "no offset").toBeDefined();
    expect(errorsOf({ ...valid, timeZone: "Mars/Olympus" }).timeZone).toBeDefined();
    expect(errorsOf({ ...valid, name: " " }).name).toEqual([messages.nameRequired]);
    expect(errorsOf({ ...valid, company: undefined }).company).toEqual([messages.companyRequired]);
    expect(errorsOf({ ...valid, teamSize: "7" }).teamSize).toBeDefined();
    expect(errorsOf({ ...valid, notes: "x".repeat(1001) }).notes).toBeDefined();
    expect(errorsOf({ ...valid, name: 42 }).name).toBeDefined();
  });

  it("makes control characters and lone surrogates a field error, never a crash", () => {
    expect(errorsOf({ ...valid, name: "Dana\u0000" }).name).toEqual([unsafeTextMessage]);
    expect(errorsOf({ ...valid, company: "Acme\uD800" }).company).toEqual([unsafeTextMessage]);
    expect(errorsOf({ ...valid, notes: "bell\u0007" }).notes).toEqual([unsafeTextMessage]);
    expect(errorsOf({ ...valid, email: "dana\u0000@acme.example" }).email).toEqual([unsafeTextMessage]);
    expect(errorsOf({ ...valid, notes: "line one\nline two\ttabbed" })).toEqual({});
  });

  it("refuses a body that is not an object", () => {
    expect(parseBookingRequest([valid]).ok).toBe(false);
    expect(parseBookingRequest("x").ok).toBe(false);
  });
});
