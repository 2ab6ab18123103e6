import { container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { sitemapXml } from "~/server/sitemap.server";
import type { Route } from "./+types/sitemap";

export const handle: PageHandle = { sitemap: false };

export function loader() {
  return { xml: sitemapXml() };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Sitemap",
    description: "The XML sitemap of every public Rallyroom page, as search engines read it.",
    path: "/sitemap",
    noindex: true,
  });

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <section className={`${container} py-12`}>
      <h1 className="text-4xl font-extrabold text-ink">Sitemap</h1>
      <p className="mt-3 text-slate-700">
        This is the sitemap search engines read, also served at{" "}
        <a href="/sitemap.xml" className="font-semibold text-brand-700 underline">
          /sitemap.xml
        </a>
        .
      </p>
      <pre className="mt-6 rounded-xl bg-slate-900 p-4 text-sm wrap-anywhere whitespace-pre-wrap text-slate-100">
        {loaderData.xml}
      </pre>
    </section>
  );
}
