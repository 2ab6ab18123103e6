import { Link } from "react-router";
import { ContactForm } from "~/components/forms/lead-forms";
import { PageHero, Section } from "~/components/sections/page-hero";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const handle: PageHandle = { sitemap: () => [{ path: "/contact" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Contact Us",
    description: `Contact Rallyroom by email at ${site.email.hello} or call ${site.phone.display}. We reply within 24 hours, Monday to Saturday.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero
        title="Get in Touch"
        lead="Questions about an event, a quote or a partnership? We reply within 24 hours."
      />
      <Section title="Send us a message">
        <div className="max-w-2xl">
          <ContactForm />
        </div>
      </Section>
      <Section title="Contact details">
        <ul className="space-y-2 text-slate-700">
          <li>
            Email:{" "}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.hello}`}>
              {site.email.hello}
            </a>
          </li>
          <li>
            Phone:{" "}
            <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.tel}`}>
              {site.phone.display}
            </a>
          </li>
          <li>{site.postalAddress}</li>
        </ul>
        <h3 className="mt-8 text-xl font-semibold text-ink">Business hours</h3>
        <dl className="mt-3 grid max-w-sm grid-cols-2 gap-y-1 text-slate-700">
          {site.supportHours.map((row) => (
            <div key={row.days} className="contents">
              <dt>{row.days}</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-8 flex flex-wrap gap-4">
          <li>
            <Link to="/book-event" className="font-semibold text-brand-700 underline">
              Book a Demo
            </Link>
          </li>
          <li>
            <Link to="/help-center" className="font-semibold text-brand-700 underline">
              Help Center
            </Link>
          </li>
          <li>
            <Link to="/faq" className="font-semibold text-brand-700 underline">
              FAQ
            </Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
