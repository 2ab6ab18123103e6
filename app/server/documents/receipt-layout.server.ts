import { join } from "node:path";
import PDFDocument from "pdfkit";
import { site } from "~/config/site";
import { formatPrice } from "~/domain/pricing";
import { drawLogo, type Logo, logoOrNull } from "~/server/documents/pdf-logo.server";
import {
  type Frame,
  type Line,
  pdfBytes,
  registerBrandFonts,
  type Style,
  Typesetter,
} from "~/server/documents/typesetter.server";

/**
 * How a receipt's page is laid out (app/server/documents/event-receipt.server.ts says what goes on
 * it): US Letter, the brand palette, the letterhead, the two address blocks, label-and-value rows,
 * the price table with its totals, paragraphs and bullets, and the footer. Everything printed
 * here is set as typed text by the shared typesetter (app/server/documents/typesetter.server.ts).
 */

/** The brand palette (app/app.css's colours; scripts/lib/brand-palette.ts for the build). */
const C = {
  ink: "#0E1330",
  body: "#252B4A",
  indigo: "#4F46E5",
  deep: "#3730A3",
  tint: "#EEF2FF",
  coral: "#F97316",
  sun: "#FBBF24",
  paper: "#F8FAFC",
  line: "#E2E8F0",
  slate: "#64748B",
} as const;

/** US Letter: Rallyroom sells to US teams. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN_X = 56;
const WIDTH = PAGE.width - MARGIN_X * 2;
const TOP = 44;
const CONTENT_TOP = 64;
const FOOTER_Y = PAGE.height - 46;
const CONTENT_BOTTOM = FOOTER_Y - 22;

const frame: Frame = { left: MARGIN_X, width: WIDTH, top: CONTENT_TOP, bottom: CONTENT_BOTTOM };

export const styles = {
  body: { size: 9.5, leading: 13.5, weight: 400, color: C.body },
  strong: { size: 9.5, leading: 13.5, weight: 700, color: C.ink },
  label: { size: 7.5, leading: 11, weight: 700, color: C.deep, tracking: 0.7 },
  title: { size: 24, leading: 30, weight: 800, color: C.ink },
  wordmark: { size: 15, leading: 18, weight: 800, color: C.ink },
  total: { size: 11, leading: 15, weight: 800, color: C.ink },
  small: { size: 8, leading: 11.5, weight: 400, color: C.slate },
  fine: { size: 8.5, leading: 12, weight: 400, color: C.body },
} satisfies Record<string, Style>;

/** A typesetter for a receipt's pages: typed text, within the receipt's margins. */
export const receiptTypesetter = (doc: PDFKit.PDFDocument) => new Typesetter(doc, frame, "typed");

let logo: Logo | null | undefined;

/**
 * The mark from public/images/logo.svg, the site's own file (read as app/server/pdf-facts.server.ts
 * reads public/). When the file is missing or not drawable the receipt carries the wordmark alone
 * rather than failing.
 */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): boolean {
  if (logo === undefined) logo = logoOrNull(join(process.cwd(), "public/images/logo.svg"));
  if (!logo) return false;
  drawLogo(doc, logo, x, y, size);
  return true;
}

/** The mark and wordmark; the title, number and details right-aligned; a coral band under them. */
export function drawLetterhead(t: Typesetter, head: { title: string; number: string; details: string[] }) {
  const { doc } = t;
  const hasLogo = drawMark(doc, MARGIN_X, TOP, 30);
  t.write(site.name, styles.wordmark, MARGIN_X + (hasLogo ? 40 : 0), TOP + 6, 200);
  let y = t.write(head.title, styles.title, MARGIN_X, TOP - 4, WIDTH, "right");
  y = t.write(head.number, styles.strong, MARGIN_X, y + 2, WIDTH, "right");
  for (const detail of head.details) y = t.write(detail, styles.body, MARGIN_X, y, WIDTH, "right");
  y += 8;
  doc.rect(MARGIN_X, y, WIDTH, 3).fill(C.coral);
  t.y = y + 18;
}

