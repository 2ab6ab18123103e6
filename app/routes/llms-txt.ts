import { llmsTxt } from "~/server/markdown.server";

/** /llms.txt (llmstxt.org): what the site is, and links to its key pages' Markdown versions. */
export function loader() {
  return new Response(llmsTxt(), {
    headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
