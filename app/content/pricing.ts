import { catalogueDurations, catalogueTeamRange } from "./activity-facts";
import type { TextCard } from "./home";

const shortest = catalogueDurations.at(0);
const longest = catalogueDurations.at(-1);
if (shortest === undefined || longest === undefined) throw new Error("The catalogue lists no activity.");

/** Package lengths are the catalogue's own: Core is its shortest format, Premium its longest. */
export const packageMinutes = { core: shortest, premium: longest } as const;

export interface PricingPackage {
  name: string;
  price: string;
  unit: string;
  blurb: string;
  features: string[];
  /** The recommended package: ringed, badged "Most Popular", with the primary button. */
  highlight: boolean;
}

export interface AddOn {
  title: string;
  price: string;
  text: string;
}

export const pricingReasons: TextCard[] = [
  {
    title: "A professional host",
    text: "Every event is run live by a trained host who keeps everyone playing.",
  },
  { title: "Your brand on screen", text: "Custom branding, avatars, themes and live leaderboards." },
  {
    title: "Any team size",
    text: `From ${catalogueTeamRange.min} people to ${catalogueTeamRange.max}+, on Zoom, Microsoft Teams or Google Meet.`,
  },
  {
    title: "No downloads",
    text: "Guests join from a link in their browser: nothing to install, nothing to log into.",
  },
];

export const corePackage: PricingPackage = {
  name: "Core Experience",
  price: "$35–$45",
  unit: "per person",
  blurb: "Our most-booked format for regular team time.",
  features: [
    `${packageMinutes.core} minutes`,
    "Up to 100 participants",
    "Professional host",
    "Live leaderboard",
  ],
  highlight: false,
};

export const premiumPackage: PricingPackage = {
  name: "Premium Celebration",
  price: "$50–$65",
  unit: "per person",
  blurb: "For milestones, holidays and all-hands celebrations.",
  features: [
    `${packageMinutes.premium} minutes`,
    "Custom branding and theme",
    "Premium host",
    "Awards for the winners",
  ],
  highlight: true,
};

export const packages: PricingPackage[] = [
  corePackage,
  premiumPackage,
  {
    name: "Enterprise Connection Plan",
    price: "From $4,000",
    unit: "per year",
    blurb: "A year of connection for companies that play together often.",
    features: [
      "6–8 events per year",
      "A dedicated event planner",
      "Priority dates",
      "Quarterly engagement report",
    ],
    highlight: false,
  },
];

export const addOns: AddOn[] = [
  { title: "Event kits", price: "+$25–$40 per person", text: "Snacks and props shipped to every player." },
  { title: "Awards ceremony", price: "+$250", text: "Trophies, titles and a finale for the winners." },
  { title: "Premium host", price: "+$300", text: "Our most experienced hosts for high-stakes events." },
  { title: "Custom theme", price: "+$200", text: "Questions and visuals built around your company." },
  { title: "Extra 30 minutes", price: "+$150", text: "More rounds, or time for a proper wrap-up." },
];
