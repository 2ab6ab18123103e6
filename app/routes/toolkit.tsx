import { data } from "react-router";
import { LeadCaptureCard } from "~/components/forms/lead-forms";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { getToolkit, toolkits } from "~/content/toolkits";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/toolkit";

export const handle: PageHandle = {
  sitemap: () => toolkits.map((toolkit) => ({ path: `/toolkits/${toolkit.slug}` })),
};

export function loader({ params }: Route.LoaderArgs) {
  const toolkit = getToolkit(params.slug);
  if (!toolkit) throw data(null, { status: 404 });
  return { slug: toolkit.slug };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const toolkit = loaderData ? getToolkit(loaderData.slug) : undefined;
  if (!toolkit) return [];
  return seo({ title: toolkit.title, description: toolkit.description, path: `/toolkits/${toolkit.slug}` });
};

export default function ToolkitPage({ loaderData }: Route.ComponentProps) {
  const toolkit = getToolkit(loaderData.slug);
  if (!toolkit) return null;
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
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">What's inside</h2>
            <ul className="mt-6 space-y-3">
              {toolkit.contents.map((item) => (
                <li key={item} className="flex gap-3 text-lg text-slate-700">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <p className="mt-8 text-slate-700">
              <strong className="text-ink">Made for:</strong> {toolkit.audience}
            </p>
            <p className="mt-8">
              <a
                href={toolkit.pdf}
                target="_blank"
                rel="noopener"
                className={buttonStyles.secondary}
                data-toolkit-pdf=""
              >
                Download PDF<span className="sr-only">: {toolkit.title}</span>
                <span className="text-sm font-normal">(opens in a new tab)</span>
              </a>
            </p>
          </div>
          <aside aria-label="Get the toolkit by email">
            <LeadCaptureCard
              source={`toolkit_${toolkit.slug}`}
              title="Send it to my inbox"
              downloadHref={toolkit.pdf}
              className="shadow-lg"
            />
          </aside>
        </div>
      </Section>
    </>
  );
}
