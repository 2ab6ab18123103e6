import { data, Link } from "react-router";
import { EventList, SignOutForms } from "~/components/account/account-parts";
import { PageHero } from "~/components/sections/page-hero";
import { QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { buttonStyles, container } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { browserHashOf, requireAccount } from "~/server/account-http.server";
import { privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account";

/**
 * `/account`: the organiser's workspace (issue 43). Upcoming and past events with their status,
 * attendee counts and documents, what is due, the quotes, and the teams the address belongs to.
 * Each visit claims what was booked with the address (or quoted in this browser) since.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAccount(request);
  const { workspace } = runtime();
  const hash = await browserHashOf(request);
  await workspace.members.claim(account.email, hash ? [hash] : []);
  const overview = await workspace.overview(account.email);
  return data({ account, ...overview }, { headers: privatePage });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Your events",
    description: "Your Rallyroom events, quotes and invoices.",
    path: "/account",
    noindex: true,
  });

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  const { account, upcoming, past, due, quotes, workspaces } = loaderData;
  const nothing = upcoming.length + past.length + quotes.length === 0;
  return (
    <>
      <PageHero
        eyebrow={account.email}
        title="Your events"
        lead="Every event, quote and invoice of your team in one place."
      />
      <div className={`${container} space-y-12 py-10 sm:py-14`}>
        {due.length > 0 ? (
          <section aria-labelledby="due" className="rounded-panel border border-amber-300 bg-amber-50 p-5">
            <h2 id="due" className="text-xl font-bold text-ink">
              Payments due
            </h2>
            <ul className="mt-3 space-y-2">
              {due.map((item) => (
                <li key={item.href} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span>
                    <strong>{item.outstanding}</strong> on {item.label} for {item.event}
                    {item.due ? `, due ${item.due}` : ""}
                  </span>
                  <Link
                    to={`/account/events/${item.eventId}#documents`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Pay or download
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {nothing ? (
          <section className="space-y-4">
            <p className="text-lg text-slate-800">
              Nothing here yet for {account.email}. Events you book with this address, quotes you make in this
              browser and events colleagues invite you to appear here.
            </p>
            <Link to="/activities" className={buttonStyles.primary}>
              Browse activities
            </Link>
          </section>
        ) : null}
        <EventList id="upcoming" heading="Upcoming" events={upcoming} />
        <EventList id="past" heading="Past and cancelled" events={past} />
        {quotes.length > 0 ? (
          <section aria-labelledby="quotes">
            <h2 id="quotes" className="text-2xl font-bold text-ink">
              Quotes
            </h2>
            <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
              {quotes.map((quote) => (
                <li key={quote.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <Link to={quote.href} className="font-semibold text-brand-700 underline">
                    {quote.title}, {quote.headcount} people
                  </Link>
                  <span className="flex items-center gap-3">
                    <span className="font-semibold text-ink">{quote.total}</span>
                    <QuoteStatusBadge status={quote.status} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="teams" className="space-y-3">
          <h2 id="teams" className="text-2xl font-bold text-ink">
            Your teams
          </h2>
          {workspaces.length > 0 ? (
            <ul className="space-y-1">
              {workspaces.map((space) => (
                <li key={space.id}>
                  <Link to={`/account/team/${space.id}`} className="font-semibold text-brand-700 underline">
                    {space.name}
                  </Link>{" "}
                  <span className="text-slate-700">({space.role})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">
              You are not in a team's workspace: only events shared with you alone.
            </p>
          )}
          <p>
            <Link to="/account/vendor-pack" className="font-semibold text-brand-700 underline">
              Vendor documents for procurement
            </Link>{" "}
            <span className="text-slate-700">(W-9, insurance certificate, DPA, security answers)</span>
          </p>
        </section>
        <SignOutForms csrf={account.csrf} />
      </div>
    </>
  );
}
