import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

export const handle: PageHandle = { sitemap: false };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Thank You: Your Call Is Booked",
    description: "Your Rallyroom call is booked. Here's what to expect next.",
    path: "/thank-you",
    noindex: true,
  });

const expectations = [
  "A calendar invite with the video link arrives by email within a few minutes.",
  "Your host reviews your team size, goals and dates before the call.",
  "On the call, we recommend two or three events that fit your team.",
  "You receive a written quote the same day.",
];

export default function ThankYou() {
  return (
    <>
      <PageHero
        title="You're booked! 🎉"
        lead="The invite and video link are on their way to your inbox. Need another time? Just reply to the confirmation email to reschedule."
      />
      <Section title="What to Expect">
        <ol className="max-w-2xl list-decimal space-y-3 pl-6 text-slate-700">
          {expectations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className="mt-8 text-slate-700">
          Questions before then? Email{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email.hello}`}>
            {site.email.hello}
          </a>{" "}
          or{" "}
          <Link to="/activities" className="font-semibold text-brand-700 underline">
            browse our activities
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
