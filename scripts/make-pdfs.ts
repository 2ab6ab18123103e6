import "./require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type PdfDocument, pdfDocuments } from "./pdf-content.ts";

/**
 * `node scripts/make-pdfs.ts`: writes the free downloads and toolkit PDFs into public/downloads.
 * Hand-written PDF 1.4 with the standard Helvetica fonts (every reader has them, nothing to
 * embed), so the project needs no PDF library. The output is committed; rerun after editing
 * scripts/pdf-content.ts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/downloads");

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const BOTTOM = 72;

/** Standard fonts use WinAnsi: keep to ASCII so every glyph exists, and escape PDF string syntax. */
function pdfText(text: string): string {
  const ascii = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/•/g, "-")
    .replace(/×/g, "x")
    .replace(/[^\x20-\x7e]/g, "");
  return ascii.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
}

/** Greedy word wrap; Helvetica averages about half an em per character. */
function wrap(text: string, size: number, width: number, indent = 0): string[] {
  const perLine = Math.floor((width - indent) / (size * 0.5));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  text: string;
  font: "F1" | "F2";
  size: number;
  x: number;
  gapBefore: number;
  color?: [number, number, number];
}

function layout(doc: PdfDocument): Line[] {
  const width = PAGE_WIDTH - MARGIN * 2;
  const lines: Line[] = [];
  const push = (
    text: string,
    font: Line["font"],
    size: number,
    gapBefore: number,
    x = MARGIN,
    color?: Line["color"],
  ) => lines.push({ text, font, size, x, gapBefore, color });
  wrap(doc.title, 24, width).forEach((text, i) => {
    push(text, "F2", 24, i === 0 ? 0 : 6, MARGIN, [0.19, 0.18, 0.51]);
  });
  wrap(doc.subtitle, 12, width).forEach((text, i) => {
    push(text, "F1", 12, i === 0 ? 12 : 3, MARGIN, [0.27, 0.33, 0.41]);
  });
  for (const section of doc.sections) {
    wrap(section.heading, 15, width).forEach((text, i) => {
      push(text, "F2", 15, i === 0 ? 24 : 4, MARGIN, [0.26, 0.22, 0.79]);
    });
    for (const paragraph of section.paragraphs ?? []) {
      wrap(paragraph, 11, width).forEach((text, i) => {
        push(text, "F1", 11, i === 0 ? 9 : 4);
      });
    }
    for (const item of section.items ?? []) {
      wrap(item, 11, width, 16).forEach((text, i) => {
        if (i === 0) push(`-  ${text}`, "F1", 11, 7, MARGIN + 4);
        else push(text, "F1", 11, 4, MARGIN + 16);
      });
    }
  }
  return lines;
}

function paginate(lines: Line[]): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const step = line.gapBefore + line.size;
    if (y - step < BOTTOM) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
      (pages.at(-1) as Line[]).push({ ...line, gapBefore: 0 });
      y -= line.size;
      continue;
    }
    (pages.at(-1) as Line[]).push(line);
    y -= step;
  }
  return pages;
}

function pageStream(lines: Line[], pageNumber: number, pageCount: number, footer: string): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    y -= line.gapBefore + line.size;
    const [r, g, b] = line.color ?? [0.12, 0.16, 0.23];
    ops.push(
      `BT /${line.font} ${line.size} Tf ${r} ${g} ${b} rg ${line.x} ${y.toFixed(1)} Td (${pdfText(line.text)}) Tj ET`,
    );
  }
  // A brand rule at the top and a footer with the page number on every page.
  ops.unshift(`0.26 0.22 0.79 rg ${MARGIN} ${PAGE_HEIGHT - 40} ${PAGE_WIDTH - MARGIN * 2} 3 re f`);
  ops.push(
    `BT /F1 9 Tf 0.39 0.45 0.55 rg ${MARGIN} 40 Td (${pdfText(`${footer}  |  Page ${pageNumber} of ${pageCount}`)}) Tj ET`,
  );
  return ops.join("\n");
}

export function renderPdf(doc: PdfDocument): Buffer {
  const pages = paginate(layout(doc));
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page + content pair per page.
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title (${pdfText(doc.title)}) /Author (Rallyroom) /Creator (Rallyroom make-pdfs) >>`;
  pages.forEach((lines, index) => {
    const stream = pageStream(lines, index + 1, pages.length, doc.footer);
    const pageId = pageIds[index] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  for (const doc of pdfDocuments) {
    const pdf = renderPdf(doc);
    writeFileSync(path.join(outDir, doc.file), pdf);
    console.log(`${doc.file}: ${pdf.length} bytes`);
  }
}
