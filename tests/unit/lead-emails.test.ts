import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { teamEventToolkit, toolkits } from "~/content/toolkits";
import { leadEmailNames, leadKindRules, leadKinds } from "~/domain/lead-kinds";
import { quotableText } from "~/domain/text-safety";
import {
  invoiceRequestConfirmationEmail,
  invoiceRequestTeamEmail,
  quoteSentEmail,
} from "~/server/email/quote-email.server";
import { leadEmails, receiptEmail, teamNotification } from "~/server/email/templates.server";

const input = {
  to: "ana@acme.io",
  name: "Ana",
  origin: "https://rallyroom.test",
  source: "sidebar",
  voucher: { code: "RR-ABCD-EFGH", expiresAt: new Date("2026-12-01T12:00:00Z") },
};
const subscription = {
  unsubscribeUrl: "https://rallyroom.test/newsletter/unsubscribe?token=u",
  confirmUrl: "https://rallyroom.test/newsletter/confirm?token=c",
};

/** A quote, as the quote emails receive it (without its link). */
const quote = {
  to: "ana@acme.io",
  activity: "Mini Trivia",
  headcount: 20,
  totalCents: 100_000,
  depositCents: 50_000,
  balanceCents: 50_000,
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

  it("sends the toolkit the form offered: a toolkit page's own, else the general toolkit", () => {
    const build = (source: string) =>
      leadEmails.toolkit_confirmation.build({ ...input, source, subscription });
    for (const toolkit of toolkits) {
      const message = build(`toolkit_${toolkit.slug}`);
      expect(message?.subject).toBe(`Your ${toolkit.title}`);
      expect(message?.text).toContain(`Download the toolkit (PDF): https://rallyroom.test${toolkit.pdf}`);
      expect(message?.text).toContain(toolkit.inside[0]?.title);
    }
    for (const source of ["sidebar", "pricing_page", "toolkit_no-such-kit"]) {
      expect(build(source)?.text).toContain(`https://rallyroom.test${teamEventToolkit.pdf}`);
    }
    // The page says "Your toolkit is ready"; the email says the same.
    expect(build("sidebar")?.text.startsWith("Your toolkit is ready\n")).toBe(true);
  });

  it("sends the guide the guide form offers", () => {
    const message = leadEmails.guide_confirmation.build({ ...input, subscription });
    expect(message?.text).toContain("The Remote Team Playbook");
    expect(message?.text).toContain("https://rallyroom.test/downloads/remote-team-playbook.pdf");
  });

  it("asks a new subscriber to confirm, as the site's success message says", () => {
    const message = leadEmails.newsletter_confirm.build({ ...input, subscription });
    expect(message?.subject).toContain("Confirm");
    expect(message?.text).toContain(`Confirm my subscription: ${subscription.confirmUrl}`);
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

describe("the one rule for a visitor's words in an email (quotableText)", () => {
  it.each([
    ["Ana", "Ana"],
    ["Acme & Co (EMEA)", "Acme & Co (EMEA)"],
    ["PO-2026/114 #3", "PO-2026/114 #3"],
    ["Ana\nMaría", null],
    ["Ana\rMaría", null],
    ["your mailbox is full. Restore access now at https://evil.example", null],
    ["evil.example", null],
    ["www.evil", null],
    ["ana@evil.example", null],
    ["A".repeat(61), null],
    ["", null],
    [null, null],
  ])("%j → %j", (text, expected) => {
    expect(quotableText(text)).toBe(expected);
  });

  it("quotes a client's reference in the quote emails only when it passes", () => {
    const base = { ...quote, url: "https://x.example/q" };
    expect(quoteSentEmail({ ...base, clientRef: "PO 114" }).text).toContain("(your reference: PO 114)");
    const lure = quoteSentEmail({ ...base, clientRef: "Restore access at https://evil.example" });
    expect(lure.text + lure.html).not.toContain("evil.example");
    const invoice = invoiceRequestConfirmationEmail({
      ...base,
      contactEmail: "ana@acme.io",
      clientRef: "line\nbreak",
    });
    expect(invoice.text).not.toContain("line");
  });
});

describe("one layout for every lead and quote email (decision 049)", () => {
  const markup = '<a href="https://evil.example/x">Claim</a> <script>alert(1)</script> & "more"';

  it("shows what a stranger typed in the team's copy as text, never as markup or a link", () => {
    const message = teamNotification({
      kind: "contact",
      source: "contact_page",
      leadId: 9,
      fields: { email: "a@b.co", name: markup, message: "Line one\nLine two" },
    });
    expect(message.html).not.toContain("<script");
    expect(message.html).not.toContain('href="https://evil.example');
    expect(message.html).toContain("&lt;a href=&quot;https://evil.example/x&quot;&gt;Claim&lt;/a&gt;");
    // The text part is the same words, unescaped, each field on its own row.
    expect(message.text).toContain(`name: ${markup}\nmessage: Line one\nLine two`);
    expect(message.headers).toEqual({ "Reply-To": "a@b.co" });
  });

  it("shows a client's reference in the team's invoice notice as text only", () => {
    const message = invoiceRequestTeamEmail({
      activity: "Mini Trivia",
      contactEmail: "ana@acme.io",
      headcount: 20,
      totalCents: 100_000,
      depositCents: 50_000,
      balanceCents: 50_000,
      clientRef: markup,
      quoteId: "q-1",
      adminUrl: "https://rallyroom.test/admin/quotes",
    });
    expect(message.html).not.toContain("<script");
    expect(message.html).not.toContain('href="https://evil.example');
    expect(message.html).toContain('href="https://rallyroom.test/admin/quotes"');
    expect(message.text).toContain(`reference ${markup}.`);
  });

  it("gives every email the brand header, the company's contacts and a text part without markup", () => {
    const subscription = { unsubscribeUrl: "https://rallyroom.test/u?token=a&b=1", confirmUrl: null };
    const messages = [
      ...leadEmailNames.map((name) => {
        const template = leadEmails[name];
        const confirm = { ...subscription, confirmUrl: "https://rallyroom.test/c?token=c" };
        return template.subscribes
          ? template.build({ ...input, subscription: confirm })
          : template.build(input);
      }),
      teamNotification({ kind: "demo", source: "s", leadId: 1, fields: { company: "Acme & Co" } }),
      quoteSentEmail({ ...quote, clientRef: "Acme & Co", url: "https://rallyroom.test/q?key=a&b" }),
    ];
    for (const message of messages) {
      if (!message) continue;
      expect(message.html.startsWith('<!doctype html><html lang="en">'), message.kind).toBe(true);
      expect(message.html, message.kind).toContain(
        `<strong style="color:#4338ca;font-size:18px">${site.name}</strong>`,
      );
      for (const part of [message.html, message.text]) {
        expect(part, message.kind).toContain(site.postalAddress);
        expect(part, message.kind).toContain(site.email.hello);
        expect(part, message.kind).toContain(site.phone.display);
      }
      expect(message.text, message.kind).not.toMatch(/<\/?[a-z][^>]*>|&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
      expect(message.text, message.kind).toMatch(/\n\n--\n/);
    }
    const team = messages.find((message) => message?.kind === "team_demo");
    expect(team?.text).toContain("company: Acme & Co");
    expect(team?.html).toContain("Acme &amp; Co");
  });

  it("adds the unsubscribe footer and headers to marketing email only", () => {
    const marketing = leadEmails.guide_confirmation.build({ ...input, subscription });
    expect(marketing?.text).toContain(`Unsubscribe in one click: ${subscription.unsubscribeUrl}`);
    expect(marketing?.html).toContain(`<a href="${subscription.unsubscribeUrl}"`);
    expect(marketing?.headers).toEqual({
      "List-Unsubscribe": `<${subscription.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const receipt = receiptEmail("contact", "ana@acme.io", "Ana");
    expect(receipt.text + receipt.html).not.toContain("nsubscribe");
    expect(receipt.headers).toEqual({});
  });
});
