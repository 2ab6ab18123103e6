import { readFileSync } from "node:fs";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { site } from "~/config/site";
import { cancellationLines, HEADCOUNT_CHANGE_HOURS } from "~/domain/booking-policy";
import { formatPrice } from "~/domain/pricing";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import type { EventOrderStatus } from "~/server/db/schema.server";
import { brandFont, SUBSETS, type Subset, WEIGHTS, type Weight } from "~/server/documents/brand-fonts.server";
import { eventDocument, eventLedger, priceLineLabel } from "~/server/email/event-emails.server";
import type { EventMail } from "~/server/services/events/view.server";

/**
 * An event's receipt (once money was received), booking confirmation (booked by invoice, not yet
 * paid) or quote (a card checkout never paid), named by `eventDocument`, as the buyer downloads it
 * from their manage page: one or two US Letter pages, typeset like the brand's documents
 * (docs/decisions/035-pdf-documents.md): Plus Jakarta Sans embedded as subsets, the brand
 * palette, every line measured in the embedded font and wrapped within its column. The buyer's
 * own text (billing contact, company, address) is printed as typed, with two differences from
 * the build's documents, which stop at a character the typeface lacks or a word wider than its
 * column: here such a character prints as "?" and such a word breaks, since a buyer's receipt
 * must render whatever they typed. The same order and `now` always give the same bytes.
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

interface Style {
  size: number;
  leading: number;
  weight: Weight;
  color: string;
  /** Extra space between letters, in points. */
  tracking?: number;
}

const styles = {
  body: { size: 9.5, leading: 13.5, weight: 400, color: C.body },
  strong: { size: 9.5, leading: 13.5, weight: 700, color: C.ink },
  label: { size: 7.5, leading: 11, weight: 700, color: C.deep, tracking: 0.7 },
  title: { size: 24, leading: 30, weight: 800, color: C.ink },
  wordmark: { size: 15, leading: 18, weight: 800, color: C.ink },
  total: { size: 11, leading: 15, weight: 800, color: C.ink },
  small: { size: 8, leading: 11.5, weight: 400, color: C.slate },
  fine: { size: 8.5, leading: 12, weight: 400, color: C.body },
} satisfies Record<string, Style>;

const fontName = (weight: Weight, subset: Subset) => `Jakarta-${weight}-${subset}`;

/**
 * Plus Jakarta Sans's contextual alternates turn a hyphen after a digit into a minus sign
 * ("1−800"): off, as in the build's documents. fontkit takes a feature map; pdfkit types a list.
 */
const FEATURES = { calt: false } as unknown as PDFKit.Mixins.TextOptions["features"];

type GlyphCheck = { _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } } };

interface Run {
  text: string;
  font: string;
  x: number;
}

interface Line {
  runs: Run[];
  width: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Line layout on pdfkit's drawing: words measured in the embedded font, wrapped to a width. */
class Typesetter {
  readonly doc: PDFKit.PDFDocument;
  y = CONTENT_TOP;
  private readonly coverage = new Map<string, boolean>();

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  /** The cut that holds a character, latin first; a character neither holds prints as "?". */
  private piece(char: string, weight: Weight): { text: string; font: string } {
    const codePoint = char.codePointAt(0) as number;
    for (const subset of SUBSETS) {
      const name = fontName(weight, subset);
      const key = `${name}:${codePoint}`;
      let has = this.coverage.get(key);
      if (has === undefined) {
        this.doc.font(name);
        // pdfkit exposes the fontkit font it embeds: ask it rather than guess from ranges.
        has = (this.doc as unknown as GlyphCheck)._font.font.hasGlyphForCodePoint(codePoint);
        this.coverage.set(key, has);
      }
      if (has) return { text: char, font: name };
    }
    return { text: "?", font: fontName(weight, "latin") };
  }

  private measure(text: string, font: string, style: Style): number {
    return this.doc
      .font(font)
      .fontSize(style.size)
      .widthOfString(text, { characterSpacing: style.tracking ?? 0, features: FEATURES });
  }

