import { ContactForm } from "~/components/forms/lead-forms";
import { RequestFormLayout } from "~/components/sections/next-steps-aside";
import { PageHero } from "~/components/sections/page-hero";
import { SupportHours } from "~/components/sections/support-hours";
import { LinkRow, RowLink } from "~/components/ui/link-row";
import { cardStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { scenes } from "~/content/scenes";
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

/** After a message: who reads it, how fast they answer, and what a planning conversation gives. */
const nextSteps = [
  {
    title: "A planner reads it",
    text: "Your message goes to our events team, the people who plan and run Rallyroom events, not a ticket queue.",
  },
  {
    title: "We reply within 24 hours",
    text: "Monday to Saturday, by email. If it cannot wait, call us during business hours.",
  },
  {
    title: "You get a plan you can share",
    text: "For an event: a game suited to your team size and a written quote, valid for 30 days.",
  },
];

/** The ways to reach us besides the form, under the aside's steps. */
function ContactDetails() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 className="text-lg font-semibold text-ink">Contact details</h2>
      <ul className="mt-3 space-y-2 text-slate-700">
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
      <h3 className="mt-6 font-semibold text-ink">Business hours</h3>
      <SupportHours className="mt-2 gap-x-6" />
      <LinkRow className="mt-6">
        <RowLink to="/book-event">Get event recommendations</RowLink>
        <RowLink to="/help-center">Help Center</RowLink>
        <RowLink to="/faq">FAQ</RowLink>
      </LinkRow>
    </div>
  );
}

export default function Contact() {
  return (
    <>
      <PageHero
        title="Get in Touch"
        lead="Questions about an event, a quote or a partnership? We reply within 24 hours."
      />
      <RequestFormLayout
        headingId="contact-form-heading"
        heading="Send us a message"
        scene={scenes["host-panel"]}
        steps={nextSteps}
        extra={<ContactDetails />}
      >
        <p className="mt-3 leading-7 text-slate-700">
          Tell us what you are planning: the occasion, roughly how many people, and any dates you have in
          mind. The more we know, the more useful our first answer.
        </p>
        <div className={`mt-6 ${cardStyles.base} p-6 sm:p-8`}>
          <ContactForm />
        </div>
      </RequestFormLayout>
    </>
  );
}
