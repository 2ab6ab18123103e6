import { site } from "../../app/config/site.ts";
import { cancellationTiers, noShowOutcome } from "../../app/domain/booking-policy.ts";

/**
 * What the documents in scripts/pdf-content.ts are made of: their blocks, sections and cover,
 * and the helpers the documents (toolkits.ts, guides.ts beside this file) are written with.
 */

/** "A full refund or a free reschedule." from the policy's "a full refund or a free reschedule". */
const asSentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/**
 * The cancellation terms as table rows, from app/domain/booking-policy.ts: "48 hours or more",
 * "24 to 48 hours", "Less than 24 hours", each with what comes back, then the no-show.
 */
export const cancellationRows: string[][] = [
  ...cancellationTiers.map((tier, index) => {
    const above = cancellationTiers[index - 1]?.fromHours;
    const notice =
      above === undefined
        ? `${tier.fromHours} hours or more`
        : tier.fromHours === 0
          ? `Less than ${above} hours`
          : `${tier.fromHours} to ${above} hours`;
    return [notice, asSentence(tier.outcome)];
  }),
  ["No-show", asSentence(noShowOutcome)],
];

/** One piece of a section, each typeset in its own way. */
export type Block =
  /** A paragraph. */
  | { kind: "text"; text: string }
  /** A bulleted list. */
  | { kind: "list"; items: string[] }
  /** Things to tick off, drawn with an empty box each. */
  | { kind: "checklist"; items: string[] }
  /**
   * Tabular content; `widths` are relative column widths. The first column holds row labels, set
   * in bold, unless `labels` is false (a column of questions reads better in the text weight).
   */
  | { kind: "table"; columns: string[]; widths: number[]; rows: string[][]; labels?: false }
  /** Copy-ready text (an email, a message) set apart on a panel. */
  | { kind: "template"; label: string; body: string[] }
  /** A short aside: a tip, or what Rallyroom does for this step. */
  | { kind: "note"; label: string; body: string[] };

export interface PdfSection {
  heading: string;
  blocks: Block[];
}

export interface PdfDocument {
  /** File name under public/downloads/. */
  file: string;
  /** Shown above the title on the cover; matches the label the site gives the download. */
  kind: "Toolkit" | "PDF Guide" | "Template Pack" | "Checklist";
  title: string;
  /** The cover’s subtitle and the PDF’s Subject. */
  subtitle: string;
  /** Who the document is written for, on the cover. */
  audience: string;
  sections: PdfSection[];
}

export const contact = `${site.email.hello} or ${site.phone.display}`;

export const fromRallyroom = (text: string): Block => ({
  kind: "note",
  label: "How Rallyroom helps",
  body: [text],
});

/** The blocks and sections below, each built from what differs between them. */
export const text = (paragraph: string): Block => ({ kind: "text", text: paragraph });
export const list = (...items: string[]): Block => ({ kind: "list", items });
export const checklist = (...items: string[]): Block => ({ kind: "checklist", items });
export const table = (
  columns: string[],
  widths: number[],
  rows: string[][],
  options: { labels?: false } = {},
): Block => ({
  kind: "table",
  columns,
  widths,
  rows,
  ...options,
});
export const template = (label: string, ...body: string[]): Block => ({ kind: "template", label, body });
export const section = (heading: string, ...blocks: Block[]): PdfSection => ({ heading, blocks });