  /** Breaks text into lines no wider than `width`: at spaces, at line breaks, inside a word too long for one. */
  lines(text: string, style: Style, width: number): Line[] {
    const lines: Line[] = [];
    const space = this.measure(" ", fontName(style.weight, "latin"), style);
    for (const paragraph of text.replace(CONTROL, " ").split(/\r\n|\r|\n|\u2028|\u2029/)) {
      let line: Line = { runs: [], width: 0 };
      const push = (piece: { text: string; font: string }, gap: number, pieceWidth: number) => {
        const previous = line.runs.at(-1);
        const x = line.width + gap;
        if (previous && previous.font === piece.font) previous.text += `${gap ? " " : ""}${piece.text}`;
        else line.runs.push({ text: piece.text, font: piece.font, x });
        line.width = x + pieceWidth;
      };
      const newLine = () => {
        lines.push(line);
        line = { runs: [], width: 0 };
      };
      for (const word of paragraph.split(/[\s]+/).filter(Boolean)) {
        const pieces: { text: string; font: string; width: number }[] = [];
        for (const char of word) {
          const piece = this.piece(char, style.weight);
          const last = pieces.at(-1);
          if (last && last.font === piece.font) last.text += piece.text;
          else pieces.push({ ...piece, width: 0 });
        }
        for (const piece of pieces) piece.width = this.measure(piece.text, piece.font, style);
        const wordWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
        const gap = line.runs.length ? space : 0;
        if (wordWidth <= width) {
          if (line.width + gap + wordWidth > width) newLine();
          pieces.forEach((piece, index) => {
            push(piece, index === 0 && line.runs.length ? space : 0, piece.width);
          });
          continue;
        }
        // Wider than the column (a long address line, a URL): break it between characters.
        if (line.runs.length) newLine();
        for (const piece of pieces) {
          for (const char of piece.text) {
            const charWidth = this.measure(char, piece.font, style);
            if (line.width + charWidth > width && line.runs.length) newLine();
            push({ text: char, font: piece.font }, 0, charWidth);
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws lines with their tops at y (right-aligned lines end at x); returns the y below them. */
  draw(
    lines: Line[],
    style: Style,
    x: number,
    y: number,
    align: "left" | "right" = "left",
    color = style.color,
  ) {
    for (const line of lines) {
      const offset = align === "right" ? -line.width : 0;
      for (const run of line.runs) {
        this.doc
          .font(run.font)
          .fontSize(style.size)
          .fillColor(color)
          .text(run.text, x + offset + run.x, y, {
            lineBreak: false,
            characterSpacing: style.tracking ?? 0,
            features: FEATURES,
          });
      }
      y += style.leading;
    }
    return y;
  }

  /** Lays out and draws text in one go; returns the y below it. */
  write(text: string, style: Style, x: number, y: number, width: number, align: "left" | "right" = "left") {
    return this.draw(this.lines(text, style, width), style, align === "right" ? x + width : x, y, align);
  }

  height(lines: Line[], style: Style) {
    return lines.length * style.leading;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y + height > CONTENT_BOTTOM) {
      this.doc.addPage();
      this.y = CONTENT_TOP;
    }
  }

  rule(y: number, color: string = C.line, width = 0.75) {
    this.doc
      .moveTo(MARGIN_X, y)
      .lineTo(MARGIN_X + WIDTH, y)
      .lineWidth(width)
      .stroke(color);
  }
}

/* ---------- The logo ---------- */

interface Shape {
  element: string;
  attributes: Record<string, string>;
}

let logo: { viewBox: number[]; shapes: Shape[] } | null | undefined;

/**
 * The mark from public/images/logo.svg, the site's own file (read as app/server/pdf-facts.server.ts
 * reads public/): its rects, circles, ellipses and paths with flat fills. Null when the file is
 * missing or not drawable, and the receipt then carries the wordmark alone rather than failing.
 */
function readLogo(): typeof logo {
  try {
    const svg = readFileSync(join(process.cwd(), "public/images/logo.svg"), "utf8");
    const viewBox = /viewBox="([^"]+)"/
      .exec(svg)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
    if (viewBox?.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) return null;
    const shapes: Shape[] = [];
    for (const match of svg.matchAll(/<(rect|circle|ellipse|path)\b([^>]*?)\/?>/g)) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (match[2] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)) {
        attributes[name as string] = value as string;
      }
      if (!/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(attributes.fill ?? "#000")) return null;
      shapes.push({ element: match[1] as string, attributes });
    }
    return shapes.length ? { viewBox, shapes } : null;
  } catch {
    return null;
  }
}

/** Draws the mark with its top-left corner at (x, y), `size` points wide; false without one. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): boolean {
  if (logo === undefined) logo = readLogo();
  if (!logo) return false;
  const [minX = 0, minY = 0, width = 1, height = 1] = logo.viewBox;
  doc.save();
  doc
    .translate(x, y)
    .scale(size / Math.max(width, height))
    .translate(-minX, -minY);
  for (const { element, attributes: a } of logo.shapes) {
    const n = (name: string, fallback = 0) => (a[name] === undefined ? fallback : Number(a[name]));
    doc.fillColor(a.fill ?? "#000", n("opacity", 1) * n("fill-opacity", 1));
    if (element === "rect") {
      const rx = n("rx", n("ry"));
      if (rx > 0) doc.roundedRect(n("x"), n("y"), n("width"), n("height"), rx);
      else doc.rect(n("x"), n("y"), n("width"), n("height"));
    } else if (element === "circle") doc.circle(n("cx"), n("cy"), n("r"));
    else if (element === "ellipse") doc.ellipse(n("cx"), n("cy"), n("rx"), n("ry"));
    else doc.path(a.d ?? "");
    doc.fill(a["fill-rule"] === "evenodd" ? "even-odd" : "non-zero");
  }
  doc.restore();
  return true;
}

/* ---------- What the document says ---------- */

const statusNames: Record<EventOrderStatus, string> = {
  held: "Awaiting payment",
  paid: "Deposit paid",
  invoiced: "Deposit invoiced",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired: not paid in time",
};

const INVOICE_DAYS = 30;

/** The document's number: the order id's first eight characters, as staff and the buyer quote it. */
export const receiptNumber = (id: string) => id.slice(0, 8).toUpperCase();

const issueDate = (now: Date) =>
  now.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: site.businessTimeZone,
  });

