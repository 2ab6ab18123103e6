import { absoluteUrl } from "~/config/origin";
import { markdownFor } from "~/server/markdown.server";
import type { Route } from "./+types/markdown";

/**
 * A content page's Markdown version: the page's path with `.md` appended (`/trust.md`,
 * `/blog/<slug>.md`), built from the same content as the page (app/server/markdown.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.md$/, "");
  const body = markdownFor(path);
  if (body === undefined) {
    return new Response("Not found: this page has no Markdown version.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      // The page itself is the one to index; this is its text for readers that want only that.
      Link: `<${absoluteUrl(path)}>; rel="canonical"`,
    },
  });
}
