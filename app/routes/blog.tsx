import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { listPosts } from "~/content/blog.server";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const handle: PageHandle = { sitemap: () => [{ path: "/blog" }] };

export function loader() {
  return { posts: listPosts() };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Blog: Remote Team Building Ideas & Guides",
    description:
      "Ideas, guides and case studies on virtual team building, holiday events, icebreakers, leadership and inclusion for remote and hybrid teams.",
    path: "/blog",
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="The Rallyroom Blog"
        lead="Practical ideas for building connection in remote and hybrid teams, from people who host hundreds of team events a year."
      />
      <Section title="All Posts">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.slug} className="rounded-2xl border border-slate-200 p-6">
              <p className="text-sm text-slate-600">
                {post.category} · {post.readTime}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-ink">
                <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{post.excerpt}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
