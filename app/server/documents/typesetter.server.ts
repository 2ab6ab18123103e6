import { brandFont, SUBSETS, WEIGHTS, type Weight } from "./brand-fonts.server.ts";

/**
 * The one line layout of every Rallyroom PDF (docs/decisions/035-pdf-documents.md): the build's
 * documents (scripts/lib/pdf-render.ts) and the receipts the server writes per request
 * (app/server/documents/event-receipt.server.ts) both typeset with it, on pdfkit's drawing. Every
 * word is measured in the embedded Plus Jakarta Sans cut that holds its characters (latin first,
 * then latin-ext) and lines wrap within their column. Imported by the build scripts too, so it
 * imports by relative path only.
 *
 * Two kinds of text, one per typesetter:
 * - `authored`, our own words (the build's documents): spans between `**` are emphasised, and a
 *   character the typeface lacks or a word wider than its column throws, which stops the build.
 * - `typed`, a document that prints what a buyer typed (receipts): no markup, control characters
 *   print as spaces, each line break starts a new line, a character the typeface lacks prints as
 *   "?" and a word wider than its column breaks between characters, since a receipt must render
 *   whatever it is given.
 */

export type { Weight };

export interface Style {
  size: number;
  leading: number;
  weight: Weight;
  /** Weight of **emphasised** spans (authored text only). */
  strong?: Weight;
  color: string;
  /** Extra space between letters, in points. */
  tracking?: number;
}

/** A piece of one line, drawn in one font. */
export interface Run {
  text: string;
  font: string;
  x: number;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

/** Where text goes on every page: the column's left edge and width, and the content's top and bottom. */
export interface Frame {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

export type TextKind = "authored" | "typed";

export const fontName = (weight: Weight, subset: (typeof SUBSETS)[number]) => `Jakarta-${weight}-${subset}`;

/** Registers every weight and cut of the brand face under the names the typesetter draws with. */
export function registerBrandFonts(doc: PDFKit.PDFDocument): void {
  for (const weight of WEIGHTS) {
    for (const subset of SUBSETS) doc.registerFont(fontName(weight, subset), brandFont(weight, subset));
  }
}

/** The document's bytes once `end()` is called: listen before drawing anything. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/**
 * OpenType features for every run: the defaults minus Plus Jakarta Sans's contextual alternates,
 * which turn a hyphen after a digit into a minus sign ("4−week", "1−800−555−0142"). fontkit takes
 * a feature map (feature → on/off); pdfkit passes it through but types only the list form.
 */
const FEATURES = { calt: false } as unknown as PDFKit.Mixins.TextOptions["features"];

type GlyphCheck = { _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } } };

type Piece = { text: string; font: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;

export class Typesetter {
  readonly doc: PDFKit.PDFDocument;
  readonly frame: Frame;
  readonly kind: TextKind;
  y: number;
  private readonly coverage = new Map<string, boolean>();

  constructor(doc: PDFKit.PDFDocument, frame: Frame, kind: TextKind) {
    this.doc = doc;
    this.frame = frame;
    this.kind = kind;
    this.y = frame.top;
  }

  /** The cut that holds a character; a character neither holds stops the build or prints as "?". */
  private piece(char: string, weight: Weight): Piece {
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
    if (this.kind === "typed") return { text: "?", font: fontName(weight, "latin") };
    throw new Error(
      `Plus Jakarta Sans has no glyph for U+${codePoint.toString(16).toUpperCase()} ("${char}")`,
    );
  }

  private measure(text: string, font: string, style: Style): number {
    return this.doc
      .font(font)
      .fontSize(style.size)
      .widthOfString(text, { characterSpacing: style.tracking ?? 0, features: FEATURES });
  }

  /** One paragraph's words, each split into pieces by font (and weight, for authored emphasis). */
  private words(paragraph: string, style: Style): Piece[][] {
    const typed = this.kind === "typed";
    const words: Piece[][] = [];
    let word: Piece[] = [];
    let strong = false;
    const flush = () => {
      if (word.length) words.push(word);
      word = [];
    };
    for (const part of typed ? [paragraph] : paragraph.split(/(\*\*)/)) {
      if (!typed && part === "**") {
        strong = !strong;
        continue;
      }
      for (const char of part) {
        // A no-break space holds authored words together; in typed text it is a space like any other.
        if (/\s/.test(char) && (typed || char !== "\u00A0")) {
          flush();
          continue;
        }
        const piece = this.piece(char, strong ? (style.strong ?? style.weight) : style.weight);
        const last = word.at(-1);
        if (last && last.font === piece.font) last.text += piece.text;
        else word.push(piece);
      }
    }
    if (strong) throw new Error(`Unbalanced ** in: ${paragraph}`);
    flush();
    return words;
  }

  /** Breaks text into lines no wider than `width` (see the kinds of text above). */
  lines(text: string, style: Style, width: number): Line[] {
    // pdfkit numbers fonts in the order they are first opened, and the file's bytes follow the
    // numbers: each kind keeps the order it always had (typed text measures the space first).
    if (this.kind === "typed") {
      const space = this.spaceWidth(style);
      return text
        .replace(CONTROL, " ")
        .split(LINE_BREAK)
        .flatMap((paragraph) => this.layout(this.words(paragraph, style), style, width, space));
    }
    const words = this.words(text, style);
    return this.layout(words, style, width, this.spaceWidth(style));
  }

  private spaceWidth(style: Style): number {
    return this.measure(" ", fontName(style.weight, "latin"), style);
  }

  /** One paragraph's words set in lines: at spaces, and inside a typed word too long for one. */
  private layout(words: Piece[][], style: Style, width: number, space: number): Line[] {
    const typed = this.kind === "typed";
    const lines: Line[] = [];
    let line: Line = { runs: [], width: 0 };
    const newLine = () => {
      lines.push(line);
      line = { runs: [], width: 0 };
    };
    /** Adds a piece `gap` after the line's end: to the last run when the font is the same. */
    const push = (piece: Piece, gap: number, pieceWidth: number) => {
      const previous = line.runs.at(-1);
      const x = line.width + gap;
      // Same font as the run before: extend it (one text operation per run, fewer bytes).
      if (previous && previous.font === piece.font) {
        previous.text += `${gap ? " " : ""}${piece.text}`;
        previous.width = x + pieceWidth - previous.x;
      } else {
        line.runs.push({ text: piece.text, font: piece.font, x, width: pieceWidth });
      }
      line.width = x + pieceWidth;
    };
    for (const pieces of words) {
      const measured = pieces.map((piece) => ({
        ...piece,
        width: this.measure(piece.text, piece.font, style),
      }));
      const wordWidth = measured.reduce((sum, piece) => sum + piece.width, 0);
      if (wordWidth <= width) {
        if (line.width + (line.runs.length ? space : 0) + wordWidth > width) newLine();
        measured.forEach((piece, index) => {
          push(piece, index === 0 && line.runs.length ? space : 0, piece.width);
        });
        continue;
      }
      if (!typed) throw new Error(`"${pieces.map((p) => p.text).join("")}" is wider than its column`);
      // Wider than the column (a long address line, a URL): break it between characters.
      if (line.runs.length) newLine();
      for (const piece of measured) {
        for (const char of piece.text) {
          const charWidth = this.measure(char, piece.font, style);
          if (line.width + charWidth > width && line.runs.length) newLine();
          push({ text: char, font: piece.font }, 0, charWidth);
        }
      }
    }
    // A typed paragraph is a line even when empty (a blank line in an address).
    if (typed || line.runs.length) lines.push(line);
    return lines;
  }

  /** Draws lines with their tops at y (right-aligned lines end at x); returns the y below them. */
  draw(
    lines: Line[],
    style: Style,
    x: number,
    y: number,
    color = style.color,
    align: "left" | "right" = "left",
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

  /** Lays out and draws text within `width` from x in one go; returns the y below it. */
  write(text: string, style: Style, x: number, y: number, width: number, align: "left" | "right" = "left") {
    const lines = this.lines(text, style, width);
    return this.draw(lines, style, align === "right" ? x + width : x, y, style.color, align);
  }

  height(lines: Line[], style: Style) {
    return lines.length * style.leading;
  }

  newPage() {
    this.doc.addPage();
    this.y = this.frame.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y + height > this.frame.bottom) this.newPage();
  }

  /** A hairline across the column at y. */
  rule(y: number, color: string, width = 0.75) {
    this.doc
      .moveTo(this.frame.left, y)
      .lineTo(this.frame.left + this.frame.width, y)
      .lineWidth(width)
      .stroke(color);
  }
}
