import { data, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffButton } from "~/components/admin/admin-session";
import { ActionNotice, AdminTable, StatusBadge, td, UtcTime } from "~/components/admin/admin-ui";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-reviews";

/**
 * `/admin/reviews`: the comments attendees offered in the survey after their event, with their
 * consent to be quoted (issue 42, point 5). Staff approve or reject each; an approved one appears
 * on its activity's page as "first name · company initial — verified attendee", never with the
 * full name or the email. Comments without consent are never listed here and never shown.
 */
export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async () => ({
  comments: await runtime().surveys.reviews.list(),
}));

type Result = { ok: boolean; message: string };

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireStaffPost(request);
  const decision = form.get("decision");
  const done = await runtime().surveys.reviews.review(form.get("survey"), decision);
  if (!done)
    return data<Result>(
      {
        ok: false,
        message: "There is no such comment offered for the site, or the choice is not one we offer.",
      },
      { status: 404 },
    );
  return data<Result>({
    ok: true,
    message:
      decision === "approved"
        ? "The comment is approved: it appears on its activity's page."
        : "The comment is rejected: it stays off the site.",
  });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Admin: reviews",
    description: "Comments from the post-event survey offered for the site.",
    path: "/admin/reviews",
  });

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { comments } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Comments attendees offered in the survey after their event, with their consent to be quoted. An
        approved comment appears on its activity's page under the byline shown here, never with the full name
        or the email. Rejecting keeps it off the site; either choice can be changed later.
      </p>
      <ActionNotice result={actionData} />
      {comments.length === 0 ? (
        <p className="mt-6 text-slate-700">No attendee has offered a comment for the site yet.</p>
      ) : (
        <AdminTable
          label="Comments offered for the site"
          caption="Survey comments with consent, newest first"
          columns={["Answered", "Activity", "Rating", "Comment", "Shown as", "Review", "Action"]}
        >
          {comments.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              <td className={td}>
                <UtcTime iso={row.answeredAt} />
              </td>
              <td className={td}>{row.activity}</td>
              <td className={td}>{row.rating}/5</td>
              <td className={`${td} max-w-md whitespace-pre-line wrap-anywhere`}>{row.comment}</td>
              <td className={td}>
                {row.byline}
                <span className="block text-xs text-slate-600">({row.name}, staff only)</span>
              </td>
              <td className={td}>
                <StatusBadge status={row.review} />
              </td>
              <td className={`${td} space-y-2`}>
                {row.review !== "approved" ? (
                  <StaffButton
                    hiddenFields={{ survey: row.id, decision: "approved" }}
                    busy={busy}
                    label="Approve"
                    detail={`the comment by ${row.byline}`}
                  />
                ) : null}
                {row.review !== "rejected" ? (
                  <StaffButton
                    hiddenFields={{ survey: row.id, decision: "rejected" }}
                    busy={busy}
                    label="Reject"
                    detail={`the comment by ${row.byline}`}
                    className={buttonStyles.outlineSmall}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
