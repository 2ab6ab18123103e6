import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { faqSections } from "~/content/faq";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/faq";

export const handle: PageHandle = { sitemap: () => [{ path: "/faq" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Virtual Team Building FAQ",
    description:
      "Answers to the questions remote leaders ask most: what virtual team building is, why it matters, which games work on video calls and how often to host events.",
    path: "/faq",
    markdown: true,
  });

export default function Faq() {
  return (
    <>
      <PageHero
        title="Frequently Asked Questions"
        lead="Everything you wanted to know about virtual team building, from what it is to how to make it less awkward."
      />
      <Section>
        <div className="max-w-3xl space-y-10">
          {faqSections.map((item) => (
            <section key={item.q}>
              <h2 className="text-2xl font-bold text-ink">{item.q}</h2>
              <p className="mt-3 leading-7 text-slate-700">{item.a}</p>
            </section>
          ))}
        </div>
        <p className="mt-10 flex flex-wrap gap-4">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Home
          </Link>
          <Link to="/activities" className="font-semibold text-brand-700 underline">
            Browse activities
          </Link>
        </p>
        <aside className="mt-12 rounded-2xl bg-brand-50 p-8">
          <h2 className="text-2xl font-bold text-ink">Still have questions?</h2>
          <p className="mt-2 text-slate-700">Tell us about your team and we'll answer within 24 hours.</p>
          <Link to="/book-event" className={`${buttonStyles.primary} mt-6`}>
            Contact Us
          </Link>
        </aside>
      </Section>
    </>
  );
}
