import { beforeAll, describe, expect, it } from "vitest";
import { cancellationLines } from "~/domain/booking-policy";
import { priceEvent } from "~/domain/pricing";
import { renderEventReceipt } from "~/server/documents/event-receipt.server";
import type { EventMail } from "~/server/services/events/view.server";
import { pagesOf } from "../support/pdf-text";

const id = "6f1c2a9e-1111-4222-8333-944455556666";
const origin = "https://www.rallyroom.example";
const activity = {
  id: "murder-mystery",
  title: "Virtual Murder Mystery",
  rateFromCents: 3_500,
  rateUpToCents: 5_000,
  headcountMin: 5,
  headcountMax: 200,
};
// 40 people at $42.50 with event kits and an awards ceremony: $3,150, half of it the deposit.
const price = priceEvent({ activity, headcount: 40, addOns: ["kits", "awards"] });

const paid: EventMail = {
  id,
  activitySlug: "murder-mystery",
  activityTitle: "Virtual Murder Mystery",
  start: Date.parse("2026-11-02T19:00:00Z"),
  end: Date.parse("2026-11-02T20:30:00Z"),
  sequence: 0,
  policyStart: Date.parse("2026-11-02T19:00:00Z"),
  visitorTimeZone: "Australia/Sydney",
  name: "Dana O'Neil",
  email: "dana@acme.example",
  company: "Acme & Co",
  headcount: 40,
  addOns: ["kits", "awards"],
  lines: price.lines,
  totalCents: price.totalCents,
  depositCents: price.depositCents,
  balanceCents: price.balanceCents,
  receivedCents: price.depositCents,
  paidCents: price.depositCents,
  refundedCents: 0,
  testPaid: false,
  paymentMode: "card",
  status: "paid",
  billingName: "Priya Shah",
  billingEmail: "ap@acme.example",
  poNumber: "PO-2291",
  invoiceAddress: "Acme & Co\n100 Main St\nSpringfield, IL 62701",
  host: { name: "Nadia Okafor", email: "nadia@rallyroom.example", videoUrl: null },
  links: {
    manage: `${origin}/events/${id}?key=k`,
    ics: `${origin}/events/${id}/invite.ics?key=k`,
    receipt: `${origin}/events/${id}/receipt.pdf?key=k`,
  },
  uidDomain: "www.rallyroom.example",
  createdAt: Date.parse("2026-10-01T12:00:00Z"),
  emailConfirmedAt: null,
};
const unpaid: EventMail = {
  ...paid,
  paymentMode: "invoice",
  status: "invoiced",
  receivedCents: 0,
  paidCents: 0,
};
const now = new Date("2026-10-01T15:00:00Z");

