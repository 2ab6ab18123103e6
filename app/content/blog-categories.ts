/**
 * The five categories the blog filters by (posts may carry others, such as Case Study, which
 * appear under All Posts only). Each has its own prerendered page, /blog/category/{slug}, so
 * the filter is a plain link that works without JavaScript. The slug is the name in lower case,
 * each run of other characters a hyphen: "Icebreakers & Games" is icebreakers-games.
 */
export const blogFilterCategories = (
  ["Virtual Team Building", "Holiday Events", "Icebreakers & Games", "Leadership Development", "DEI"] as const
).map((name) => ({ slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), name }));

export type BlogFilterCategory = (typeof blogFilterCategories)[number];

export function blogCategoryBySlug(slug: string | undefined): BlogFilterCategory | undefined {
  return blogFilterCategories.find((category) => category.slug === slug);
}

export const blogCategoryPath = (slug: string) => `/blog/category/${slug}`;
