import { data, Link } from "react-router";
import { Image } from "~/components/ui/image";
import { container } from "~/components/ui/styles";
import { absoluteUrl } from "~/config/origin";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { getPost } from "~/server/blog.server";
import { bylineOf } from "~/server/hosts.server";
import type { Route } from "./+types/blog-post";

export const handle: PageHandle = { sitemap: "blog-posts" };

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) return data({ post: null, byline: null }, { status: 404 });
  // A team member's role is their profile's (content/hosts); a guest's, the post's own.
  return { post, byline: bylineOf(post) };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return seo({
      title: "Post Not Found",
      description: "Sorry, the post you are looking for does not exist.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  return seo({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    image: { path: post.thumbnail, alt: post.thumbnailAlt },
    markdown: true,
    jsonLd: [
      {
        "@type": "Article",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        author: loaderData.byline?.role
          ? {
              "@type": "Person",
              name: post.author,
              jobTitle: loaderData.byline.role,
              ...(loaderData.byline.href ? { url: absoluteUrl(loaderData.byline.href) } : {}),
            }
          : { "@type": "Organization", name: post.author },
        publisher: { "@type": "Organization", name: "Rallyroom" },
        image: absoluteUrl(post.thumbnail),
        mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
        articleSection: post.category,
      },
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, byline } = loaderData;
  const back = (
    <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
      ← Back to Blog
    </Link>
  );
  if (!post) {
    return (
      <section className={`${container} py-24 text-center`}>
        <h1 className="text-4xl font-extrabold text-ink">Post Not Found</h1>
        <p className="mt-4 text-lg text-slate-700">Sorry, the post you are looking for does not exist.</p>
        <p className="mt-8">{back}</p>
      </section>
    );
  }
  // One reading column (the measure of .prose-article, 31em at 18 px: at most 80 characters a line) for the header and the body,
  // centred, with the picture a little wider.
  return (
    <article className={`${container} py-12`}>
      <div className="mx-auto max-w-[34.875rem]">
        {back}
        <p className="mt-8 text-sm font-semibold text-brand-700">{post.category}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-ink">{post.title}</h1>
        <p className="mt-4 text-slate-600">
          By{" "}
          {byline?.href ? (
            <Link to={byline.href} className="font-semibold text-brand-700 underline">
              {post.author}
            </Link>
          ) : (
            post.author
          )}
          {byline?.role ? `, ${byline.role}` : null} · <time dateTime={post.date}>{post.dateLong}</time> ·{" "}
          {post.readTime}
        </p>
      </div>
      <Image
        priority
        src={post.thumbnail}
        alt={post.thumbnailAlt}
        width={1200}
        height={675}
        className="mx-auto mt-8 aspect-video w-full max-w-3xl rounded-2xl bg-slate-100 object-cover"
      />
      <div
        className="prose-article mx-auto mt-10"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from our Markdown and sanitised at build time
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
