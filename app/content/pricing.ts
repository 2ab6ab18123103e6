import {
  type AddOnId,
  addOnPriceLabel,
  addOnRule,
  addOnRules,
  formatPrice,
  MINIMUM_EVENT_FEE_CENTS,
} from "~/domain/pricing";
import { catalogueDurations, catalogueFactList, catalogueTeamRange } from "./activity-facts";
import { enterprisePlan } from "./enterprise-plan";
import type { TextCard } from "./home";

const shortest = catalogueDurations.at(0);
const longest = catalogueDurations.at(-1);
if (shortest === undefined || longest === undefined) throw new Error("The catalogue lists no activity.");

/** Package lengths are the catalogue's own: Core is its shortest format, Premium its longest. */
export const packageMinutes = { core: shortest, premium: longest } as const;

/**
 * The per-person range of the activities of one length, as the price engine charges them:
 * the lowest rate (81+ people) to the highest (up to 30). Whole dollars.
 */
function rangeFor(minutes: number): { from: number; upTo: number } {
  const lengths = catalogueFactList.filter((facts) => facts.durationMinutes === minutes);
  return {
    from: Math.min(...lengths.map((facts) => facts.priceFromPP)),
    upTo: Math.max(...lengths.map((facts) => facts.priceUpToPP)),
  };
}

/** Premium Celebration is a longest-format activity with these add-ons included. */
export const premiumAddOns: readonly AddOnId[] = ["branding", "premium_host", "awards"];
const premiumAddOnsCents = premiumAddOns.reduce((sum, id) => sum + (addOnRule(id)?.cents ?? 0), 0);

export const packageRanges = {
  core: rangeFor(packageMinutes.core),
  premium: rangeFor(packageMinutes.premium),
};

/** The minimum event fee as a price, from the engine. */
export const minimumEventFee = formatPrice(MINIMUM_EVENT_FEE_CENTS);

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
  price: `$${packageRanges.core.from}–$${packageRanges.core.upTo}`,
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
  price: `$${packageRanges.premium.from}–$${packageRanges.premium.upTo}`,
  unit: `per person, plus ${formatPrice(premiumAddOnsCents)} for the theme, premium host and awards`,
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
    name: enterprisePlan.name,
    price: `From ${enterprisePlan.from}`,
    unit: "per year",
    blurb: "A year of connection for companies that play together often.",
    features: [
      `${enterprisePlan.eventsPerYear} events per year`,
      "A dedicated event planner",
      "Priority dates",
      "Quarterly engagement report",
    ],
    highlight: false,
  },
];

/** The add-on cards: the price engine's one list, each with its one price. */
export const addOns: AddOn[] = addOnRules.map((rule) => ({
  title: rule.label,
  price: addOnPriceLabel(rule),
  text: rule.text,
}));
