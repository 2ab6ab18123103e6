import { describe, expect, it } from "vitest";
import { freeGuide } from "~/content/toolkit-offers";
import { teamEventToolkit, toolkitForSource, toolkits } from "~/content/toolkits";
import { pdfFacts } from "~/server/pdf-facts.server";
import { pdfDocuments } from "../../scripts/pdf-content";

const documentOf = (href: string) => pdfDocuments.find((doc) => `/downloads/${doc.file}` === href);

describe("toolkits", () => {
  it("list every section of their PDF, word for word and in order", () => {
    for (const toolkit of [...toolkits, teamEventToolkit]) {
      const doc = documentOf(toolkit.pdf);
      expect(doc, toolkit.pdf).toBeDefined();
      expect(
        toolkit.inside.map((section) => section.title),
        toolkit.pdf,
      ).toEqual(doc?.sections.map((section) => section.heading));
      for (const section of toolkit.inside) expect(section.detail.length, section.title).toBeGreaterThan(20);
    }
  });

  it("each say something of their own: no description, audience or section line is shared", () => {
    const texts = toolkits.flatMap((toolkit) => [
      toolkit.description,
      toolkit.audience,
      ...toolkit.inside.map((section) => section.detail),
    ]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("are found from a form's source; anything else gets the general toolkit", () => {
    for (const toolkit of toolkits) expect(toolkitForSource(`toolkit_${toolkit.slug}`)).toBe(toolkit);
    for (const source of ["sidebar", "homepage_mobile", "toolkit_", "toolkit_unknown", null, undefined]) {
      expect(toolkitForSource(source)).toBe(teamEventToolkit);
    }
    expect(documentOf(freeGuide.pdf)?.title).toBe(freeGuide.title);
  });

  it("describe their PDFs from the files: page count and size", () => {
    for (const toolkit of [...toolkits, teamEventToolkit]) {
      const facts = pdfFacts(toolkit.pdf);
      expect(facts.pages, toolkit.pdf).toBeGreaterThanOrEqual(1);
      expect(facts.kilobytes, toolkit.pdf).toBeGreaterThanOrEqual(1);
    }
    expect(() => pdfFacts("/downloads/missing.pdf")).toThrow();
    expect(() => pdfFacts("/../package.json")).toThrow(/Not a download path/);
  });
});
