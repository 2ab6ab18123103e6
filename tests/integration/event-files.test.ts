/**
 * An event's two files behind its signed links (decision 057): the calendar file
 * (/events/:id/invite.ics?key=…) and the receipt or quote (/events/:id/receipt.pdf?key=…). An
 * event is booked through the checkout with an invoice, then each route's loader is called as
 * React Router calls it, with the runtime the server would hold.
 */
import ICAL from "ical.js";
import { RouterContextProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { requestInfoContext } from "~/lib/request-info";
import { loader as icsLoader } from "~/routes/event-ics";
import { loader as receiptLoader } from "~/routes/event-receipt";
import { createRuntime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventPaths } from "~/server/services/events/view.server";
import { rateLimitTiers } from "~/server/services/rate-limit.server";
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
const secret = "event-files-test-secret-0123456789abcdef";
const slug = "lightning-feud";
const timeZone = "America/New_York";
// Monday 2 March 2026, 07:00 in New York; events need 48 hours' notice.
const now = new Date("2026-03-02T12:00:00Z");

/** A route's loader, called as React Router calls it: the request and the route's params. */
type Loader = (args: never) => Promise<Response>;
const call = (loader: Loader, path: string, id: string, clientIp = "203.0.113.7") => {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { clientIp });
  return loader({ request: new Request(`${origin}${path}`), params: { id }, context } as never);
};

/** What a loader threw (React Router's `data(…)` for a 404), or null when it answered. */
async function thrown(answer: Promise<unknown>) {
  try {
    await answer;
    return null;
  } catch (error) {
    return error as { data: unknown; init: { status: number; headers: Record<string, string> } };
  }
}

/** Books Lightning Feud for 24 people on the first free start from Thursday, with an invoice. */
async function bookEvent(rt: Runtime) {
  const activity = eventActivity(slug);
  if (!activity) throw new Error(`${slug} is not sold at the checkout`);
  const slots = await rt.events.slots(activity, [], { from: "2026-03-05", days: 14, timeZone, now });
  const slot = slots[0];
  if (!slot) throw new Error("No free start in the two weeks from Thursday");
  const answer = await rt.events.checkout(
    slug,
    {
      start: new Date(slot.start).toISOString(),
      timeZone,
      headcount: "24",
      name: "Ana Silva",
      email: "ana@acme-test.com",
      company: "Acme",
      billingName: "Accounts Payable",
      billingEmail: "ap@acme-test.com",
      invoiceAddress: "1 Main Street\nSpringfield, IL 62701",
      payment: "invoice",
      agree: "on",
    },
    { ownerHash: "x".repeat(64), now },
  );
  if (!answer.ok) console.log("checkout refused:", answer.error, answer.fieldErrors);
  expect(answer).toMatchObject({ ok: true, status: "invoiced" });
  if (!answer.ok) throw new Error(answer.error);
  return { id: answer.id, slot, paths: eventPaths(answer.id, secret) };
}

describeEachDatabase("event files", (get) => {
  const runtimeOf = () => {
    held.runtime = createRuntime(get(), { origin, cookieSecret: secret, bookingLimits: null });
    return held.runtime;
  };

  it("serves the calendar file: the event's UID and start, never cached or indexed", async () => {
    const rt = runtimeOf();
    const { id, slot, paths } = await bookEvent(rt);
    const response = await call(icsLoader, paths.ics, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="rallyroom-event.ics"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const body = await response.text();
    expect(body).toContain(`UID:event-${id}@www.rallyroom.test`);
    expect(body).toContain("METHOD:PUBLISH");
    const calendar = new ICAL.Component(ICAL.parse(body));
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`event-${id}@www.rallyroom.test`);
    expect(event.startDate.toJSDate().getTime()).toBe(slot.start);
    expect(event.endDate.toJSDate().getTime()).toBe(slot.end);
  });

  it("serves the PDF inline, named by its kind and the event's id", async () => {
    const rt = runtimeOf();
    const { id, paths } = await bookEvent(rt);
    const response = await call(receiptLoader, paths.receipt, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    // Booked by invoice and nothing paid yet: the document is the booking confirmation.
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="rallyroom-booking-confirmation-${id.slice(0, 8)}.pdf"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(Buffer.from(bytes.subarray(-6)).toString("latin1")).toMatch(/%%EOF\s*$/);
  });

  it("cancels the calendar entry once the event is cancelled", async () => {
    const rt = runtimeOf();
    const { id, paths } = await bookEvent(rt);
    const cancelled = await rt.events.cancel(id, paths.key, { reason: "Offsite moved" }, now);
    expect(cancelled).toMatchObject({ ok: true });
    const body = await (await call(icsLoader, paths.ics, id)).text();
    expect(body).toContain("METHOD:CANCEL");
    expect(body).toContain(`UID:event-${id}@www.rallyroom.test`);
  });

  it("draws a receipt once a day for the same facts, and limits each address to 30 in 10 minutes", async () => {
    const rt = runtimeOf();
    const { id, paths } = await bookEvent(rt);
    const first = new Uint8Array(
      await (await call(receiptLoader, paths.receipt, id, "198.51.100.1")).arrayBuffer(),
    );
    const again = new Uint8Array(
      await (await call(receiptLoader, paths.receipt, id, "198.51.100.1")).arrayBuffer(),
    );
    // The same bytes, CreationDate included: the second was not drawn again.
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    for (let i = 2; i < rateLimitTiers.documents.limit; i++)
      await call(receiptLoader, paths.receipt, id, "198.51.100.1");
    const refused = await thrown(call(receiptLoader, paths.receipt, id, "198.51.100.1"));
    expect(refused?.init.status).toBe(429);
    // Another address is not held back.
    expect((await call(receiptLoader, paths.receipt, id, "198.51.100.2")).status).toBe(200);
  });

  it("answers a wrong key, a missing key or an unknown event with 404 and no-store", async () => {
    const rt = runtimeOf();
    const { id, paths } = await bookEvent(rt);
    const other = eventPaths("6f1c2a9e-1111-4222-8333-944455556666", secret);
    const cases = [
      [id, `/events/${id}/invite.ics?key=${"A".repeat(43)}`],
      [id, `/events/${id}/receipt.pdf`],
      [id, paths.receipt.replace(paths.key, eventPaths(id, "another-secret-0123456789abcdef0123").key)],
      // A correctly signed id that is no event.
      ["6f1c2a9e-1111-4222-8333-944455556666", other.ics],
      ["not-an-id", "/events/not-an-id/receipt.pdf?key=x"],
    ] as const;
    for (const [eventId, path] of cases) {
      for (const loader of [icsLoader, receiptLoader] as Loader[]) {
        const error = await thrown(call(loader, path, eventId));
        expect(error?.init.status, path).toBe(404);
        expect(error?.init.headers, path).toEqual({ "Cache-Control": "no-store" });
      }
    }
  });
});
