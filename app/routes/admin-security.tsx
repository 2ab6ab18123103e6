import { data, Form } from "react-router";
import { CsrfField } from "~/components/admin/admin-session";
import { Field, inputClass } from "~/components/ui/field";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "../../server/runtime";
import { otpauthUrl } from "../../server/services/totp";
import { noStore, requireStaffPage, requireStaffPost } from "../../server/staff-http";
import type { Route } from "./+types/admin-security";

export const handle: PageHandle = { sitemap: false };

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaffPage(request);
  const pending = session.staff.totpEnabledAt ? null : await runtime().staff.pendingTotp(session.staff.id);
  return data(
    {
      enabled: Boolean(session.staff.totpEnabledAt),
      pending: pending ? { secret: pending, url: otpauthUrl(pending, session.staff.email, site.name) } : null,
    },
    { headers: noStore },
  );
}

/** TOTP enrolment: start (new secret), confirm (a code proves the app has it), disable. */
export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request);
  const { staff } = runtime();
  const intent = form.get("intent");
  const code = String(form.get("code") ?? "");
  if (intent === "start") {
    if (session.staff.totpEnabledAt)
      return data({ ok: false, message: "The authenticator is already on." }, { status: 409 });
    await staff.startTotp(session.staff.id, session.staff.email, site.name);
    return data({
      ok: true,
      message: "Add the secret below to your authenticator app, then confirm with the code it shows.",
    });
  }
  if (intent === "confirm") {
    return (await staff.confirmTotp(session.staff.id, code))
      ? data({ ok: true, message: "Authenticator on: sign-in now asks for a code." })
      : data(
          { ok: false, message: "That code is not correct. Enter the current 6-digit code." },
          { status: 400 },
        );
  }
  if (intent === "disable") {
    return (await staff.disableTotp(session.staff.id, code))
      ? data({ ok: true, message: "Authenticator off." })
      : data(
          { ok: false, message: "That code is not correct. Enter the current 6-digit code." },
          { status: 400 },
        );
  }
  return data({ ok: false, message: "Choose an action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () =>
  seo({ title: "Admin: security", description: "Two-step sign-in.", path: "/admin/security", noindex: true });

function CodeForm({ intent, label }: { intent: "confirm" | "disable"; label: string }) {
  return (
    <Form method="post" className="mt-4 flex max-w-md flex-col gap-4">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Field id={`totp-${intent}`} label="Current 6-digit code" required>
        {(props) => (
          <input
            {...props}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className={buttonStyles.primary}>
        {label}
      </button>
    </Form>
  );
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Security</h1>
      <h2 className="mt-6 text-xl font-semibold text-ink">Authenticator app (TOTP)</h2>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg border p-4 font-medium ${
            actionData.ok
              ? "border-green-300 bg-green-50 text-green-900"
              : "border-red-300 bg-red-50 text-red-900"
          }`}
        >
          {actionData.message}
        </p>
      ) : null}
      {loaderData.enabled ? (
        <>
          <p className="mt-4 text-ink">On: signing in asks for a code from your app.</p>
          <CodeForm intent="disable" label="Turn off" />
        </>
      ) : loaderData.pending ? (
        <>
          <p className="mt-4 text-ink">
            Add this account to your authenticator app with the secret or the setup link:
          </p>
          <dl className="mt-4 grid gap-2 text-ink">
            <dt className="font-medium">Secret</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 break-all ring-1 ring-slate-300">
                {loaderData.pending.secret}
              </code>
            </dd>
            <dt className="font-medium">Setup link</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 break-all ring-1 ring-slate-300">
                {loaderData.pending.url}
              </code>
            </dd>
          </dl>
          <CodeForm intent="confirm" label="Confirm and turn on" />
        </>
      ) : (
        <Form method="post" className="mt-4">
          <p className="text-ink">Off: signing in needs only your password.</p>
          <CsrfField />
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={`${buttonStyles.primary} mt-4`}>
            Set up an authenticator app
          </button>
        </Form>
      )}
    </>
  );
}
