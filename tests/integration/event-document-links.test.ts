import { and, asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { site } from "~/config/site";
import { emailOutbox } from "~/server/db/schema.server";
import { createRuntime } from "~/server/runtime.server";
import { emailCodeFor } from "~/server/services/booking-limits.server";
import { eventActivity } from "~/server/services/events/rules.server";
import { eventPaths } from "~/server/services/events/view.server";
import { describeEachDatabase } from "../support/db";
import { invoiceCheckout } from "../support/events";

/**
 * No document link in an email before the booker's mailbox is proven or a payment is received
 * (issue 40): the event confirmation of an invoiced checkout from a mailbox nobody proved carries
 * the manage link but not the PDF's; once the emailed code proves the mailbox, it carries both.
 * What decides is `bookings.email_confirmed_at`, which the event's view reads as `emailConfirmedAt`.
 */

const origin = "https://www.rallyroom.test";
const secret = "event-document-links-secret-0123456789abcdef";
const limits = site.events.limits;
const now = new Date("2027-03-01T12:00:00Z");
const activity = eventActivity("lightning-feud");
if (!activity) throw new Error("lightning-feud is in the catalogue");
const feud = activity;
const email = "pat@initech.example";

const form = (start: number, extra: Record<string, unknown> = {}) => invoiceCheckout(start, email, extra);

describeEachDatabase("event emails' document links (issue 40)", (get) => {
  it("links the PDF only once the mailbox is proven; the manage link always", async () => {
    const rt = createRuntime(get(), { origin, cookieSecret: secret });
    const slots = await rt.events.slots(feud, [], {
      from: "2027-03-22",
      days: 14,
      timeZone: "America/New_York",
      now,
    });
    // Two starts a day apart: the host's time never overlaps.
    const first = slots[0]?.start ?? 0;
    const second = slots.find((slot) => slot.start >= first + 24 * 60 * 60_000)?.start ?? 0;
    const checkout = (start: number, extra: Record<string, unknown> = {}) =>
      rt.events.checkout(feud.id, form(start, extra), {
        now,
        ownerHash: "links",
        clientAddress: "198.51.100.30",
      });
    const confirmationOf = async (id: string) => {
      const rows = await get()
        .db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "event_confirmation")))
        .orderBy(asc(emailOutbox.id));
      const paths = eventPaths(id, secret);
      const mail = rows.find((row) => row.text.includes(paths.manage));
      if (!mail) throw new Error(`no confirmation for ${id}`);
      return { mail, paths, event: await rt.events.find(id, paths.key) };
    };

    const unproven = await checkout(first);
    if (!unproven.ok) throw new Error(unproven.error);
    expect(unproven.status).toBe("invoiced");
    const before = await confirmationOf(unproven.id);
    expect(before.event?.emailConfirmedAt).toBeNull();
    expect(before.event?.receivedCents).toBe(0);
    expect(before.mail.text).toContain(`${origin}${before.paths.manage}`);
    expect(before.mail.text + before.mail.html).not.toContain("receipt.pdf");
    expect(before.mail.text).toContain("Your booking confirmation (PDF) is on your event's page");

    // The emailed code proves the mailbox: the next confirmation links the PDF.
    const code = emailCodeFor(secret, email, now, limits.codeMinutes);
    const proven = await checkout(second, { emailCode: code });
    if (!proven.ok) throw new Error(proven.error);
    const after = await confirmationOf(proven.id);
    expect(after.event?.emailConfirmedAt).toBe(now.getTime());
    expect(after.mail.text).toContain(
      `Download the booking confirmation (PDF): ${origin}${after.paths.receipt}`,
    );
    expect(after.mail.text).not.toContain("is on your event's page");
  });
});
