import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/origin";
import { site } from "~/config/site";

export const DEFAULT_SOCIAL_IMAGE = {
  path: "/images/social-card.png",
  alt: "Rallyroom: live-hosted virtual team building",
};

export interface SeoInput {
  /** Page title without the brand; the brand is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  /** Canonical path on the public origin, e.g. "/pricing". */
  path: string;
  fullTitle?: boolean;
  image?: { path: string; alt: string };
  type?: "website" | "article";
  noindex?: boolean;
  /** Structured data for this page (the Organization is added site-wide by the layout). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /**
   * The page has a Markdown version at its path with `.md` appended (app/routes/markdown.ts):
   * linked as `<link rel="alternate" type="text/markdown">` for readers that prefer text.
   */
  markdown?: boolean;
}

/** Where a page's Markdown version is served: its path with `.md` appended. */
export const markdownPath = (path: string) => `${path}.md`;

/** The one helper every route's `meta` calls: title, description, canonical, social tags, JSON-LD. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : `${input.title} | ${site.name}`;
  const url = absoluteUrl(input.path);
  const image = input.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (input.markdown) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: absoluteUrl(markdownPath(input.path)),
    });
  }
  const blocks =
    input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  for (const block of blocks) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...block } });
  return tags;
}

/** Site-wide Organization structured data. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo.svg"),
    email: site.email.hello,
    telephone: site.phone.tel,
    sameAs: Object.values(site.social),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: site.phone.tel,
      email: site.email.support,
      availableLanguage: "English",
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
