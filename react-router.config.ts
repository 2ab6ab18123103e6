import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/route-table";

export default {
  ssr: true,
  // Content routes are rendered to HTML at build time; the host serves them as files with
  // hash-based CSP. Everything that reads the database, cookies or the query string is
  // rendered per request.
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
} satisfies Config;
