import fc, { type Arbitrary } from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadKinds } from "~/domain/lead-kinds";
import { messages } from "~/domain/leads";
import { voucherCodePattern } from "~/domain/voucher";
import { openDatabase } from "~/server/db/client.server";
import { emailOutbox, leads, voucherClaims } from "~/server/db/schema.server";
import { hasBuild } from "../../scripts/lib/build";
import type { RunningServer } from "../../scripts/lib/server-process";
import { drivers, migrationsFolder } from "../support/db";
import { type HostWithSmtp, startHostWithSmtp } from "../support/host";
import { postForm, postJson, statusesPastLimit } from "../support/http";
import { codeIn, postLeadForm } from "../support/leads";
import { decodeQuotedPrintable, type startSmtp, waitFor } from "../support/smtp";

/** The one lead JSON endpoint, kept for the load test (docs/api.md). */
const endpoints = ["/api/contact"] as const;

let ipCounter = 1;
/** The host trusts loopback proxies, so each test can speak as its own client address. */
const freshIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

for (const driver of drivers) {
  describe.runIf(hasBuild())(`lead API through the host [${driver}]`, () => {
    let server: RunningServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let dataDir: string;
    let databaseUrl: string | undefined;
    let host: HostWithSmtp | undefined;

    beforeAll(async () => {
      host = await startHostWithSmtp(driver, "rallyroom-api-");
      ({ server, smtp, dataDir, databaseUrl } = host);
    });

    afterAll(async () => {
      await host?.stop();
    });

    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      postJson(`${server.url}${p}`, body, { "X-Forwarded-For": freshIp(), ...headers });
    /** A form posted from one of the site's pages, each from its own client address. */
    const postPageForm = (p: string, fields: Record<string, string> | [string, string][]) =>
      postForm(`${server.url}${p}`, fields, { Origin: server.url, "X-Forwarded-For": freshIp() });

    it("claims a voucher through its form, gives the same email its code back, and counts slots", async () => {
      const claim = (name: string, email: string, extra: Record<string, string> = {}) =>
        postLeadForm(
          server.url,
          "voucher",
          { name, email, company: "Voucher Co", consent: true, ...extra },
          { "X-Forwarded-For": freshIp() },
        );
      const first = await claim("Ana", "ana@voucher-co.io", { source: "activities_top" });
      expect(first.status).toBe(200);
      const code = codeIn(await first.text()) ?? "";
      expect(code).toMatch(voucherCodePattern);
      const again = await claim("Ana", "ana@voucher-co.io");
      expect(again.status).toBe(200);
      expect(codeIn(await again.text())).toBe(code);
      const colleague = await claim("Bo", "bo@voucher-co.io");
      expect(colleague.status).toBe(409);
      expect(await colleague.text()).toMatch(/already claimed/);
      const slots = await fetch(`${server.url}/api/voucher-slots`);
      expect(await slots.json()).toEqual({ remaining: 24 });
    });

    it("answers invalid input 422 with each field's message", async () => {
      const response = await post("/api/contact", { name: "", email: "me@", message: "" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: "Please correct the highlighted fields.",
        fieldErrors: {
          name: [messages.nameRequired],
          email: [messages.emailInvalid],
          message: [messages.messageRequired],
        },
      });
      const toolkit = await postPageForm("/forms/toolkit", { name: "", email: "me@gmail.com" });
      expect(toolkit.status).toBe(422);
      const page = await toolkit.text();
      for (const message of [messages.nameRequired, messages.workEmail, messages.consent]) {
        expect(page).toContain(message);
      }
      // The booking request has no JSON adapter: its form posts to /forms/booking, which draws
      // the form again with exactly these five fields in error.
      const booking = await postPageForm("/forms/booking", { email: "not-an-email" });
      expect(booking.status).toBe(422);
      const html = await booking.text();
      for (const message of [
        messages.nameRequired,
        messages.emailInvalid,
        messages.companyNameRequired,
        messages.teamSizeRequired,
        messages.occasionRequired,
      ]) {
        expect(html).toContain(message);
      }
      expect(html.match(/aria-invalid="true"/g)).toHaveLength(5);
    });

    it("refuses malformed JSON (400), other content types (415), big bodies (413), GET (405), cross-site posts (403), honeypots (400)", async () => {
      expect((await post("/api/contact", "{nope")).status).toBe(400);
      expect((await post("/api/contact", "[1,2]")).status).toBe(400);
      const wrongType = await post("/api/contact", "name=a", {
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(wrongType.status).toBe(415);
      expect(((await wrongType.json()) as { error: string }).error).toBe(
        "Send the request body as application/json.",
      );
      const big = await post("/api/contact", { message: "x".repeat(70 * 1024) });
      expect(big.status).toBe(413);
      expect((await fetch(`${server.url}/api/contact`)).status).toBe(405);
      const crossSite = await post(
        "/api/contact",
        { name: "A", email: "a@b.co", message: "hi" },
        { Origin: "https://evil.example" },
      );
      expect(crossSite.status).toBe(403);
      const trap = await post("/api/contact", { name: "A", email: "a@b.co", message: "hi", website: "x" });
      expect(trap.status).toBe(400);
      expect(((await trap.json()) as { error: string }).error).toMatch(/flagged as automated/);
    });

    it("limits each client address with 429, Retry-After and a clear message", async () => {
      const ip = freshIp();
      const statuses = await statusesPastLimit(() => post("/api/contact", {}, { "X-Forwarded-For": ip }));
      expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another address is not affected.
      expect((await post("/api/contact", {})).status).toBe(422);
    });

    it("stores a form posted without JavaScript and re-renders errors with the typed values", async () => {
      const form = (fields: Record<string, string>) => postPageForm("/forms/contact", fields);
      const bad = await form({ name: "Typed Name", email: "", message: "", return_to: "/contact" });
      expect(bad.status).toBe(422);
      const badHtml = await bad.text();
      expect(badHtml).toContain("Email is required");
      expect(badHtml).toContain("Message is required");
      expect(badHtml).toContain('value="Typed Name"');
      expect(badHtml).toContain('aria-invalid="true"');
      const good = await form({
        name: "Nojs",
        email: "nojs@acme.io",
        message: "Hello without JS",
        return_to: "/contact",
      });
      expect(good.status).toBe(200);
      const html = await good.text();
      expect(html).toContain("Message sent!");
      expect(html).toContain('href="/contact"');
      // A fetcher posts the same form to the same action (its data URL): the same statuses.
      const data = (fields: Record<string, string>) => postPageForm("/forms/contact.data", fields);
      const fetcher = { name: "Fetcher", email: "fetcher@acme.io", message: "Hello from a fetcher" };
      const refused = await data({ ...fetcher, email: "", message: "" });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain("Email is required");
      const stored = await data(fetcher);
      expect(stored.status).toBe(200);
      await stored.body?.cancel();
    });

    it("takes a procurement request without JavaScript: the documents group's error, then the team's email", async () => {
      const form = (fields: [string, string][]) => postPageForm("/forms/procurement", fields);
      const details: [string, string][] = [
        ["name", "Pat Buyer"],
        ["email", "pat@vandelay.com"],
        ["company", "Vandelay Industries"],
        ["return_to", "/trust"],
      ];
      const none = await form(details);
      expect(none.status).toBe(422);
      const noneHtml = await none.text();
      expect(noneHtml).toContain(messages.documentsRequired);
      expect(noneHtml).toContain('value="Vandelay Industries"');
      const good = await form([
        ...details,
        ["dpa", "on"],
        ["insurance", "on"],
        ["message", "Portal: vendors.example"],
      ]);
      expect(good.status).toBe(200);
      expect(await good.text()).toContain("Request received");
      // The team's copy goes out with the stored lead (one statement): each box as it was ticked.
      const forTeam = () =>
        smtp.received.find(
          (m) => m.to.includes("team@rallyroom.example") && m.raw.includes("pat@vandelay.com"),
        );
      await waitFor(() => forTeam() !== undefined);
      const team = decodeQuotedPrintable(forTeam()?.raw ?? "");
      expect(team).toContain("Procurement documents request");
      for (const line of ["dpa: true", "w9: false", "insurance: true", "questionnaire: false"]) {
        expect(team).toContain(line);
      }
      await waitFor(() => smtp.received.some((m) => m.to.includes("pat@vandelay.com")));
    });

    it("emails a one-click unsubscribe link that works with the List-Unsubscribe-Post request", async () => {
      const response = await postPageForm("/forms/toolkit", {
        name: "Uno",
        email: "uno@unsub-co.io",
        consent: "on",
        source: "pricing_page",
      });
      expect(response.status).toBe(200);
      await waitFor(() => smtp.received.some((m) => m.to.includes("uno@unsub-co.io")));
      const mail = smtp.received.find((m) => m.to.includes("uno@unsub-co.io"));
      const header = /List-Unsubscribe: <([^>]+)>/.exec(mail?.raw ?? "")?.[1];
      expect(header).toBeDefined();
      const link = new URL(header as string);
      expect(decodeQuotedPrintable(mail?.raw ?? "")).toContain(`${link.pathname}${link.search}`);
      const local = `${server.url}${link.pathname}${link.search}`;
      const page = await fetch(local);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Stop all marketing email");
      // What a mail client sends: no Origin, a form body, no cookies.
      const oneClick = await fetch(local, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("unsubscribed. We won");
      const bad = await fetch(`${server.url}/newsletter/unsubscribe?token=nope`);
      expect(bad.status).toBe(404);
    });

    it("survives thousands of malformed bodies: no 5xx, and only accepted requests store rows", async () => {
      const logMarker = "private-fuzz-text-7Qx";
      const fieldNames = [
        "name",
        "email",
        "company",
        "teamSize",
        "consent",
        "source",
        "message",
        "companyName",
        "occasion",
        "preferredDate",
        "first_name",
        "tags",
        "website",
        "utm_source",
        "landing_path",
      ];
      const value = fc.oneof(
        fc.string(),
        fc.constantFrom(
          "",
          " ",
          "a@acme.io",
          "x@gmail.com",
          "13-30",
          "on",
          "2026-12-10",
          "\u0000",
          "<script>",
        ),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      );
      // A valid submission with one field poisoned by a control character or a lone surrogate
      // (JSON escapes them, the server's parser restores them): the kind of input that reached
      // the database and answered 500 before. The message carries a marker the log must not show.
      const valid: Record<string, Record<string, unknown>> = {
        contact: { name: "Ana", email: "ana@acme.io", message: `Hello ${logMarker}` },
        demo: {
          name: "Ana",
          email: "ana@acme.io",
          company: "Acme",
          teamSize: "13-30",
          preferredDate: "2026-12-10",
          message: logMarker,
        },
      };
      const poison = fc.constantFrom(
        "\u0000",
        "\u0007",
        "\u001b[2J",
        "\u0085",
        "\ud800",
        "\udfff",
        "\udbff\udbff",
      );
      const poisoned = fc
        .tuple(
          fc.constantFrom(...Object.values(valid)),
          fc.constantFrom(
            "name",
            "email",
            "message",
            "company",
            "companyName",
            "utm_source",
            "utm_campaign",
            "landing_path",
          ),
          poison,
          fc.string({ unit: "binary", maxLength: 8 }),
        )
        .map(([fields, key, bad, noise]) => ({
          ...fields,
          [key]: `${String(fields[key] ?? "x")}${bad}${noise}`,
        }));
      /**
       * Bodies in one encoding: a poisoned valid submission, random known fields (each a
       * `fieldValue` or binary text), random text, one of the `broken` literals, or any `more`.
       */
      const bodies = (
        encode: (fields: Record<string, unknown>) => string,
        fieldValue: Arbitrary<unknown>,
        broken: string[],
        ...more: Arbitrary<string>[]
      ) =>
        fc.oneof(
          poisoned.map(encode),
          fc
            .dictionary(fc.constantFrom(...fieldNames), fc.oneof(fieldValue, fc.string({ unit: "binary" })))
            .map(encode),
          ...more,
          fc.string({ maxLength: 200 }),
          fc.constantFrom(...broken),
        );
      const body = bodies(
        (fields) => JSON.stringify(fields),
        value,
        ["{", "}", "[", "null", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'],
        fc.jsonValue().map((v) => JSON.stringify(v)),
      );
      const contentType = fc.constantFrom(
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/xml",
        "",
      );
      // The forms' own action, as a page posts it and as a fetcher does (its data URL), every kind.
      const formPaths = [...leadKinds, "nope"].flatMap((kind) => [`/forms/${kind}`, `/forms/${kind}.data`]);
      const formBody = bodies(
        (fields) => new URLSearchParams(fields as Record<string, string>).toString(),
        fc.string(),
        ["=", "&&", "%", "%zz=1", "tags=a&tags=b", "__proto__=x&constructor=y"],
      );
      const formType = fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-8",
        "multipart/form-data",
        "text/plain",
      );
      // Two in three go to the JSON endpoint; a form post drawn as a page costs more to answer.
      const request = fc.oneof(
        {
          weight: 2,
          arbitrary: fc.record({ endpoint: fc.constantFrom(...endpoints), text: body, type: contentType }),
        },
        {
          weight: 1,
          arbitrary: fc.record({ endpoint: fc.constantFrom(...formPaths), text: formBody, type: formType }),
        },
      );
      let accepted = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(request, async ({ endpoint, text, type }) => {
          const headers: Record<string, string> = { "X-Forwarded-For": freshIp() };
          if (type) headers["Content-Type"] = type;
          const response = await fetch(`${server.url}${endpoint}`, { method: "POST", headers, body: text });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status < 300) accepted++;
          if (response.status >= 500) {
            throw new Error(
              `${endpoint} answered ${response.status}; server log:\n${server.output().slice(-1500)}`,
            );
          }
          return true;
        }),
        { numRuns: 3000 },
      );
      expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
      // Submitted values never reach the log, whatever went wrong with them.
      expect(server.output()).not.toContain(logMarker);
      await server.stop();
      const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder });
      try {
        // Every row this suite stored comes from an accepted request: the earlier tests' 5
        // (voucher, no-JS contact, a fetcher's contact, no-JS procurement, toolkit) plus whatever
        // random input happened to be valid.
        const stored = await database.db.$count(leads);
        expect(stored).toBe(accepted + 5);
        expect(await database.db.$count(voucherClaims)).toBe(1);
        expect(await database.db.$count(emailOutbox)).toBeGreaterThanOrEqual(stored * 2);
      } finally {
        await database.close();
      }
      // 3000 requests, a third of them rendered pages, on a machine the other suites share.
    }, 240_000);
  });
}
