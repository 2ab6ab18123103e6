import { useId } from "react";
import { Link } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { Accordion } from "~/components/ui/accordion";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { helpCenterGroups } from "~/content/faq";
import {
  FAQ_QUERY_MAX,
  faqQueryFromSearchParams,
  faqQueryToSearch,
  filterFaqGroups,
} from "~/content/faq-search";
import { supportCards } from "~/content/help-center";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { useQueryState } from "~/lib/use-query-state";
import { sharedPageHeaders } from "~/server/http.server";
import type { Route } from "./+types/help-center";

export const handle: PageHandle = { sitemap: () => [{ path: "/help-center" }] };

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Help Center",
    description:
      "Get help with your Rallyroom event: getting started, technical requirements, pricing and customization, or reach our support team by email or phone.",
    path: "/help-center",
  });

export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The search is a GET form (`?q=`): without JavaScript the server renders the matching answers;
 * with it the list narrows as the visitor types and the URL follows.
 */
/** The answers as data in the page, not as JavaScript (decision 031); the search runs on them. */
export function loader() {
  return { groups: helpCenterGroups };
}

/** The answers do not depend on the URL: typing a search does not fetch them again. */
export const shouldRevalidate = () => false;

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const [query, setQuery, formRef] = useQueryState(faqQueryFromSearchParams, faqQueryToSearch);
  const results = filterFaqGroups(loaderData.groups, query);
  const count = results.reduce((total, group) => total + group.items.length, 0);
  const searchId = useId();
  const accordionName = useId();
  return (
    <>
      <PageHero
        title="How can we help?"
        lead="Answers about getting started, technical setup, pricing and customization, and a real person when you need one."
      >
        <search className="w-full max-w-xl">
          <form
            ref={formRef}
            method="get"
            action="/help-center#faq"
            onSubmit={(event) => {
              // The answers already show: take the visitor to them.
              event.preventDefault();
              document.getElementById("faq")?.scrollIntoView({ block: "start" });
            }}
          >
            <label htmlFor={searchId} className="block font-semibold text-ink">
              Search the help center
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={searchId}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="e.g. cancellation, Zoom, branding"
                autoComplete="off"
                maxLength={FAQ_QUERY_MAX}
                className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-ink shadow-sm placeholder:text-slate-500"
              />
              <button type="submit" className={buttonStyles.accent}>
                Search
              </button>
            </div>
          </form>
        </search>
      </PageHero>

      <Section title="Contact support">
        <ul className="grid gap-6 md:grid-cols-3">
          {supportCards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
              {card.action.href.startsWith("/") ? (
                <Link to={card.action.href} className={`${buttonStyles.secondary} mt-6 self-start`}>
                  {card.action.label}
                </Link>
              ) : (
                <a href={card.action.href} className={`${buttonStyles.secondary} mt-6 self-start`}>
                  {card.action.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
          {site.supportHours.map((row) => (
            <div key={row.days} className="flex gap-2">
              <dt className="font-semibold text-ink">{row.days}:</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title="Frequently asked questions" id="faq">
        <p className="text-slate-700" aria-live="polite" data-results-count={count}>
          {query.trim()
            ? count === 0
              ? `No answers match “${query.trim()}”.`
              : `${count} ${count === 1 ? "answer matches" : "answers match"} “${query.trim()}”.`
            : "Browse by topic, or search above."}
        </p>
        {count === 0 ? (
          <p className="mt-4 text-slate-700">
            Try another word, read the{" "}
            <Link to="/faq" className="font-semibold text-brand-700 underline">
              full FAQ
            </Link>{" "}
            or{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              ask us directly
            </Link>
            .
          </p>
        ) : null}
        <div className="mt-8 max-w-3xl space-y-10">
          {results.map((group) => (
            <section key={group.id} aria-labelledby={`help-${group.id}`} data-help-group={group.id}>
              <h3 id={`help-${group.id}`} className="mb-4 text-2xl font-bold text-ink">
                {group.title}
              </h3>
              <Accordion items={group.items} name={accordionName} />
            </section>
          ))}
        </div>
      </Section>

      <Section>
        <div className="flex flex-wrap gap-4">
          <Link to="/book-event" className={buttonStyles.primary}>
            Contact Support
          </Link>
          <Link to="/faq" className={buttonStyles.secondary}>
            View More FAQs
          </Link>
        </div>
      </Section>
    </>
  );
}
