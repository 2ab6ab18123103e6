import { data, Link, useNavigation } from "react-router";
import { HistoryPanel } from "~/components/account/event-panels";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton, StaffForm } from "~/components/admin/admin-session";
import {
  ActionNotice,
  AdminTable,
  BackLink,
  linkClass,
  StatusBadge,
  td,
  UtcTime,
} from "~/components/admin/admin-ui";
import { EventAttendance } from "~/components/admin/event-attendance";
import { EventRecapForm } from "~/components/admin/event-recap-form";
import { InvoiceTable } from "~/components/admin/invoice-table";
import { TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { formatRange, zoneLabel } from "~/domain/scheduling";
import type { PageHandle } from "~/lib/handle";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventHasKits } from "~/server/services/attendees/model.server";
import { isBookingId } from "~/server/services/booking/links.server";
import { historyOf, recordHistory } from "~/server/services/workspace/history.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-event";

/**
 * `/admin/events/:id`: one event's attendees and video call for staff (issue 41, point 7): the
 * list with statuses and joins (never an address: those leave only in the kit export), the
 * video link the join button sends attendees to, the kit export, and re-sending an invitation.
 */
export const handle: PageHandle = { sitemap: false };

const business = site.businessTimeZone;

async function eventOr404(id: string) {
  const found = isBookingId(id) ? await runtime().attendees.staff.eventForStaff(id) : null;
  if (!found) throw data({ error: "There is no event with this id." }, { status: 404, headers: noStore });
  return found;
}

export const loader = staffPageLoader(async ({ params }: Route.LoaderArgs) => {
  const { event, attendees, counts, videoUrl } = await eventOr404(params.id);
  const statement = await runtime().closing.statementOf(event);
  const sending = event.status === "paid" || event.status === "invoiced";
  return {
    id: event.id,
    title: `${event.activityTitle} for ${event.company}`,
    when: `${formatRange(event.start, event.end, business)} (${zoneLabel(business, event.start)})`,
    status: event.status,
    headcount: event.headcount,
    hostRoom: event.host.videoUrl !== videoUrl ? event.host.videoUrl : null,
    videoUrl,
    kits: eventHasKits(event),
    counts,
    closing: statement && {
      booked: statement.booked,
      coming: statement.coming,
      joined: statement.joined,
      correctedAttendance: statement.correctedAttendance,
      billed: statement.price.headcount,
      totalCents: statement.price.totalCents,
      balanceCents: statement.balanceCents,
    },
    recap: statement && event.recap,
    invoices: await runtime().invoices.adminOf(event.id),
    // Who changed what (the organiser's workspace, the event's link), as the organiser sees it.
    history: await historyOf(runtime().database.db, event.id, site.businessTimeZone),
    attendees: attendees.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      joinedAt: row.firstJoinedAt?.toISOString() ?? null,
      kit: row.hasKitAddress,
      canResend: sending && row.unsubscribedAt === null,
      unsubscribed: row.unsubscribedAt !== null,
    })),
  };
});

type Result = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

/** A service's refusal as the page shows it: the message, under its field when it names one. */
const refused = (result: { status: number; error: string; field?: string | undefined }) =>
  data<Result>(
    {
      ok: false,
      message: result.error,
      ...(result.field ? { fieldErrors: { [result.field]: result.error } } : {}),
    },
    { status: result.status },
  );

