import { describe, expect, it } from "vitest";
import {
  formatInvoiceNumber,
  type InvoiceStanding,
  invoiceOutstanding,
  invoiceStatus,
  parseInvoiceNumber,
} from "./invoices";

const DAY = 86_400_000;
const due = Date.parse("2027-04-22T16:00:00Z");
const closing = (extra: Partial<InvoiceStanding> = {}): InvoiceStanding => ({
  kind: "closing",
  amountDueCents: 101_000,
  dueAt: due,
  paidCents: 0,
  credited: false,
  ...extra,
});

describe("invoice numbers", () => {
  it("prints one format and reads back only its canonical spelling", () => {
    expect(formatInvoiceNumber(42)).toBe("INV-000042");
    expect(formatInvoiceNumber(1_234_567)).toBe("INV-1234567");
    expect(parseInvoiceNumber("INV-000042")).toBe(42);
    expect(parseInvoiceNumber("inv-000042.pdf")).toBe(42);
    expect(parseInvoiceNumber("INV-1234567")).toBe(1_234_567);
    for (const bad of [
      "INV-42",
      "INV-0000042",
      "INV-000000",
      "42",
      "INV-000042.png",
      "../INV-000042",
      null,
      42,
    ])
      expect(parseInvoiceNumber(bad)).toBeNull();
  });
});

describe("invoice status", () => {
  it("is open until the due date, overdue after it, paid once what was due arrived", () => {
    expect(invoiceStatus(closing(), due)).toBe("open");
    expect(invoiceStatus(closing(), due + 1)).toBe("overdue");
    expect(invoiceStatus(closing({ paidCents: 50_000 }), due + DAY)).toBe("overdue");
    expect(invoiceOutstanding(closing({ paidCents: 50_000 }))).toBe(51_000);
    expect(invoiceStatus(closing({ paidCents: 101_000 }), due + DAY)).toBe("paid");
  });

  it("owes nothing on a credit in the buyer's favour, a credited invoice or a credit note", () => {
    expect(invoiceStatus(closing({ amountDueCents: -5_000 }), due + DAY)).toBe("paid");
    expect(invoiceStatus(closing({ credited: true }), due + DAY)).toBe("credited");
    expect(invoiceOutstanding(closing({ credited: true }))).toBe(0);
    expect(invoiceStatus(closing({ kind: "credit_note", amountDueCents: -101_000 }), due)).toBe("issued");
  });
});
