import type { LegalDocument } from "~/content/legal";

/** A policy or statement: one reading column (about 75 characters a line), numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{document.title}</h1>
      <p className="mt-2 text-slate-600">Last updated: {document.lastUpdated}</p>
      <p className="mt-6 leading-7 text-slate-700">{document.intro}</p>
      <nav aria-label="Contents" className="mt-8 rounded-2xl bg-slate-50 p-6">
        <h2 className="font-semibold text-ink">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="mt-10">
          <h2 className="text-2xl font-bold text-ink">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
