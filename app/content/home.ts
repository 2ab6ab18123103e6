import { claims } from "./facts.ts";
import type { RatingClaims } from "./rating-claims.ts";
import { type SceneName, scenes } from "./scenes";
import type { CarouselSlide, HeroImage, IconName } from "./shapes";

export interface Testimonial {
  quote: string;
  author: string;
  role?: string;
  company: string;
  /** What kind of company, so a buyer can tell whether it is like theirs. */
  companyType: string;
  initials: string;
}

export interface BenefitCard {
  icon: IconName;
  title: string;
  description: string;
}

/** A titled paragraph: a step, a reason, an audience. */
export interface TextCard {
  title: string;
  text: string;
}

const card = (file: string, alt: string, caption: string): CarouselSlide => ({
  src: `/images/games/${file}.svg`,
  alt,
  caption,
  width: 800,
  height: 500,
});

/** The ten games of the home carousel: each game's own screen (drawn in scripts/lib/scene-art.ts). */
export const gameSlides: CarouselSlide[] = [
  card(
    "mini-trivia",
    "Mini Trivia game screen: the question “Which planet has the most known moons?” with four answers, Saturn lit green as correct, a countdown and five players' scores",
    "Mini Trivia: fast rounds with a live leaderboard",
  ),
  card(
    "mini-jeopardy",
    "Mini Jeopardy game screen: a board of four categories (Space, Food, Films, Office) with point values from 100 to 400, some already played and one picked, and the players' scores",
    "Mini Jeopardy: pick a category, beat the buzzer",
  ),
  card(
    "survey-says",
    "Mini Survey Says game screen: “Name something people bring to a picnic” with the top answers Sandwiches (38) and A blanket (24) revealed and two still hidden",
    "Mini Survey Says: guess what your team answered",
  ),
  card(
    "sketch-and-guess",
    "Sketch & Guess game screen: a player's drawing of a rocket on a shared canvas, the word's letter hint and teammates' guesses, the right one worth 80 points",
    "Sketch & Guess: draw it, guess it, laugh about it",
  ),
  card(
    "escape-room",
    "Mini Escape Room game screen: a padlock with a four-digit door code half cracked, three clue cards with two solved, and 12:48 left on the clock",
    "Mini Escape Room: solve the puzzles together",
  ),
  card(
    "song-snippet",
    "Song Snippet Showdown game screen: a three-second music clip playing as a waveform and four song titles to choose from",
    "Song Snippet Showdown: name that tune",
  ),
  card(
    "fastest-finger",
    "Fastest Finger game screen: a big green Go signal, the three fastest reaction times with speed bonuses, and Double points and Freeze power-ups",
    "Fastest Finger: speed bonuses and power-ups",
  ),
  card(
    "globe-guessers",
    "Globe Guessers game screen: a street photo with the question Where is this?, and a world map with the real spot and a player's pin 312 km away",
    "Globe Guessers: travel the world from your desk",
  ),
  card(
    "memory-match",
    "Memory Match-Up game screen: a grid of twelve cards, four pairs matched and outlined in green, one card just turned over and three still face down",
    "Memory Match-Up: flip, remember, match",
  ),
  card(
    "two-truths",
    "Two Truths & a Tale game screen: a teammate's three statements with the team's votes, and “I speak four languages” revealed as the tale",
    "Two Truths & a Tale: get to know your teammates",
  ),
];

/** The home page's benefits; the last states the rating as the page reads it (app/content/rating-claims.ts). */
export const homeBenefits = (rating: Pick<RatingClaims, "satisfaction">): BenefitCard[] => [
  {
    icon: "users",
    title: `Scalable for teams of ${claims.teamSizes}`,
    description:
      "From a squad of five to a 500-person all-hands, every format scales with breakout teams so nobody sits and watches.",
  },
  {
    icon: "mic",
    title: "Fully hosted or self-run",
    description:
      "A professional host runs the whole show, or your own team leads it with our ready-made game kit and run sheet.",
  },
  {
    icon: "trophy",
    title: "Custom branding and leaderboards",
    description:
      "Your logo, colours, avatars and themes, with live leaderboards that turn friendly rivalry into team spirit.",
  },
  {
    icon: "sparkles",
    title: "Memorable and engaging events",
    description: `${rating.satisfaction}. People are still quoting the final round weeks later.`,
  },
];

