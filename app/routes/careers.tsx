import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { site } from "~/config/site";
import { jobs } from "~/content/careers";
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
        title="Join the Rallyroom Team"
        lead="We're a fully remote team that brings other remote teams together. Come help us do it."
      />
      <Section title="Open positions">
        <ul className="grid gap-6 md:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h3 className="text-xl font-semibold text-ink">{job.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {job.department} · {job.location} · {job.type}
              </p>
              <p className="mt-1 text-sm font-semibold text-slate-800">{job.salary}</p>
              <p className="mt-3 flex-1 text-slate-700">{job.description}</p>
              <a
                className="mt-6 font-semibold text-brand-700 underline"
                href={`mailto:${site.email.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`}
              >
                Apply Now<span className="sr-only"> for {job.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-700">
          Don't see your role?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Get in touch
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
