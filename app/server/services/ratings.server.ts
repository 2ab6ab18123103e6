import { isNotNull, sql } from "drizzle-orm";
import { site } from "~/config/site";
import type { SiteRating } from "~/content/rating-claims";
import type { Db } from "~/server/db/client.server";
import { eventSurveys } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * The site's rating computed from the answered post-event surveys (issue 42, point 4, decision
 * 071): the average (one decimal), the count, the share who answered 4 or 5, and the first and
 * last answer. The pages that state the rating read it through `cachedSiteRating`, one query per
 * process at most every `site.surveys.ratingCacheMinutes`, and show it only from
 * `site.surveys.minimumAnswers` answers on (`ratingClaims`, app/content/rating-claims.ts).
 */

export async function siteRating(exec: Executor): Promise<SiteRating> {
  const [row] = await exec
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${eventSurveys.rating})::text`,
      satisfied: sql<number>`(count(*) filter (where ${eventSurveys.rating} >= 4))::int`,
      first: sql<string | null>`(extract(epoch from min(${eventSurveys.answeredAt})) * 1000)::text`,
      last: sql<string | null>`(extract(epoch from max(${eventSurveys.answeredAt})) * 1000)::text`,
    })
    .from(eventSurveys)
    .where(isNotNull(eventSurveys.answeredAt));
  const count = Number(row?.count ?? 0);
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  const date = (ms: string | null | undefined) =>
    ms ? new Date(Math.round(Number(ms))).toISOString() : null;
  return {
    count,
    average: average === null ? null : Math.round(average * 10) / 10,
    satisfiedPercent: count === 0 ? null : Math.round((Number(row?.satisfied ?? 0) / count) * 100),
    first: date(row?.first),
    last: date(row?.last),
  };
}

const cache = new WeakMap<Db, { at: number; value: Promise<SiteRating> }>();

/**
 * The rating as the pages read it: kept per database for `site.surveys.ratingCacheMinutes`, one
 * query shared by the requests that arrive while it runs. A failed query is not kept, and the
 * page falls back to the sourced claim (null) rather than failing.
 */
export async function cachedSiteRating(db: Db, now = Date.now()): Promise<SiteRating | null> {
  const held = cache.get(db);
  if (held && now - held.at < site.surveys.ratingCacheMinutes * 60_000) return held.value.catch(() => null);
  const value = siteRating(db);
  cache.set(db, { at: now, value });
  return value.catch((error: unknown) => {
    if (cache.get(db)?.value === value) cache.delete(db);
    console.error("The site rating could not be read:", error);
    return null;
  });
}
