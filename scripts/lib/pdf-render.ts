import path from "node:path";
import PDFDocument from "pdfkit";
import { site } from "../../app/config/site.ts";
import { drawLogo, type Logo, readLogo } from "../../app/server/documents/pdf-logo.server.ts";
import {
  pdfBytes,
  registerBrandFonts,
  type Style,
  Typesetter,
} from "../../app/server/documents/typesetter.server.ts";
import type { Block, PdfDocument } from "../pdf-documents/blocks.ts";
import { brandPalette } from "./brand-palette.ts";

/**
 * Typesets one Rallyroom document with pdfkit: a cover (logo, kind, title, subtitle, contents
 * with page numbers, contact), then the sections on US Letter pages with a running header and a
 * numbered footer. Lines are laid out by the typesetter the receipts use too
 * (app/server/documents/typesetter.server.ts), as authored text: every line's width is measured in
 * the embedded font and nothing can overflow the text column (docs/decisions/035-pdf-documents.md).
 */

const root = path.resolve(import.meta.dirname, "../..");

export const logo: Logo = readLogo(path.join(root, "public/images/logo.svg"));

/** The brand palette, plus the documents' body text colour. */
const C = { ...brandPalette, body: "#252B4A" } as const;

/** US Letter: Rallyroom sells to US teams (San Francisco office, US phone, EST hours). */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN_X = 64;
const TEXT_WIDTH = PAGE.width - MARGIN_X * 2;
const CONTENT_TOP = 88;
const CONTENT_BOTTOM = PAGE.height - 78;

/** The edition date of every document: fixed, so a rebuild of unchanged text is byte-identical. */
export const EDITION = new Date("2026-11-24T12:00:00Z");

const styles = {
  body: { size: 10.5, leading: 15.6, weight: 400, strong: 700, color: C.body },
  item: { size: 10.5, leading: 15, weight: 400, strong: 700, color: C.body },
  cell: { size: 9.5, leading: 13.2, weight: 400, strong: 700, color: C.body },
  cellHead: { size: 8, leading: 11, weight: 700, strong: 800, color: C.deep, tracking: 0.7 },
  template: { size: 10, leading: 14.6, weight: 400, strong: 700, color: C.ink },
  heading: { size: 17, leading: 21.5, weight: 700, strong: 800, color: C.ink },
  title: { size: 31, leading: 36, weight: 800, strong: 800, color: "#FFFFFF" },
  subtitle: { size: 12.5, leading: 18.5, weight: 400, strong: 600, color: "#C7D2FE" },
  toc: { size: 10.5, leading: 14, weight: 600, strong: 700, color: C.ink },
  small: { size: 8.5, leading: 12, weight: 400, strong: 600, color: C.slate },
} satisfies Record<string, Style>;

function pageIndex(doc: PDFKit.PDFDocument): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

function drawSectionHeading(t: Typesetter, number: number, heading: string, next: number) {
  const lines = t.lines(heading, styles.heading, TEXT_WIDTH);
  const own = 18 + t.height(lines, styles.heading) + 10;
  // Keep a heading with the start of what follows it.
  if (t.y > CONTENT_TOP) t.y += 22;
  t.ensure(own + next);
  const label = String(number).padStart(2, "0");
  t.doc.rect(MARGIN_X, t.y + 3, 16, 3).fill(C.coral);
  t.draw(t.lines(label, styles.cellHead, 100), styles.cellHead, MARGIN_X + 24, t.y - 1, C.indigo);
  t.y += 18;
  t.y = t.draw(lines, styles.heading, MARGIN_X, t.y) + 8;
}

/** Tables up to this height are never split across pages. */
const UNSPLIT_TABLE = 330;

/**
 * How much of the blocks from `index` on must share a page with whatever precedes them: the
 * first lines of a long paragraph, a whole short paragraph plus the start of the next block (an
 * introduction stays with its list or table), a short table whole, a long one's first rows.
 */
function keepHeight(t: Typesetter, blocks: Block[], index: number): number {
  const block = blocks[index];
  if (!block) return 0;
  switch (block.kind) {
    case "text": {
      const lines = t.lines(block.text, styles.body, TEXT_WIDTH).length;
      if (lines > 4) return 3 * styles.body.leading;
      return lines * styles.body.leading + 7 + Math.min(keepHeight(t, blocks, index + 1), 200);
    }
    case "list":
    case "checklist":
      return t.height(t.lines(block.items[0] ?? "", styles.item, TEXT_WIDTH - 22), styles.item) + 8;
    case "table": {
      const { headerHeight, rows } = tableLayout(t, block);
      const whole = headerHeight + rows.reduce((sum, row) => sum + row.height, 0);
      return whole <= UNSPLIT_TABLE ? whole : headerHeight + (rows[0]?.height ?? 0) + (rows[1]?.height ?? 0);
    }
    case "template":
    case "note":
      return templateLayout(t, block).height;
  }
}

