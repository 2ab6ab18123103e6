/** The three free downloads of /resources: real PDFs in public/downloads (scripts/make-pdfs.ts). */
export interface Download {
  type: "PDF Guide" | "Template Pack" | "Checklist";
  title: string;
  description: string;
  href: string;
  pages: string;
}

export const downloads: Download[] = [
  {
    type: "PDF Guide",
    title: "The Remote Team Playbook",
    description:
      "Twelve event formats that work on video calls, a cadence that keeps teams close, and how to measure it.",
    href: "/downloads/remote-team-playbook.pdf",
    pages: "2 pages",
  },
  {
    type: "Template Pack",
    title: "Virtual Event Planning Templates",
    description:
      "Save-the-date, joining details, reminder, run-of-show, custom-question brief and a three-question survey.",
    href: "/downloads/event-planning-templates.pdf",
    pages: "2 pages",
  },
  {
    type: "Checklist",
    title: "The Virtual Team Event Checklist",
    description:
      "Everything to confirm four weeks, two weeks, one week and one hour before your event, and after it.",
    href: "/downloads/virtual-event-checklist.pdf",
    pages: "2 pages",
  },
];

export interface ResourceLink {
  slug: string;
  title: string;
  result: string;
}

/** ROI case studies: blog posts with measured results. */
export const caseStudies: ResourceLink[] = [
  {
    slug: "startup-remote-team-case-study",
    title: "Pebblewire: reconnecting a startup across nine time zones",
    result: "Quarterly hosted events and a new-hire cohort game; regretted attrition fell within a year.",
  },
  {
    slug: "creative-agency-virtual-team-productivity",
    title: "A creative agency that cut revision rounds by playing together",
    result: "One game a month between designers and account managers; fewer revision rounds per project.",
  },
  {
    slug: "quarterly-team-building-strategy",
    title: "The quarterly strategy behind our best-run client programmes",
    result: "How teams plan four events a year, budget them and report the results to leadership.",
  },
];

/** Culture-building toolkits: the guide on the blog and the PDF on its toolkit page. */
export const cultureToolkits: (ResourceLink & { toolkit: string })[] = [
  {
    slug: "remote-onboarding-toolkit",
    toolkit: "remote-onboarding",
    title: "Remote Onboarding Toolkit",
    result: "Checklists for a new hire's first 90 days, buddy prompts and first-week icebreakers.",
  },
  {
    slug: "employee-engagement-metrics-toolkit",
    toolkit: "employee-engagement",
    title: "Employee Engagement Metrics Toolkit",
    result: "Pulse questions, a participation tracker and a scorecard leaders will read.",
  },
  {
    slug: "holiday-events-remote-teams",
    toolkit: "holiday-party-planning",
    title: "Holiday Party Planning Toolkit",
    result: "A six-week countdown, invitation templates and shipping deadlines by region.",
  },
];
