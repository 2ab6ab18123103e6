import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ChosenTime } from "~/components/booking/details-ui";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import {
  CancelConfirm,
  CancelOffer,
  ContactLine,
  NextSteps,
  PaymentsLedger,
} from "~/components/events/event-panels";
import { PriceSummary } from "~/components/events/price-summary";
import { Notice, TextField } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, cardStyles, container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { cancelReasonSchema } from "~/domain/booking-form";
import { eventSlotRules } from "~/domain/event-checkout";
import { parseInstant } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { pickerData } from "~/server/booking-pages.server";
import { eventPageData } from "~/server/event-pages.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import type { Route } from "./+types/event";

/**
 * `/events/:id?key=…`: an event bought on the site (decision 057), the link in every email about
 * it. The confirmation after paying or asking for an invoice, and where the buyer changes the
 * headcount, moves or cancels the event under the booking policy, with or without JavaScript.
 * Cancelling takes two steps: "Cancel the event" is a link to this page with `confirm=cancel`, which
 * shows what the policy gives back and the real POST ("Yes, cancel the event", `confirm=yes`); a
 * POST without `confirm=yes` answers with that confirmation and cancels nothing. A wrong key
 * answers 404 exactly as an unknown event does.
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed (issue 40). */
export const headers: Route.HeadersFunction = privatePageHeaders;

const done = {
  headcount: "The headcount is changed.",
  moved: "Your event has a new time. We have emailed the updated invitation.",
  cancelled: "Your event is cancelled. We have emailed you the cancellation.",
} as const;

async function eventFromLink(id: string, key: string | null) {
  const event = await runtime().events.find(id, key);
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: privatePage });
  return event;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const event = await eventFromLink(params.id, query.get("key"));
  const page = eventPageData(event);
  const activity = eventActivity(event.activitySlug);
  // The calendar for a new time only when the buyer asked for it (`move=1`) or must pick one.
  const moving = page.canReschedule && (query.get("move") === "1" || page.timeLost);
  const rules = activity ? eventSlotRules(activity, event.addOns) : null;
  const picker =
    moving && activity && rules
      ? await pickerData(
          {
            minutes: rules.minutes,
            horizonDays: rules.horizonDays,
            slots: (window) => runtime().events.slots(activity, event.addOns, window),
          },
          request,
        )
      : null;
  const message = query.get("done");
  const shown: keyof typeof done | null =
    message === "headcount" || message === "moved" || message === "cancelled" ? message : null;
  return data(
    {
      page,
      picker,
      paying: query.has("session_id") && page.status === "held",
      done: shown,
      confirmCancel: page.canCancel && query.get("confirm") === "cancel",
    },
    { headers: privatePage },
  );
}

