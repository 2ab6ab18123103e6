import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild } from "../../scripts/lib/build";
import { type RunningServer, startProductionServer } from "../../scripts/lib/server-process";
import { createStaffInDataDir, testStaff } from "../support/staff";

/** /admin/availability's forms through the production build: refusals name their field. */
describe.runIf(hasBuild())("staff availability forms over HTTP (production build)", () => {
  let server: RunningServer;
  let session: { cookie: string; csrf: string; team: string };

  const request = (p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, { redirect: "manual", ...init });
  const post = (fields: Record<string, string>) =>
    request("/admin/availability", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie: session.cookie,
      },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }).toString(),
    });
  const save = (fields: Record<string, string> = {}) =>
    post({
      intent: "save",
      host: session.team,
      name: "Rallyroom team",
      email: "",
      timeZone: "America/New_York",
      videoUrl: "",
      active: "on",
      "mon-on": "on",
      "mon-start": "09:00",
      "mon-end": "17:00",
      ...fields,
    });

  beforeAll(async () => {
    server = await startProductionServer({ RATE_LIMITS: "off" }, { prepare: createStaffInDataDir });
    const signIn = await request("/admin/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ ...testStaff, next: "/admin/availability" }).toString(),
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await (await request("/admin/availability", { headers: { cookie } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const team = /data-host-id="([^"]+)"/.exec(page)?.[1] ?? "";
    expect(csrf).not.toBe("");
    expect(team).not.toBe("");
    session = { cookie, csrf, team };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a calendar's bad fields with 422, each message beside its field, nothing saved", async () => {
    const refused = await save({ name: "", videoUrl: "http://meet.example/x", "mon-end": "08:00" });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    const id = `host-${session.team}`;
    for (const [field, message] of [
      [`${id}-name-field`, "Give the calendar a name of up to 80 characters."],
      [`${id}-video`, "The video-call link must be an https:// address."],
      [`${id}-mon`, "Monday: give a start and an end time, the end after the start."],
    ]) {
      expect(page).toContain(`id="${field}-error"`);
      expect(page).toContain(message);
    }
    expect(page).toContain('aria-invalid="true"');
    const after = await (
      await request("/admin/availability", { headers: { cookie: session.cookie } })
    ).text();
    expect(after).toContain("Rallyroom team");
    expect(after).not.toContain("meet.example/x");
  });

  it("saves good fields, and takes a day off and gives it back", async () => {
    const saved = await save({ name: "Team desk", videoUrl: "https://meet.example/team" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved Team desk.");
    const added = await post({ intent: "add-day-off", host: session.team, date: "2031-12-24" });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("is a day off for Team desk.");
    const removed = await post({ intent: "remove-day-off", host: session.team, date: "2031-12-24" });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("is a working day again.");
  });

  it("answers 422 for a day off that is not a date, 400 for an unknown action or calendar; never a 500", async () => {
    const date = await post({ intent: "add-day-off", host: session.team, date: "2031-02-31" });
    expect(date.status).toBe(422);
    const page = await date.text();
    expect(page).toContain("Choose a date for the day off.");
    expect(page).toContain(`id="host-${session.team}-off-error"`);
    const unknown = await post({ intent: "drop-everything", host: session.team });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unknown action.");
    const stranger = await post({
      intent: "add-day-off",
      host: "00000000-0000-4000-8000-000000000000",
      date: "2031-12-24",
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.text()).toContain("Choose a calendar.");
  });
});
