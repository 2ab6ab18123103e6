/**
 * What a lead form needs to offer a download once the lead is stored: the title, a sentence and
 * the PDF's path. Kept apart from toolkits.ts (every section of every toolkit) so the forms,
 * which load on many pages, carry only these few strings.
 */
export interface ToolkitOffer {
  title: string;
  /** What it gives the reader, in a sentence. */
  description: string;
  /** The PDF in public/downloads (built by scripts/make-pdfs.ts). */
  pdf: string;
}

/** The general toolkit the homepage and pricing forms offer (it has no page of its own). */
export const generalToolkitOffer: ToolkitOffer = {
  title: "Rallyroom Team Event Toolkit",
  description:
    "A 4-week planning checklist, a 60-minute run of show and ten icebreakers for any video call, plus how to tell whether it worked.",
  pdf: "/downloads/rallyroom-team-event-toolkit.pdf",
};

/** The free guide the guide form offers (one of the /resources downloads). */
export const freeGuide = {
  title: "The Remote Team Playbook",
  pdf: "/downloads/remote-team-playbook.pdf",
} as const;
