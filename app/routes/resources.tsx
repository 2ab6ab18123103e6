import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { toolkits } from "~/content/toolkits";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/resources";

export const handle: PageHandle = { sitemap: () => [{ path: "/resources" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Team Building Resources, Guides & Toolkits",
    description:
      "Free guides, templates, checklists and toolkits for planning virtual team building, plus case studies from remote teams that use Rallyroom.",
    path: "/resources",
  });

export default function Resources() {
  return (
    <>
      <PageHero
        title="Resources for Remote Team Leaders"
        lead="Guides, toolkits and case studies to help you plan events your remote team will look forward to."
      >
        <Link to="/activities" className={buttonStyles.onDark}>
          Explore Activities
        </Link>
      </PageHero>
      <Section title="Culture-building toolkits">
        <ul className="grid gap-6 sm:grid-cols-3">
          {toolkits.map((toolkit) => (
            <li key={toolkit.slug} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-ink">
                <Link to={`/toolkits/${toolkit.slug}`} className="hover:text-brand-700 hover:underline">
                  {toolkit.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{toolkit.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
