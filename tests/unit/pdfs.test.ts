import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { downloads } from "~/content/resources";
import { toolkits } from "~/content/toolkits";
import { renderPdf } from "../../scripts/lib/pdf-render";
import { type PdfDocument, pdfDocuments } from "../../scripts/pdf-content";
import { type ParsedPdf, readPdf } from "../support/pdf-text";

const publicFile = (href: string) => new URL(`../../public${href}`, import.meta.url);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const flat = (text: string) => text.replace(/\*\*/g, "").replace(/\s+/g, " ");

describe("downloadable PDFs", () => {
  const built = new Map<string, { bytes: Buffer; pdf: ParsedPdf }>();

  beforeAll(async () => {
    for (const doc of pdfDocuments) {
      const bytes = await renderPdf(doc);
      built.set(doc.file, { bytes, pdf: readPdf(bytes) });
    }
  }, 30_000);

  const each = (name: string, check: (doc: PdfDocument, bytes: Buffer, pdf: ParsedPdf) => void) =>
    it(name, () => {
      for (const doc of pdfDocuments) {
        const entry = built.get(doc.file);
        if (!entry) throw new Error(`${doc.file} was not built`);
        check(doc, entry.bytes, entry.pdf);
      }
    });

  each("are committed exactly as a fresh build writes them (deterministic output)", (doc, bytes) => {
    expect(
      readFileSync(publicFile(`/downloads/${doc.file}`)).equals(bytes),
      `${doc.file} is stale: run npx node scripts/make-pdfs.ts`,
    ).toBe(true);
  });

  it("rebuild byte-for-byte identical from the same text", async () => {
    const doc = pdfDocuments[0] as PdfDocument;
    expect((await renderPdf(doc)).equals(built.get(doc.file)?.bytes as Buffer)).toBe(true);
  });

  each("carry their title, author, subject and language", (doc, _bytes, pdf) => {
    expect(pdf.version).toBe("1.7");
    const infoId = Number(/\/Info (\d+) 0 R/.exec(pdf.trailer)?.[1]);
    const info = pdf.objects.get(infoId)?.dict ?? "";
    // pdfkit writes each entry as its own object.
    const entry = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(info)?.[1];
      return (ref ? pdf.objects.get(Number(ref))?.dict : new RegExp(`/${key} (.*)`).exec(info)?.[1])?.trim();
    };
    expect(entry("Title")).toBe(`(${doc.title})`);
    expect(entry("Author")).toBe("(Rallyroom)");
    expect(entry("Subject")).toMatch(/^[(<]/);
    expect(entry("CreationDate")).toMatch(/^\(D:\d{14}Z\)$/);
    expect(pdf.trailer).toMatch(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/);
    const catalog = [...pdf.objects.values()].find(({ dict }) => dict.includes("/Type /Catalog"))?.dict ?? "";
    expect(catalog).toContain("/Lang (en-US)");
    expect(catalog).toMatch(/\/ViewerPreferences/);
  });

  each("embed Plus Jakarta Sans as TrueType subsets, and no other font", (doc, bytes, pdf) => {
    const fonts = [...pdf.objects.values()].filter(({ dict }) => /\/Type \/Font\n/.test(dict));
    const names = fonts.map(({ dict }) => /\/BaseFont \/(\S+)/.exec(dict)?.[1]);
    for (const name of names) expect(name, doc.file).toMatch(/^[A-Z]{6}\+PlusJakartaSans-/);
    expect(new Set(names.map((name) => name?.split("+")[1])).size, "weights used").toBeGreaterThanOrEqual(3);
    const descriptors = [...pdf.objects.values()].filter(({ dict }) =>
      dict.includes("/Type /FontDescriptor"),
    );
    expect(descriptors.length).toBeGreaterThan(0);
    for (const { dict } of descriptors) {
      const file = pdf.objects.get(Number(/\/FontFile2 (\d+) 0 R/.exec(dict)?.[1]));
      // A subset keeps only the glyphs used: a full Plus Jakarta Sans cut is over 40 KB.
      expect(file?.stream?.length, `${doc.file} font file`).toBeLessThan(30_000);
    }
    expect(bytes.toString("latin1")).not.toContain("Helvetica");
    expect(bytes.length, `${doc.file} size`).toBeLessThan(160 * 1024);
  });

  each("open with a cover, then number every page and keep each section's text", (doc, _bytes, pdf) => {
    expect(pdf.pages.length, doc.file).toBeGreaterThanOrEqual(3);
    const [cover = "", ...rest] = pdf.pages;
    expect(cover).toContain(flat(doc.title));
    expect(cover).toContain(doc.kind.toUpperCase());
    expect(cover).toContain("hello@rallyroom.example");
    // The cover's contents name each section with the page it starts on, in order.
    let from = 0;
    for (const section of doc.sections) {
      const match = new RegExp(`${escapeRegExp(flat(section.heading))} (\\d+)`).exec(cover.slice(from));
      expect(match, `${doc.file} contents: ${section.heading}`).not.toBeNull();
      from += (match?.index ?? 0) + 1;
      const page = pdf.pages[Number(match?.[1]) - 1] ?? "";
      expect(page, `${section.heading} on its page`).toContain(flat(section.heading));
    }
    rest.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 2} of ${pdf.pages.length}`);
      expect(page).toContain("1-800-555-0142");
      expect(page).not.toContain("\uFFFD");
    });
    // Every paragraph, item and cell made it onto a page, word for word.
    const body = rest.join(" ");
    for (const section of doc.sections) {
      for (const block of section.blocks) {
        const texts =
          block.kind === "text"
            ? [block.text]
            : block.kind === "table"
              ? block.rows.flat()
              : block.kind === "list" || block.kind === "checklist"
                ? block.items
                : block.body;
        for (const text of texts) {
          for (const word of flat(text).split(" ").slice(0, 4))
            expect(body, `${doc.file}: ${text}`).toContain(word);
        }
      }
    }
  });

  it("keep typographic punctuation", () => {
    const text = [...built.values()].flatMap(({ pdf }) => pdf.pages).join(" ");
    for (const mark of ["’", "“", "”", "–"]) expect(text).toContain(mark);
    expect(text).not.toMatch(/ - \d/);
  });

  it("back every download and toolkit link on the site", () => {
    const files = new Set(pdfDocuments.map((doc) => `/downloads/${doc.file}`));
    for (const href of [...downloads.map((item) => item.href), ...toolkits.map((toolkit) => toolkit.pdf)]) {
      expect(files.has(href), href).toBe(true);
    }
  });

  it("set accented names from the latin-ext cut, and refuse text the fonts cannot show", async () => {
    const sample = (text: string): PdfDocument => ({
      file: "sample.pdf",
      kind: "Checklist",
      title: "Sample",
      subtitle: "A test document.",
      audience: "Tests.",
      sections: [{ heading: "Names", blocks: [{ kind: "text", text }] }],
    });
    const pdf = readPdf(await renderPdf(sample("Host: Łukasz Dąbrowski — €45 per person")));
    // Each font change is its own text operation, which this reader joins with a space.
    expect(pdf.pages[1]?.replace(/ /g, "")).toContain("Host:ŁukaszDąbrowski—€45perperson");
    // Two subsets of the regular weight: the latin cut and the latin-ext cut the Ł and ą came from.
    const regular = [...pdf.objects.values()]
      .map(({ dict }) => /\/BaseFont \/(\S+)/.exec(dict)?.[1])
      .filter((name) => name?.endsWith("+PlusJakartaSans-Regular"));
    expect(new Set(regular).size).toBe(2);
    await expect(renderPdf(sample("会議"))).rejects.toThrow(/no glyph for U\+4F1A/);
    await expect(renderPdf(sample("x".repeat(200)))).rejects.toThrow(/wider than its column/);
  });
});