/** A small capitals label above a block. */
function label(t: Typesetter, text: string, x: number, y: number, width: number) {
  return t.draw(t.lines(text.toUpperCase(), styles.label, width), styles.label, x, y) + 4;
}

/**
 * Two labelled address blocks side by side. The second (the buyer's, as long as they typed it)
 * continues on the next page when it is longer than the rest of this one.
 */
export function drawAddresses(t: Typesetter, from: { label: string; text: string }, to: typeof from) {
  const gutter = 28;
  const column = (WIDTH - gutter) / 2;
  const fromLines = t.lines(from.text, styles.body, column);
  const toLines = t.lines(to.text, styles.body, column);
  const labelHeight = 15;
  t.ensure(
    labelHeight + Math.max(t.height(fromLines, styles.body), Math.min(t.height(toLines, styles.body), 120)),
  );
  const top = t.y;
  const fromBottom = t.draw(fromLines, styles.body, MARGIN_X, label(t, from.label, MARGIN_X, top, column));
  const x = MARGIN_X + column + gutter;
  let y = label(t, to.label, x, top, column);
  let continued = false;
  for (const line of toLines) {
    if (y + styles.body.leading > CONTENT_BOTTOM) {
      t.doc.addPage();
      y = CONTENT_TOP;
      continued = true;
    }
    y = t.draw([line], styles.body, x, y);
  }
  t.y = (continued ? y : Math.max(y, fromBottom)) + 14;
}

/** Label and value rows: the label in a narrow column, the value wrapping beside it. */
export function drawRows(t: Typesetter, heading: string, rows: readonly (readonly [string, string])[]) {
  const labelWidth = 120;
  const valueWidth = WIDTH - labelWidth;
  const name: Style = { ...styles.body, weight: 600, color: C.ink };
  t.ensure(15 + styles.body.leading * 2);
  t.y = label(t, heading, MARGIN_X, t.y, WIDTH);
  for (const [text, value] of rows) {
    const lines = t.lines(value, styles.body, valueWidth);
    t.ensure(t.height(lines, styles.body) + 4);
    t.draw(t.lines(text, name, labelWidth - 10), name, MARGIN_X, t.y);
    t.y = t.draw(lines, styles.body, MARGIN_X + labelWidth, t.y) + 3;
  }
  t.y += 12;
}

/** `gap`: a hairline above the row, between the price's totals and the ledger. */
export type MoneyRow = { label: string; cents: number; strong?: boolean; gap?: boolean };

/**
 * The price table: a tinted header, one row per item with its amount, then the totals under it,
 * right of centre. The last item stays with the totals; the header comes again on a new page.
 */
export function drawPriceTable(
  t: Typesetter,
  heading: string,
  items: readonly { label: string; cents: number }[],
  rows: readonly MoneyRow[],
) {
  const amountWidth = 110;
  const itemWidth = WIDTH - amountWidth - 16;
  const pad = 8;
  const rowStyle = (row: MoneyRow) => (row.strong ? styles.total : styles.body);
  const summaryHeight = 8 + rows.reduce((sum, row) => sum + rowStyle(row).leading + 3 + (row.gap ? 8 : 0), 0);
  const header = () => {
    t.doc.rect(MARGIN_X, t.y, WIDTH, 20).fill(C.tint);
    t.draw(t.lines("ITEM", styles.label, itemWidth), styles.label, MARGIN_X + pad, t.y + 6);
    const amount = t.lines("AMOUNT", styles.label, amountWidth);
    t.draw(amount, styles.label, MARGIN_X + WIDTH - pad, t.y + 6, styles.label.color, "right");
    t.y += 20;
  };
  const laid = items.map((item) => t.lines(item.label, styles.body, itemWidth - pad));
  const rowHeight = (lines: Line[]) => t.height(lines, styles.body) + 9;
  t.ensure(15 + 20 + rowHeight(laid[0] ?? []) * Math.min(laid.length, 2));
  t.y = label(t, heading, MARGIN_X, t.y, WIDTH);
  header();
  items.forEach((item, index) => {
    const lines = laid[index] ?? [];
    const height = rowHeight(lines);
    const keep = index === items.length - 1 ? height + summaryHeight : height;
    if (t.y + keep > CONTENT_BOTTOM) {
      t.ensure(keep);
      header();
    }
    t.draw(lines, styles.body, MARGIN_X + pad, t.y + 5);
    const amountX = MARGIN_X + WIDTH - pad - amountWidth;
    t.write(formatPrice(item.cents), styles.body, amountX, t.y + 5, amountWidth, "right");
    t.y += height;
    t.rule(t.y, C.line);
  });
  t.ensure(summaryHeight);
  t.y += 8;
  const left = MARGIN_X + WIDTH / 2 - 40;
  const width = WIDTH / 2 + 40 - pad;
  for (const row of rows) {
    const style = rowStyle(row);
    if (row.gap) {
      t.doc
        .moveTo(left, t.y + 2)
        .lineTo(left + width, t.y + 2)
        .lineWidth(0.75)
        .stroke(C.line);
      t.y += 8;
    }
    t.write(row.label, { ...style, weight: row.strong ? 800 : 600 }, left, t.y, width - amountWidth);
    t.write(formatPrice(row.cents), style, left, t.y, width, "right");
    t.y += style.leading + 3;
  }
  t.y += 12;
}

