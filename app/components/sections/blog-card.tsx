import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import { cardStyles } from "~/components/ui/styles";

export interface BlogCardPost {
  slug: string;
  title: string;
  category: string;
  author: string;
  date: string;
  /** "Mar 3, 2026" */
  dateShort: string;
  excerpt: string;
  thumbnail: string;
  thumbnailAlt: string;
  readTime: string;
}

/** A post card: the author is shown on featured cards only; the others stay compact. */
export function BlogCard({ post, featured = false }: { post: BlogCardPost; featured?: boolean }) {
  return (
    <article className={`flex h-full flex-col overflow-hidden ${cardStyles.base}`} data-post={post.slug}>
      <Image
        src={post.thumbnail}
        alt={post.thumbnailAlt}
        width={1200}
        height={675}
        className="aspect-video h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-brand-700">{post.category}</p>
        <h3 className={`mt-2 font-semibold text-ink ${featured ? "text-base" : "text-lg"}`}>{post.title}</h3>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={post.date}>{post.dateShort}</time>
          {featured ? <span data-author=""> · {post.author}</span> : null} · {post.readTime}
        </p>
        <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
        <Link
          to={`/blog/${post.slug}`}
          className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
