import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { downloads } from "~/content/resources";
import { toolkits } from "~/content/toolkits";
import { renderPdf } from "../../scripts/make-pdfs";
import { pdfDocuments } from "../../scripts/pdf-content";

const publicFile = (href: string) => new URL(`../../public${href}`, import.meta.url);

/** Checks the structure a PDF reader relies on: header, every xref offset, the trailer. */
function checkPdf(bytes: Buffer): { pages: number; text: string } {
  const text = bytes.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, first, count] = /xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe("0");
  const entries = text
    .slice(startxref)
    .split("\n")
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe("\nendstream");
  }
  return { pages: Number(/\/Type \/Pages .*\/Count (\d+)/.exec(text)?.[1]), text };
}

describe("downloadable PDFs", () => {
  it("are valid multi-page PDFs, and the committed files match their source", () => {
    for (const doc of pdfDocuments) {
      const fresh = renderPdf(doc);
      const { pages, text } = checkPdf(fresh);
      expect(pages, doc.file).toBeGreaterThanOrEqual(2);
      expect(text).toContain("/BaseFont /Helvetica");
      expect(
        readFileSync(publicFile(`/downloads/${doc.file}`)).equals(fresh),
        `${doc.file} is stale: run scripts/make-pdfs.ts`,
      ).toBe(true);
    }
  });

  it("back every download and toolkit link on the site", () => {
    const files = new Set(pdfDocuments.map((doc) => `/downloads/${doc.file}`));
    for (const href of [...downloads.map((item) => item.href), ...toolkits.map((toolkit) => toolkit.pdf)]) {
      expect(files.has(href), href).toBe(true);
    }
  });

  it("escape PDF string syntax and keep to the standard fonts' characters", () => {
    const { text } = checkPdf(
      renderPdf({
        file: "x.pdf",
        title: "A (test) \\ “quote” – dash",
        subtitle: "s",
        footer: "f",
        sections: [],
      }),
    );
    expect(text).toContain('(A \\(test\\) \\\\ "quote" - dash) Tj');
  });
});
