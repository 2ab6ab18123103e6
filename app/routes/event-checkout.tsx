import { useEffect, useRef } from "react";
import { data, Link, redirect } from "react-router";
import { ChosenTime } from "~/components/booking/details-ui";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import { CheckoutDetails, type CheckoutRefusal } from "~/components/events/checkout-details";
import { PriceSummary } from "~/components/events/price-summary";
import { TeamChoices } from "~/components/events/team-choices";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { formatRange } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { activityOr404, checkoutPage } from "~/server/event-pages.server";
import { clientAddress, noStore, sharedPageCache } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { ensureBrowserId, ownerHashOf } from "~/server/services/cookies.server";
import { readAttribution } from "~/server/services/leads.server";
import type { Route } from "./+types/event-checkout";

/**
 * /activities/:slug/book: buy an event (decision 057). Every step is in the URL, as on /book/:type:
 * the team choices a GET form, days and times links, the details a POST form whose success goes
 * to the card checkout or, with an invoice, to the event's page. Works without JavaScript.
 */
export const handle: PageHandle = { sitemap: false };

export async function loader({ request, params }: Route.LoaderArgs) {
  const activity = activityOr404(params.slug);
  // Like the /book calendar, the page depends on the URL and the zone cookie only: a shared cache
  // may keep it 10 s, and a time taken meanwhile is refused at checkout with the nearest free ones.
  return data(await checkoutPage(request, activity), {
    headers: { "Cache-Control": sharedPageCache, Vary: "Cookie" },
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const activity = activityOr404(params.slug);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<CheckoutRefusal>(
      { error: "The form could not be read. Please try again.", fieldErrors: {}, values: {}, nearby: [] },
      { status: 400, headers: noStore },
    );
  }
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    if (key === "addOns")
      raw.addOns = [...((raw.addOns as string[] | undefined) ?? []), ...value.split(",").filter(Boolean)];
    else if (!(key in raw)) raw[key] = value;
  }
  const { cookieSecret, events } = runtime();
  const { browserId, setCookie } = await ensureBrowserId(request, cookieSecret);
  const result = await events.checkout(activity.id, raw, {
    ownerHash: ownerHashOf(browserId),
    clientAddress: clientAddress(context),
    attribution: readAttribution(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]))),
  });
  const headers = new Headers(noStore);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (result.ok) {
    // A page of this site (the test checkout, the event's page) by its path: the form's CSP
    // (form-action) and the visitor's host stay as they are; Stripe's checkout by its URL.
    const own = `${runtime().origin}/`;
    const next = result.next.startsWith(own) ? result.next.slice(own.length - 1) : result.next;
    throw redirect(next, { status: 303, headers });
  }
  const { website: _trap, addOns: _addOns, ...values } = raw;
  const zone = typeof raw.timeZone === "string" ? raw.timeZone : "America/New_York";
  const nearby = (result.nearby ?? []).map((slot) => {
    const next = new URLSearchParams(new URL(request.url).search);
    next.set("start", new Date(slot.start).toISOString().replace(".000Z", "Z"));
    return {
      href: `/activities/${activity.id}/book?${next.toString()}`,
      label: formatRange(slot.start, slot.end, zone),
    };
  });
  return data<CheckoutRefusal>(
    {
      error: result.error,
      fieldErrors: result.fieldErrors,
      codeRequested: result.codeRequested ?? false,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
      nearby,
    },
    { status: result.status, headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { activity } = loaderData;
  return seo({
    title: `Book ${activity.title}`,
    description: `Book ${activity.title} online: pick a date and time in your time zone, see the exact price, and pay the deposit by card or get an invoice.`,
    // Indexable like /book/intro: "book <activity>" is a fair search; the canonical drops the query.
    path: `/activities/${activity.slug}/book`,
  });
};

export default function EventCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { activity, choices, picker, price, minutes } = loaderData;
  const refusal = actionData as CheckoutRefusal | undefined;
  const chosen = picker.chosen;
  const taken = Boolean(refusal?.fieldErrors.start);
  const step = chosen && !taken ? "details" : "time";
  const heading = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef(step);
  useDetectedZone(picker);
  useEffect(() => {
    if (lastStep.current !== step) heading.current?.focus();
    lastStep.current = step;
  }, [step]);

  const keep: Record<string, string> = { headcount: String(choices.headcount) };
  if (choices.addOns.length > 0) keep.addOns = choices.addOns.join(",");
  if (choices.voucherCode) keep.voucher = choices.voucherCode;
  if (choices.voucherUpgrade) keep.upgrade = choices.voucherUpgrade;
  const path = `/activities/${activity.slug}/book`;
  const href = hrefBuilder(path, picker, keep);
  // The team form keeps the calendar's place; the calendar's links keep the team choices.
  const teamKeep: Record<string, string> = { tz: picker.zone };
  if (picker.from !== picker.today) teamKeep.from = picker.from;
  if (picker.day) teamKeep.day = picker.day;
  if (chosen) teamKeep.start = chosen.start;
  const hidden: [string, string][] = [
    ["start", chosen?.start ?? ""],
    ["timeZone", picker.zone],
    ["headcount", String(choices.headcount)],
    ...choices.addOns.map((id): [string, string] => ["addOns", id]),
    ["voucherCode", loaderData.applied ? choices.voucherCode : ""],
    ["voucherUpgrade", loaderData.applied ?? ""],
  ];

  return (
    <>
      <PageHero
        eyebrow="Book online"
        title={`Book ${activity.title}`}
        lead={`A ${minutes}-minute live-hosted event for ${activity.headcountMin} to ${activity.headcountMax} people. Pick a time in your time zone, see the exact price, and pay the deposit or get an invoice.`}
      />
      <div className={`${container} py-10 sm:py-14`}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="team-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
              <h2 id="team-heading" className="text-2xl font-bold text-ink">
                1. Your team
              </h2>
              <div className="mt-4">
                <TeamChoices data={loaderData} keep={teamKeep} />
              </div>
            </section>
            <section
              id="scheduler"
              aria-labelledby="scheduler-heading"
              className={`${cardStyles.panel} p-5 sm:p-8`}
            >
              {step === "time" || !chosen ? (
                <>
                  <p className="text-sm text-slate-700">{loaderData.notice}</p>
                  <LinkTimePicker
                    picker={picker}
                    href={href}
                    action={path}
                    hidden={keep}
                    headingId="scheduler-heading"
                    headingRef={heading}
                    heading="2. Pick a day and time"
                    notice={
                      taken && refusal ? (
                        <p
                          role="alert"
                          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
                        >
                          {refusal.error}
                        </p>
                      ) : null
                    }
                  />
                </>
              ) : (
                <>
                  <h2
                    id="scheduler-heading"
                    ref={heading}
                    tabIndex={-1}
                    className="text-2xl font-bold text-ink"
                  >
                    2. Your date and time
                  </h2>
                  <div className="mt-4">
                    <ChosenTime
                      meeting={`${activity.title} · ${minutes} minutes`}
                      when={chosen.when}
                      zone={chosen.zone}
                      businessWhen={chosen.business}
                      change={
                        <Link
                          to={href({ day: picker.day, start: null })}
                          preventScrollReset
                          className={`${buttonStyles.outlineSmall} min-h-11`}
                        >
                          Change time
                        </Link>
                      }
                    />
                  </div>
                </>
              )}
            </section>
            {chosen && step === "details" ? (
              <section aria-labelledby="details-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
                <h2 id="details-heading" className="text-2xl font-bold text-ink">
                  3. Your details and payment
                </h2>
                <div className="mt-4">
                  <CheckoutDetails
                    hidden={hidden}
                    payments={loaderData.payments}
                    refusal={refusal}
                    deposit={price.deposit}
                    total={price.total}
                  />
                </div>
              </section>
            ) : null}
          </div>
          <aside className="space-y-4 lg:sticky lg:top-24">
            <PriceSummary
              price={price}
              headingId="price-heading"
              heading={`${activity.title} for ${choices.headcount} people`}
              note={chosen ? null : loaderData.rushNote}
            />
            <p className="text-sm text-slate-700">
              Rather talk it through first?{" "}
              <Link to="/book/intro" className="font-semibold text-brand-700 underline underline-offset-2">
                Book a 15-minute call
              </Link>{" "}
              with an event planner.
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
