import { data } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
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
        eyebrow="Free toolkit"
        title={toolkit.title}
        lead={toolkit.description}
        breadcrumbs={[
          { label: "Home", to: "/" },
          { label: "Resources", to: "/resources" },
          { label: toolkit.title },
        ]}
      />
      <Section title="What's inside">
        <ul className="max-w-2xl list-disc space-y-2 pl-6 text-slate-700">
          {toolkit.contents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-2xl text-slate-700">
          <strong>Made for:</strong> {toolkit.audience}
        </p>
      </Section>
    </>
  );
}
