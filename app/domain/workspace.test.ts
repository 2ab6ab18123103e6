import { describe, expect, it } from "vitest";
import { roleCanPhrase } from "./workspace";

describe("a role's abilities mid-sentence", () => {
  it("lowers the first letter only, so PO stays PO", () => {
    expect(roleCanPhrase("finance")).toBe(
      "pays, sees receipts and invoices, sets the PO number and billing contact",
    );
    expect(roleCanPhrase("viewer")).toBe("sees the event, its status and attendee counts");
  });
});