/** What the action answers when it does not redirect: an error, or the cancel confirmation again. */
interface ActionAnswer {
  error: string | null;
  field: string | null;
  /** Show the cancel confirmation (a POST without `confirm=yes`, or a refused cancellation). */
  confirmCancel?: boolean;
  reason?: string;
}

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  if (!form)
    return data(
      { error: "The form could not be read. Please try again.", field: null },
      { status: 400, headers: noStore },
    );
  const key = String(form.get("key") ?? url.searchParams.get("key") ?? "");
  const event = await eventFromLink(params.id, key);
  const { events } = runtime();
  const back = `/events/${event.id}?key=${encodeURIComponent(key)}`;
  const intent = form.get("intent");
  if (intent === "headcount") {
    const result = await events.changeHeadcount(event.id, key, String(form.get("headcount") ?? ""));
    if (!result.ok)
      return data(
        { error: result.error, field: result.field ?? null },
        { status: result.status, headers: noStore },
      );
    throw redirect(`${back}&done=headcount`, { status: 303, headers: noStore });
  }
  if (intent === "reschedule") {
    const result = await events.reschedule(event.id, key, parseInstant(form.get("start")));
    if (!result.ok)
      return data(
        { error: result.error, field: result.field ?? null },
        { status: result.status, headers: noStore },
      );
    throw redirect(`${back}&done=moved`, { status: 303, headers: noStore });
  }
  if (intent === "cancel") {
    const typed = String(form.get("reason") ?? "").slice(0, 2000);
    // One click never cancels: without the confirmation's own field, answer with the confirmation.
    if (form.get("confirm") !== "yes") {
      return data<ActionAnswer>(
        { error: null, field: null, confirmCancel: true, reason: typed },
        { headers: noStore },
      );
    }
    const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
    if (!reason.success) {
      return data<ActionAnswer>(
        {
          error: reason.error.issues[0]?.message ?? "Check the reason.",
          field: "reason",
          confirmCancel: true,
          reason: typed,
        },
        { status: 422, headers: noStore },
      );
    }
    const result = await events.cancel(event.id, key, { reason: reason.data, by: "buyer" });
    if (!result.ok)
      return data<ActionAnswer>(
        { error: result.error, field: result.field ?? null, confirmCancel: true, reason: typed },
        { status: result.status, headers: noStore },
      );
    throw redirect(`${back}&done=cancelled`, { status: 303, headers: noStore });
  }
  return data(
    { error: "Choose to change the headcount, move or cancel the event.", field: null },
    { status: 400, headers: noStore },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? `Your ${loaderData.page.activity.title}` : "Your event",
    description: "Your Rallyroom event: its time, price and payments, and how to change it.",
    // Never the signed link itself: the key stays out of canonical and social tags.
    path: loaderData ? `/events/${loaderData.page.id}` : "/",
    noindex: true,
  });

