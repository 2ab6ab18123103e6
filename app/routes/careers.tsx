import { Link } from "react-router";
import { NumberedSteps } from "~/components/sections/numbered-steps";
import { PageHero, Section } from "~/components/sections/page-hero";
import { BenefitGrid } from "~/components/sections/testimonial-card";
import { buttonStyles } from "~/components/ui/styles";
import { applicationSteps, applyMailto, benefits, jobs } from "~/content/careers";
import { scenes } from "~/content/scenes";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/careers";

export const handle: PageHandle = { sitemap: () => [{ path: "/careers" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Careers",
    description:
      "Join Rallyroom's fully remote team. Open positions: Senior Event Coordinator, Frontend Developer and Customer Success Manager.",
    path: "/careers",
  });

export default function Careers() {
  return (
    <>
      <PageHero
        variant="split"
        visual={scenes["video-call"]}
        priority
        title="Join the Rallyroom Team"
        lead="We're a fully remote team that brings other remote teams together. Come help us do it."
      >
        <a href="#positions" className={buttonStyles.primary}>
          See open positions
        </a>
      </PageHero>
      <Section title="Open positions" id="positions">
        <ul className="grid gap-6 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-ink">{job.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {[job.department, job.location, job.type].map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                    {tag}
                  </li>
                ))}
              </ul>
              <p className="mt-3 font-semibold text-slate-800">
                {job.salary} <span className="font-normal text-slate-600">per year (USD)</span>
              </p>
              <p className="mt-3 text-slate-700">{job.description}</p>
              <h4 className="mt-4 font-semibold text-ink">What you'll do</h4>
              <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-slate-700">
                {job.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <a
                className={`${buttonStyles.primary} mt-6 self-start`}
                href={applyMailto(job)}
                data-apply={job.id}
              >
                Apply Now<span className="sr-only"> for {job.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Benefits">
        <BenefitGrid items={benefits} columns="lg:grid-cols-3" />
      </Section>
      <Section title="How we hire">
        <NumberedSteps
          steps={applicationSteps.map((step) => ({ title: step.title, text: step.description }))}
          columns={4}
        />
        <p className="mt-8 text-slate-700">
          Don't see your role? We're always happy to meet great people.{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Get in touch
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
