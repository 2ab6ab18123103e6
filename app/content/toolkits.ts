export interface Toolkit {
  slug: string;
  title: string;
  description: string;
  /** What the PDF contains, shown on the toolkit page. */
  contents: string[];
  audience: string;
  /** The PDF in public/downloads (built by scripts/make-pdfs.ts). */
  pdf: string;
}

export const toolkits: Toolkit[] = [
  {
    slug: "remote-onboarding",
    pdf: "/downloads/remote-onboarding-toolkit.pdf",
    title: "Remote Onboarding Toolkit",
    description:
      "A 30-day plan, buddy checklist and first-week icebreakers that help new hires feel part of a distributed team.",
    contents: [
      "A day-by-day plan for a new hire's first 30 days",
      "A buddy checklist with weekly prompts",
      "Five first-week icebreakers that work on video calls",
      "A manager's welcome-call agenda",
    ],
    audience: "HR teams and hiring managers who onboard people they may never meet in person.",
  },
  {
    slug: "employee-engagement",
    pdf: "/downloads/employee-engagement-toolkit.pdf",
    title: "Employee Engagement Metrics Toolkit",
    description:
      "Pulse-survey questions, a participation tracker and a simple scorecard to show what your team events achieve.",
    contents: [
      "Twelve pulse-survey questions, ready to copy",
      "A participation and satisfaction tracker",
      "A quarterly engagement scorecard",
      "How to present results to leadership",
    ],
    audience: "People & Culture managers who need numbers, not anecdotes.",
  },
  {
    slug: "holiday-party-planning",
    pdf: "/downloads/holiday-party-planning-toolkit.pdf",
    title: "Virtual Holiday Party Planning Toolkit",
    description:
      "A six-week countdown, invitation templates and a run-of-show for a holiday party your remote team will remember.",
    contents: [
      "A six-week planning countdown",
      "Invitation and reminder templates",
      "A 75-minute run-of-show",
      "Gift and kit shipping deadlines by region",
    ],
    audience: "Event planners and team leads organising end-of-year celebrations.",
  },
];

export function getToolkit(slug: string): Toolkit | undefined {
  return toolkits.find((toolkit) => toolkit.slug === slug);
}
