import { data, redirect, useNavigation } from "react-router";
import { EventAttendeeSummary } from "~/components/attendees/event-attendee-summary";
import { hrefBuilder, useDetectedZone } from "~/components/booking/link-time-picker";
import { EventHeadcount, EventReschedule } from "~/components/events/event-changes";
import { EventInvoices } from "~/components/events/event-invoices";
import { ChangeNotices, eventHeadline, isEventDone, StatusNotices } from "~/components/events/event-notices";
import { EventCancelled, EventMoney, EventWhen, refundSentence } from "~/components/events/event-overview";
import { CancelConfirm, CancelOffer, NextSteps } from "~/components/events/event-panels";
import { EventRecap } from "~/components/events/event-recap";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import { cancelReasonSchema } from "~/domain/booking-form";
import { eventSlotRules } from "~/domain/event-checkout";
import { parseInstant } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { recordedRedirect } from "~/server/account-http.server";
import { checkoutLocation } from "~/server/billing-http.server";
import { pickerData } from "~/server/booking-pages.server";
import { eventPageData, moveNoteOf } from "~/server/event-pages.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventActivity } from "~/server/services/events/rules.server";
import type { Route } from "./+types/event";

/**
 * `/events/:id?key=…`: an event bought on the site (decision 057), linked from its every email:
 * the confirmation, and where the buyer pays a deposit due, changes the headcount, moves or
 * cancels the event under the booking policy. Cancelling takes two steps: `confirm=cancel` shows
 * what the policy gives back and the real POST (`confirm=yes`); a POST without it answers with
 * that confirmation. A wrong key answers 404 exactly as an unknown event does.
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed (issue 40). */
export const headers: Route.HeadersFunction = privatePageHeaders;

