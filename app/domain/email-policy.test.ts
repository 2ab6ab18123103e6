import { describe, expect, it } from "vitest";
import { emailDomain, isFreeMail, isPlainEmailAddress, registrableDomain } from "./email-policy";

describe("work-email rule", () => {
  it.each([
    "ana@gmail.com",
    "ana@googlemail.com",
    "ana@yahoo.co.uk",
    "ana@yahoo.fr",
    "ana@outlook.com.au",
    "ana@hotmail.de",
    "ana@live.com",
    "ana@msn.com",
    "ana@icloud.com",
    "ana@me.com",
    "ana@mac.com",
    "ana@aol.com",
    "ana@proton.me",
    "ana@protonmail.ch",
    "ana@gmx.net",
    "ana@yandex.ru",
    "ana@mail.com",
    "ana@zoho.eu",
    "  Ana@GMAIL.COM  ",
    "ana@Yahoo.Co.UK",
  ])("refuses %s", (email) => {
    expect(isFreeMail(email)).toBe(true);
  });

  it.each([
    "ana@acme.com",
    "ana@acme.co.uk",
    "ana@gmail-partners.com",
    "ana@live.acme.com",
    "ana@mailchimp.com",
    "ana@yahoocorp.io",
  ])("accepts %s", (email) => {
    expect(isFreeMail(email)).toBe(false);
  });

  it("reads the domain after the last @, trimmed and lower-cased", () => {
    expect(emailDomain("  A@B@Example.COM ")).toBe("example.com");
    expect(emailDomain("nodomain")).toBe("");
  });
});

describe("isPlainEmailAddress", () => {
  it.each([
    "ana@acme.io",
    "ana.lopez+events@acme.co.uk",
    "o'brien@sub.acme-corp.com",
    "x_y%z@xn--bcher-kva.example",
    "ops@acme.xn--p1ai",
  ])("accepts %s", (email) => {
    expect(isPlainEmailAddress(email)).toBe(true);
  });

  it.each([
    "a<victim@evil.example>",
    "a@b.co, c@d.co",
    "a@b.co,c@d.co",
    "Ana <ana@acme.io>",
    "ana:x@acme.io",
    '"ana"@acme.io',
    "ana@acme.io\u202e",
    "an\u202ea@acme.io",
    "ana\u0000@acme.io",
    "ana\r\nBcc: x@y.io@acme.io",
    "ana @acme.io",
    "ana@acme",
    "ana@acme.c",
    "ana@-acme.io",
    "ana@acme-.io",
    "ana@acme..io",
    ".ana@acme.io",
    "ana.@acme.io",
    "ana@@acme.io",
    "ana@ácme.io",
    `${"a".repeat(65)}@acme.io`,
    `ana@${"a".repeat(250)}.io`,
  ])("refuses %j", (email) => {
    expect(isPlainEmailAddress(email)).toBe(false);
  });
});

describe("registrableDomain", () => {
  it("is the name one organisation registers, whatever the subdomain", () => {
    const addressesOf = {
      "acme.com": ["ana@acme.com", "bo@eu.mail.Acme.com"],
      "acme.co.uk": ["cy@mail.acme.co.uk", "di@acme.co.uk"],
      "": ["no-at-sign"],
    };
    for (const [domain, addresses] of Object.entries(addressesOf)) {
      for (const address of addresses) expect(registrableDomain(address), address).toBe(domain);
    }
  });
});
