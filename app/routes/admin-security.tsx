import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffForm } from "~/components/admin/admin-session";
import { ActionNotice } from "~/components/admin/admin-ui";
import { TextField } from "~/components/forms/kit";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { PageHandle } from "~/lib/handle";
import { runtime } from "~/server/runtime.server";
import { otpauthQrSvg, otpauthUrl } from "~/server/services/totp.server";
import { requireStaffPost, staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin-security";

export const handle: PageHandle = { sitemap: false };

export const loader = staffPageLoader(async (_args: Route.LoaderArgs, session) => {
  const secret = session.staff.totpEnabledAt ? null : await runtime().staff.pendingTotp(session.staff.id);
  const url = secret ? otpauthUrl(secret, session.staff.email, site.name) : null;
  return {
    enabled: Boolean(session.staff.totpEnabledAt),
    pending: secret && url ? { secret, url, qrSvg: await otpauthQrSvg(url) } : null,
  };
});

/** The two intents a current code must prove: the staff service's check, and what it did. */
const codeIntents = {
  confirm: { check: "confirmTotp", done: "Authenticator on: sign-in now asks for a code." },
  disable: { check: "disableTotp", done: "Authenticator off." },
} as const;

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
  if (intent === "confirm" || intent === "disable") {
    const { check, done } = codeIntents[intent];
    return (await staff[check](session.staff.id, code))
      ? data({ ok: true, message: done })
      : data(
          { ok: false, message: "That code is not correct. Enter the current 6-digit code." },
          { status: 400 },
        );
  }
  return data({ ok: false, message: "Choose an action." }, { status: 400 });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin: security", description: "Two-step sign-in.", path: "/admin/security" });

function CodeForm({ intent, label }: { intent: "confirm" | "disable"; label: string }) {
  return (
    <StaffForm
      className="mt-4 flex max-w-md flex-col gap-4"
      hiddenFields={{ intent }}
      submit={{ label, className: buttonStyles.primary }}
    >
      <TextField
        id={`totp-${intent}`}
        name="code"
        label="Current 6-digit code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
      />
    </StaffForm>
  );
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-ink">Security</h1>
      <h2 className="mt-6 text-xl font-semibold text-ink">Authenticator app (TOTP)</h2>
      <ActionNotice result={actionData} className="mt-4" />
      {loaderData.enabled ? (
        <>
          <p className="mt-4 text-ink">On: signing in asks for a code from your app.</p>
          <CodeForm intent="disable" label="Turn off" />
        </>
      ) : loaderData.pending ? (
        <>
          <p className="mt-4 text-ink">
            Scan the QR code with your authenticator app, or enter the secret or the setup link:
          </p>
          <div
            role="img"
            aria-label="QR code of the authenticator setup link"
            className="mt-4 h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-slate-300 [&_svg]:h-full [&_svg]:w-full"
            // SVG markup drawn by the qrcode library from our own setup link: no user input in it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: library-generated SVG of our own URL
            dangerouslySetInnerHTML={{ __html: loaderData.pending.qrSvg }}
          />
          <dl className="mt-4 grid gap-2 text-ink">
            <dt className="font-medium">Secret</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 wrap-anywhere ring-1 ring-slate-300">
                {loaderData.pending.secret}
              </code>
            </dd>
            <dt className="font-medium">Setup link</dt>
            <dd>
              <code className="rounded bg-white px-2 py-1 wrap-anywhere ring-1 ring-slate-300">
                {loaderData.pending.url}
              </code>
            </dd>
          </dl>
          <CodeForm intent="confirm" label="Confirm and turn on" />
        </>
      ) : (
        <StaffForm
          className="mt-4"
          hiddenFields={{ intent: "start" }}
          submit={{ label: "Set up an authenticator app", className: `${buttonStyles.primary} mt-4` }}
        >
          <p className="text-ink">Off: signing in needs only your password.</p>
        </StaffForm>
      )}
    </>
  );
}
