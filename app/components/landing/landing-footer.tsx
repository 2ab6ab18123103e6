import { Link } from "react-router";
import { container } from "~/components/ui/styles";
import { site } from "~/config/site";

/** The landing page's own short footer: its sections and the contact page, nothing else to leave by. */
export function LandingFooter() {
  return (
    <footer className="bg-ink pb-24 text-slate-300 lg:pb-0">
      <div className={`${container} flex flex-wrap items-center justify-between gap-4 py-8 text-sm`}>
        <p>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
        <nav aria-label="Landing page">
          <ul className="flex flex-wrap gap-6">
            <li>
              <a href="#pricing" className="hover:text-white hover:underline">
                Pricing
              </a>
            </li>
            <li>
              <a href="#why" className="hover:text-white hover:underline">
                Why Rallyroom
              </a>
            </li>
            <li>
              <Link to="/contact" className="hover:text-white hover:underline">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
