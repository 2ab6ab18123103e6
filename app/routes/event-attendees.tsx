import { data, Link, redirect, useNavigation } from "react-router";
import { OrganiserAdd } from "~/components/attendees/organiser-add";
import { EventAttendeeCounts } from "~/components/attendees/organiser-counts";
import { OrganiserList } from "~/components/attendees/organiser-list";
import { OrganiserProof } from "~/components/attendees/organiser-proof";
import { InviteAgain } from "~/components/events/invite-again";
import { Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import { formatPrice } from "~/domain/pricing";
import { dateIn, formatDayShort } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { tableEntry } from "~/lib/table-entry";
import { momentIn, rangeIn } from "~/server/email/attendee-wording.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { proofMessages } from "~/server/services/attendees/proof.server";
import type { Route } from "./+types/event-attendees";

/**
 * `/events/:id/attendees?key=…`: the organiser's list of the people who play (issue 41, point 1),
 * behind the event's signed key. Who is invited and how each answered, the counts against the
 * booked headcount (kit addresses as counts only, never an address), adding people from a pasted
 * box or a CSV file (multipart), and per person "Re-send" and "Remove". Every change is a POST
 * with `intent`, answered by a 303 back here; a refused list answers with its lines. A wrong key
 * answers 404 exactly as an unknown event does (as /events/:id).
 */
export const handle: PageHandle = { sitemap: false };

/** Behind its key: never kept by a browser or a shared cache, never indexed. */
export const headers: Route.HeadersFunction = privatePageHeaders;

const notFound = () => data({ error: "Event not found" }, { status: 404, headers: privatePage });

const doneMessages = {
  invited: "Invitations are on their way.",
  resent: "The invitation is on its way again.",
  removed: "Removed from the list: their personal link no longer works.",
  proven: "Your email address is confirmed: invitations can go out.",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const key = query.get("key") ?? "";
  const list = await runtime().attendees.listForOrganiser(params.id, key);
  if (!list) throw notFound();
  const { event } = list;
  const zone = event.visitorTimeZone;
  const done = query.get("done");
  // "Book again": the organiser's last list, offered where the add form is (booked, mailbox proven).
  const last = list.refusal || list.proofNeeded ? null : await runtime().surveys.previousList(event);
  return data(
    {
      id: event.id,
      key,
      title: event.activityTitle,
      company: event.company,
      when: rangeIn(zone, event.start, event.end),
      headcount: event.headcount,
      cap: list.cap,
      refusal: list.refusal,
      kits: list.kits,
      counts: list.counts,
      kitDeadline: list.kitDeadline === null ? null : momentIn(zone, list.kitDeadline),
      rushKits: list.rushKits
        ? { label: list.rushKits.label, price: formatPrice(list.rushKits.cents) }
        : null,
      done: tableEntry(doneMessages, done),
      proof: list.proofNeeded
        ? { email: event.email, sent: done === "code-sent" ? proofMessages.sent(event.email) : null }
        : null,
      previous: last && {
        title: last.activityTitle,
        when: formatDayShort(dateIn(last.start, zone)),
        count: last.people.length,
      },
      rows: list.attendees.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        status: row.status,
        invited: row.invitedAt === null ? null : formatDayShort(dateIn(row.invitedAt, zone)),
        unsubscribed: row.unsubscribed,
        joined: row.firstJoinedAt !== null,
      })),
    },
    { headers: privatePage },
  );
}

/** What the action answers when it does not redirect: a refusal, or what an import skipped. */
interface ActionAnswer {
  intent: string | null;
  error: string | null;
  lines: string[];
  skipped?: { invited: number; lines: string[] };
}

