import { useRouteLoaderData } from "react-router";

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

/** Every admin form that changes something carries the session's CSRF token. */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useAdmin().csrf} />;
}
