import { describe, expect, it } from "vitest";
import { parseAvailabilityForm } from "~/server/services/booking/host-form.server";

const host = "5f0c8a3e-2b1d-4c6e-9a7f-1d2e3f4a5b6c";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const save = (fields: Record<string, string> = {}) =>
  form({
    csrf: "token",
    intent: "save",
    host,
    name: "  Ana Lima ",
    email: "Ana@Rallyroom.Example",
    timeZone: "Asia/Calcutta",
    videoUrl: "https://meet.example/ana",
    active: "on",
    "mon-on": "on",
    "mon-start": "09:00",
    "mon-end": "17:00",
    "wed-on": "on",
    "wed-start": "10:00",
    "wed-end": "12:30",
    "tue-start": "09:00",
    "tue-end": "17:00",
    ...fields,
  });

describe("the availability forms (one schema, told apart by intent)", () => {
  it("reads a calendar's settings: trimmed, lower-cased, the zone stored canonical, unticked days closed", () => {
    expect(parseAvailabilityForm(save())).toEqual({
      ok: true,
      data: {
        intent: "save",
        host,
        name: "Ana Lima",
        email: "ana@rallyroom.example",
        timeZone: "Asia/Kolkata",
        videoUrl: "https://meet.example/ana",
        active: true,
        hours: {
          mon: [{ start: "09:00", end: "17:00" }],
          tue: [],
          wed: [{ start: "10:00", end: "12:30" }],
          thu: [],
          fri: [],
          sat: [],
          sun: [],
        },
      },
    });
    const blank = parseAvailabilityForm(save({ email: "", videoUrl: "", active: "" }));
    expect(blank).toMatchObject({ ok: true, data: { email: "", videoUrl: null, active: false } });
  });

  it("names every field that does not hold, under the field's name", () => {
    const result = parseAvailabilityForm(
      save({
        name: "",
        email: "not an address",
        timeZone: "Mars/Olympus",
        videoUrl: "http://meet.example/ana",
        "mon-end": "08:00",
      }),
    );
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: "Give the calendar a name of up to 80 characters.",
      fieldErrors: {
        name: "Give the calendar a name of up to 80 characters.",
        email: "The notification email is not a valid address.",
        timeZone: "Choose a time zone from the list.",
        videoUrl: "The video-call link must be an https:// address.",
        "hours.mon": "Monday: give a start and an end time, the end after the start.",
      },
    });
    expect(parseAvailabilityForm(save({ name: "x".repeat(81) }))).toMatchObject({
      status: 422,
      fieldErrors: { name: "Give the calendar a name of up to 80 characters." },
    });
    expect(parseAvailabilityForm(save({ "wed-start": "" }))).toMatchObject({
      status: 422,
      fieldErrors: { "hours.wed": "Wednesday: give a start and an end time, the end after the start." },
    });
  });

  it("reads the day-off forms, refusing a date that is not one", () => {
    expect(parseAvailabilityForm(form({ intent: "add-day-off", host, date: "2026-12-24" }))).toEqual({
      ok: true,
      data: { intent: "add-day-off", host, date: "2026-12-24" },
    });
    expect(parseAvailabilityForm(form({ intent: "add-day-off", host, date: "2026-02-31" }))).toEqual({
      ok: false,
      status: 422,
      message: "Choose a date for the day off.",
      fieldErrors: { date: "Choose a date for the day off." },
    });
    expect(parseAvailabilityForm(form({ intent: "remove-day-off", host }))).toMatchObject({
      status: 422,
      fieldErrors: { date: "Choose a day off to remove." },
    });
    expect(parseAvailabilityForm(form({ intent: "create-mine" }))).toEqual({
      ok: true,
      data: { intent: "create-mine" },
    });
  });

  it("answers 400 to an unknown action or calendar", () => {
    for (const intent of [undefined, "drop-table", ""]) {
      const fields: Record<string, string> = intent === undefined ? { host } : { intent, host };
      expect(parseAvailabilityForm(form(fields))).toEqual({
        ok: false,
        status: 400,
        message: "Unknown action.",
        fieldErrors: { intent: "Unknown action." },
      });
    }
    expect(
      parseAvailabilityForm(form({ intent: "add-day-off", host: "not-an-id", date: "2026-12-24" })),
    ).toEqual({
      ok: false,
      status: 400,
      message: "Choose a calendar.",
      fieldErrors: { host: "Choose a calendar." },
    });
  });
});
