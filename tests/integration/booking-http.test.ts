import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicOrigin } from "~/config/origin";
import { messages } from "~/domain/leads";
import { unsafeTextMessage } from "~/domain/text-safety";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers } from "../support/db";
import { type HostWithSmtp, startHostWithSmtp } from "../support/host";
import { postForm, postJson } from "../support/http";
import { decodeQuotedPrintable, type startSmtp, waitFor } from "../support/smtp";

let ipCounter = 1;
/** The host trusts loopback proxies, so each request can speak as its own client address. */
const freshIp = () => `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

for (const driver of drivers) {
  describe.runIf(hasBuild())(`booking API and pages through the host [${driver}]`, () => {
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let host: HostWithSmtp | undefined;
    let free: { start: string; end: string }[] = [];

    beforeAll(async () => {
      host = await startHostWithSmtp(driver, "rallyroom-booking-");
      ({ server, smtp } = host);
      const response = await fetch(`${server.url}/api/booking/slots?type=intro&days=14&tz=Asia/Kolkata`);
      free = ((await response.json()) as { slots: { start: string; end: string }[] }).slots;
    });

    afterAll(async () => {
      await host?.stop();
    });

    const book = (body: unknown, headers: Record<string, string> = {}) =>
      postJson(`${server.url}/api/booking`, body, { "X-Forwarded-For": freshIp(), ...headers });
    const request = (start: string, overrides: Record<string, unknown> = {}) => ({
      type: "intro",
      start,
      name: "Priya Raman",
      email: `priya-${start.slice(0, 16).replace(/\D/g, "")}@tata-example.in`,
      company: "Tata Example",
      teamSize: "81-200",
      notes: "Our team is in Pune and Boston.",
      timeZone: "Asia/Kolkata",
      ...overrides,
    });

    it("GET /api/booking/slots: the slots in UTC, sorted; 400 naming a bad parameter", async () => {
      expect(free.length).toBeGreaterThan(50);
      for (const slot of free) {
        expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(15 * 60_000);
      }
      const starts = free.map((slot) => Date.parse(slot.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(starts[0] ?? 0).toBeGreaterThan(Date.now() + 4 * 3_600_000 - 60_000);
      const ok = await fetch(`${server.url}/api/booking/slots?type=demo&days=3&tz=Europe/Berlin`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe("no-store");
      expect(((await ok.json()) as { timeZone: string }).timeZone).toBe("Europe/Berlin");
      for (const [query, parameter] of [
        ["type=call", "type"],
        ["type=intro&tz=Mars%2FBase", "tz"],
        ["type=intro&from=2026-13-01", "from"],
        ["type=intro&days=0", "days"],
        ["type=intro&days=99", "days"],
      ]) {
        const response = await fetch(`${server.url}/api/booking/slots?${query}`);
        expect(response.status, query).toBe(400);
        const body = (await response.json()) as { error: string; parameter: string };
        expect(body.parameter).toBe(parameter);
        expect(body.error).toContain(parameter);
      }
    });

    it("POST /api/booking: 201 with a manageUrl on the public origin (never the Host header), then 409 for the same time", async () => {
      const slot = free[3];
      if (!slot) throw new Error("no slot");
      const created = await book(request(slot.start), { "X-Forwarded-Host": "evil.example" });
      expect(created.status).toBe(201);
      const body = (await created.json()) as { id: string; start: string; end: string; manageUrl: string };
      expect(body.start).toBe(slot.start);
      expect(body.end).toBe(slot.end);
      expect(body.manageUrl).toMatch(new RegExp(`^${publicOrigin}/booking/${body.id}\\?key=[\\w-]+$`));

      const taken = await book(request(slot.start, { email: "other@tata-example.in" }));
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({
        error: "Sorry, that time was just taken. Please choose another time.",
      });

      // The confirmation reaches SMTP with the invitation as a text/calendar part.
      const visitorEmail = String(request(slot.start).email);
      await waitFor(() => smtp.received.some((m) => m.to.includes(visitorEmail)));
      const mail = smtp.received.find((m) => m.to.includes(visitorEmail));
      expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const ics =
        /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(decodeQuotedPrintable(mail?.raw ?? ""))?.[0] ?? "";
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent") ?? undefined,
      );
      expect(event.uid).toBe(`booking-${body.id}@${new URL(publicOrigin).hostname}`);
      expect(event.startDate.toJSDate().toISOString().replace(".000", "")).toBe(slot.start);
      await waitFor(() => smtp.received.some((m) => m.to.includes("team@rallyroom.example")));

      // The manage page, its .ics and the thank-you page open with the key and only with it.
      const manage = new URL(body.manageUrl);
      const page = await fetch(`${server.url}${manage.pathname}${manage.search}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Asia/Kolkata");
      const wrong = await fetch(`${server.url}${manage.pathname}?key=${"x".repeat(43)}`);
      expect(wrong.status).toBe(404);
      const file = await fetch(`${server.url}${manage.pathname}/invite.ics${manage.search}`);
      expect(file.headers.get("content-type")).toContain("text/calendar");
      expect(await file.text()).toContain("METHOD:PUBLISH");
      const thanks = await fetch(`${server.url}/thank-you?booking=${body.id}&${manage.search.slice(1)}`);
      const html = await thanks.text();
      expect(html).toContain("You&#x27;re booked!");
      expect(html).toContain("data-booking=");
      const plain = await (await fetch(`${server.url}/thank-you`)).text();
      expect(plain).not.toContain("data-booking=");
      // Without a booking it can see, the page claims none.
      expect(plain).not.toContain("booked!");
      expect(plain).toContain("Thank you</h1>");
    });

    it("refuses invalid fields with 422, a honeypot with 400, other content types 415, GET 405, other sites 403", async () => {
      const slot = free[10];
      if (!slot) throw new Error("no slot");
      const invalid = await book(
        request(slot.start, {
          email: "priya@gmail.com",
          name: "Priya\u0000",
          notes: "\uD800",
          timeZone: "Nowhere",
        }),
      );
      expect(invalid.status).toBe(422);
      const body = (await invalid.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors).toMatchObject({
        email: [messages.workEmail],
        name: [unsafeTextMessage],
        notes: [unsafeTextMessage],
        timeZone: ["Choose your time zone"],
      });
      expect((await book(request(slot.start, { website: "x" }))).status).toBe(400);
      expect((await book("{not json")).status).toBe(400);
      expect((await book(request(slot.start), { "content-type": "text/plain" })).status).toBe(415);
      expect((await fetch(`${server.url}/api/booking`)).status).toBe(405);
      expect((await book(request(slot.start), { Origin: "https://evil.example" })).status).toBe(403);
      const past = await book(request("2020-01-06T15:00:00Z"));
      expect(past.status).toBe(409);
      expect(((await past.json()) as { error: string }).error).toContain("already passed");
    });

    it("books without JavaScript: the /book/intro form posts, then redirects to /thank-you with the booking", async () => {
      const slot = free[20];
      if (!slot) throw new Error("no slot");
      const form = {
        start: slot.start,
        timeZone: "Asia/Kolkata",
        name: "Form Fatima",
        email: "fatima@infosys-example.in",
        company: "Infosys Example",
      };
      const response = await postForm(
        `${server.url}/book/intro?tz=Asia%2FKolkata&start=${encodeURIComponent(slot.start)}`,
        form,
        { Origin: server.url, "X-Forwarded-For": freshIp() },
      );
      expect(response.status).toBe(303);
      const location = response.headers.get("location") ?? "";
      expect(location).toMatch(/^\/thank-you\?booking=[0-9a-f-]{36}&key=[\w-]+$/);
      const thanks = await (await fetch(`${server.url}${location}`)).text();
      expect(thanks).toContain("Asia/Kolkata");
      expect(thanks).toContain("America/New York");
    });

    it("draws /book/intro in the visitor's remembered zone (rr_tz), else in New York", async () => {
      const page = async (path: string, cookie?: string) => {
        const response = await fetch(`${server.url}${path}`, {
          headers: { "X-Forwarded-For": freshIp(), ...(cookie ? { Cookie: cookie } : {}) },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        const text = html.replace(/<[^>]+>/g, "");
        return {
          // "Asia/Kolkata (UTC+5:30)": the zone's name, without its offset.
          zone: /Times are shown in ([^(.]+?) \(/.exec(text)?.[1],
        };
      };
      const kolkata = { zone: "Asia/Kolkata" };
      const newYork = { zone: "America/New York" };
      const cases: [path: string, cookie: string | undefined, expected: typeof kolkata][] = [
        ["/book/intro", "rr_tz=Asia%2FKolkata", kolkata],
        // An old name the browser reports is drawn by its current one; other cookies are ignored.
        ["/book/demo", "a=1; rr_tz=Asia%2FCalcutta", kolkata],
        // No cookie, or one naming no zone: New York, and the page detects the zone at load.
        ["/book/intro", undefined, newYork],
        ["/book/intro", "rr_tz=Mars%2FBase", newYork],
        ["/book/intro", "rr_tz=%E0%A4%A", newYork],
        // The URL's zone wins over the remembered one.
        ["/book/intro?tz=Europe%2FBerlin", "rr_tz=Asia%2FKolkata", { zone: "Europe/Berlin" }],
      ];
      for (const [path, cookie, expected] of cases) {
        expect(await page(path, cookie), `${path} with ${cookie ?? "no cookie"}`).toEqual(expected);
      }
    });

    it("has the public forms' rate limit: the 21st post from one address in 10 minutes is 429", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await book({ type: "intro" }, { "X-Forwarded-For": ip });
        statuses.push(response.status);
        if (response.status === 429) expect(response.headers.get("x-ratelimit-scope")).toBeTruthy();
      }
      expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });
}
