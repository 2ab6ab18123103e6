import { describe, expect, it } from "vitest";
import { leadEmailNames, leadKindRules, leadKinds } from "~/domain/lead-kinds";
import { leadEmails, receiptEmail, teamNotification } from "~/server/email/templates.server";

const input = {
  to: "ana@acme.io",
  name: "Ana",
  origin: "https://rallyroom.test",
  voucher: { code: "RR-ABCD-EFGH", expiresAt: new Date("2026-12-01T12:00:00Z") },
};
const subscription = {
  unsubscribeUrl: "https://rallyroom.test/newsletter/unsubscribe?token=u",
  confirmUrl: "https://rallyroom.test/newsletter/confirm?token=c",
};

describe("lead email templates", () => {
  it.each(leadEmailNames)("%s is built by its template and stored under its own name", (name) => {
    const template = leadEmails[name];
    const message = template.subscribes ? template.build({ ...input, subscription }) : template.build(input);
    expect(message?.kind).toBe(name);
    expect(message?.to).toBe(input.to);
    if (template.subscribes && name !== "newsletter_confirm") {
      expect(message?.headers["List-Unsubscribe"]).toBe(`<${subscription.unsubscribeUrl}>`);
    } else {
      expect(message?.headers).not.toHaveProperty("List-Unsubscribe");
    }
  });

  it("sends no confirmation to an address that is already confirmed, and no voucher email without a code", () => {
    const confirmed = { ...subscription, confirmUrl: null };
    expect(leadEmails.newsletter_confirm.build({ ...input, subscription: confirmed })).toBeNull();
    expect(leadEmails.voucher_confirmation.build({ ...input, voucher: undefined, subscription })).toBeNull();
  });

  it("labels the team's copy from the lead kinds table", () => {
    for (const kind of leadKinds) {
      const message = teamNotification({ kind, source: "s", leadId: 7, fields: { email: "a@b.co" } });
      expect(message.subject).toContain(leadKindRules[kind].label);
      expect(message.kind).toBe(`team_${kind}`);
    }
  });
});

describe("receipts to an address nobody verified", () => {
  it.each([
    ["Ana", "Ana"],
    ["  Ana   María  López ", "Ana María López"],
    ["Seán O'Brien-Smith Jr.", "Seán O'Brien-Smith Jr."],
    ["J.R. Smith", "J.R. Smith"],
    ["Win $5,000 at https://evil.example now", "there"],
    ["visit www.evil.example", "there"],
    ["victim@evil.example", "there"],
    ["<b>Ana</b>", "there"],
    ["A".repeat(61), "there"],
    ["", "there"],
  ])("greet %j as %j and repeat nothing else the submitter wrote", (name, greeting) => {
    const message = receiptEmail("contact", "ana@acme.io", name);
    expect(message.text).toContain(`Hi ${greeting},`);
    if (greeting === "there") expect(message.text + message.html).not.toContain(name.trim() || "\u0000");
  });
});
