import { describe, expect, it } from "vitest";
import { type InvoiceDocumentInput, renderInvoice } from "~/server/documents/invoice.server";
import { invoiceSeller } from "~/server/runtime.server";
import { pagesOf } from "../support/pdf-text";

/**
 * The invoice's PDF (issue 42): the seller's legal details, Bill to as frozen, the lines, the
 * deductions and the amount due, and how to pay: bank details only when configured (never made
 * up), else card only; a credit note cancels its invoice; typed text that fails `quotableText`
 * never prints; the same inputs give the same bytes.
 */

const issuedAt = new Date("2027-03-23T16:00:00Z");
const input: InvoiceDocumentInput = {
  invoice: {
    printed: "INV-000042",
    kind: "closing",
    revision: 1,
    creditsPrinted: null,
    lines: [
      { label: "44 people × $45", cents: 198_000 },
      { label: "Deposit and payments received", cents: -100_000, deduction: true },
    ],
    totalCents: 198_000,
    amountDueCents: 98_000,
    headcount: 44,
    billingName: "Avery Payables",
    company: "Initech",
    invoiceAddress: "1 Initech Way\nAustin TX 78701",
    poNumber: "PO-7781",
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + 30 * 86_400_000),
  },
  event: {
    id: "3f1c2a9e-1111-4222-8333-444455556666",
    activityTitle: "Lightning Feud",
    start: Date.parse("2027-03-22T14:00:00Z"),
    end: Date.parse("2027-03-22T15:00:00Z"),
    visitorTimeZone: "America/New_York",
  },
  seller: invoiceSeller(),
  payUrl: "https://www.rallyroom.example/events/3f1c2a9e-1111-4222-8333-444455556666?key=k#invoices",
};
const textOf = async (value: InvoiceDocumentInput) =>
  pagesOf(await renderInvoice(value, { compress: false }))
    .join(" ")
    .replace(/\s+/g, " ");

describe("the invoice PDF", () => {
  it("prints the seller, Bill to, the lines, what was received, the amount due and card payment only", async () => {
    const text = await textOf(input);
    for (const part of [
      "Invoice",
      "INV-000042",
      "Closing invoice",
      "Rallyroom, Inc.",
      "548 Market St",
      "Avery Payables",
      "PO number: PO-7781",
      "Headcount billed",
      "Deposit and payments received",
      "Amount due",
      "$980",
      "Due April 22, 2027",
      "Pay by card: https://www.rallyroom.example/events/",
    ])
      expect(text).toContain(part);
    expect(text).not.toMatch(/routing|account number/i);
  }, 30_000);

  it("prints the bank details the operator configured, and the tax id", async () => {
    const seller = invoiceSeller({
      taxId: "00-0000000",
      bank: {
        bankName: "Example Bank",
        accountName: "Rallyroom, Inc.",
        routingNumber: "000000000",
        accountNumber: "0000000000",
        swift: null,
      },
    });
    const text = await textOf({ ...input, seller });
    expect(text).toContain("Tax ID (EIN): 00-0000000");
    expect(text).toContain("routing number (ABA) 000000000, account number 0000000000");
    expect(text).toContain("Quote INV-000042 as the payment reference");
  }, 30_000);

  it("never prints typed text that fails quotableText, and says a credit note cancels its invoice", async () => {
    const lure = "Pay to https://evil.example now";
    const text = await textOf({
      ...input,
      invoice: {
        ...input.invoice,
        printed: "INV-000043",
        kind: "credit_note",
        creditsPrinted: "INV-000042",
        lines: input.invoice.lines.map((line) => ({ ...line, cents: -line.cents })),
        totalCents: -198_000,
        amountDueCents: -98_000,
        billingName: lure,
        company: "\u0007Initech",
      },
    });
    expect(text).not.toContain("evil.example");
    expect(text).toContain("billing contact on file");
    expect(text).toContain("Credit note");
    expect(text).toContain("cancels invoice INV-000042 in full");
    expect(text).toMatch(/Total credited on INV-000042 \$980/);
    expect(text).not.toContain("Amount due");
  }, 30_000);

  it("gives the same bytes for the same invoice", async () => {
    const one = await renderInvoice(input);
    const two = await renderInvoice(input);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
  }, 30_000);
});
