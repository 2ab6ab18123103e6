import { describe, expect, it } from "vitest";
import { attributionSchema, messages, occasions, parseLead, teamSizeValues } from "./leads";

const errorsOf = (result: ReturnType<typeof parseLead>) => (result.ok ? {} : result.fieldErrors);

describe("form schemas and their field messages", () => {
  it("toolkit lead capture", () => {
    const empty = errorsOf(parseLead("toolkit", { name: "  ", email: "", consent: false }));
    expect(empty.name).toEqual([messages.nameRequired]);
    expect(empty.email?.[0]).toBe(messages.emailRequired);
    expect(empty.consent).toEqual([messages.consent]);
    expect(
      errorsOf(parseLead("toolkit", { name: "A", email: "a@yahoo.co.uk", consent: true })).email,
    ).toEqual([messages.workEmail]);
    expect(errorsOf(parseLead("toolkit", { name: "A", email: "nope", consent: true })).email).toEqual([
      messages.emailInvalid,
    ]);
    const ok = parseLead("toolkit", {
      name: " Ana ",
      email: " Ana@Acme.com ",
      consent: "on",
      company: "",
      teamSize: "",
      source: "pricing_page",
    });
    expect(ok).toEqual({
      ok: true,
      data: {
        name: "Ana",
        email: "ana@acme.com",
        consent: true,
        company: null,
        teamSize: undefined,
        source: "pricing_page",
      },
    });
  });

  it("voucher claim", () => {
    const empty = errorsOf(parseLead("voucher", {}));
    expect(empty.name).toEqual([messages.nameRequired]);
    expect(empty.email).toEqual([messages.emailRequired]);
    expect(empty.company).toEqual([messages.companyRequired]);
    expect(empty.consent).toEqual([messages.consent]);
    expect(errorsOf(parseLead("voucher", { email: "x@GMAIL.com" })).email).toEqual([messages.workEmail]);
    expect(errorsOf(parseLead("voucher", { teamSize: "7" })).teamSize?.[0]).toMatch(/team size/);
    expect(
      parseLead("voucher", {
        name: "A",
        email: "a@acme.io",
        company: "Acme",
        consent: true,
        teamSize: "13-30",
      }).ok,
    ).toBe(true);
  });

  it("booking request", () => {
    const empty = errorsOf(parseLead("booking", {}));
    expect(empty).toEqual({
      name: [messages.nameRequired],
      email: [messages.emailRequired],
      companyName: [messages.companyNameRequired],
      teamSize: [messages.teamSizeRequired],
      occasion: [messages.occasionRequired],
    });
    const ok = parseLead("booking", {
      name: "A",
      email: "a@gmail.com",
      companyName: "Acme",
      teamSize: teamSizeValues[1],
      occasion: occasions[2],
    });
    expect(ok.ok).toBe(true);
  });

  it("contact, demo, guide and newsletter", () => {
    expect(errorsOf(parseLead("contact", {}))).toEqual({
      name: [messages.nameRequired],
      email: [messages.emailRequired],
      message: [messages.messageRequired],
    });
    expect(errorsOf(parseLead("demo", { preferredDate: "tomorrow" })).preferredDate).toEqual([
      messages.preferredDateInvalid,
    ]);
    expect(errorsOf(parseLead("demo", {})).preferredDate).toEqual([messages.preferredDateRequired]);
    expect(errorsOf(parseLead("guide", {})).email).toEqual([messages.emailRequired]);
    expect(parseLead("guide", { email: "a@gmail.com" }).ok).toBe(true);
    expect(parseLead("newsletter", { email: "a@gmail.com", source: "blog" }).ok).toBe(true);
  });

  it("stores names and companies on one line; a message keeps its lines", () => {
    const contact = parseLead("contact", {
      name: "Ana\r\nRestore access",
      email: "ana@acme.com",
      company: "Acme\u2028Co",
      message: "Line one\nLine two",
    });
    expect(contact.ok && contact.data).toMatchObject({
      name: "Ana Restore access",
      company: "Acme Co",
      message: "Line one\nLine two",
    });
  });

  it("procurement request: a work email, a company and at least one document, reported together", () => {
    expect(errorsOf(parseLead("procurement", {}))).toEqual({
      name: [messages.nameRequired],
      email: [messages.emailRequired],
      company: [messages.companyRequired],
      documents: [messages.documentsRequired],
    });
    const noDocument = { name: "Ana", email: "ana@acme.com", company: "Acme", dpa: "off", w9: false };
    expect(errorsOf(parseLead("procurement", noDocument))).toEqual({
      documents: [messages.documentsRequired],
    });
    expect(
      errorsOf(parseLead("procurement", { ...noDocument, email: "ana@gmail.com", dpa: true })).email,
    ).toEqual([messages.workEmail]);
    // "on" from an HTML form, true from JSON; an unticked box is stored as false.
    expect(parseLead("procurement", { ...noDocument, dpa: "on", questionnaire: true, message: " " })).toEqual(
      {
        ok: true,
        data: {
          name: "Ana",
          email: "ana@acme.com",
          company: "Acme",
          dpa: true,
          w9: false,
          insurance: false,
          questionnaire: true,
          message: null,
        },
      },
    );
  });

  it("refuses non-objects, wrong types and oversized values without throwing", () => {
    for (const input of [null, 1, "x", [], true]) {
      const result = parseLead("contact", input);
      expect(result.ok).toBe(false);
    }
    expect(errorsOf(parseLead("contact", { name: { a: 1 }, email: 5, message: [] })).name).toBeDefined();
    expect(errorsOf(parseLead("contact", { name: "x".repeat(121) })).name?.[0]).toMatch(/at most 120/);
    expect(errorsOf(parseLead("newsletter", { email: "a@b.co", source: "<script>" })).source).toBeDefined();
  });

  it("answers control characters and broken Unicode in any text field as that field's error", () => {
    const contact = { name: "Ana", email: "ana@acme.io", message: "Hello there" };
    for (const bad of ["a\u0000b", "\ud800", "x\udc00", "bell\u0007"]) {
      expect(errorsOf(parseLead("contact", { ...contact, name: bad })).name?.[0]).toMatch(
        /^Name contains invisible control characters/,
      );
      expect(errorsOf(parseLead("contact", { ...contact, company: bad })).company?.[0]).toMatch(/^Company /);
      expect(errorsOf(parseLead("contact", { ...contact, message: bad })).message).toBeDefined();
      expect(errorsOf(parseLead("contact", { ...contact, email: `ana${bad}@acme.io` })).email).toEqual([
        messages.emailInvalid,
      ]);
    }
    expect(parseLead("contact", { ...contact, message: "Line one\nline two\ttabbed" }).ok).toBe(true);
  });

  it("takes one plain email address, never a list or a display name", () => {
    const contact = { name: "Ana", message: "Hello there" };
    for (const email of [
      "a<victim@evil.example>",
      "a@b.co, victim@evil.example",
      "ana:x@acme.io",
      "ana@acme.io\u202e",
    ]) {
      expect(errorsOf(parseLead("contact", { ...contact, email })).email, email).toEqual([
        messages.emailInvalid,
      ]);
    }
  });
});

describe("attribution", () => {
  it("refuses control characters in utm values instead of storing them", () => {
    expect(attributionSchema.safeParse({ utm_source: "news\u0000letter" }).success).toBe(false);
    expect(attributionSchema.safeParse({ utm_campaign: "\udbff" }).success).toBe(false);
    expect(attributionSchema.safeParse({ utm_source: "newsletter" }).success).toBe(true);
  });
});
