import { Link } from "react-router";
import { container } from "~/components/ui/styles";
import { site } from "~/config/site";
import { Logo } from "./logo";

/**
 * Each link leads to a page about what its label names: the activity links open the catalogue's
 * vibe pages (their h1 names the vibe), never a catalogue without such an event.
 */
export const footerColumns = [
  {
    title: "Activities",
    links: [
      { to: "/activities", label: "All Activities" },
      { to: "/activities/high-energy", label: "High-Energy Games" },
      { to: "/activities/creative", label: "Creative Activities" },
      { to: "/activities/chill", label: "Chill Events" },
      { to: "/game-experiences", label: "Game Experiences" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about-us", label: "About Us" },
      { to: "/hosts", label: "Our Hosts" },
      { to: "/careers", label: "Careers" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/account/sign-in", label: "Your Events" },
      { to: "/help-center", label: "Help Center" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/booking-policy", label: "Booking Policy" },
      { to: "/trust", label: "Security & Trust" },
      { to: "/accessibility", label: "Accessibility" },
    ],
  },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <div className={`${container} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <div>
          <Logo className="text-xl text-white" />
          <p className="mt-4 max-w-xs text-sm leading-6">{site.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <p className={`${container} py-6 text-sm`}>
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