async function eventFromLink(id: string, key: string | null) {
  const event = await runtime().events.find(id, key);
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: privatePage });
  return event;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const event = await eventFromLink(params.id, query.get("key"));
  const { closing, ...invoices } = await runtime().invoices.pageOf(event, query);
  const page = eventPageData(event, Date.now(), closing?.price ?? null);
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
  return data(
    {
      page,
      // The key is checked and the event read above: only the counts are read here.
      attendees: await runtime().attendees.summaryOf(event),
      recap: await runtime().surveys.recapOf(event, closing),
      invoices,
      picker,
      moveNote: picker?.chosen ? moveNoteOf(event, Date.parse(picker.chosen.start)) : null,
      paying: query.has("session_id") && page.status === "held",
      done: isEventDone(message) ? message : null,
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
  if (intent === "pay-deposit") {
    const opened = await events.payDepositDue(event.id, key);
    if (!opened.ok)
      return data({ error: opened.error, field: null }, { status: opened.status, headers: noStore });
    throw redirect(checkoutLocation(opened.url), { status: 303, headers: noStore });
  }
  if (intent === "headcount") {
    const result = await events.changeHeadcount(event.id, key, String(form.get("headcount") ?? ""));
    if (!result.ok)
      return data(
        { error: result.error, field: result.field ?? null },
        { status: result.status, headers: noStore },
      );
    throw await recordedRedirect(request, result.event, "headcount", back);
  }
  if (intent === "reschedule") {
    const result = await events.reschedule(event.id, key, parseInstant(form.get("start")));
    if (!result.ok)
      return data(
        { error: result.error, field: result.field ?? null },
        { status: result.status, headers: noStore },
      );
    throw await recordedRedirect(request, result.event, "moved", back);
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
    throw await recordedRedirect(request, result.event, "cancelled", back);
  }
  return data(
    { error: "Choose to pay the deposit due, change the headcount, move or cancel the event.", field: null },
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

/**
 * The page: the notices, the time and the PDF, what a cancellation meant, the next steps, and the
 * changes the policy still allows (move, headcount, cancel); the price and payments beside them.
 * The sections are app/components/events/event-*.tsx.
 */
export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, picker, paying } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const refused = answer?.error ? { error: answer.error, field: answer.field } : null;
  const busy = useNavigation().state === "submitting";
  useDetectedZone(picker ?? { zone: page.zone, zoneNamed: true });
  const base = `/events/${page.id}`;
  const self = `${base}?key=${page.key}`;
  const href = picker ? hrefBuilder(base, picker, { key: page.key, move: "1" }) : null;
  const final = page.status === "paid" || page.status === "invoiced";
  const { eyebrow, title, holdRanOut } = eventHeadline(page, paying);
  const confirming = page.canCancel && (loaderData.confirmCancel || answer?.confirmCancel === true);
  const cancelled = page.status === "cancelled";
  const moveHref = page.canReschedule && !page.timeLost ? `${self}&move=1#reschedule` : null;
  const { cancelTerms: terms, paymentMode, refundDestination: destination } = page;
  const cancelProps = { terms, paymentMode, destination };
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={`${page.activity.title} for ${page.company}, ${page.headcount} people.`}
      />
      <div className={`${container} py-10 sm:py-14`}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <ChangeNotices
              done={loaderData.done}
              refused={refused && !refused.field ? refused.error : null}
            />
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
                moveHref={moveHref}
                reason={answer?.reason ?? ""}
                reasonError={refused?.field === "reason" ? refused.error : undefined}
                busy={busy}
              />
            ) : null}
            <StatusNotices
              holding={page.status === "held" && !holdRanOut ? { paying, self } : null}
              expired={page.status === "expired" || holdRanOut ? page.activity : null}
              timeLost={page.timeLost}
            />
            <EventWhen
              meeting={`${page.activity.title} · host: ${page.host}`}
              yours={page.yours}
              business={page.business}
              icsHref={final && !page.timeLost ? page.links.ics : null}
              document={{ href: page.links.receipt, ...page.document }}
              moveHref={page.canReschedule && !picker ? `${self}&move=1#reschedule` : null}
            />
            {final && loaderData.attendees ? (
              <EventAttendeeSummary href={`${base}/attendees?key=${page.key}`} {...loaderData.attendees} />
            ) : null}
            <EventInvoices data={loaderData.invoices} base={base} keyValue={page.key} />
            {loaderData.recap ? <EventRecap recap={loaderData.recap} activity={page.activity.title} /> : null}
            {cancelled ? (
              <EventCancelled
                email={page.email}
                host={page.host}
                refund={refundSentence(page)}
                activity={page.activity}
                contact={page.contact}
              />
            ) : null}
            {page.nextSteps.length > 0 && !confirming ? (
              <NextSteps steps={page.nextSteps} contact={page.contact} host={page.host} />
            ) : null}
            {picker && href ? (
              <EventReschedule
                picker={picker}
                href={href}
                action={base}
                keyValue={page.key}
                refused={refused?.field === "start" ? refused.error : null}
                note={loaderData.moveNote}
                busy={busy}
              />
            ) : null}
            {page.canChangeHeadcount && !confirming ? (
              <EventHeadcount
                keyValue={page.key}
                headcount={page.headcount}
                range={page.headcountRange}
                deadlineHours={page.headcountDeadline}
                error={refused?.field === "headcount" ? refused.error : undefined}
                busy={busy}
              />
            ) : null}
            {page.canCancel && !confirming ? (
              <CancelOffer
                {...cancelProps}
                confirmHref={`${self}&confirm=cancel#cancel`}
                moveHref={picker ? null : moveHref}
              />
            ) : null}
          </div>
          <EventMoney
            price={page.price}
            ledger={page.ledger}
            cancelled={cancelled}
            refunded={page.refunded}
            refundDestination={page.refundDestination}
            invoiceDue={page.invoiceDue}
            cardDue={page.status === "held" && !holdRanOut ? page.deposit : null}
            owed={page.depositOwed ? { amount: page.depositOwed, keyValue: page.key } : null}
            po={page.billing.po}
          />
        </div>
      </div>
    </>
  );
}
