import { data, Link } from "react-router";
import { NewsletterForm } from "~/components/forms/lead-forms";
import { BlogCard } from "~/components/sections/blog-card";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import { blogCategoryBySlug, blogCategoryPath, blogFilterCategories } from "~/content/blog-categories";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { listPosts } from "~/server/blog.server";
import type { Route } from "./+types/blog";

/** This module serves /blog and each /blog/category/{slug}; both are prerendered. */
export const handle: PageHandle = {
  sitemap: () => [
    { path: "/blog" },
    ...blogFilterCategories.map((category) => ({ path: blogCategoryPath(category.slug) })),
  ],
};

export function loader({ params }: Route.LoaderArgs) {
  const slug = (params as { category?: string }).category;
  const category = slug === undefined ? undefined : blogCategoryBySlug(slug);
  if (slug !== undefined && !category) throw data(null, { status: 404 });
  const posts = listPosts();
  if (!category) {
    return {
      category: null,
      featured: posts.filter((post) => post.featured),
      posts: posts.filter((post) => !post.featured),
    };
  }
  return { category, featured: [], posts: posts.filter((post) => post.category === category.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const category = loaderData?.category;
  if (category) {
    return seo({
      title: `${category.name} Posts`,
      description: `Articles on ${category.name.toLowerCase() === "dei" ? "diversity, equity and inclusion" : category.name.toLowerCase()} for remote and hybrid teams, from the hosts and planners at Rallyroom.`,
      path: blogCategoryPath(category.slug),
      jsonLd: breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: category.name, path: blogCategoryPath(category.slug) },
      ]),
    });
  }
  return seo({
    title: "Blog: Remote Team Building Ideas & Guides",
    description:
      "Ideas, guides and case studies on virtual team building, holiday events, icebreakers, leadership and inclusion for remote and hybrid teams.",
    path: "/blog",
  });
};

const filterLink = (active: boolean) =>
  `inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition ${
    active ? "bg-white text-brand-800" : "border border-white/70 text-white hover:bg-white/10"
  }`;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { category, featured, posts } = loaderData;
  return (
    <>
      <PageHero
        variant="editorial"
        visual={scenes["pitch-perfect"]}
        eyebrow="Ideas for remote and hybrid teams"
        title="The Rallyroom Blog"
        lead="Practical ideas for building connection in remote and hybrid teams, from people who host hundreds of team events a year."
      >
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-3">
            <li>
              <Link
                to="/blog"
                preventScrollReset
                aria-current={category ? undefined : "page"}
                className={filterLink(!category)}
              >
                All Posts
              </Link>
            </li>
            {blogFilterCategories.map((item) => (
              <li key={item.slug}>
                <Link
                  to={blogCategoryPath(item.slug)}
                  preventScrollReset
                  aria-current={category?.slug === item.slug ? "page" : undefined}
                  className={filterLink(category?.slug === item.slug)}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {featured.length > 0 ? (
        <section className={`${container} pt-14 2xl:max-w-[96rem]`} aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-ink">
            Featured Posts
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5" data-grid="featured">
            {featured.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} featured />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${container} py-14`} aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-3xl font-bold tracking-tight text-ink">
          {category ? `${category.name} Posts` : "Latest Posts"}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-grid="posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`${container} pb-16`} aria-labelledby="subscribe-heading">
        <div className="grid items-center gap-8 rounded-3xl bg-brand-50 p-8 sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight text-ink">
              Get new ideas in your inbox
            </h2>
            <p className="mt-3 text-lg text-slate-700">
              One email a month with fresh event formats, icebreakers and planning tips. Unsubscribe anytime.
            </p>
          </div>
          <NewsletterForm source="blog" />
        </div>
      </section>
    </>
  );
}
