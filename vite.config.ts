import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Canonical, Open Graph and sitemap URLs are baked into prerendered pages at build time.
const publicOrigin = (process.env.PUBLIC_ORIGIN || "http://localhost:3000").replace(/\/+$/, "");
// The public email and phone, baked into every page like the origin (server/env.ts validates them).
const contactEmail = process.env.CONTACT_EMAIL?.trim() || null;
const contactPhone = process.env.CONTACT_PHONE?.trim() || null;
const appDir = fileURLToPath(new URL("./app", import.meta.url));

/** React, React DOM, React Router and their small dependencies: packages, named by their folders. */
const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { alias: { "~": appDir } },
  define: {
    __PUBLIC_ORIGIN__: JSON.stringify(publicOrigin),
    __CONTACT_EMAIL__: JSON.stringify(contactEmail),
    __CONTACT_PHONE__: JSON.stringify(contactPhone),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: { assetsInlineLimit: 0, sourcemap: !!process.env.SOURCEMAP },
  // Bundled into the server build instead of resolved file by file at start-up: Node reads
  // drizzle-orm's 175 KB package.json for each of its ~300 modules (1.2 s and ~130 MB of a
  // PostgreSQL server's start; docs/decisions/033-server-memory-and-start.md).
  ssr: { noExternal: ["drizzle-orm"] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            // Two rules, no list of files (docs/decisions/055-few-script-files.md):
            // - the framework in one file, which every page loads and browsers keep across
            //   releases that do not update it (Rolldown would split it into five by importer);
            // - the app's modules that five or more pages import in one shared file, so a page
            //   loads 6–9 scripts rather than 17–35, each of which costs a round trip on HTTP/1.1.
            codeSplitting: {
              groups: [
                { name: "framework", test: frameworkModules, priority: 30 },
                { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 5, priority: 20 },
              ],
            },
          },
        },
      },
    },
  },
});
