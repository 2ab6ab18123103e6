import { ProcurementRequestForm } from "~/components/forms/lead-forms";
import { PageHero } from "~/components/sections/page-hero";
import { LinkRow, RowLink } from "~/components/ui/link-row";
import { cardStyles, container } from "~/components/ui/styles";
import { subprocessors, trustHighlights, trustPage } from "~/content/trust";
import type { PageHandle } from "~/lib/handle";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/trust";

export const handle: PageHandle = { sitemap: () => [{ path: "/trust" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Security, Privacy and Procurement",
    description:
      "How Rallyroom protects your data: encryption, staff two-factor sign-in, where data lives, subprocessors, retention, vulnerability reporting, and DPA, W-9 and insurance on request.",
    path: "/trust",
    markdown: true,
    jsonLd: breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Security, privacy and procurement", path: "/trust" },
    ]),
  });

/** The page's text as data in the prerendered page, not as JavaScript (decision 031). */
export function loader() {
  return { document: trustPage, highlights: trustHighlights, subprocessors };
}

const headingClass = "text-2xl font-bold tracking-tight text-ink";
const textClass = "mt-3 leading-7 text-slate-700";

export default function Trust({ loaderData }: Route.ComponentProps) {
  const { document, highlights } = loaderData;
  return (
    <>
      <PageHero
        title={document.title}
        lead={document.intro}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Trust" }]}
      >
        <a href="#request-documents" className="font-semibold text-brand-700 underline underline-offset-4">
          Request the DPA, W-9 or insurance certificate
        </a>
      </PageHero>
      <div className={`${container} py-12`}>
        <section aria-labelledby="at-a-glance">
          <h2 id="at-a-glance" className="sr-only">
            At a glance
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {highlights.map((item) => (
              <li key={item.title} className={`${cardStyles.base} p-4 sm:p-5`}>
                <p className="font-bold text-ink">{item.title}</p>
                <p className="mt-1 text-sm leading-6 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            Last reviewed against our code: {document.lastUpdated}
          </p>
        </section>
        <div className="mt-12 grid gap-12 lg:grid-cols-12">
          <nav aria-label="On this page" className="lg:col-span-3">
            <div className="rounded-2xl bg-slate-50 p-5 lg:sticky lg:top-24">
              <h2 className="font-semibold text-ink">On this page</h2>
              <ol className="mt-3 space-y-2 text-sm">
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-2">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl space-y-12 lg:col-span-9">
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className={headingClass}>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={textClass}>
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
                {section.id === "subprocessors" ? (
                  <SubprocessorTable rows={loaderData.subprocessors} />
                ) : null}
                {section.id === "vulnerability-reporting" ? (
                  <p className="mt-3">
                    <a
                      href="/.well-known/security.txt"
                      className="font-semibold text-brand-700 underline underline-offset-4"
                    >
                      security.txt
                    </a>
                  </p>
                ) : null}
                {section.id === "documents" ? (
                  <div id="request-documents" className={`mt-6 ${cardStyles.panel} scroll-mt-24 p-6 sm:p-8`}>
                    <h3 className="text-xl font-bold text-ink">Request documents</h3>
                    <p className="mt-1 mb-5 text-slate-700">
                      Tell us who you are and what your team needs; we send it to your work email.
                    </p>
                    <ProcurementRequestForm />
                  </div>
                ) : null}
              </section>
            ))}
            <section aria-labelledby="related-heading" className="rounded-2xl bg-slate-50 p-6">
              <h2 id="related-heading" className="text-lg font-semibold text-ink">
                Related
              </h2>
              <LinkRow className="mt-3">
                <RowLink to="/privacy-policy">Privacy policy (cookies listed by name)</RowLink>
                <RowLink to="/accessibility">Accessibility statement</RowLink>
                <RowLink to="/terms-of-service">Terms of service</RowLink>
              </LinkRow>
            </section>
          </article>
        </div>
      </div>
    </>
  );
}

/** One card per subprocessor: readable at any width, no table to scroll sideways. */
function SubprocessorTable({ rows }: { rows: readonly (typeof subprocessors)[number][] }) {
  return (
    <ul className="mt-5 grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <li key={row.name} className={`${cardStyles.base} p-5`}>
          <h3 className="font-bold text-ink">{row.name}</h3>
          <dl className="mt-3 space-y-2 text-sm leading-6 text-slate-700">
            <div>
              <dt className="font-semibold text-ink">Purpose</dt>
              <dd>{row.purpose}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Data it handles</dt>
              <dd>{row.data}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">When</dt>
              <dd>{row.when}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
