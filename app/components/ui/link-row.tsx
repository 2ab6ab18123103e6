import type { ReactNode } from "react";
import { Link } from "react-router";

/** A wrapping row of underlined links, a list of them: a page's "see also" links. */
export function LinkRow({ className, children }: { className: string; children: ReactNode }) {
  return <ul className={`${className} flex flex-wrap gap-x-6 gap-y-2`}>{children}</ul>;
}

/** One link of a `LinkRow`. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </li>
  );
}