/** A labelled block of paragraphs or bullets, kept on one page when it is short enough to. */
export function drawParagraphs(
  t: Typesetter,
  heading: string,
  paragraphs: readonly string[],
  { bullets = false, style = styles.body }: { bullets?: boolean; style?: Style } = {},
) {
  const indent = bullets ? 12 : 0;
  const gap = 2;
  const laid = paragraphs.map((paragraph) => t.lines(paragraph, style, WIDTH - indent));
  const whole = 15 + laid.reduce((sum, lines) => sum + t.height(lines, style) + gap, 0);
  t.ensure(whole <= 240 ? whole : 15 + t.height((laid[0] ?? []).slice(0, 2), style));
  t.y = label(t, heading, MARGIN_X, t.y, WIDTH);
  for (const lines of laid) {
    t.ensure(t.height(lines, style));
    if (bullets) t.doc.circle(MARGIN_X + 3, t.y + style.leading / 2 - 0.6, 1.8).fill(C.coral);
    t.y = t.draw(lines, style, MARGIN_X + indent, t.y) + gap;
  }
  t.y += 12;
}

/** Every page's footer: our contact on the left, `right` (the document and page) on the right. */
export function drawFooter(t: Typesetter, right: string) {
  t.rule(FOOTER_Y - 10, C.line);
  const contact = `${site.name}  ·  ${site.email.hello}  ·  ${site.phone.display}`;
  t.write(contact, styles.small, MARGIN_X, FOOTER_Y, WIDTH - 140);
  t.write(right, { ...styles.small, weight: 600, color: C.ink }, MARGIN_X, FOOTER_Y, WIDTH, "right");
}

/**
 * A document on the receipt's layout (the receipt, an invoice): US Letter, the brand fonts,
 * `date` its creation date so the same inputs give the same bytes. `draw` writes the pages; each
 * page then gets the footer (`footer`, then "Page n of m"). `compress: false` writes the page
 * streams as plain text (tests read them).
 */
export async function typesetDocument(
  info: { title: string; subject: string; date: Date; footer: string; compress?: boolean | undefined },
  draw: (t: Typesetter) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    compress: info.compress ?? true,
    pdfVersion: "1.7",
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: info.title,
      Author: site.name,
      Subject: info.subject,
      Creator: site.name,
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  registerBrandFonts(pdf);
  const done = pdfBytes(pdf).then((bytes) => new Uint8Array(bytes));
  try {
    const t = receiptTypesetter(pdf);
    draw(t);
    const pages = pdf.bufferedPageRange();
    for (let page = 0; page < pages.count; page++) {
      pdf.switchToPage(pages.start + page);
      drawFooter(t, `${info.footer}  ·  Page ${page + 1} of ${pages.count}`);
    }
    pdf.flushPages();
    pdf.end();
  } catch (error) {
    pdf.end();
    throw error;
  }
  return done;
}
