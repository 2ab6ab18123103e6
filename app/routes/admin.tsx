import { isRouteErrorResponse, NavLink, Outlet } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { StaffForm } from "~/components/admin/admin-session";
import { buttonStyles, container } from "~/components/ui/styles";
import { adminSections } from "~/config/admin-nav";
import type { PageHandle } from "~/lib/handle";
import { staffPageLoader } from "~/server/staff-http.server";
import type { Route } from "./+types/admin";

export const handle: PageHandle = { sitemap: false };

/** Every page under /admin renders inside this layout, and every one checks the session itself. */
export const loader = staffPageLoader(async (_args: Route.LoaderArgs, session) => ({
  email: session.staff.email,
  csrf: session.csrfToken,
}));

export const meta: Route.MetaFunction = () =>
  adminMeta({ title: "Admin", description: "Rallyroom staff admin.", path: "/admin" });

function AdminFrame({ email, children }: { email?: string; children: React.ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className={`${container} py-10`}>
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-300 pb-4">
          <p className="text-xl font-bold text-ink">Rallyroom admin</p>
          {email ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-slate-700">Signed in as {email}</span>
              <StaffForm
                action="/admin/sign-out"
                submit={{
                  label: "Sign out",
                  className: buttonStyles.outlineSmall,
                }}
              />
            </div>
          ) : null}
        </div>
        <nav aria-label="Admin" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {adminSections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end ?? false}
                  className={({ isActive }) =>
                    `inline-block rounded-full px-4 py-2 text-sm font-semibold ${
                      isActive
                        ? "bg-brand-700 text-white"
                        : "bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "error" in error.data
      ? String((error.data as { error: unknown }).error)
      : status === 404
        ? "There is no admin page at this address."
        : "Something went wrong. Please try again.";
  return (
    <AdminFrame>
      <h1 className="text-3xl font-bold text-ink">{status === 404 ? "Not found" : "That did not work"}</h1>
      <p role="alert" className="mt-4 text-slate-800">
        {message}
      </p>
    </AdminFrame>
  );
}
