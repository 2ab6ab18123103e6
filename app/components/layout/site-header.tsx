import { Link, NavLink } from "react-router";
import { container } from "~/components/ui/styles";
import { Logo } from "./logo";

export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/activities", label: "Activities" },
  { to: "/virtual-teambuilding", label: "Virtual Team Building" },
  { to: "/why-rallyroom", label: "Why Rallyroom" },
  { to: "/resources", label: "Resources" },
  { to: "/pricing", label: "Pricing" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium transition hover:text-brand-700 ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700"}`;

/** The logo and main navigation; the layout puts it in the page's <header> under the banner. */
export function SiteHeader() {
  return (
    <div className="border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`${container} flex h-16 items-center justify-between gap-4`}>
        <Link to="/" className="text-xl text-ink" aria-label="Rallyroom home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-3">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === "/"} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Small screens: a disclosure that works without JavaScript. */}
        <details className="group relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menu
          </summary>
          <nav
            aria-label="Main"
            className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
          >
            <ul>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    className="block rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-brand-50"
                    onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </div>
  );
}
