import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, runnerImport } from "vite";
import type { FormConstraints } from "./app/domain/form-constraints";

// Canonical, Open Graph and sitemap URLs are baked into prerendered pages at build time.
const publicOrigin = (process.env.PUBLIC_ORIGIN || "http://localhost:3000").replace(/\/+$/, "");
// The public email and phone, baked into every page like the origin (server/env.ts validates them).
const contactEmail = process.env.CONTACT_EMAIL?.trim() || null;
const contactPhone = process.env.CONTACT_PHONE?.trim() || null;
const appDir = fileURLToPath(new URL("./app", import.meta.url));

/**
 * `virtual:form-constraints/lead` and `virtual:form-constraints/quote`: the forms' input
 * attributes as JSON, computed from the zod schemas in Node (app/domain/form-constraints.ts), so
 * the browser renders limits without zod. Apart, so /billing does not load the lead forms'.
 */
function formConstraints(): Plugin {
  const prefix = "virtual:form-constraints/";
  const parts = ["lead", "quote"] as const;
  const partOf = (source: string) => parts.find((part) => source === `${prefix}${part}`);
  // The schemas are imported once for both modules, again after a file changes (development).
  let computed: Promise<{ constraints: FormConstraints; dependencies: string[] }> | undefined;
  const compute = async () => {
    const { module, dependencies } = await runnerImport<typeof import("./app/domain/form-constraints")>(
      `${appDir}/domain/form-constraints.ts`,
      { configFile: false, logLevel: "error", resolve: { alias: { "~": appDir } } },
    );
    return { constraints: module.formConstraints(), dependencies };
  };
  return {
    name: "rallyroom:form-constraints",
    resolveId: (source) => (partOf(source) ? `\0${source}` : undefined),
    watchChange() {
      computed = undefined;
    },
    async load(moduleId) {
      const part = moduleId.startsWith("\0") ? partOf(moduleId.slice(1)) : undefined;
      if (!part) return;
      computed ??= compute();
      const { constraints, dependencies } = await computed;
      // Development: a schema edit reloads the constraints.
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return `export default ${JSON.stringify(constraints[part])};`;
    },
  };
}

/** React, React DOM, React Router and their small dependencies. */
const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/** What every page runs besides the framework (decision 031). */
const shellModules =
  /[\\/]app[\\/](lib[\\/](?!use-query-state)|config[\\/](?!admin-nav)|content[\\/]toolkit-offers\.)|[\\/]app[\\/]components[\\/](ui[\\/](styles|booking-button|image|icon)|booking[\\/]booking-dialog|sections[\\/](page-hero|cta-section|numbered-steps|next-steps-aside|support-hours))\.|vite[\\/]preload-helper/;

export default defineConfig({
  plugins: [tailwindcss(), formConstraints(), !process.env.VITEST && reactRouter()],
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
            codeSplitting: {
              groups: [
                {
                  // React, React Router and the app's shell (what every page runs: lib, config,
                  // the base UI pieces and the sections most pages show) in one file: every page
                  // loads both, and one request less is worth more than caching them apart.
                  name: "framework",
                  test: (id) => frameworkModules.test(id) || shellModules.test(id),
                  priority: 30,
                },
                {
                  // The form kit (fields, notices, the form frame) without the lead forms: the
                  // booking, billing and voucher forms use it and need not load the lead forms.
                  name: "form-kit",
                  test: /[\\/]app[\\/](components[\\/]forms[\\/](kit|form-shell)\.|domain[\\/]lead-fields\.)/,
                  priority: 20,
                },
                {
                  // The carousels' controls and the testimonial cards, which the home page, the
                  // landing page and /book-event show together: one file instead of two.
                  name: "showcase",
                  test: /[\\/]app[\\/]components[\\/](ui[\\/](use-autoplay|carousel-controls)|sections[\\/]testimonial-card)\./,
                  priority: 10,
                },
                {
                  // What /billing, the quote link page and /billing/success share: the help box
                  // and money formatting, one file instead of two.
                  name: "billing-kit",
                  test: /[\\/]app[\\/](components[\\/]billing[\\/]billing-help|domain[\\/]quote-pricing)\./,
                  priority: 10,
                },
                {
                  // What /billing shares with the quote link page (how quotes work) and with its
                  // lazy form checks (the quote fields): one file instead of two.
                  name: "quote-terms",
                  test: /[\\/]app[\\/](components[\\/]billing[\\/]how-quotes-work|domain[\\/]quote-fields)\./,
                  priority: 10,
                },
                {
                  // A quote as shown (its lines, status badge and card, their words): /billing/success,
                  // the quote link page and /billing's list of a browser's quotes.
                  name: "quote-view",
                  test: /[\\/]app[\\/](components[\\/](billing[\\/](quote-lines|quote-card)|sections[\\/]quote-status-badge)\.|content[\\/]quotes\.)/,
                  priority: 10,
                },
                {
                  name: "lead-forms",
                  test: /[\\/]app[\\/](components[\\/]forms[\\/](lead-forms|lead-form-shell|use-lead-form)\.|domain[\\/]lead-kinds\.)/,
                  priority: 15,
                },
              ],
            },
          },
        },
      },
    },
  },
});
