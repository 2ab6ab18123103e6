import { data, Form, redirect, useNavigation } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { Field, inputClass } from "~/components/ui/field";
import { buttonStyles } from "~/components/ui/styles";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { clientAddress } from "../../server/http";
import { runtime } from "../../server/runtime";
import { noStore, safeAdminPath, sameOrigin, setStaffCookie, staffSession } from "../../server/staff-http";
import type { Route } from "./+types/admin-sign-in";

export const handle: PageHandle = { sitemap: false };

export async function loader({ request }: Route.LoaderArgs) {
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  if (await staffSession(request)) throw redirect(next, { headers: noStore });
  return data({ next }, { headers: noStore });
}

/** Staff sign-in: password (scrypt), authenticator code when enrolled, failures rate-limited. */
export async function action({ request, context }: Route.ActionArgs) {
  // Sign-in is a state change too: a form on another site must not sign a browser in.
  if (!sameOrigin(request)) {
    return data(
      {
        error: "The request did not come from this site.",
        fieldErrors: {} as Record<string, string[]>,
        email: "",
      },
      { status: 403, headers: noStore },
    );
  }
  const form = await request.formData().catch(() => null);
  const next = safeAdminPath(typeof form?.get("next") === "string" ? String(form?.get("next")) : null);
  const result = await runtime().staff.signIn({
    email: form?.get("email"),
    password: form?.get("password"),
    code: form?.get("code") ?? "",
    ip: clientAddress(context),
  });
  const email = typeof form?.get("email") === "string" ? String(form?.get("email")).slice(0, 254) : "";
  if (!result.ok) {
    return data(
      { error: result.error, fieldErrors: result.fieldErrors ?? {}, email },
      { status: result.status, headers: noStore },
    );
  }
  throw redirect(next, {
    status: 303,
    headers: { "Set-Cookie": setStaffCookie(request, result.token), ...noStore },
  });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Staff sign-in",
    description: "Sign in to the Rallyroom admin.",
    path: "/admin/sign-in",
    noindex: true,
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
        <Form method="post" className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <input type="hidden" name="next" value={loaderData.next} />
          {actionData?.error ? (
            <p
              role="alert"
              className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
            >
              {actionData.error}
            </p>
          ) : null}
          <div className="grid gap-5">
            <Field id="staff-email" label="Email" required error={fieldError("email")}>
              {(props) => (
                <input
                  {...props}
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={actionData?.email ?? ""}
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="staff-password" label="Password" required error={fieldError("password")}>
              {(props) => (
                <input
                  {...props}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              id="staff-code"
              label="Authenticator code"
              hint="Only if you have set up an authenticator app"
            >
              {(props) => (
                <input
                  {...props}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={7}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <button type="submit" className={`${buttonStyles.primary} mt-6`} disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </Section>
    </>
  );
}
