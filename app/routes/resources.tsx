import { Link } from "react-router";
import { BlogCard } from "~/components/sections/blog-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { caseStudies, cultureToolkits, downloads } from "~/content/resources";
import { scenes } from "~/content/scenes";
import { getToolkit, toolkits } from "~/content/toolkits";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { listPosts } from "~/server/blog.server";
import { pdfFacts } from "~/server/pdf-facts.server";
import type { Route } from "./+types/resources";

export const handle: PageHandle = { sitemap: () => [{ path: "/resources" }] };

export function loader() {
  return {
    latest: listPosts().slice(0, 3),
    // Page counts and sizes come from the PDFs themselves (read at build time).
    pdfs: Object.fromEntries(
      [...downloads.map((download) => download.href), ...toolkits.map((toolkit) => toolkit.pdf)].map(
        (href) => [href, pdfFacts(href)],
      ),
    ),
  };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Team Building Resources, Guides & Toolkits",
    description:
      "Free guides, templates, checklists and toolkits for planning virtual team building, plus case studies from remote teams that use Rallyroom.",
    path: "/resources",
  });

function PdfFactsLine({ facts }: { facts: { pages: number; kilobytes: number } | undefined }) {
  if (!facts) return null;
  return (
    <span className="text-sm whitespace-nowrap text-slate-600">
      {facts.pages} {facts.pages === 1 ? "page" : "pages"} · {facts.kilobytes} KB
    </span>
  );
}

const card = `flex h-full flex-col ${cardStyles.base} p-6`;

export default function Resources({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        variant="editorial"
        visual={scenes["survey-showdown"]}
        eyebrow="Guides, templates and toolkits"
        title="Resources for Remote Team Leaders"
        lead="Guides, templates, toolkits and case studies to help you plan events your remote team will look forward to."
      >
        <Link to="/activities" className={buttonStyles.primary}>
          Explore Activities
        </Link>
      </PageHero>

      <Section title="Latest from the blog">
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.latest.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <Link
          to="/blog"
          className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          See all posts
        </Link>
      </Section>

      <Section title="Free downloads">
        <ul className="grid gap-6 md:grid-cols-3">
          {downloads.map((download) => (
            <li key={download.href} className={card}>
              <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{download.type}</p>
              <h3 className="mt-2 text-lg font-semibold text-ink">{download.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{download.description}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
                <a
                  href={download.href}
                  target="_blank"
                  rel="noopener"
                  className={`${buttonStyles.secondary} whitespace-nowrap`}
                  aria-label={`Download PDF: ${download.title} (opens in a new tab)`}
                >
                  Download PDF
                </a>
                <PdfFactsLine facts={loaderData.pdfs[download.href]} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="ROI case studies">
        <ul className="grid gap-6 md:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className={card}>
              <h3 className="text-lg font-semibold text-ink">{study.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{study.result}</p>
              <Link
                to={`/blog/${study.slug}`}
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Read the case study<span className="sr-only">: {study.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Culture-building toolkits">
        <ul className="grid gap-6 md:grid-cols-3">
          {cultureToolkits.map((item) => {
            // What the PDF holds comes from the toolkit itself: its description and its sections.
            const toolkit = getToolkit(item.toolkit);
            return (
              <li key={item.slug} className={card}>
                <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Free toolkit</p>
                <h3 className="mt-2 text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{toolkit?.description ?? item.result}</p>
                {toolkit ? (
                  <p className="mt-3 text-sm text-slate-600">
                    {toolkit.inside.length} sections · <PdfFactsLine facts={loaderData.pdfs[toolkit.pdf]} />
                  </p>
                ) : null}
                <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                  <Link
                    to={`/toolkits/${item.toolkit}`}
                    className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
                  >
                    Get the toolkit<span className="sr-only">: {item.title}</span>
                  </Link>
                  <Link
                    to={`/blog/${item.slug}`}
                    className="font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                  >
                    Read the guide<span className="sr-only">: {item.title}</span>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaSection
        tone="brand"
        heading="Rather have us plan it with you?"
        text="A 15-minute call is enough to pick the right event, date and budget for your team."
        primary={{ label: "Book a 15-Minute Call", booking: true }}
        secondary={{ label: "Browse Activities", to: "/activities" }}
      />
    </>
  );
}
