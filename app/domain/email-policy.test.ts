import { describe, expect, it } from "vitest";
import { emailDomain, isFreeMail } from "./email-policy";

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
