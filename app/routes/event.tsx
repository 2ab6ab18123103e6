import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ChosenTime } from "~/components/booking/details-ui";
import { hrefBuilder, LinkTimePicker, useDetectedZone } from "~/components/booking/link-time-picker";
import { PriceSummary } from "~/components/events/price-summary";
import { Notice, TextareaField, TextField } from "~/components/forms/kit";
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
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/checkout.server";
import type { Route } from "./+types/event";

/**
 * `/events/:id?key=…`: an event bought on the site (decision 057), the link in every email about
 * it. The confirmation after paying or asking for an invoice, and where the buyer changes the
 * headcount, moves or cancels the event under the booking policy, with or without JavaScript. A
 * wrong key answers 404 exactly as an unknown event does.
 */
export const handle: PageHandle = { sitemap: false };

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const done = {
  headcount: "The headcount is changed.",
  moved: "Your event has a new time. We have emailed the updated invitation.",
  cancelled: "Your event is cancelled. We have emailed you the details.",
} as const;

async function eventFromLink(id: string, key: string | null) {
  const event = await runtime().events.find(id, key);
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: privateHeaders });
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
    },
    { headers: privateHeaders },
  );
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
    const reason = cancelReasonSchema.safeParse(form.get("reason") ?? "");
    if (!reason.success) {
      return data(
        { error: reason.error.issues[0]?.message ?? "Check the reason.", field: "reason" },
        { status: 422, headers: noStore },
      );
    }
    const result = await events.cancel(event.id, key, { reason: reason.data, by: "buyer" });
    if (!result.ok)
      return data(
        { error: result.error, field: result.field ?? null },
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
  invoiced: "Booked: invoice on its way",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Not booked: the hold ran out",
} as const;

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, picker, paying } = loaderData;
  const refused = actionData as { error: string; field: string | null } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useDetectedZone(picker ?? { zone: page.zone, zoneNamed: true });
  const base = `/events/${page.id}`;
  const href = picker ? hrefBuilder(base, picker, { key: page.key, move: "1" }) : null;
  const status = page.held || !(page.status in statusText) ? statusText.held : statusText[page.status];
  const title =
    page.status === "cancelled"
      ? "Your event is cancelled"
      : page.status === "held"
        ? paying
          ? "Confirming your payment"
          : "Your event is not booked yet"
        : "Your event is booked";
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
            {page.status === "held" ? (
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
                  <a href={`${base}?key=${page.key}`} className="font-semibold underline">
                    Reload
                  </a>
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
                      <a href={page.links.ics} className={`${buttonStyles.outlineSmall} min-h-11`}>
                        Add to calendar (.ics)
                      </a>
                      <a href={page.links.receipt} className={`${buttonStyles.outlineSmall} min-h-11`}>
                        {page.paidCents > 0 ? "Receipt (PDF)" : "Quote (PDF)"}
                      </a>
                      {page.canReschedule && !picker ? (
                        <Link
                          to={`${base}?key=${page.key}&move=1#reschedule`}
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
            {page.canChangeHeadcount ? (
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
            {page.canCancel ? (
              <section aria-labelledby="cancel-heading" className={`${cardStyles.panel} p-5 sm:p-8`}>
                <h2 id="cancel-heading" className="text-2xl font-bold text-ink">
                  Cancel the event
                </h2>
                <p className="mt-2 text-slate-700">
                  Cancelling now is {page.cancelTerms.notice.toLowerCase()}: {page.cancelTerms.outcome}.
                  {page.paidCents > 0 ? ` You would get ${page.cancelTerms.refund} back.` : ""}{" "}
                  <Link
                    to="/booking-policy"
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Booking policy
                  </Link>
                </p>
                <Form method="post" className="mt-4 space-y-4">
                  <input type="hidden" name="key" value={page.key} />
                  <input type="hidden" name="intent" value="cancel" />
                  <TextareaField
                    id="event-cancel-reason"
                    name="reason"
                    label="Reason (optional)"
                    rows={3}
                    error={refused?.field === "reason" ? refused.error : undefined}
                  />
                  <button type="submit" className={buttonStyles.danger} disabled={busy}>
                    Cancel the event
                  </button>
                </Form>
              </section>
            ) : null}
          </div>
          <aside className="space-y-4 lg:sticky lg:top-24">
            <PriceSummary price={page.price} headingId="event-price-heading" heading="Price" />
            <section aria-labelledby="payments-heading" className={`${cardStyles.base} p-5 text-sm sm:p-6`}>
              <h2 id="payments-heading" className="text-lg font-bold text-ink">
                Payments
              </h2>
              <p className="mt-2 text-slate-700">
                {page.paidCents > 0
                  ? `Paid so far: ${page.paid}.`
                  : page.paymentMode === "invoice"
                    ? `We email an invoice for the deposit to ${page.billing.name} (${page.billing.email}), due in 30 days.`
                    : "No payment yet."}
              </p>
              {page.refunded ? <p className="mt-1 text-slate-700">Refunded: {page.refunded}.</p> : null}
              {page.billing.po ? <p className="mt-1 text-slate-700">PO number: {page.billing.po}</p> : null}
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
