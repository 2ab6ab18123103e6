import "../server/require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderPdf } from "./lib/pdf-render.ts";
import { pdfDocuments } from "./pdf-content.ts";

/**
 * `node scripts/make-pdfs.ts`: typesets the free downloads and toolkits (text in
 * scripts/pdf-content.ts) into public/downloads with pdfkit, in Plus Jakarta Sans (embedded as
 * subsets). The output is committed and byte-for-byte reproducible; rerun after editing the
 * text, the logo or the layout (docs/decisions/035-pdf-documents.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const downloadsDir = path.join(root, "public/downloads");

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(downloadsDir, { recursive: true });
  for (const doc of pdfDocuments) {
    const pdf = await renderPdf(doc);
    writeFileSync(path.join(downloadsDir, doc.file), pdf);
    const pages = /\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1] ?? "?";
    console.log(`${doc.file}: ${(pdf.length / 1024).toFixed(1)} KB, ${pages} pages`);
  }
}
