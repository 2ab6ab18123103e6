import { useRouteLoaderData } from "react-router";
import { FormShell, type FormShellProps } from "~/components/forms/form-shell";
import { buttonStyles } from "~/components/ui/styles";

interface AdminLayoutData {
  email: string;
  csrf: string;
}

/** The signed-in staff member and the CSRF token, from the admin layout's loader. */
export function useAdmin(): AdminLayoutData {
  const admin = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  if (!admin) throw new Error("useAdmin is used outside the admin layout.");
  return admin;
}

/** An admin form that changes something: a POST that carries the session's CSRF token. */
export function StaffForm({ hiddenFields, ...form }: Omit<FormShellProps, "method" | "as">) {
  const { csrf } = useAdmin();
  return <FormShell method="post" {...form} hiddenFields={{ csrf, ...hiddenFields }} />;
}

/**
 * A staff form that is one button, as a list row's action: `label` is the visible verb, and
 * `detail` tells screen readers what it acts on. Disabled while another post is pending.
 */
export function StaffButton({
  hiddenFields,
  busy,
  label,
  detail,
  className = buttonStyles.small,
}: {
  hiddenFields: Record<string, string | number>;
  busy: boolean;
  label: string;
  detail: string;
  className?: string;
}) {
  return (
    <StaffForm
      hiddenFields={hiddenFields}
      disabled={busy}
      submit={{
        label: (
          <>
            {label}
            <span className="sr-only"> {detail}</span>
          </>
        ),
        className,
      }}
    />
  );
}
