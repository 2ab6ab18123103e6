import { generalToolkitOffer, type ToolkitOffer } from "./toolkit-offers.ts";

/** One section of a toolkit PDF, as the toolkit page lists it. */
export interface ToolkitSection {
  /** The section's heading, word for word as the PDF prints it (scripts/pdf-content.ts). */
  title: string;
  /** What the section gives the reader, in one line. */
  detail: string;
}

/** A toolkit PDF offered behind a lead form. */
export interface ToolkitPdf extends ToolkitOffer {
  /** Every section of the PDF, in its order. */
  inside: readonly ToolkitSection[];
}

/** A toolkit with a page of its own (/toolkits/:slug). */
export interface Toolkit extends ToolkitPdf {
  slug: string;
  /** Who the toolkit is written for. */
  audience: string;
}

export const toolkits: Toolkit[] = [
  {
    slug: "remote-onboarding",
    pdf: "/downloads/remote-onboarding-toolkit.pdf",
    title: "Remote Onboarding Toolkit",
    description:
      "A 30-day plan, buddy checklist and first-week icebreakers that help new hires feel part of a distributed team.",
    inside: [
      {
        title: "The goal of the first 30 days",
        detail: "What a new hire should know by day 30, and why belonging predicts whether they stay.",
      },
      {
        title: "Day-by-day plan: week one",
        detail: "Five days from the welcome call to the end-of-week check-in.",
      },
      {
        title: "Weeks two to four",
        detail: "The first real piece of work, shadowing, a cohort game and the 30-day conversation.",
      },
      {
        title: "Buddy checklist",
        detail: "What the buddy does before day one and in each of the first four weeks.",
      },
      {
        title: "Five first-week icebreakers that work on video calls",
        detail: "Desk tour, two truths and a tale, the team playlist and two more.",
      },
      {
        title: "The manager’s welcome-call agenda (30 minutes)",
        detail: "Five short blocks, from a personal welcome to how and when to ask for help.",
      },
      {
        title: "Measuring onboarding",
        detail: "Two questions to ask at day 30 and day 90, and when to add a cohort event.",
      },
    ],
    audience: "HR teams and hiring managers who onboard people they may never meet in person.",
  },
  {
    slug: "employee-engagement",
    pdf: "/downloads/employee-engagement-toolkit.pdf",
    title: "Employee Engagement Metrics Toolkit",
    description:
      "Pulse-survey questions, a participation tracker and a simple scorecard to show what your team events achieve.",
    inside: [
      {
        title: "Why measure engagement events",
        detail: "Why leaders doubt a single event, and how light measures answer them.",
      },
      {
        title: "Twelve pulse-survey questions (pick four per quarter)",
        detail: "Ready to copy, each with its scale: 1 to 5, yes or no, 0 to 10.",
      },
      {
        title: "Participation and satisfaction tracker",
        detail: "The ten columns to keep, one row per event, from invited to cost per attendee.",
      },
      {
        title: "Quarterly engagement scorecard",
        detail: "Six measures with targets, from attendance rate to regretted attrition.",
      },
      {
        title: "How to present results to leadership",
        detail: "One chart, one human story, the cost comparison and next quarter's plan.",
      },
      {
        title: "Common pitfalls",
        detail: "Four habits that make engagement numbers meaningless.",
      },
    ],
    audience: "People & Culture managers who need numbers, not anecdotes.",
  },
  {
    slug: "holiday-party-planning",
    pdf: "/downloads/holiday-party-planning-toolkit.pdf",
    title: "Virtual Holiday Party Planning Toolkit",
    description:
      "A six-week countdown, invitation templates and a run-of-show for a holiday party your remote team will remember.",
    inside: [
      {
        title: "Start early: December dates go first",
        detail: "When to book, and how to pick an inclusive date across countries.",
      },
      {
        title: "Six-week countdown",
        detail: "One line per week, from booking the host to the final headcount.",
      },
      {
        title: "Invitation template",
        detail: "A subject line and invitation to paste and edit in a minute.",
      },
      {
        title: "A 75-minute run-of-show",
        detail: "Minute by minute, from the welcome toast to the group photo.",
      },
      {
        title: "Gift and kit shipping deadlines by region",
        detail:
          "Order-by lead times for the US, Canada, Mexico, the UK, the EU, Asia-Pacific and Latin America.",
      },
      {
        title: "Making it inclusive",
        detail: "Theme, alcohol, time zones and accessibility.",
      },
    ],
    audience: "Event planners and team leads organising end-of-year celebrations.",
  },
];

/** The general toolkit the homepage and pricing forms offer (it has no page of its own). */
export const teamEventToolkit: ToolkitPdf = {
  ...generalToolkitOffer,
  inside: [
    {
      title: "The 4-week planning checklist",
      detail: "From picking the goal and date to the thank-you afterwards.",
    },
    {
      title: "Run of show: 60 minutes",
      detail: "Welcome, warm-up, the main game, the leaderboard and awards.",
    },
    {
      title: "Ten icebreakers for any platform",
      detail: "Quick openers that work on any video call.",
    },
    {
      title: "Did it work?",
      detail: "One question to ask the next day, and what to track against your last event.",
    },
  ],
};

export function getToolkit(slug: string): Toolkit | undefined {
  return toolkits.find((toolkit) => toolkit.slug === slug);
}

/** The source a toolkit page's form records: `toolkit_<slug>`. */
export const toolkitSource = (toolkit: Toolkit) => `toolkit_${toolkit.slug}`;

/** The toolkit a form's source asked for: a toolkit page's own, else the general toolkit. */
export function toolkitForSource(source: string | null | undefined): Toolkit | ToolkitPdf {
  const slug = source?.startsWith("toolkit_") ? source.slice("toolkit_".length) : undefined;
  return (slug ? getToolkit(slug) : undefined) ?? teamEventToolkit;
}
