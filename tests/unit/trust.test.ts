import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_KEY,
  BROWSER_COOKIE_NAME,
  STAFF_COOKIE_NAMES,
  STAFF_DEVICE_COOKIE_NAME,
  TIME_ZONE_COOKIE,
} from "~/config/browser-storage";
import { site } from "~/config/site";
import { cookiesInUse, storageInUse } from "~/content/cookies";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { securityTxt } from "~/content/security-txt";
import { securityContact, subprocessors, trustPage } from "~/content/trust";
import {
  BROWSER_COOKIE,
  STAFF_COOKIE,
  STAFF_COOKIE_SECURE,
  siteCookies,
} from "~/server/services/cookies.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/server/services/staff.server";

const origin = "https://rallyroom.test";
const absoluteUrl = (path: string) => new URL(path, `${origin}/`).toString();

/** RFC 9116's fields as name → values. */
function fields(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of text.split("\n").filter(Boolean)) {
    const colon = line.indexOf(": ");
    out.set(line.slice(0, colon), [...(out.get(line.slice(0, colon)) ?? []), line.slice(colon + 2)]);
  }
  return out;
}

describe("/.well-known/security.txt", () => {
  it("names the contact, canonical URL, language and policy, and expires a year after the build", () => {
    const text = securityTxt({ buildDate: "2026-11-27", absoluteUrl });
    const field = fields(text);
    expect(field.get("Contact")).toEqual([`mailto:${site.email.hello}`]);
    expect(field.get("Canonical")).toEqual([`${origin}/.well-known/security.txt`]);
    expect(field.get("Preferred-Languages")).toEqual(["en"]);
    expect(field.get("Policy")).toEqual([`${origin}/trust#vulnerability-reporting`]);
    // Exactly one Expires (RFC 9116 §2.5.5), in the future at build and at most a year after it.
    expect(field.get("Expires")).toEqual(["2027-11-27T00:00:00.000Z"]);
    expect(text.endsWith("\n")).toBe(true);
    expect(trustPage.sections.map((section) => section.id)).toContain("vulnerability-reporting");
  });

  it("refuses a build date that is not a date rather than publish a wrong Expires", () => {
    expect(() => securityTxt({ buildDate: "unknown", absoluteUrl })).toThrow(/not a date/);
  });
});

describe("what the trust page and the privacy policy say about cookies and processors", () => {
  it("lists every cookie the site sets, by the names the code uses", () => {
    expect(BROWSER_COOKIE_NAME).toBe(BROWSER_COOKIE);
    expect([...STAFF_COOKIE_NAMES].sort()).toEqual([STAFF_COOKIE, STAFF_COOKIE_SECURE].sort());
    const listed = cookiesInUse.flatMap((item) => item.name.split(" or "));
    expect(listed.sort()).toEqual([...siteCookies, TIME_ZONE_COOKIE, STAFF_DEVICE_COOKIE_NAME].sort());
    // The staff session's lifetime as the policy states it.
    expect(SESSION_ABSOLUTE_MS / 3_600_000).toBe(12);
    expect(SESSION_IDLE_MS / 60_000).toBe(30);
    expect(storageInUse.map((item) => item.name)).toContain(ATTRIBUTION_KEY);
    const cookieSection = privacyPolicy.sections.find((section) => section.id === "cookies-and-analytics");
    for (const name of listed) expect(cookieSection?.list?.join("\n")).toContain(name);
  });

  it("names only the scheduler the site uses, and only Stripe and the email provider as processors", () => {
    expect(site.scheduler.provider).toBe("native");
    const text = JSON.stringify([privacyPolicy, termsOfService, trustPage]);
    expect(text).not.toMatch(/calendly/i);
    expect(subprocessors.map((processor) => processor.name)).toEqual([
      "Stripe, Inc.",
      "Our email delivery (SMTP) provider",
    ]);
    expect(JSON.stringify(trustPage)).toContain(securityContact);
  });
});
