import { Link, NavLink } from "react-router";
import { BookingButton } from "~/components/ui/booking-button";
import { buttonStyles, container } from "~/components/ui/styles";
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
  `rounded-md px-2 py-1 text-sm font-semibold transition-colors hover:text-brand-700 ${isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700"}`;

const closeMenu = (event: React.MouseEvent<HTMLElement>) =>
  event.currentTarget.closest("details")?.removeAttribute("open");

/**
 * The logo and main navigation; the layout puts it in the page's sticky <header> under the
 * banner. Below 768 px it is the whole sticky top (64 px): the logo, the booking button and a
 * menu that also holds the quiz link the banner carries on wider screens.
 */
export function SiteHeader() {
  return (
    <div className="border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className={`${container} flex h-header items-center justify-between gap-3`}>
        <Link to="/" className="shrink-0 text-xl text-ink" aria-label="Rallyroom home">
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
        <div className="flex items-center gap-2 md:hidden">
          <BookingButton className={buttonStyles.small}>
            Book<span className="sr-only"> Your Event</span>
          </BookingButton>
          {/* A disclosure: opens and closes without JavaScript. */}
          <details className="group relative">
            <summary className="flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-paper [&::-webkit-details-marker]:hidden">
              <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  className="group-open:hidden"
                  d="M3 5h14M3 10h14M3 15h14"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path
                  className="hidden group-open:block"
                  d="M5 5l10 10M15 5L5 15"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              Menu
            </summary>
            <nav
              aria-label="Main"
              className="absolute top-full right-0 z-40 mt-3 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-2 shadow-lift"
            >
              <ul>
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === "/"}
                      className={({ isActive }) =>
                        `block rounded-lg px-3 py-3 font-semibold hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-ink"}`
                      }
                      onClick={closeMenu}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li className="mt-2 border-t border-line pt-2">
                  <Link
                    to="/quiz"
                    className="block rounded-lg bg-brand-50 px-3 py-3 font-semibold text-brand-800 hover:bg-brand-100"
                    onClick={closeMenu}
                  >
                    Find your event<span className="font-medium text-slate-700"> · 20-second quiz</span>
                  </Link>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </div>
  );
}