export const homeTestimonials: Testimonial[] = [
  {
    quote:
      "Our first all-remote holiday party was the one everyone talked about in January. The host had 140 people laughing within five minutes.",
    author: "Alicia Moreno",
    role: "Head of People",
    company: "Northwind Labs",
    companyType: "biotech research",
    initials: "AM",
  },
  {
    quote:
      "We use Rallyroom every quarter. Planning takes me fifteen minutes, and new hires tell me it is when they finally felt part of the team.",
    author: "Jonas Whitfield",
    role: "People Operations Lead",
    company: "Harborline",
    companyType: "freight logistics",
    initials: "JW",
  },
  {
    quote:
      "The custom trivia about our product launches was genius. Engineers and sales were arguing over the leaderboard like it was the World Cup.",
    author: "Priya Raman",
    role: "Engineering Manager",
    company: "Cobalt Crate",
    companyType: "e-commerce software",
    initials: "PR",
  },
];

const moment = (name: SceneName, caption: string): HeroImage => ({ ...scenes[name], caption });

/** Variant B's hero slideshow: Rallyroom games as guests see them on the call. */
export const eventScenes: HeroImage[] = [
  moment("lightning-feud", "Lightning Feud: the buzzer board"),
  moment("pitch-perfect", "Pitch Perfect: the judges' scores"),
  moment("leaderboard", "The live leaderboard"),
  moment("the-spotlight", "The Spotlight: a colleague on stage"),
  moment("tiny-campfire", "Tiny Campfire: the story circle"),
];

export const landingBenefits: BenefitCard[] = [
  {
    icon: "mic",
    title: "A professional host, every time",
    description:
      "Trained hosts read the room, keep the pace lively and make sure the quiet ones get a moment to shine.",
  },
  {
    icon: "palette",
    title: "Your brand on every screen",
    description:
      "Logo, colours and custom questions about your company turn a game into your team's own event.",
  },
  {
    icon: "chart",
    title: "Live leaderboards and avatars",
    description:
      "Real-time scores, speed bonuses and power-ups keep every round tense until the last question.",
  },
  {
    icon: "laptop",
    title: "Nothing to install",
    description: "Play on Zoom, Teams, Meet or our browser stream. No downloads, no logins, no IT tickets.",
  },
  {
    icon: "globe",
    title: "Built for every time zone",
    description: "Run one event for everyone or separate sessions per region, each with the same energy.",
  },
  {
    icon: "calendar",
    title: "Planned in one call",
    description:
      "Tell us your team size, goals and date in 15 minutes; we handle the rest and confirm in writing.",
  },
];

export const landingTestimonials: Testimonial[] = [
  {
    quote:
      "I have sat through a lot of virtual happy hours. This was the first one where nobody wanted to leave when it ended.",
    author: "Terrence Bell",
    role: "Director of Operations",
    company: "Tidewater Health",
    companyType: "regional hospital network",
    initials: "TB",
  },
  {
    quote:
      "Three offices, four time zones, one event. The host made our Lisbon and Denver teams feel like they sat next to each other.",
    author: "Sofia Lindgren",
    role: "Culture Manager",
    company: "Orbitly",
    companyType: "travel app",
    initials: "SL",
  },
];

/** 'Loved by teams big and small': the landing testimonials block. */
export const lovedByTeams: Testimonial[] = [
  {
    quote: "Twelve of us, a minimum fee we understood up front, and the best hour of our quarter.",
    author: "Dana Kim",
    role: "Founder",
    company: "Quillstone",
    companyType: "design studio",
    initials: "DK",
  },
  {
    quote:
      "We booked 420 people across two sessions. Not one technical hiccup, and the awards ceremony was a riot.",
    author: "Luis Ortiz",
    role: "Events Lead",
    company: "Pinegrove Bank",
    companyType: "community bank",
    initials: "LO",
  },
  {
    quote:
      "The branded trivia about our own product history got our engineers talking to marketing. Finally.",
    author: "Hannah Osei",
    role: "VP People",
    company: "Ferrous Systems",
    companyType: "industrial IoT",
    initials: "HO",
  },
];

export const howItWorks: TextCard[] = [
  {
    title: "Pick your experience",
    text: "Choose a game on a 15-minute call or from our catalogue; we suggest the best fit for your team size and goals.",
  },
  {
    title: "We tailor and host",
    text: "We add your branding and custom rounds, send the joining link, and a professional host runs the event live.",
  },
  {
    title: "Your team connects",
    text: "Everyone plays, laughs and gets to know each other, and you get a recap with scores and highlights.",
  },
];

/** What a visitor gets from the free live demo (the home page's demo request). */
export const demoPoints: string[] = [
  "A 30-minute walkthrough with a real Rallyroom host",
  "Play a round of the game that fits your team",
  "See branding, avatars and live leaderboards in action",
  "Leave with a recommendation and a written quote",
];