function tableLayout(t: Typesetter, block: Extract<Block, { kind: "table" }>) {
  const total = block.widths.reduce((a, b) => a + b, 0);
  const widths = block.widths.map((w) => (w / total) * TEXT_WIDTH);
  const xs = widths.map((_, i) => MARGIN_X + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const header = block.columns.map((text, i) =>
    t.lines(text.toUpperCase(), styles.cellHead, (widths[i] as number) - CELL_PAD * 2),
  );
  const headerHeight = Math.max(...header.map((lines) => t.height(lines, styles.cellHead))) + 14;
  const rows = block.rows.map((row) => {
    if (row.length !== block.columns.length) throw new Error(`Table row has ${row.length} cells: ${row[0]}`);
    const cells = row.map((text, i) =>
      t.lines(
        i === 0 && block.labels !== false ? `**${text}**` : text,
        styles.cell,
        (widths[i] as number) - CELL_PAD * 2,
      ),
    );
    return { cells, height: Math.max(...cells.map((lines) => t.height(lines, styles.cell))) + 14 };
  });
  return { xs, header, headerHeight, rows };
}

const CELL_PAD = 8;

function templateLayout(t: Typesetter, block: Extract<Block, { kind: "template" | "note" }>) {
  const inner = TEXT_WIDTH - 36;
  const label = t.lines(block.label, styles.cellHead, inner);
  const paragraphs = block.body.map((text) => t.lines(text, styles.template, inner));
  const height =
    16 +
    t.height(label, styles.cellHead) +
    8 +
    paragraphs.reduce((sum, lines) => sum + t.height(lines, styles.template) + 6, 0) -
    6 +
    14;
  return { label, paragraphs, height, inner };
}

function drawBlock(t: Typesetter, blocks: Block[], index: number) {
  const { doc } = t;
  const block = blocks[index] as Block;
  switch (block.kind) {
    case "text": {
      const lines = t.lines(block.text, styles.body, TEXT_WIDTH);
      if (lines.length <= 4) t.ensure(keepHeight(t, blocks, index));
      // Paragraphs may break across pages, keeping at least two lines on each side.
      let done = 0;
      while (done < lines.length) {
        const room = Math.floor((CONTENT_BOTTOM - t.y) / styles.body.leading);
        const left = lines.length - done;
        if (left <= room) {
          t.y = t.draw(lines.slice(done), styles.body, MARGIN_X, t.y);
          break;
        }
        const take = Math.min(room, left - 2);
        if (take < 2) {
          t.newPage();
          continue;
        }
        t.draw(lines.slice(done, done + take), styles.body, MARGIN_X, t.y);
        done += take;
        t.newPage();
      }
      t.y += 7;
      return;
    }
    case "list":
    case "checklist": {
      const indent = block.kind === "list" ? 18 : 22;
      for (const item of block.items) {
        const lines = t.lines(item, styles.item, TEXT_WIDTH - indent);
        t.ensure(t.height(lines, styles.item));
        const top = t.y;
        if (block.kind === "list") {
          doc.circle(MARGIN_X + 4, top + 7.4, 2.2).fill(C.coral);
        } else {
          doc
            .lineWidth(1.1)
            .roundedRect(MARGIN_X + 0.5, top + 2.6, 10, 10, 2)
            .stroke(C.indigo);
        }
        t.y = t.draw(lines, styles.item, MARGIN_X + indent, top) + 5;
      }
      t.y += 4;
      return;
    }
    case "table": {
      const { xs, header, headerHeight, rows } = tableLayout(t, block);
      const drawHeader = () => {
        doc.rect(MARGIN_X, t.y, TEXT_WIDTH, headerHeight).fill(C.tint);
        header.forEach((lines, i) => {
          t.draw(lines, styles.cellHead, (xs[i] as number) + CELL_PAD, t.y + 8);
        });
        t.y += headerHeight;
      };
      t.ensure(keepHeight(t, blocks, index));
      drawHeader();
      for (const row of rows) {
        if (t.y + row.height > CONTENT_BOTTOM) {
          t.newPage();
          drawHeader();
        }
        row.cells.forEach((lines, i) => {
          t.draw(lines, styles.cell, (xs[i] as number) + CELL_PAD, t.y + 7.5, i === 0 ? C.ink : C.body);
        });
        t.y += row.height;
        doc
          .moveTo(MARGIN_X, t.y)
          .lineTo(MARGIN_X + TEXT_WIDTH, t.y)
          .lineWidth(0.75)
          .stroke(C.line);
      }
      t.y += 14;
      return;
    }
    case "template":
    case "note": {
      const { label, paragraphs, height } = templateLayout(t, block);
      t.ensure(height);
      const top = t.y;
      if (block.kind === "template") {
        doc.roundedRect(MARGIN_X, top, TEXT_WIDTH, height, 6).fill(C.paper);
        doc.roundedRect(MARGIN_X, top, TEXT_WIDTH, height, 6).lineWidth(0.75).stroke(C.line);
        doc.rect(MARGIN_X, top + 10, 3, height - 20).fill(C.indigo);
      } else {
        doc.roundedRect(MARGIN_X, top, TEXT_WIDTH, height, 6).fill(C.tint);
        doc.rect(MARGIN_X, top + 10, 3, height - 20).fill(C.coral);
      }
      let y = t.draw(
        label,
        styles.cellHead,
        MARGIN_X + 18,
        top + 16,
        block.kind === "note" ? C.coralDeep : C.indigo,
      );
      y += 8;
      for (const lines of paragraphs) y = t.draw(lines, styles.template, MARGIN_X + 18, y) + 6;
      t.y = top + height + 14;
      return;
    }
  }
}

function drawCover(t: Typesetter, doc: PdfDocument, contents: { heading: string; page: number }[]) {
  const pdf = t.doc;
  const band = 420;
  pdf.rect(0, 0, PAGE.width, band).fill(C.night);
  // The mark's three circles, large and faint, bleed off the band's corner.
  pdf.save();
  pdf.rect(0, 0, PAGE.width, band).clip();
  // Drawn in the mark's order: sun underneath, indigo and coral over it.
  pdf.circle(570, 175, 130).fillColor(C.sun, 0.35).fill();
  pdf.circle(510, 40, 130).fillColor(C.indigo, 0.55).fill();
  pdf.circle(630, 70, 130).fillColor(C.coral, 0.5).fill();
  pdf.restore();
  pdf.rect(0, band, PAGE.width, 5).fill(C.coral);

  drawLogo(pdf, logo, MARGIN_X, 52, 30);
  t.draw(
    t.lines("Rallyroom", { ...styles.heading, size: 16, weight: 800 }, 200),
    { ...styles.heading, size: 16 },
    MARGIN_X + 40,
    57,
    "#FFFFFF",
  );

  const kind: Style = { ...styles.cellHead, size: 9, tracking: 1.6 };
  pdf.rect(MARGIN_X, 150, 22, 3).fill(C.sun);
  t.draw(t.lines(doc.kind.toUpperCase(), kind, 300), kind, MARGIN_X + 32, 146, C.sun);
  const titleLines = t.lines(doc.title, styles.title, 400);
  const subtitleLines = t.lines(doc.subtitle, styles.subtitle, 400);
  let y = t.draw(titleLines, styles.title, MARGIN_X, 174);
  y = t.draw(subtitleLines, styles.subtitle, MARGIN_X, y + 12);
  const edition = `${EDITION.toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })} edition`;
  const audienceStyle: Style = { ...styles.small, size: 9, leading: 13 };
  const audience = t.lines(`**Written for:** ${doc.audience}`, audienceStyle, 400);
  const footTop = band - 38 - t.height(audience, audienceStyle);
  if (y > footTop - 16) throw new Error(`${doc.file}: the cover title and subtitle are too long`);
  t.draw(audience, audienceStyle, MARGIN_X, footTop, "#E0E7FF");
  t.draw(t.lines(edition, styles.small, 300), styles.small, MARGIN_X, band - 32, "#A5B4FC");

  // Contents, with the page each section starts on.
  let row = band + 46;
  t.draw(t.lines("Inside", styles.cellHead, 200), styles.cellHead, MARGIN_X, row, C.indigo);
  row += 22;
  contents.forEach((entry, index) => {
    const number = String(index + 1).padStart(2, "0");
    t.draw(t.lines(number, styles.toc, 40), styles.toc, MARGIN_X, row, C.indigo);
    const lines = t.lines(entry.heading, { ...styles.toc, weight: 600 }, TEXT_WIDTH - 90);
    t.draw(lines, styles.toc, MARGIN_X + 30, row);
    t.draw(
      t.lines(String(entry.page), styles.toc, 40),
      styles.toc,
      MARGIN_X + TEXT_WIDTH,
      row,
      C.slate,
      "right",
    );
    row += t.height(lines, styles.toc) + 9;
    pdf
      .moveTo(MARGIN_X, row - 5)
      .lineTo(MARGIN_X + TEXT_WIDTH, row - 5)
      .lineWidth(0.75)
      .stroke(C.line);
  });
  if (row > PAGE.height - 104) throw new Error(`${doc.file}: too many sections for the cover's contents`);

  const contact = `${site.email.hello}  ·  ${site.phone.display}  ·  ${site.postalAddress.replace(/^Rallyroom, /, "")}`;
  t.draw(
    t.lines(site.tagline, styles.small, TEXT_WIDTH),
    { ...styles.small, weight: 600 },
    MARGIN_X,
    PAGE.height - 70,
    C.ink,
  );
  t.draw(t.lines(contact, styles.small, TEXT_WIDTH), styles.small, MARGIN_X, PAGE.height - 55);
  mailLink(t, MARGIN_X, PAGE.height - 55);
}

/** Makes the email address drawn at (x, y) in the small style a mailto: link. */
function mailLink(t: Typesetter, x: number, y: number) {
  const width = t.lines(site.email.hello, styles.small, TEXT_WIDTH)[0]?.width ?? 0;
  t.doc.link(x, y - 1, width, styles.small.leading, `mailto:${site.email.hello}`);
}

function drawRunningParts(t: Typesetter, doc: PdfDocument, page: number, pages: number) {
  const pdf = t.doc;
  drawLogo(pdf, logo, MARGIN_X, 34, 15);
  t.draw(t.lines("Rallyroom", { ...styles.small, weight: 700 }, 200), styles.small, MARGIN_X + 21, 36, C.ink);
  t.draw(t.lines(doc.title, styles.small, 320), styles.small, MARGIN_X + TEXT_WIDTH, 36, C.slate, "right");
  pdf
    .moveTo(MARGIN_X, 60)
    .lineTo(MARGIN_X + TEXT_WIDTH, 60)
    .lineWidth(0.75)
    .stroke(C.line);
  const footerY = PAGE.height - 46;
  pdf
    .moveTo(MARGIN_X, footerY - 10)
    .lineTo(MARGIN_X + TEXT_WIDTH, footerY - 10)
    .lineWidth(0.75)
    .stroke(C.line);
  const contact = `${site.email.hello}  ·  ${site.phone.display}`;
  t.draw(t.lines(contact, styles.small, 300), styles.small, MARGIN_X, footerY);
  mailLink(t, MARGIN_X, footerY);
  t.draw(
    t.lines(`Page ${page} of ${pages}`, { ...styles.small, weight: 600 }, 120),
    styles.small,
    MARGIN_X + TEXT_WIDTH,
    footerY,
    C.ink,
    "right",
  );
}

/** Renders one document to PDF bytes. The same input always gives the same bytes. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: "1.7",
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: doc.title,
      Author: site.name,
      Subject: doc.subtitle,
      Keywords: `${site.name}, ${doc.kind}, virtual team building, remote teams, HR, people operations`,
      Creator: `${site.name} (scripts/make-pdfs.ts)`,
      CreationDate: EDITION,
      ModDate: EDITION,
    },
  });
  registerBrandFonts(pdf);
  const done = pdfBytes(pdf);

  const t = new Typesetter(
    pdf,
    { left: MARGIN_X, width: TEXT_WIDTH, top: CONTENT_TOP, bottom: CONTENT_BOTTOM },
    "authored",
  );
  // Page 1 is the cover, drawn last because its contents list needs the section pages.
  t.newPage();
  const contents: { heading: string; page: number }[] = [];
  doc.sections.forEach((section, index) => {
    drawSectionHeading(t, index + 1, section.heading, keepHeight(t, section.blocks, 0));
    // A bookmark per section, for the reader's sidebar.
    pdf.outline.addItem(section.heading);
    contents.push({ heading: section.heading, page: pageIndex(pdf) + 1 });
    section.blocks.forEach((_, block) => {
      drawBlock(t, section.blocks, block);
    });
  });

  const range = pdf.bufferedPageRange();
  pdf.switchToPage(0);
  drawCover(t, doc, contents);
  for (let page = 1; page < range.count; page++) {
    pdf.switchToPage(page);
    drawRunningParts(t, doc, page + 1, range.count);
  }
  pdf.flushPages();
  pdf.end();
  return done;
}
