import { type SeoInput, seo } from "~/lib/seo";

/** An admin page's meta tags: those of every page (seo), kept out of search like the whole admin. */
export const adminMeta = (page: Pick<SeoInput, "title" | "description" | "path">) =>
  seo({ ...page, noindex: true });
