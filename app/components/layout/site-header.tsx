import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BookingButton, bookEventHref } from "~/components/ui/booking-button";
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

/** Pages the phone menu lists after the main ones: how to reach a person. */
export const menuExtraLinks = [{ to: "/contact", label: "Contact" }] as const;

/**
 * The phone menu is a <details>, so it opens and closes without JavaScript. Once the page has
 * hydrated it also behaves like a menu: Escape closes it and puts focus back on its button, a tap
 * or click outside closes it, and so does any navigation (a link in it, the Book button, a form
 * that redirects), so it never stays open over the next page or a form's confirmation.
 */
function usePhoneMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const close = (refocus: boolean) => {
      const details = menu.current;
      if (!details?.open) return;
      details.open = false;
      if (refocus) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  // A new location closes it (the same one again, from a link in the menu: onMenuLink). Not the
  // page as it loaded: a menu a visitor opened before the page hydrated stays open.
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const at = `${pathname}${search}`;
    if (at === shown.current) return;
    shown.current = at;
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);

  /** A link in the menu: close it and keep focus on its button, not on a link that disappears. */
  const onMenuLink = () => {
    const details = menu.current;
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus({ preventScroll: true });
  };

  return { menu, onMenuLink };
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 font-semibold hover:bg-brand-50 ${isActive ? "text-brand-700" : "text-ink"}`;

/**
 * The logo and main navigation; the layout puts it in the page's sticky <header> under the
 * banner. Below 768 px it is the whole sticky top (64 px): the logo, "Book" (the activities, where
 * each card books its event) and a menu that also holds the quiz and the 15-minute call the banner
 * carries on wider screens.
 */
export function SiteHeader() {
  const { menu, onMenuLink } = usePhoneMenu();
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
          <Link to={bookEventHref} className={buttonStyles.small}>
            Book<span className="sr-only"> Your Event</span>
          </Link>
          {/* A disclosure: opens and closes without JavaScript. */}
          <details ref={menu} className="group relative">
            <summary className="flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-2 rounded-full border border-slate-300 px-3 max-[359px]:px-2.5 text-sm font-semibold text-ink hover:bg-paper [&::-webkit-details-marker]:hidden">
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
              {/* Under 360 px (the smallest phones) the word is for screen readers only, so the logo,
                  the booking button and the menu fit on one line. */}
              <span className="max-[359px]:sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Main"
              className="absolute top-full right-0 z-40 mt-3 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-white p-2 shadow-lift"
            >
              <ul>
                {[...navLinks, ...menuExtraLinks].map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === "/"}
                      className={menuLinkClass}
                      onClick={onMenuLink}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li className="mt-2 border-t border-line pt-2">
                  <Link
                    to="/quiz"
                    className="block rounded-lg bg-brand-50 px-3 py-3 font-semibold text-brand-800 hover:bg-brand-100"
                    onClick={onMenuLink}
                  >
                    Find your event<span className="font-medium text-slate-700"> · 20-second quiz</span>
                  </Link>
                </li>
                <li className="mt-1">
                  {/* The menu stays open under the scheduler's dialog, which is drawn inside it. */}
                  <BookingButton className="block rounded-lg px-3 py-3 font-semibold text-ink hover:bg-brand-50">
                    Book a 15-minute call
                  </BookingButton>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </div>
  );
}
