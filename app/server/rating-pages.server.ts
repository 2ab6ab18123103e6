import { type RatingClaims, ratingClaims } from "~/content/rating-claims";
import { founderQuote, stats } from "~/content/why-rallyroom";
import { personBySlug, roleInSentence } from "~/server/hosts.server";
import { runtime } from "~/server/runtime.server";
import { cachedSiteRating } from "~/server/services/ratings.server";

/**
 * The rating as a page states it (issue 42, point 4): computed from the site's own answered
 * surveys once there are enough, else the sourced figure (app/content/rating-claims.ts), read from
 * the in-process cache (app/server/services/ratings.server.ts). The pages that state it are
 * rendered per request, with the shared page cache (`sharedPageHeaders`), since a page rendered
 * at build time could never show the live figure.
 */
export async function pageRating(): Promise<RatingClaims> {
  try {
    return ratingClaims(await cachedSiteRating(runtime().database.db));
  } catch (error) {
    // No database to read (a render without the server's runtime): the sourced figure, as for a failed read.
    console.error("The site rating could not be read:", error);
    return ratingClaims(null);
  }
}

/**
 * /why-rallyroom's data: the quote's speaker, named and titled by their profile (content/hosts),
 * and the rating as stated.
 */
export function whyRallyroomData(rating: RatingClaims) {
  const person = personBySlug(founderQuote.by);
  if (person?.team !== "founder") {
    throw new Error(
      `The quote on /why-rallyroom is by "${founderQuote.by}", who is not a founder in content/hosts.`,
    );
  }
  return {
    stats: stats(rating),
    quote: {
      text: founderQuote.text,
      slug: person.slug,
      name: person.name,
      // "Nadia Okafor, co-founder and CEO of Rallyroom".
      role: roleInSentence(person),
    },
  };
}
