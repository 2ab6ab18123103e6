import type { PdfDocument } from "./pdf-documents/blocks.ts";
import { eventPlanningTemplates, remoteTeamPlaybook, virtualEventChecklist } from "./pdf-documents/guides.ts";
import {
  employeeEngagementToolkit,
  holidayPartyToolkit,
  remoteOnboardingToolkit,
  teamEventToolkit,
} from "./pdf-documents/toolkits.ts";

/**
 * The text of every PDF the site offers (free downloads and toolkits), typeset by make-pdfs.ts.
 * Write real typography here: ’ “ ” – — … ×. Spans between ** are set in bold. The toolkit
 * pages list the section headings, so a heading is renamed only together with those pages.
 * Each document is written in scripts/pdf-documents/ (toolkits.ts, guides.ts), with the blocks
 * of scripts/pdf-documents/blocks.ts; this list gives their order.
 */

export type { Block, PdfDocument, PdfSection } from "./pdf-documents/blocks.ts";

export const pdfDocuments: PdfDocument[] = [
  teamEventToolkit,
  remoteTeamPlaybook,
  eventPlanningTemplates,
  virtualEventChecklist,
  remoteOnboardingToolkit,
  employeeEngagementToolkit,
  holidayPartyToolkit,
];
