import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Canonical, Open Graph and sitemap URLs are baked into prerendered pages at build time.
const publicOrigin = (process.env.PUBLIC_ORIGIN || "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __PUBLIC_ORIGIN__: JSON.stringify(publicOrigin),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build instead of resolved file by file at start-up: Node reads
  // drizzle-orm's 175 KB package.json for each of its ~300 modules (1.2 s and ~130 MB of a
  // PostgreSQL server's start; docs/decisions/033-server-memory-and-start.md).
  ssr: { noExternal: ["drizzle-orm"] },
});