const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

function paymentTerms(mail: EventMail): string[] {
  const deposit = formatPrice(mail.depositCents);
  const balance =
    mail.balanceCents > 0
      ? `The balance of ${formatPrice(mail.balanceCents)} is invoiced after the event, due within ${INVOICE_DAYS} days of the invoice (net ${INVOICE_DAYS}).`
      : "Nothing more is due after the event.";
  if (mail.status === "cancelled" || mail.status === "expired") {
    return [
      mail.status === "cancelled"
        ? `This event is cancelled: nothing more is due.${
            mail.refundedCents > 0 ? " The refunds are in the ledger above, under Refunded." : ""
          }`
        : "This booking expired before the deposit was paid: nothing is due.",
    ];
  }
  const depositTerms =
    mail.paymentMode === "card"
      ? mail.paidCents > 0
        ? `Deposit of ${formatPrice(Math.min(mail.paidCents, mail.depositCents))} paid by card.`
        : `The deposit of ${deposit} is paid by card at checkout; the date is held for you once it is paid.`
      : `The deposit of ${deposit} is invoiced to the billing contact, due within ${INVOICE_DAYS} days of the invoice (net ${INVOICE_DAYS}).`;
  const po = mail.poNumber ? [`Invoices quote your PO number ${mail.poNumber}.`] : [];
  return [`${depositTerms} ${balance}`, ...po];
}

/** `gap`: a hairline above the row, between the price's totals and the ledger. */
type MoneyRow = { label: string; cents: number; strong?: boolean; gap?: boolean };

/**
 * The price's totals, then the ledger as the page and the emails give it, then what is left to pay.
 * A cancelled or expired order has no deposit or balance due: its total, then its ledger.
 */
function moneyRows(mail: EventMail): MoneyRow[] {
  const over = mail.status === "cancelled" || mail.status === "expired";
  return [
    { label: "Total", cents: mail.totalCents, strong: true },
    ...(over
      ? []
      : [
          { label: "Deposit", cents: mail.depositCents },
          { label: "Balance, invoiced after the event", cents: mail.balanceCents },
        ]),
    ...eventLedger(mail).map((row, index) => ({
      label: row.label,
      cents: row.cents,
      ...(row.total ? { strong: true } : {}),
      ...(index === 0 ? { gap: true } : {}),
    })),
    ...(over ? [] : [{ label: "Still to pay", cents: Math.max(mail.totalCents - mail.paidCents, 0) }]),
  ];
}

