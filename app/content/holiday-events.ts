import type { FaqItem } from "./faq";
import type { BenefitCard } from "./home";
import { corePackage, minimumEventFee, premiumPackage } from "./pricing";

export interface CountdownStep {
  when: string;
  what: string;
}

export const holidayFaq: FaqItem[] = [
  {
    q: "How far ahead should we book a holiday event?",
    a: "At least two weeks ahead, and earlier for December: the first three weeks of the month book out first. If you are mailing kits, allow three weeks in the US and four to five weeks internationally.",
  },
  {
    q: "Can we make it inclusive for a global team?",
    a: "Yes. Most teams celebrate the end of the year rather than one holiday, keep alcohol optional and run two sessions when time zones are more than eight hours apart. Your host adapts the rounds accordingly.",
  },
  {
    q: "How long should a holiday party be?",
    a: "75 minutes is the sweet spot: a warm-up, three or four game rounds, a kit moment and an awards ceremony, finishing before energy dips.",
  },
  {
    q: "What does it cost?",
    a: `Core Experience events run ${corePackage.price} per person and Premium Celebrations ${premiumPackage.price} ${premiumPackage.unit}. Small teams pay the ${minimumEventFee} minimum event fee; kits are priced per person.`,
  },
];

export const holidayIdeas: BenefitCard[] = [
  {
    icon: "tree",
    title: "Festive trivia night",
    description: "Holiday traditions from around the world, with a live leaderboard and awards.",
  },
  {
    icon: "camera",
    title: "Year-in-review game show",
    description: "Your team's own highlights of the year, turned into buzzer rounds.",
  },
  {
    icon: "fire",
    title: "Cozy campfire kits",
    description: "Hot-cocoa and s'mores kits shipped to every desk for a relaxed evening of stories.",
  },
  {
    icon: "music",
    title: "Holiday music showdown",
    description: "Name the seasonal song in three notes; sing-alongs strictly optional.",
  },
  {
    icon: "trophy",
    title: "End-of-year awards",
    description: "Playful categories your team votes on, announced by the host with due ceremony.",
  },
  {
    icon: "gift",
    title: "Gift exchange game",
    description: "A virtual white-elephant round with digital gift cards, fair for every country.",
  },
];

export const holidayCountdown: CountdownStep[] = [
  { when: "6 weeks before", what: "Agree on the budget and date; book your host." },
  { when: "4 weeks before", what: "Order kits; check shipping deadlines for every country." },
  { when: "2 weeks before", what: "Send the invitation with the joining link; share branding." },
  { when: "1 week before", what: "Confirm headcount and awards categories; plan the thank-you." },
];
