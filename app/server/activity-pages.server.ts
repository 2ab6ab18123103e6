import { type Activity, activities, getActivity } from "~/content/activities";
import { activityMoment, activityScene, type Scene, scenes, vibeScenes } from "~/content/scenes";
import type { ActivityCardData } from "~/content/shapes";
import { vibePageFromPath, vibePages } from "~/content/vibe-pages";
import { activityFacts, eventDetails } from "~/domain/activity-facts";
import { displayTags, type FilterableActivity, vibeToId } from "~/domain/catalogue";
import { runtime } from "~/server/runtime.server";
import type { PublicComment } from "~/server/services/surveys/reviews.server";
import { hostsOf } from "./hosts.server";

/**
 * What the activity pages show of the catalogue (app/content/activities.ts), chosen and formatted
 * by their loaders: at build time for the prerendered pages (and written to their `.data` files
 * for client navigations), per request for /activities and each activity's page. The browser
 * receives only what a page shows, never the whole catalogue with every activity's steps,
 * testimonials and FAQs (docs/decisions/031-client-javascript.md).
 */

/** An activity as its card shows it. */
export function activityCard(activity: Activity): ActivityCardData {
  const facts = activityFacts(activity);
  return {
    id: activity.id,
    slug: activity.slug,
    title: activity.title,
    tagline: activity.tagline,
    scene: activityScene(activity.id) ?? null,
    tags: displayTags(activity.vibe),
    facts: {
      durationShort: facts.durationShort,
      teamSize: facts.teamSize,
      priceFrom: facts.priceFrom,
      samplePrice: facts.samplePrice,
    },
  };
}

/** A card on /activities, with the numbers its filters and sorting read in the browser. */
export interface ActivityListItem extends ActivityCardData, FilterableActivity {}

/** Every activity of /activities, in catalogue order. */
export function activityList(): ActivityListItem[] {
  return activities.map((activity) => ({
    ...activityCard(activity),
    teamSizeMin: activity.teamSizeMin,
    teamSizeMax: activity.teamSizeMax,
    durationMinutes: activity.durationMinutes,
    vibe: activity.vibe,
    priceFromPP: activity.priceFromPP,
    priceUpToPP: activity.priceUpToPP,
    kitIncluded: activity.kitIncluded === true,
  }));
}

/** The /activities/<vibe> page at `pathname`: its copy, its scene, its activities' cards and the other vibes. */
export function vibePageData(pathname: string) {
  const page = vibePageFromPath(pathname);
  if (!page) return undefined;
  return {
    page,
    scene: vibeScenes[page.slug],
    activities: activities.filter((activity) => activity.vibe.includes(page.vibe)).map(activityCard),
    otherVibes: vibePages
      .filter((other) => other.slug !== page.slug)
      .map((other) => ({ slug: other.slug, vibe: other.vibe })),
  };
}

/** The scenes of an activity page's "What you'll see on the call". */
export interface CallScenes {
  /** The activity's own game screen (shown under 1024 px, where the hero leaves it out). */
  game: Scene;
  /** A moment true to the activity: the leaderboard, its awards, or Tiny Campfire's storybook. */
  moment: { scene: Scene; caption: string };
  videoCall: Scene;
}

/** The /activities/<slug> page: one activity, its facts formatted, its scenes; undefined for an unknown slug. */
export function activityPageData(slug: string) {
  const activity = getActivity(slug);
  if (!activity) return undefined;
  const facts = activityFacts(activity);
  const game = activityScene(activity.id);
  const moment = activityMoment(activity.id);
  const callScenes: CallScenes | null =
    game && moment ? { game, moment, videoCall: scenes["video-call"] } : null;
  return {
    activity: {
      id: activity.id,
      slug: activity.slug,
      title: activity.title,
      tagline: activity.tagline,
      summary: activity.summary,
      heroColor: activity.heroColor,
      priceFromPP: activity.priceFromPP,
      priceUpToPP: activity.priceUpToPP,
      includes: activity.includes,
      howItWorks: activity.howItWorks,
      testimonials: activity.testimonials,
      faqs: activity.faqs,
    },
    facts: {
      duration: facts.duration,
      teamSize: facts.teamSize,
      priceFrom: facts.priceFrom,
      priceRange: facts.priceRange,
      samplePrice: facts.samplePrice,
      minimumFee: facts.minimumFee,
    },
    eventDetails: eventDetails(activity),
    // Who runs it: the hosts whose profile lists this activity (content/hosts/*.md).
    hosts: hostsOf(activity.id).map((person) => ({
      slug: person.slug,
      name: person.name,
      role: person.role,
      languages: person.languages,
      portrait: person.portrait,
    })),
    vibes: activity.vibe.map((label) => ({ label, id: vibeToId(label) })),
    callScenes,
  };
}

/**
 * The attendees' comments staff approved for an activity (its catalogue id, as events store it),
 * newest first (issue 42, point 5). A failed read shows the page without them rather than failing.
 */
export async function activityComments(activityId: string): Promise<PublicComment[]> {
  try {
    return await runtime().surveys.reviews.approvedFor(activityId);
  } catch (error) {
    console.error(`The comments of ${activityId} could not be read:`, error);
    return [];
  }
}