/* ---------- Drawing ---------- */

function drawHeader(t: Typesetter, mail: EventMail, now: Date) {
  const { doc } = t;
  const hasLogo = drawLogo(doc, MARGIN_X, TOP, 30);
  t.write(site.name, styles.wordmark, MARGIN_X + (hasLogo ? 40 : 0), TOP + 6, 200);
  const { title } = eventDocument(mail);
  let y = t.write(title, styles.title, MARGIN_X, TOP - 4, WIDTH, "right");
  y = t.write(`No. ${receiptNumber(mail.id)}`, styles.strong, MARGIN_X, y + 2, WIDTH, "right");
  y = t.write(`Issued ${issueDate(now)}`, styles.body, MARGIN_X, y, WIDTH, "right");
  y = t.write(`Status: ${statusNames[mail.status]}`, styles.body, MARGIN_X, y, WIDTH, "right");
  y += 8;
  doc.rect(MARGIN_X, y, WIDTH, 3).fill(C.coral);
  t.y = y + 18;
}

/** A small capitals label above a block. */
function label(t: Typesetter, text: string, x: number, y: number, width: number) {
  return t.draw(t.lines(text.toUpperCase(), styles.label, width), styles.label, x, y) + 4;
}

function drawParties(t: Typesetter, mail: EventMail) {
  const gutter = 28;
  const column = (WIDTH - gutter) / 2;
  // The postal address starts with the company's name, which the block's first line already gives.
  const street = site.postalAddress.startsWith(`${site.name}, `)
    ? site.postalAddress.slice(site.name.length + 2)
    : site.postalAddress;
  const from = [site.name, street, site.email.hello].join("\n");
  const billTo = [
    mail.billingName,
    mail.company,
    mail.invoiceAddress,
    mail.billingEmail,
    ...(mail.poNumber ? [`PO number: ${mail.poNumber}`] : []),
  ].join("\n");
  const fromLines = t.lines(from, styles.body, column);
  const toLines = t.lines(billTo, styles.body, column);
  const labelHeight = 15;
  t.ensure(
    labelHeight + Math.max(t.height(fromLines, styles.body), Math.min(t.height(toLines, styles.body), 120)),
  );
  const top = t.y;
  const fromBottom = t.draw(fromLines, styles.body, MARGIN_X, label(t, "From", MARGIN_X, top, column));
  // A bill-to block longer than the rest of the page (a very long address) continues on the next.
  const x = MARGIN_X + column + gutter;
  let y = label(t, "Bill to", x, top, column);
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
function drawRows(t: Typesetter, heading: string, rows: readonly (readonly [string, string])[]) {
  const labelWidth = 120;
  const valueWidth = WIDTH - labelWidth;
  t.ensure(15 + styles.body.leading * 2);
  t.y = label(t, heading, MARGIN_X, t.y, WIDTH);
  for (const [name, value] of rows) {
    const lines = t.lines(value, styles.body, valueWidth);
    t.ensure(t.height(lines, styles.body) + 4);
    t.draw(
      t.lines(name, { ...styles.body, weight: 600, color: C.ink }, labelWidth - 10),
      {
        ...styles.body,
        weight: 600,
        color: C.ink,
      },
      MARGIN_X,
      t.y,
    );
    t.y = t.draw(lines, styles.body, MARGIN_X + labelWidth, t.y) + 3;
  }
  t.y += 12;
}

function drawPrice(t: Typesetter, mail: EventMail) {
  const amountWidth = 110;
  const itemWidth = WIDTH - amountWidth - 16;
  const pad = 8;
  const rows = moneyRows(mail);
  const rowStyle = (row: MoneyRow) => (row.strong ? styles.total : styles.body);
  const summaryHeight = 8 + rows.reduce((sum, row) => sum + rowStyle(row).leading + 3 + (row.gap ? 8 : 0), 0);
  const header = () => {
    t.doc.rect(MARGIN_X, t.y, WIDTH, 20).fill(C.tint);
    t.draw(t.lines("ITEM", styles.label, itemWidth), styles.label, MARGIN_X + pad, t.y + 6);
    t.draw(
      t.lines("AMOUNT", styles.label, amountWidth),
      styles.label,
      MARGIN_X + WIDTH - pad,
      t.y + 6,
      "right",
    );
    t.y += 20;
  };
  const priced = mail.lines.map((line) => t.lines(priceLineLabel(line), styles.body, itemWidth - pad));
  const rowHeight = (lines: Line[]) => t.height(lines, styles.body) + 9;
  t.ensure(15 + 20 + rowHeight(priced[0] ?? []) * Math.min(priced.length, 2));
  t.y = label(t, "Price", MARGIN_X, t.y, WIDTH);
  header();
  mail.lines.forEach((line, index) => {
    const lines = priced[index] ?? [];
    const height = rowHeight(lines);
    // The last line stays with the totals under it; the header comes again on a new page.
    const keep = index === mail.lines.length - 1 ? height + summaryHeight : height;
    if (t.y + keep > CONTENT_BOTTOM) {
      t.ensure(keep);
      header();
    }
    t.draw(lines, styles.body, MARGIN_X + pad, t.y + 5);
    t.write(
      formatPrice(line.cents),
      styles.body,
      MARGIN_X + WIDTH - pad - amountWidth,
      t.y + 5,
      amountWidth,
      "right",
    );
    t.y += height;
    t.rule(t.y);
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
function drawParagraphs(
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

function drawFooter(t: Typesetter, mail: EventMail, page: number, pages: number) {
  t.rule(FOOTER_Y - 10);
  const contact = `${site.name}  ·  ${site.email.hello}  ·  ${site.phone.display}`;
  t.write(contact, styles.small, MARGIN_X, FOOTER_Y, WIDTH - 140);
  t.write(
    `${eventDocument(mail).title} ${receiptNumber(mail.id)}  ·  Page ${page} of ${pages}`,
    { ...styles.small, weight: 600, color: C.ink },
    MARGIN_X,
    FOOTER_Y,
    WIDTH,
    "right",
  );
}

/**
 * The receipt, booking confirmation or quote of one event as PDF bytes. `now` is the issue date and the file's
 * creation date, so the same order and moment give the same bytes. `compress: false` writes
 * the page streams as plain text (tests read them).
 */
export async function renderEventReceipt(
  mail: EventMail,
  now: Date,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const title = `${eventDocument(mail).title} ${receiptNumber(mail.id)}`;
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    compress: options.compress ?? true,
    pdfVersion: "1.7",
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: title,
      Author: site.name,
      Subject: `${mail.activityTitle} for ${people(mail.headcount)}`,
      Creator: site.name,
      CreationDate: now,
      ModDate: now,
    },
  });
  for (const weight of WEIGHTS) {
    for (const subset of SUBSETS) pdf.registerFont(fontName(weight, subset), brandFont(weight, subset));
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });

  try {
    const t = new Typesetter(pdf);
    drawHeader(t, mail, now);
    drawParties(t, mail);
    const business = site.businessTimeZone;
    const range = (zone: string) =>
      `${formatRange(mail.start, mail.end, zone)} (${zoneLabel(zone, mail.start)})`;
    drawRows(t, "Event", [
      ["Activity", mail.activityTitle],
      ["Date and time", range(mail.visitorTimeZone)],
      ...(mail.visitorTimeZone === business ? [] : ([["Our time", range(business)]] as const)),
      ["Headcount", people(mail.headcount)],
      ["Host", mail.host.name],
      ["Booked by", `${mail.name}, ${mail.email}`],
    ]);
    drawPrice(t, mail);
    drawParagraphs(t, "Payment terms", paymentTerms(mail));
    drawParagraphs(
      t,
      "Booking policy",
      [
        ...cancellationLines,
        `The headcount can change up to ${HEADCOUNT_CHANGE_HOURS} hours before the start; the price follows it.`,
        `The full policy: ${new URL(mail.links.manage).origin}/booking-policy`,
      ],
      { bullets: true, style: styles.fine },
    );

    const pages = pdf.bufferedPageRange();
    for (let page = 0; page < pages.count; page++) {
      pdf.switchToPage(pages.start + page);
      drawFooter(t, mail, page + 1, pages.count);
    }
    pdf.flushPages();
    pdf.end();
  } catch (error) {
    pdf.end();
    throw error;
  }
  return done;
}
