import type { TextCard } from "./home";

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
  { title: "Any team size", text: "From 5 people to 500+, on Zoom, Microsoft Teams or Google Meet." },
  {
    title: "No downloads",
    text: "Guests join from a link in their browser: nothing to install, nothing to log into.",
  },
];

export const packages: PricingPackage[] = [
  {
    name: "Core Experience",
    price: "$35–$45",
    unit: "per person",
    blurb: "Our most-booked format for regular team time.",
    features: ["60 minutes", "Up to 100 participants", "Professional host", "Live leaderboard"],
    highlight: false,
  },
  {
    name: "Premium Celebration",
    price: "$50–$65",
    unit: "per person",
    blurb: "For milestones, holidays and all-hands celebrations.",
    features: ["75–90 minutes", "Custom branding and theme", "Premium host", "Awards for the winners"],
    highlight: true,
  },
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
