/**
 * The five categories the blog filters by (posts may carry others, such as Case Study, which
 * appear under All Posts only). Each has its own prerendered page, /blog/category/{slug}, so
 * the filter is a plain link that works without JavaScript.
 */
export const blogFilterCategories = [
  { slug: "virtual-team-building", name: "Virtual Team Building" },
  { slug: "holiday-events", name: "Holiday Events" },
  { slug: "icebreakers-games", name: "Icebreakers & Games" },
  { slug: "leadership-development", name: "Leadership Development" },
  { slug: "dei", name: "DEI" },
] as const;

export type BlogFilterCategory = (typeof blogFilterCategories)[number];

export function blogCategoryBySlug(slug: string | undefined): BlogFilterCategory | undefined {
  return blogFilterCategories.find((category) => category.slug === slug);
}

export const blogCategoryPath = (slug: string) => `/blog/category/${slug}`;