describe("event receipt PDF", () => {
  let receipt: Uint8Array;
  let receiptText: string;
  let confirmationText: string;
  let quoteText: string;

  beforeAll(async () => {
    receipt = await renderEventReceipt(paid, now);
    receiptText = pagesOf(await renderEventReceipt(paid, now, { compress: false })).join("\n");
    confirmationText = pagesOf(await renderEventReceipt(unpaid, now, { compress: false })).join("\n");
    quoteText = pagesOf(
      await renderEventReceipt({ ...paid, status: "held", receivedCents: 0, paidCents: 0 }, now, {
        compress: false,
      }),
    ).join("\n");
  }, 30_000);

  it("is a PDF 1.7 file on US Letter pages, titled for viewers", () => {
    const raw = Buffer.from(receipt).toString("latin1");
    expect(receipt).toBeInstanceOf(Uint8Array);
    expect(raw.startsWith("%PDF-1.7\n")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(raw).toContain("/MediaBox [0 0 612 792]");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+PlusJakartaSans-/);
    expect(raw).toContain("/DisplayDocTitle true");
    expect(raw).toContain("(en-US)");
  });

  it("gives the same bytes for the same order and moment, other bytes for another moment", async () => {
    expect(Buffer.from(await renderEventReceipt(paid, now)).equals(Buffer.from(receipt))).toBe(true);
    const later = await renderEventReceipt(paid, new Date("2026-10-02T15:00:00Z"));
    expect(Buffer.from(later).equals(Buffer.from(receipt))).toBe(false);
    expect(
      pagesOf(await renderEventReceipt(paid, new Date("2026-10-02T15:00:00Z"), { compress: false })).join(
        " ",
      ),
    ).toContain("Issued October 2, 2026");
  });

  it("is a receipt once paid, a booking confirmation when invoiced, a quote unpaid, numbered from the id", () => {
    expect(receiptText).toContain("Receipt No. 6F1C2A9E Issued October 1, 2026 Status: Deposit paid");
    expect(receiptText).not.toContain("Quote");
    expect(confirmationText).toContain(
      "Booking confirmation No. 6F1C2A9E Issued October 1, 2026 Status: Deposit invoiced",
    );
    expect(confirmationText).not.toMatch(/Receipt|Quote|Invoice No/);
    expect(quoteText).toContain("Quote No. 6F1C2A9E Issued October 1, 2026 Status: Awaiting payment");
    expect(quoteText).not.toContain("Receipt");
  });

  it("carries its name in the viewer's title too", async () => {
    const raw = Buffer.from(await renderEventReceipt(unpaid, now, { compress: false })).toString("latin1");
    const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
    expect(raw).toContain(`\n${ref} 0 obj\n(Booking confirmation 6F1C2A9E)\nendobj`);
  });

  it("names both parties, the event in both zones, every price line and the money", () => {
    for (const text of [
      "FROM",
      "Rallyroom",
      "548 Market St, Suite 300",
      "BILL TO",
      "Priya Shah",
      "Acme & Co",
      "100 Main St",
      "Springfield, IL 62701",
      "PO number: PO-2291",
      "Activity Virtual Murder Mystery",
      "Date and time Tuesday, November 3, 2026, 6:00 – 7:30 AM (Australia/Sydney (UTC+11))",
      "Our time Monday, November 2, 2026, 2:00 – 3:30 PM (America/New York (UTC-5))",
      "Headcount 40 people",
      "Host Nadia Okafor",
      "Booked by Dana O'Neil",
      "40 people × $42.50 $1,700",
      "Event kits (40 × $30) $1,200",
      "Awards ceremony $250",
      "Total $3,150",
      "Deposit $1,575",
      "Balance, invoiced after the event $1,575",
      "Balance, invoiced after the event $1,575 Paid $1,575 Still to pay $1,575",
      "Deposit of $1,575 paid by card.",
      "Invoices quote your PO number PO-2291.",
    ]) {
      expect(receiptText).toContain(text);
    }
    for (const line of cancellationLines) expect(receiptText).toContain(line);
    expect(receiptText).toContain(`The full policy: ${origin}/booking-policy`);
    expect(receiptText).toMatch(/Receipt 6F1C2A9E · Page 1 of \d/);

    expect(receiptText).not.toContain("Refunded");
    expect(confirmationText).toContain(
      // Booked October 1 with kits for November 2: due 7 days on (decision 063), before the kit notice.
      "The deposit of $1,575 is invoiced to the billing contact, due by October 8, 2026: unpaid by then, the booking is withdrawn.",
    );
    expect(confirmationText).toContain("Balance, invoiced after the event $1,575 Still to pay $3,150");
    expect(confirmationText).not.toContain("Paid $");
  });

  it("lists refunds on a cancelled order as a ledger and asks for nothing more", async () => {
    const text = pagesOf(
      await renderEventReceipt(
        { ...paid, status: "cancelled", paidCents: 0, refundedCents: price.depositCents },
        now,
        { compress: false },
      ),
    ).join("\n");
    expect(text).toContain("Receipt No. 6F1C2A9E");
    expect(text).toContain("Status: Cancelled");
    // The ledger: gross paid, refunded, net paid, as the page and the emails read it.
    expect(text).toContain("Paid $1,575 Refunded -$1,575 Net paid $0");
    expect(text).not.toContain("Still to pay");
    // Nothing is due on a cancelled order: no deposit or balance rows.
    expect(text).toContain("Total $3,150 Paid $1,575");
    expect(text).not.toContain("Balance, invoiced after the event");
    expect(text).toContain(
      "This event is cancelled: nothing more is due. The refunds are in the ledger above, under Refunded.",
    );
  });

  it("wraps and breaks what a buyer typed, printing what the typeface lacks as ?", async () => {
    const long: EventMail = {
      ...unpaid,
      company: "Łódź Ünïcødé 東京 Holdings International",
      invoiceAddress: `${"Attn: Accounts Payable Department, Building 7, Floor 12, Suite 1200\n".repeat(7)}${"x".repeat(60)}`,
      billingName: "Name\u00A0With\tSpaces",
    };
    const bytes = await renderEventReceipt(long, now, { compress: false });
    const pages = pagesOf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    const text = pages.join("\n");
    // Ł and ź come from the latin-ext cut, each its own run (the reader puts a space between
    // runs); 東京 is in neither cut and prints as "??".
    expect(text).toContain("Ł ód ź Ünïcødé ?? Holdings International");
    expect(text).toContain("Name With Spaces");
    expect(text).toContain("Attn: Accounts Payable Department, Building 7,");
    // The unbroken run of x is split across lines rather than overflowing.
    expect(text).toMatch(/x{20,} x{5,}/);
    expect(text).toContain("Total $3,150");
    expect(text).toContain(`Booking confirmation 6F1C2A9E · Page ${pages.length} of ${pages.length}`);
  });

  it("never prints a stranger's link or sentence on the letterhead (issue 40)", async () => {
    const lure = "Your mailbox is full. Restore access at https://mail-restore.example/login";
    const planted: EventMail = {
      ...unpaid,
      name: lure,
      company: lure,
      billingName: lure,
      billingEmail: "restore@mail-restore.example",
      poNumber: lure,
      invoiceAddress: `100 Main St\n${lure}\nSpringfield, IL 62701`,
    };
    const text = pagesOf(await renderEventReceipt(planted, now, { compress: false })).join("\n");
    for (const part of ["mail-restore", "/login", "Restore access", "mailbox is full", "100 Main St"]) {
      expect(text).not.toContain(part);
    }
    // Each field says it is on file instead; the rest of the document is whole.
    for (const field of ["billing contact", "company", "address", "PO number", "name"]) {
      expect(text).toContain(`(${field} on file — see your booking)`);
    }
    expect(text).toContain("Invoices quote the PO number on your booking.");
    expect(text).toContain("Total $3,150");
    // A URL split over the address's lines fails the whole address too.
    const split = pagesOf(
      await renderEventReceipt(
        { ...unpaid, invoiceAddress: "Restore access at https:\n//evil.example" },
        now,
        {
          compress: false,
        },
      ),
    ).join("\n");
    expect(split).not.toMatch(/evil|Restore access/);
  });
});
