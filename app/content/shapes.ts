import type { ActivityFacts } from "~/domain/activity-facts";
import type { Vibe } from "~/domain/catalogue";
import type { Scene } from "./scenes";

/**
 * The shapes that content and the server's loaders hand to components to draw. They live here,
 * below the components, so that content and app/server/** name them without importing a
 * component (docs/decisions/051-layers-and-single-lists.md).
 */

/** The site's pictograms, by name (drawn by app/components/ui/icon.tsx). */
export type IconName =
  | "users"
  | "mic"
  | "trophy"
  | "sparkles"
  | "palette"
  | "chart"
  | "laptop"
  | "globe"
  | "calendar"
  | "heart"
  | "compass"
  | "repeat"
  | "chat"
  | "bolt"
  | "gift"
  | "music"
  | "camera"
  | "fire"
  | "tree"
  | "clock"
  | "book"
  | "puzzle"
  | "shield"
  | "home";

/** A slide of the home page's game carousel. */
export interface CarouselSlide {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** A slide of the hero slideshow (and its lightbox). */
export interface HeroImage {
  src: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
}

export type ToastVariant = "default" | "success" | "info" | "destructive";

/** A toast as content writes it (shown by app/lib/toast-store.ts and app/components/ui/toast.tsx). */
export interface ToastInput {
  title: string;
  description?: string;
  /** A code to copy (a voucher): shown unbroken after the description, with a Copy button. */
  code?: string;
  variant?: ToastVariant;
}

/**
 * What a card shows of an activity, prepared by the page's loader (activityCard in
 * app/server/activity-pages.server.ts): the browser receives these strings, not the catalogue.
 */
export interface ActivityCardData {
  id: string;
  slug: string;
  title: string;
  tagline: string;
  /** The activity's call scene, or null when it has none. */
  scene: Scene | null;
  /** The vibe tags shown (at most three) and how many more the activity has. */
  tags: { shown: Vibe[]; extra: number };
  facts: Pick<ActivityFacts, "durationShort" | "teamSize" | "priceFrom" | "samplePrice">;
}

/** What a person card shows; the server reads it from content/hosts/*.md (app/server/hosts.server.ts). */
export interface PersonCardData {
  slug: string;
  name: string;
  role: string;
  bio: string;
  languages: string[];
  timeZone: string;
  portrait: string;
  portraitAlt: string;
  /** The activities this person hosts, by title and page. */
  hosts?: { title: string; slug: string }[];
}

/** A booking as the confirmation shows it: every label is written by the server. */
export interface BookingSummary {
  id: string;
  meeting: string;
  cancelled: boolean;
  /**
   * Held until the visitor clicks the link in our email (decision 043): when the hold ends, in
   * the visitor's time; null for a final booking.
   */
  pendingUntil: string | null;
  /** Waiting for that click without holding its time, made while many holds wait (decision 064). */
  requested: boolean;
  host: string;
  game: string | null;
  yours: { when: string; zone: string };
  /** The same time in the business time zone; null when the visitor is in it. */
  business: { when: string; zone: string } | null;
  videoUrl: string | null;
  icsUrl: string;
  googleUrl: string;
  manageUrl: string;
}