const answer = (body: ActionAnswer, status = 200) => data<ActionAnswer>(body, { status, headers: noStore });

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => null);
  if (!form)
    return answer({ intent: null, error: "The form could not be read. Please try again.", lines: [] }, 400);
  const key = String(form.get("key") ?? url.searchParams.get("key") ?? "");
  const { attendees, events, surveys } = runtime();
  const event = await events.find(params.id, key);
  if (!event) throw notFound();
  const back = `/events/${params.id}/attendees?key=${encodeURIComponent(key)}`;
  const intent = form.get("intent");
  if (intent === "invite") {
    // "Invite the same people as last time": the server reads that list; the import's rules apply.
    const pasted = form.get("previous") === "1" ? await surveys.previousPasted(event) : form.get("pasted");
    const file = form.get("csv");
    const csv = file instanceof File && file.size > 0 ? await file.text() : "";
    const result = await attendees.invite(params.id, key, {
      pasted: typeof pasted === "string" ? pasted : "",
      csv,
    });
    if (!result.ok) return answer({ intent, error: result.error, lines: result.errors ?? [] }, result.status);
    if (result.skipped.length > 0)
      return answer({
        intent,
        error: null,
        lines: [],
        skipped: { invited: result.invited, lines: result.skipped },
      });
    throw redirect(`${back}&done=invited`, { status: 303, headers: noStore });
  }
  if (intent === "resend" || intent === "remove") {
    const id = form.get("attendee");
    const result =
      intent === "resend"
        ? await attendees.resend(params.id, key, id)
        : await attendees.remove(params.id, key, id);
    if (!result.ok) return answer({ intent, error: result.error, lines: [] }, result.status);
    throw redirect(`${back}&done=${intent === "resend" ? "resent" : "removed"}`, {
      status: 303,
      headers: noStore,
    });
  }
  if (intent === "send-code" || intent === "prove") {
    const result =
      intent === "send-code"
        ? await attendees.sendProofCode(params.id, key)
        : await attendees.prove(params.id, key, form.get("code"));
    if (!result.ok) return answer({ intent, error: result.error, lines: [] }, result.status);
    throw redirect(`${back}&done=${intent === "send-code" ? "code-sent" : "proven"}`, {
      status: 303,
      headers: noStore,
    });
  }
  return answer({ intent: null, error: "Choose to invite, re-send or remove.", lines: [] }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? `Attendees of your ${loaderData.title}` : "Your event's attendees",
    description: "Invite the people who play at your Rallyroom event and see who is coming.",
    // Never the signed link itself.
    path: loaderData ? `/events/${loaderData.id}/attendees` : "/",
    noindex: true,
  });

export default function EventAttendeesPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const result = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  const importError = result?.intent === "invite" ? result.error : null;
  const proving = result?.intent === "send-code" || result?.intent === "prove";
  const rowError = result && result.intent !== "invite" && !proving ? result.error : null;
  return (
    <>
      <PageHero
        eyebrow="Your event"
        title="Attendees"
        lead={`${page.title} for ${page.company}, ${page.when}.`}
      />
      <div className={`${container} space-y-6 py-10 sm:py-14`}>
        <p>
          <Link
            to={`/events/${page.id}?key=${encodeURIComponent(page.key)}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Back to your event
          </Link>
        </p>
        {page.done && !result ? <Notice variant="success">{page.done}</Notice> : null}
        {rowError ? <Notice variant="error">{rowError}</Notice> : null}
        {result?.skipped ? (
          <Notice variant="success" title={`${result.skipped.invited} invited.`}>
            <ul className="list-disc space-y-1 pl-5">
              {result.skipped.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        <EventAttendeeCounts
          headcount={page.headcount}
          counts={page.counts}
          kits={page.kits ? { deadline: page.kitDeadline, rush: page.rushKits } : null}
        />
        {page.refusal ? (
          <Notice variant="info">{page.refusal}</Notice>
        ) : page.proof ? (
          <OrganiserProof
            keyValue={page.key}
            email={page.proof.email}
            sent={page.proof.sent}
            error={proving ? (result?.error ?? null) : null}
            busy={busy}
          />
        ) : (
          <>
            {page.previous ? <InviteAgain keyValue={page.key} previous={page.previous} busy={busy} /> : null}
            <OrganiserAdd
              keyValue={page.key}
              cap={page.cap}
              headcount={page.headcount}
              room={Math.max(0, page.cap - page.counts.invited)}
              error={importError}
              lines={result?.intent === "invite" ? result.lines : []}
              busy={busy}
            />
          </>
        )}
        <OrganiserList
          rows={page.rows}
          keyValue={page.key}
          canSend={page.refusal === null && page.proof === null}
          busy={busy}
        />
      </div>
    </>
  );
}
