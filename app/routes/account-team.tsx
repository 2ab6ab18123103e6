import { data, redirect } from "react-router";
import { ColleaguesPanel } from "~/components/account/event-panels";
import { Notice } from "~/components/forms/kit";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import type { WorkspaceFormAnswer } from "~/domain/workspace";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { refusedForm, requireAccount, requireAccountPost, typedFields } from "~/server/account-http.server";
import { noStore, privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-team";

/**
 * `/account/team/:id`: a workspace's people (issue 43). Every member sees who is in it; its
 * organisers invite colleagues to every event of it with a role, change roles and remove people
 * (the last organiser stays); anyone may leave. A workspace the address is not in answers 404.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

const notFound = () => data({ error: "Workspace not found" }, { status: 404, headers: privatePage });

export async function loader({ request, params }: Route.LoaderArgs) {
  const account = await requireAccount(request);
  const team = await runtime().workspace.team(account.email, params.id);
  if (!team) throw notFound();
  return data(
    { account, ...team, done: new URL(request.url).searchParams.get("done") },
    { headers: privatePage },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { account, form } = await requireAccountPost(request);
  const { workspace } = runtime();
  const team = await workspace.team(account.email, params.id);
  if (!team) throw notFound();
  const target = { workspaceId: team.workspace.id };
  const intent = String(form.get("intent") ?? "");
  const values = typedFields(form, ["email", "role"]);
  const result =
    intent === "invite"
      ? await workspace.members.invite(account.email, target, { ...values, scope: "workspace" })
      : intent === "remove"
        ? await workspace.members.remove(account.email, target, form.get("email"))
        : null;
  if (!result) return data({ error: "Choose what to change." }, { status: 400, headers: noStore });
  if (!result.ok) return refusedForm(intent, result, values);
  if (intent === "remove" && values.email === account.email)
    throw redirect("/account", { status: 303, headers: noStore });
  throw redirect(`/account/team/${team.workspace.id}?done=${intent}`, { status: 303, headers: noStore });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData ? `${loaderData.workspace.name}: team` : "Team",
    description: "Who is in your Rallyroom workspace.",
    path: "/account",
    noindex: true,
  });

export default function AccountTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { account, workspace, people, done } = loaderData;
  const answer = actionData && "intent" in actionData ? (actionData as WorkspaceFormAnswer) : null;
  return (
    <>
      <PageHero
        eyebrow="Your team"
        title={workspace.name}
        lead="Colleagues here see every event of the workspace, each as their role allows."
        breadcrumbs={[{ label: "Your events", to: "/account" }, { label: workspace.name }]}
      />
      <div className={`${container} max-w-4xl space-y-6 py-10 sm:py-14`}>
        {done === "invite" ? (
          <Notice variant="success">Invited: we have emailed them how to sign in.</Notice>
        ) : null}
        {done === "remove" ? <Notice variant="success">Removed.</Notice> : null}
        {answer && Object.keys(answer.fieldErrors).length === 0 ? (
          <Notice variant="error">{answer.message}</Notice>
        ) : null}
        <ColleaguesPanel
          colleagues={people.map((person) => ({ ...person, scope: "workspace" as const }))}
          canInvite={workspace.role === "organiser"}
          me={account.email}
          csrf={account.csrf}
          answer={answer}
          scope="workspace"
        />
      </div>
    </>
  );
}
