import { data, Link, redirect } from "react-router";
import { rolesText } from "~/components/account/account-parts";
import {
  BillingPanel,
  ColleaguesPanel,
  DocumentsPanel,
  HistoryPanel,
} from "~/components/account/event-panels";
import { eventStatusText } from "~/components/events/event-notices";
import { Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { buttonStyles, container } from "~/components/ui/styles";
import type { WorkspaceFormAnswer } from "~/domain/workspace";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { refusedForm, requireAccount, requireAccountPost, typedFields } from "~/server/account-http.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { payRefusalOf } from "~/server/services/invoices/service.server";
import type { Route } from "./+types/account-event";

/**
 * `/account/events/:id`: one event in the organiser's workspace (issue 43). What the address's
 * roles open: the event and its counts (everyone), documents and payment (finance, organisers),
 * the billing contact (finance, organisers), the signed pages that change the event and its
 * attendees, and colleagues (organisers), and the history of every change. An event the address
 * holds no role on answers 404, exactly as one that does not exist.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

const notFound = () => data({ error: "Event not found" }, { status: 404, headers: privatePage });

export async function loader({ request, params }: Route.LoaderArgs) {
  const account = await requireAccount(request);
  const page = await runtime().workspace.event(account.email, params.id);
  if (!page) throw notFound();
  const query = new URL(request.url).searchParams;
  return data(
    {
      account,
      ...page,
      paying: query.has("session_id"),
      refused: payRefusalOf(query),
      done: query.get("done"),
    },
    { headers: privatePage },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { account, form } = await requireAccountPost(request);
  const { workspace } = runtime();
  const found = await workspace.access(account.email, params.id);
  if (!found) throw notFound();
  const { event } = found;
  const intent = String(form.get("intent") ?? "");
  const back = (done: string) =>
    redirect(`/account/events/${event.id}?done=${encodeURIComponent(done)}`, {
      status: 303,
      headers: noStore,
    });
  if (intent === "billing") {
    const values = typedFields(form, ["billingName", "billingEmail", "poNumber"]);
    const result = await workspace.setBilling(account.email, event.id, values);
    return result.ok ? back("billing") : refusedForm(intent, result, values);
  }
  if (intent === "invite") {
    const values = typedFields(form, ["email", "role", "scope", "name", "billing"]);
    const target = { eventId: event.id };
    const billing = values.billing === "on";
    if (billing && values.role !== "finance" && values.role !== "organiser") {
      const error = "Only finance or an organiser can be the billing contact";
      return refusedForm(intent, { status: 422, field: "role", error }, values);
    }
    if (billing && !values.name?.trim()) {
      const error = "Enter your colleague's name for the invoices";
      return refusedForm(intent, { status: 422, field: "billingName", error }, values);
    }
    const result = await workspace.members.invite(account.email, target, values);
    if (!result.ok) return refusedForm(intent, result, values);
    if (billing) {
      const contact = {
        billingName: values.name,
        billingEmail: values.email,
        poNumber: event.poNumber ?? "",
      };
      const set = await workspace.setBilling(account.email, event.id, contact);
      if (!set.ok && set.status !== 422) return refusedForm(intent, set, values);
    }
    return back("invited");
  }
  if (intent === "remove") {
    const scope =
      form.get("scope") === "workspace" && event.workspaceId
        ? { workspaceId: event.workspaceId }
        : { eventId: event.id };
    const result = await workspace.members.remove(account.email, scope, form.get("email"));
    if (!result.ok) return refusedForm(intent, result, {});
    // Someone who left this event may see it no more: back to the list.
    if (String(form.get("email")) === account.email)
      throw redirect("/account", { status: 303, headers: noStore });
    return back("removed");
  }
  return data({ error: "Choose what to change." }, { status: 400, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? loaderData.event.title : "Event",
    description: "Your event in your Rallyroom workspace.",
    path: "/account",
    noindex: true,
  });

const doneText: Record<string, string> = {
  billing: "Saved. The next invoices go to the billing contact.",
  invited: "Invited: we have emailed them how to sign in.",
  removed: "Removed.",
};

export default function AccountEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { account, event, history, colleagues } = loaderData;
  const answer = actionData && "intent" in actionData ? (actionData as WorkspaceFormAnswer) : null;
  return (
    <>
      <PageHero
        eyebrow={eventStatusText[event.status]}
        title={event.title}
        lead={`${event.company} · ${event.when}`}
        breadcrumbs={[{ label: "Your events", to: "/account" }, { label: event.title }]}
      />
      <div className={`${container} max-w-4xl space-y-6 py-10 sm:py-14`}>
        {loaderData.done && doneText[loaderData.done] ? (
          <Notice variant="success">{doneText[loaderData.done]}</Notice>
        ) : null}
        {loaderData.paying && event.due.length > 0 ? (
          <Notice variant="info">
            Thank you: we record the payment as soon as the card network confirms it.
          </Notice>
        ) : null}
        {loaderData.refused ? <Notice variant="error">{loaderData.refused}</Notice> : null}
        {answer && !answer.ok && Object.keys(answer.fieldErrors).length === 0 ? (
          <Notice variant="error">{answer.message}</Notice>
        ) : null}
        <section aria-labelledby="overview-heading" className="space-y-2">
          <h2 id="overview-heading" className="sr-only">
            Overview
          </h2>
          <p className="text-slate-800">
            Booked for <strong>{event.headcount} people</strong>; {event.invited} invited, {event.coming}{" "}
            coming.
            {event.total ? ` Total ${event.total}.` : ""} Your role: {rolesText(event.roles)}.
          </p>
          {event.manage ? (
            <div className="flex flex-wrap gap-3 pt-2">
              <Link to={event.manage.event} className={buttonStyles.secondary}>
                Change the event
              </Link>
              <Link to={event.manage.attendees} className={buttonStyles.outline}>
                Manage attendees
              </Link>
            </div>
          ) : null}
        </section>
        {event.documents.length > 0 ? (
          <DocumentsPanel id={event.id} documents={event.documents} csrf={account.csrf} />
        ) : null}
        {event.billing ? <BillingPanel billing={event.billing} csrf={account.csrf} answer={answer} /> : null}
        <ColleaguesPanel
          colleagues={colleagues}
          canInvite={event.colleagues}
          me={account.email}
          csrf={account.csrf}
          answer={answer}
        />
        <HistoryPanel history={history} />
      </div>
    </>
  );
}
