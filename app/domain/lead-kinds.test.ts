import { describe, expect, it } from "vitest";
import {
  consentText,
  defaultSources,
  guideConsentText,
  type LeadKind,
  leadEmailNames,
  leadKindRules,
  leadKinds,
  leadSource,
  newsletterConsentText,
  sourcePattern,
} from "./lead-kinds";
import { leadSchemas, parseLead } from "./leads";

describe("lead kinds table", () => {
  it("has exactly one row and one schema per kind", () => {
    expect(Object.keys(leadKindRules).sort()).toEqual([...leadKinds].sort());
    expect(Object.keys(leadSchemas).sort()).toEqual([...leadKinds].sort());
  });

  it("states each kind's consent: the text, and a checkbox in the schema exactly when consent is ticked", () => {
    expect(Object.fromEntries(leadKinds.map((kind) => [kind, leadKindRules[kind].consent]))).toEqual({
      toolkit: { text: consentText, given: "checkbox" },
      guide: { text: guideConsentText, given: "by-submitting" },
      newsletter: { text: newsletterConsentText, given: "by-submitting" },
      voucher: { text: consentText, given: "checkbox" },
      booking: null,
      contact: null,
      demo: null,
      procurement: null,
    });
    for (const kind of leadKinds) {
      const hasCheckbox = "consent" in leadSchemas[kind].shape;
      expect(hasCheckbox, kind).toBe(leadKindRules[kind].consent?.given === "checkbox");
    }
  });

  it("names the emails each kind sends, and only voucher claims a voucher", () => {
    expect(Object.fromEntries(leadKinds.map((kind) => [kind, leadKindRules[kind].emails]))).toEqual({
      toolkit: ["toolkit_confirmation"],
      guide: ["guide_confirmation"],
      newsletter: ["newsletter_confirm"],
      voucher: ["voucher_confirmation"],
      booking: ["booking_receipt"],
      contact: ["contact_receipt"],
      demo: ["demo_receipt"],
      procurement: ["procurement_receipt"],
    });
    const used = new Set(leadKinds.flatMap((kind) => leadKindRules[kind].emails));
    expect([...leadEmailNames].filter((name) => !used.has(name))).toEqual([]);
    expect(leadKinds.filter((kind) => leadKindRules[kind].claimsVoucher)).toEqual(["voucher"]);
  });

  it("gives every kind a default source that a form may also name", () => {
    for (const kind of leadKinds) expect(defaultSources[kind]).toMatch(sourcePattern);
    expect(defaultSources).toEqual({
      toolkit: "sidebar",
      guide: "homepage",
      newsletter: "blog",
      voucher: "activities",
      booking: "book_event",
      contact: "contact_page",
      demo: "homepage_demo",
      procurement: "trust_page",
    });
  });
});

describe("leadSource", () => {
  it("takes the default when none is named, and any identifier where the kind allows any", () => {
    expect(leadSource("toolkit", undefined)).toBe("sidebar");
    expect(leadSource("toolkit", null)).toBe("sidebar");
    expect(leadSource("toolkit", "pricing_page")).toBe("pricing_page");
    expect(leadSource("toolkit", "not an identifier")).toBeNull();
  });

  it("refuses a source outside a kind's own list", () => {
    const rules = Object.fromEntries(
      leadKinds.map((kind) => [kind, { sources: { default: "home", allowed: ["home", "blog"] as const } }]),
    ) as Record<LeadKind, { sources: { default: string; allowed: readonly ["home", "blog"] } }>;
    expect(leadSource("contact", undefined, rules)).toBe("home");
    expect(leadSource("contact", "blog", rules)).toBe("blog");
    expect(leadSource("contact", "elsewhere", rules)).toBeNull();
  });

  it("agrees with the schemas: a source they accept is a source the table can take", () => {
    const parsed = parseLead("contact", { name: "A", email: "a@b.co", message: "hi", source: "x_y-1" });
    expect(parsed.ok && leadSource("contact", parsed.data.source)).toBe("x_y-1");
  });
});
