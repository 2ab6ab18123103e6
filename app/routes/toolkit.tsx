import { data } from "react-router";
import { LeadCaptureCard } from "~/components/forms/lead-forms";
import { PageHero, Section } from "~/components/sections/page-hero";
import { cardStyles } from "~/components/ui/styles";
import { getToolkit, toolkitSource, toolkits } from "~/content/toolkits";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import { pdfFacts } from "~/server/pdf-facts.server";
import type { Route } from "./+types/toolkit";

export const handle: PageHandle = {
  sitemap: () => toolkits.map((toolkit) => ({ path: `/toolkits/${toolkit.slug}` })),
};

export function loader({ params }: Route.LoaderArgs) {
  const toolkit = getToolkit(params.slug);
  if (!toolkit) throw data(null, { status: 404 });
  // Read from the PDF itself at build time, so the page never misstates what it offers.
  return { slug: toolkit.slug, pdf: pdfFacts(toolkit.pdf) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const toolkit = loaderData ? getToolkit(loaderData.slug) : undefined;
  if (!toolkit) return [];
  const path = `/toolkits/${toolkit.slug}`;
  return seo({
    title: toolkit.title,
    description: toolkit.description,
    path,
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
      { name: toolkit.title, path },
    ]),
  });
};

export default function ToolkitPage({ loaderData }: Route.ComponentProps) {
  const toolkit = getToolkit(loaderData.slug);
  if (!toolkit) return null;
  const { pdf } = loaderData;
  return (
    <>
      <PageHero
        variant="editorial"
        eyebrow="Free toolkit"
        title={toolkit.title}
        lead={toolkit.description}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Resources", to: "/resources" },
          { label: toolkit.title },
        ]}
      />
      <Section>
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">What's inside</h2>
            <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[auto_minmax(0,1fr)]">
              <div>
                <dt className="text-sm font-semibold text-slate-600">Format</dt>
                <dd className="mt-1 font-semibold whitespace-nowrap text-ink" data-toolkit-format="">
                  PDF · {pdf.pages} {pdf.pages === 1 ? "page" : "pages"} · {pdf.kilobytes} KB
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">Made for</dt>
                <dd className="mt-1 text-ink">{toolkit.audience}</dd>
              </div>
            </dl>
            <ol className="mt-8 space-y-3" data-toolkit-inside="">
              {toolkit.inside.map((section, index) => (
                <li key={section.title} className={`flex gap-4 ${cardStyles.base} p-5`}>
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 tabular-nums"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{section.title}</h3>
                    <p className="mt-1 text-slate-700">{section.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <aside aria-label="Get the toolkit" className="lg:sticky lg:top-36">
            <LeadCaptureCard
              source={toolkitSource(toolkit)}
              title="Get the toolkit"
              toolkit={toolkit}
              intro={null}
              className="shadow-lg"
            />
          </aside>
        </div>
      </Section>
    </>
  );
}
