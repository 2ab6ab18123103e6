import { site } from "~/config/site";
import type { IconName } from "./shapes";

export interface JobPosting {
  id: string;
  title: string;
  department: string;
  location: "Remote";
  type: "Full-time";
  salary: string;
  description: string;
  responsibilities: string[];
}

export const jobs: JobPosting[] = [
  {
    id: "senior-event-coordinator",
    title: "Senior Event Coordinator",
    department: "Events",
    location: "Remote",
    type: "Full-time",
    salary: "$60,000 – $80,000",
    description:
      "You'll own the journey of each event from confirmed booking to final wrap-up, making sure every team that books Rallyroom has a smooth, memorable experience. Working closely with hosts, customers and our customer success team, you'll juggle schedules, customization requests and logistics for events of 5 to 500+ people. You thrive on detail, stay calm under time pressure and love making other people look good.",
    responsibilities: [
      "Coordinate a busy calendar of live-hosted events, assigning hosts and confirming every logistical detail",
      "Lead planning calls with customers and turn their goals into custom trivia, branding and themed content",
      "Prepare run sheets and joining instructions for Zoom, Microsoft Teams, Google Meet and embedded-stream events",
      "Act as the escalation point on event days, solving problems quickly and keeping customers informed",
      "Improve our event playbooks and processes based on host and customer feedback",
    ],
  },
  {
    id: "frontend-developer",
    title: "Frontend Developer",
    department: "Engineering",
    location: "Remote",
    type: "Full-time",
    salary: "$80,000 – $120,000",
    description:
      "You'll build the web experiences our customers and participants use every day, from the website where teams discover and book events to the interfaces that power our embedded game stream. You care about fast, accessible, well-tested interfaces written in TypeScript and React, and you enjoy shipping small improvements often.",
    responsibilities: [
      "Build and maintain accessible, responsive pages and components for our website and booking flows",
      "Develop real-time interfaces for the embedded stream that players use during live events",
      "Work with design, events and customer success to turn feedback into clear product improvements",
      "Write automated tests and keep performance, accessibility and privacy standards high",
      "Review code and share knowledge with a small, collaborative engineering team",
    ],
  },
  {
    id: "customer-success-manager",
    title: "Customer Success Manager",
    department: "Customer Success",
    location: "Remote",
    type: "Full-time",
    salary: "$55,000 – $75,000",
    description:
      "You'll be the trusted partner for the HR, People and Culture leaders who rely on Rallyroom to bring their remote and hybrid teams together. From the first quote to the tenth event, you'll help customers plan the right program, answer their questions and make sure they see lasting value.",
    responsibilities: [
      "Guide new customers through quotes, bookings, deposits and their first event",
      "Build long-term relationships with a portfolio of accounts and plan recurring event calendars with them",
      "Respond to customer inquiries within our 24-hour reply commitment",
      "Gather feedback after events and share insights with our events and product teams",
      "Identify opportunities for customers to expand their programs with new games and formats",
    ],
  },
];

export interface Benefit {
  title: string;
  description: string;
  icon: IconName;
}

export const benefits: Benefit[] = [
  {
    title: "Remote-First Team",
    description:
      "Work from wherever you do your best thinking. We build our culture for distributed teams because we are one.",
    icon: "globe",
  },
  {
    title: "Health and Wellness",
    description:
      "Comprehensive medical, dental and vision coverage, plus support for the habits that keep you healthy and energized.",
    icon: "shield",
  },
  {
    title: "Flexible Schedules",
    description:
      "We care about outcomes, not hours online. Arrange your day around your life, with core collaboration time for your team.",
    icon: "clock",
  },
  {
    title: "Home Office Stipend",
    description:
      "Get the desk, chair, headset and camera you need to do great work and look your best on video calls.",
    icon: "laptop",
  },
  {
    title: "Learning Budget",
    description:
      "An annual budget for courses, books and conferences that help you grow in your role and beyond it.",
    icon: "book",
  },
  {
    title: "Team Events, Naturally",
    description:
      "Play our newest games before customers do, join regular team events and help shape what we build next.",
    icon: "sparkles",
  },
];

export const applicationSteps: {
  title: "Apply" | "Screen" | "Interview" | "Welcome";
  description: string;
}[] = [
  {
    title: "Apply",
    description: `Send your resume and a short note about why the role excites you to ${site.email.careers}. We read every application.`,
  },
  {
    title: "Screen",
    description:
      "If there's a potential fit, a member of our team will invite you to a 30-minute video call to learn about your experience and answer your questions.",
  },
  {
    title: "Interview",
    description:
      "Meet the people you'll work with in a few focused conversations, which may include a practical exercise that reflects the real work of the role.",
  },
  {
    title: "Welcome",
    description:
      "We'll make you an offer, then help you get set up with equipment, an onboarding buddy and a first-week plan to get you started with confidence.",
  },
];

/** Opens the visitor's mail app with the role in the subject and a short outline to fill in. */
export function applyMailto(job: JobPosting): string {
  const subject = `Application: ${job.title}`;
  const body = `Hello Rallyroom team,

I would like to apply for the ${job.title} position (${job.department}, ${job.location}, ${job.type}).

About me:
Why this role:
Link to my resume or portfolio:

Thank you,
`;
  return `mailto:${site.email.careers}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
