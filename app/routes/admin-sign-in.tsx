import { data, redirect, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { FormShell } from "~/components/forms/form-shell";
import { TextField } from "~/components/forms/kit";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { clientAddress, noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import {
  safeAdminPath,
  setStaffCookie,
  setStaffDeviceCookie,
  staffDeviceToken,
  staffSession,
} from "~/server/staff-http.server";
import type { Route } from "./+types/admin-sign-in";

export const handle: PageHandle = { sitemap: false };

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  if (await staffSession(request)) throw redirect(next, { headers: noStore });
  return data({ next }, { headers: noStore });
}

/**
 * Staff sign-in: password (scrypt), authenticator code when enrolled, attempts throttled per
 * address, per account and address, and per account: strictly, or more loosely from a live
 * device of the account (the device cookie's token, renewed on each sign-in). No Retry-After:
 * the wait would tell a guesser when to guess next. The request policy has already refused a
 * post from another site.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const next = safeAdminPath(typeof form?.get("next") === "string" ? String(form?.get("next")) : null);
  const result = await runtime().staff.signIn({
    email: form?.get("email"),
    password: form?.get("password"),
    code: form?.get("code") ?? "",
    ip: clientAddress(context),
    deviceToken: await staffDeviceToken(request),
  });
  const email = typeof form?.get("email") === "string" ? String(form?.get("email")).slice(0, 254) : "";
  if (!result.ok) {
    const headers = new Headers(noStore);
    return data(
      { error: result.error, fieldErrors: result.fieldErrors ?? {}, email },
      { status: result.status, headers },
    );
  }
  const headers = new Headers(noStore);
  headers.append("Set-Cookie", await setStaffCookie(request, result.token));
  headers.append("Set-Cookie", await setStaffDeviceCookie(request, result.deviceToken));
  throw redirect(next, { status: 303, headers });
}

export const meta: Route.MetaFunction = () =>
  adminMeta({
    title: "Staff sign-in",
    description: "Sign in to the Rallyroom admin.",
    path: "/admin/sign-in",
  });

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const fieldError = (name: string) => actionData?.fieldErrors[name]?.[0];
  return (
    <>
      <PageHero
        title="Staff sign-in"
        lead="For the Rallyroom team. Accounts are created by an administrator."
      />
      <Section>
        <FormShell
          method="post"
          className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          hiddenFields={{ next: loaderData.next }}
          notice={
            actionData?.error ? { variant: "error", message: actionData.error, className: "mb-4" } : null
          }
          busy={busy}
          submit={{ label: "Sign in", busyLabel: "Signing in...", className: `${buttonStyles.primary} mt-6` }}
        >
          <div className="grid gap-5">
            <TextField
              id="staff-email"
              name="email"
              label="Email"
              required
              type="email"
              autoComplete="username"
              error={fieldError("email")}
              defaultValue={actionData?.email ?? ""}
            />
            <TextField
              id="staff-password"
              name="password"
              label="Password"
              required
              type="password"
              autoComplete="current-password"
              error={fieldError("password")}
            />
            <TextField
              id="staff-code"
              name="code"
              label="Authenticator code"
              hint="Only if you have set up an authenticator app"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
            />
          </div>
        </FormShell>
      </Section>
    </>
  );
}
