/**
 * A complete event checkout form as the page posts it (an invoice for 20 people at
 * `start`, booked by `email`); `extra` adds or replaces fields.
 */
export function invoiceCheckout(start: number, email: string, extra: Record<string, unknown> = {}) {
  return {
    start: new Date(start).toISOString(),
    timeZone: "America/New_York",
    headcount: "20",
    name: "Pat Buyer",
    email,
    company: "Initech",
    billingName: "Avery Payables",
    billingEmail: "ap@initech.example",
    invoiceAddress: "1 Initech Way\nAustin TX 78701",
    payment: "invoice",
    agree: "on",
    ...extra,
  };
}