export async function action({ request, params }: Route.ActionArgs) {
  const { form, session } = await requireStaffPost(request);
  const { attendees } = runtime();
  // Staff's changes go into the event's history too, under their address.
  const record = (what: string) =>
    recordHistory(runtime().database.db, params.id, `staff (${session.staff.email})`, what);
  if (form.get("intent") === "video") {
    const result = await attendees.staff.setVideoUrl(params.id, form.get("videoUrl"));
    if (!result.ok) return refused(result);
    await record(result.videoUrl ? "Set the event's video link" : "Cleared the event's video link");
    return data<Result>({
      ok: true,
      message: result.videoUrl
        ? "The video link is saved: the join button sends attendees there from now on."
        : "The event's own link is cleared: the join button uses the host's room.",
    });
  }
  if (form.get("intent") === "attendance") {
    const result = await runtime().closing.setAttendance(params.id, form.get("attended"));
    if (!result.ok) return refused(result);
    await record(
      result.attended === null
        ? "Cleared the attendance correction"
        : `Corrected the attendance to ${result.attended}`,
    );
    return data<Result>({
      ok: true,
      message: `${
        result.attended === null
          ? "The correction is cleared: the attendance is the count of those who joined."
          : `The attendance is saved: ${result.attended} attended.`
      }${
        result.reissued
          ? ` Credit note ${result.reissued.creditNote} cancels the closing invoice; ${result.reissued.invoice} replaces it and is emailed to the billing contact.`
          : ""
      }`,
    });
  }
  if (form.get("intent") === "recap") {
    const input = { note: form.get("note"), winners: form.get("winners") };
    const result = await runtime().surveys.saveRecap(params.id, input);
    if (!result.ok) return refused(result);
    await record("Wrote the recap");
    return data<Result>({
      ok: true,
      message: "The recap is saved: the organiser sees it once the event is completed.",
    });
  }
  if (form.get("intent") === "resend") {
    const result = await attendees.resendById(form.get("attendee"));
    if (!result.ok) return refused(result);
    return data<Result>({ ok: true, message: `The invitation is re-sent to ${result.name}.` });
  }
  return data<Result>({ ok: false, message: "Choose what to change." }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta({
    title: "Admin: event attendees",
    description: "One event's attendees and video call.",
    path: `/admin/events/${params.id}`,
  });

export default function AdminEvent({ loaderData: event, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { counts } = event;
  return (
    <>
      <BackLink to="/admin/events">Back to the events</BackLink>
      <h1 className="mt-4 text-3xl font-bold text-ink">{event.title}</h1>
      <p className="mt-2 text-slate-700">
        {event.when} · <StatusBadge status={event.status} />
      </p>
      <ActionNotice result={actionData} />

      <section aria-labelledby="video-heading" className="mt-8 max-w-2xl">
        <h2 id="video-heading" className="text-xl font-bold text-ink">
          Video call
        </h2>
        <StaffForm
          hiddenFields={{ intent: "video" }}
          disabled={busy}
          className="mt-3 space-y-3"
          submit={{ label: "Save the link", className: buttonStyles.small }}
        >
          <TextField
            id="videoUrl"
            name="videoUrl"
            type="url"
            inputMode="url"
            label="Meeting link"
            hint={`Zoom, Microsoft Teams or Google Meet, https only. Attendees' join buttons open it from ${site.attendees.joinOpensMinutes} minutes before the start; changing it re-sends nothing.${event.hostRoom ? ` Empty: the host's room, ${event.hostRoom}.` : ""}`}
            defaultValue={event.videoUrl ?? ""}
            error={actionData?.fieldErrors?.videoUrl}
          />
        </StaffForm>
      </section>

      {event.closing ? (
        <EventAttendance facts={event.closing} busy={busy} error={actionData?.fieldErrors?.attended} />
      ) : null}
      {event.recap ? (
        <EventRecapForm recap={event.recap} busy={busy} errors={actionData?.fieldErrors} />
      ) : null}

      {event.invoices.length > 0 ? (
        // The table is its own region named "Invoices": no second landmark of that name around it.
        <div className="mt-10">
          <h2 className="text-xl font-bold text-ink">Invoices</h2>
          <InvoiceTable invoices={event.invoices} busy={busy} withEvent={false} />
        </div>
      ) : null}

      <section aria-labelledby="attendees-heading" className="mt-10">
        <h2 id="attendees-heading" className="text-xl font-bold text-ink">
          Attendees
        </h2>
        <p className="mt-2 text-slate-700" data-testid="attendee-counts">
          {event.headcount} booked · {counts.invited} invited · {counts.coming} coming · {counts.notComing}{" "}
          not coming · {counts.joined} joined{counts.failed > 0 ? ` · ${counts.failed} email failed` : ""}
        </p>
        {event.kits ? (
          <p className="mt-2 text-slate-700">
            Kit addresses: {counts.kitsSubmitted} submitted, {counts.kitsMissing} missing.{" "}
            <Link to={`/admin/events/${event.id}/kits.csv`} reloadDocument className={linkClass}>
              Export kit addresses (CSV)
            </Link>
          </p>
        ) : null}
        {event.attendees.length === 0 ? (
          <p className="mt-4 text-slate-700">The organiser has not invited anyone yet.</p>
        ) : (
          <AdminTable
            label="Attendee list"
            caption="The event's attendees, their status and first join"
            columns={["Name", "Email", "Status", "Joined", ...(event.kits ? ["Kit address"] : []), "Action"]}
          >
            {event.attendees.map((person) => (
              <tr key={person.id} className="border-t border-slate-200">
                <td className={td}>{person.name}</td>
                <td className={`${td} wrap-anywhere`}>{person.email}</td>
                <td className={td}>
                  <StatusBadge status={person.status} />
                </td>
                <td className={td}>
                  <UtcTime iso={person.joinedAt} />
                </td>
                {event.kits ? <td className={td}>{person.kit ? "Given" : "Missing"}</td> : null}
                <td className={td}>
                  {person.canResend ? (
                    <StaffButton
                      hiddenFields={{ intent: "resend", attendee: person.id }}
                      busy={busy}
                      label="Re-send"
                      detail={`the invitation to ${person.name}`}
                      className={buttonStyles.outlineSmall}
                    />
                  ) : person.unsubscribed ? (
                    "Unsubscribed"
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <div className="mt-10 max-w-3xl">
        <HistoryPanel history={event.history} />
      </div>
    </>
  );
}
