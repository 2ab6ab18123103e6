import type { BenefitCard, TextCard } from "./home";

export interface EventType {
  name: string;
  text: string;
}

export const teambuildingReasons: BenefitCard[] = [
  {
    icon: "heart",
    title: "Trust travels through relationships",
    description:
      "People who know each other ask for help sooner, disagree more kindly and fix problems faster.",
  },
  {
    icon: "compass",
    title: "New hires find their place",
    description: "A shared laugh in week two does more for belonging than a month of status meetings.",
  },
  {
    icon: "repeat",
    title: "Silos open up",
    description: "Mixed breakout teams put engineering, sales and support on the same side for an hour.",
  },
  {
    icon: "chat",
    title: "People stay",
    description: "Teams with friends at work report higher engagement and are less likely to leave.",
  },
];

export const eventTypes: EventType[] = [
  { name: "Trivia and quiz shows", text: "Hosted rounds with live leaderboards; the perfect first event." },
  { name: "Game-show battles", text: "Buzzers, survey-style guessing and big reveals for high energy." },
  {
    name: "Office mini-game tournaments",
    text: "A bracket of quick office-themed games, from jargon trivia to speed rounds.",
  },
  { name: "Creative challenges", text: "Sketch, caption and pitch rounds where imagination wins." },
  { name: "Cozy storytelling sessions", text: "Campfire-style evenings with kits mailed to every desk." },
];

export const audiences: TextCard[] = [
  {
    title: "HR teams",
    text: "Onboarding cohorts, engagement programmes and year-round culture, with results you can report.",
  },
  {
    title: "People & Culture managers",
    text: "Rituals that make a distributed company feel like one team, planned a quarter at a time.",
  },
  {
    title: "Event planners",
    text: "Holiday parties, launches and all-hands moments, fully hosted with branding and kits.",
  },
];