const statusText = {
  held: "Waiting for payment",
  paid: "Booked: deposit paid",
  invoiced: "Booked: deposit to be invoiced",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Not booked: the hold ran out",
} as const;

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, picker, paying } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const refused = answer?.error ? { error: answer.error, field: answer.field } : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useDetectedZone(picker ?? { zone: page.zone, zoneNamed: true });
  const base = `/events/${page.id}`;
  const self = `${base}?key=${page.key}`;
  const href = picker ? hrefBuilder(base, picker, { key: page.key, move: "1" }) : null;
  const final = page.status === "paid" || page.status === "invoiced";
  const holdRanOut = page.status === "held" && !page.held && !paying;
  const status = holdRanOut ? statusText.expired : statusText[page.status];
  const confirming = page.canCancel && (loaderData.confirmCancel || answer?.confirmCancel === true);
  const moneyMoved = page.ledger.length > 0;
  const title =
    page.status === "cancelled"
      ? "Your event is cancelled"
      : page.status === "completed"
        ? "Your event has taken place"
        : page.status === "expired" || holdRanOut
          ? "Not booked: the hold ran out"
          : page.status === "held"
            ? paying
              ? "Confirming your payment"
              : "Your event is not booked yet"
            : "Your event is booked";
  const cancelProps = {
    terms: page.cancelTerms,
    paymentMode: page.paymentMode,
    destination: page.refundDestination,
  };
  return (
    <>
      <PageHero
        eyebrow={status}
        title={title}
        lead={`${page.activity.title} for ${page.company}, ${page.headcount} people.`}
      />
      <div className={`${container} py-10 sm:py-14`}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            {loaderData.done ? (
              <Notice variant="success" title={done[loaderData.done]} focusKey={loaderData.done}>
                {null}
              </Notice>
            ) : null}
            {refused && !refused.field ? (
              <Notice variant="error" title={refused.error} focusKey={refused.error}>
                {null}
              </Notice>
            ) : null}
            {confirming ? (
              <CancelConfirm
                {...cancelProps}
                event={{
                  title: page.activity.title,
                  when: page.yours.when,
                  zone: page.yours.zone,
                  headcount: page.headcount,
                  host: page.host,
                }}
                email={page.email}
                keyValue={page.key}
                keepHref={self}
                moveHref={page.canReschedule && !page.timeLost ? `${self}&move=1#reschedule` : null}
                reason={answer?.reason ?? ""}
                reasonError={refused?.field === "reason" ? refused.error : undefined}
                busy={busy}
              />
            ) : null}
            {page.status === "held" && !holdRanOut ? (
              <Notice
                variant="info"
                title={paying ? "Your payment is being confirmed" : "Finish paying to book this time"}
              >
                <p>
                  {paying
                    ? "This usually takes a few seconds. Reload the page to see the booking; we email you as soon as it is confirmed."
                    : `We hold the time for ${site.events.holdMinutes} minutes while you pay the deposit. After that it is free for others again.`}
                </p>
                <p className="mt-2">
                  <a href={self} className="font-semibold underline">
                    Reload
                  </a>
                </p>
              </Notice>
            ) : null}
            {page.status === "expired" || holdRanOut ? (
              <Notice variant="info" title="The deposit was not paid while the time was held">
                <p>
                  Nothing was charged and the time is free for others again.{" "}
                  <Link to={`/activities/${page.activity.slug}/book`} className="font-semibold underline">
                    Book {page.activity.title} again
                  </Link>
                </p>
              </Notice>
            ) : null}
            {page.timeLost ? (
              <Notice variant="error" title="Your payment arrived after the time was released">
                <p>
                  Your deposit is safe. Please pick a new time below, or email us and we will find one with
                  you.
                </p>
              </Notice>
            ) : null}
            <section aria-labelledby="when-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
              <h2 id="when-heading" className="text-2xl font-bold text-ink">
                When
              </h2>
              <div className="mt-4">
                <ChosenTime
                  meeting={`${page.activity.title} · host: ${page.host}`}
                  when={page.yours.when}
                  zone={page.yours.zone}
                  businessWhen={
                    page.business ? `Our time: ${page.business.when} (${page.business.zone})` : null
                  }
                  change={
                    <div className="flex flex-wrap gap-2">
                      {final && !page.timeLost ? (
                        <a href={page.links.ics} className={`${buttonStyles.outlineSmall} min-h-11`}>
                          Add to calendar (.ics)
                        </a>
                      ) : null}
                      <a
                        href={page.links.receipt}
                        className={`${buttonStyles.outlineSmall} min-h-11`}
                        data-document={page.document.kind}
                      >
                        {page.document.button}
                      </a>
                      {page.canReschedule && !picker ? (
                        <Link
                          to={`${self}&move=1#reschedule`}
                          className={`${buttonStyles.outlineSmall} min-h-11`}
                        >
                          Move to another time
                        </Link>
                      ) : null}
                    </div>
                  }
                />
              </div>
            </section>
            {page.status === "cancelled" ? (
              <section aria-labelledby="cancelled-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
                <h2 id="cancelled-heading" className="text-2xl font-bold text-ink">
                  What the cancellation means
                </h2>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                  <li>
                    We emailed the cancellation to {page.email}; it takes the event out of your calendar. Your
                    host, {page.host}, has been told.
                  </li>
                  <li>
                    {page.refunded
                      ? `Refunded: ${page.refunded}, ${page.refundDestination}.`
                      : moneyMoved
                        ? "No refund was due under the booking policy."
                        : page.paymentMode === "invoice"
                          ? "Nothing was paid, so the deposit invoice is withdrawn: you owe nothing."
                          : "Nothing was paid, so nothing is refunded."}
                  </li>
                </ul>
                <Link
                  to={`/activities/${page.activity.slug}/book`}
                  className={`${buttonStyles.secondary} mt-6`}
                >
                  Book {page.activity.title} for another date
                </Link>
                <ContactLine contact={page.contact} />
              </section>
            ) : null}
            {page.nextSteps.length > 0 && !confirming ? (
              <NextSteps steps={page.nextSteps} contact={page.contact} host={page.host} />
            ) : null}
            {picker && href ? (
              <section
                id="reschedule"
                aria-labelledby="reschedule-heading"
                className={`${cardStyles.panel} p-5 sm:p-8`}
              >
                {picker.chosen ? (
                  <Form method="post" className="space-y-4">
                    <h2 id="reschedule-heading" className="text-2xl font-bold text-ink">
                      Move to this time?
                    </h2>
                    <input type="hidden" name="key" value={page.key} />
                    <input type="hidden" name="intent" value="reschedule" />
                    <input type="hidden" name="start" value={picker.chosen.start} />
                    <p className="text-lg font-bold text-ink">{picker.chosen.when}</p>
                    <p className="text-sm text-slate-700">{picker.chosen.zone}</p>
                    {refused?.field === "start" ? (
                      <p role="alert" className="text-sm font-medium text-red-700">
                        {refused.error}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      <button type="submit" className={buttonStyles.primary} disabled={busy}>
                        Move the event
                      </button>
                      <Link to={href({ start: null })} className={`${buttonStyles.outlineSmall} min-h-11`}>
                        Pick another time
                      </Link>
                    </div>
                  </Form>
                ) : (
                  <LinkTimePicker
                    picker={picker}
                    href={href}
                    action={base}
                    hidden={{ key: page.key, move: "1" }}
                    headingId="reschedule-heading"
                    heading="Pick a new day and time"
                  />
                )}
              </section>
            ) : null}
            {page.canChangeHeadcount && !confirming ? (
              <section aria-labelledby="headcount-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
                <h2 id="headcount-heading" className="text-2xl font-bold text-ink">
                  Change the headcount
                </h2>
                <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="key" value={page.key} />
                  <input type="hidden" name="intent" value="headcount" />
                  <div className="w-full max-w-xs">
                    <TextField
                      id="event-headcount"
                      name="headcount"
                      type="number"
                      inputMode="numeric"
                      min={page.headcountRange?.headcountMin}
                      max={page.headcountRange?.headcountMax}
                      label="People"
                      required
                      defaultValue={String(page.headcount)}
                      error={refused?.field === "headcount" ? refused.error : undefined}
                      hint={`Until ${page.headcountDeadline} hours before the event. The price is worked out again.`}
                    />
                  </div>
                  <button type="submit" className={`${buttonStyles.outlineSmall} min-h-11`} disabled={busy}>
                    Change headcount
                  </button>
                </Form>
              </section>
            ) : null}
            {page.canCancel && !confirming ? (
              <CancelOffer
                {...cancelProps}
                confirmHref={`${self}&confirm=cancel#cancel`}
                moveHref={
                  page.canReschedule && !page.timeLost && !picker ? `${self}&move=1#reschedule` : null
                }
              />
            ) : null}
          </div>
          <aside className="space-y-4 lg:sticky lg:top-24">
            {page.status === "cancelled" ? (
              <PriceSummary
                price={page.price}
                headingId="event-price-heading"
                heading="Price as booked"
                note="The event is cancelled: no deposit or balance is due."
                terms={false}
              />
            ) : (
              <PriceSummary price={page.price} headingId="event-price-heading" heading="Price" />
            )}
            <PaymentsLedger ledger={page.ledger}>
              {page.status === "cancelled" ? (
                page.refunded ? (
                  <p className="mt-3 text-slate-700">Refunds go back {page.refundDestination}.</p>
                ) : moneyMoved ? null : (
                  <p className="mt-2 text-slate-700">Nothing is owed.</p>
                )
              ) : final && page.paidCents <= 0 && page.paymentMode === "invoice" ? (
                <p className="mt-2 text-slate-700">
                  Deposit of {page.deposit}: our team emails the invoice to {page.billing.name} (
                  <span className="wrap-anywhere">{page.billing.email}</span>), due 30 days after it is sent.
                </p>
              ) : page.status === "held" && !holdRanOut ? (
                <p className="mt-2 text-slate-700">The deposit of {page.deposit} is due by card.</p>
              ) : null}
              {page.billing.po ? <p className="mt-2 text-slate-700">PO number: {page.billing.po}</p> : null}
            </PaymentsLedger>
          </aside>
        </div>
      </div>
    </>
  );
}
