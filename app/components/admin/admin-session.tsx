import { useRouteLoaderData } from "react-router";
import { FormShell, type FormShellProps } from "~/components/forms/form-shell";

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
