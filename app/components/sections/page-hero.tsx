import type { ReactNode } from "react";
import { Link } from "react-router";
import { container } from "~/components/ui/styles";

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
  /** Background: the brand gradient by default, or a colour (activity pages). */
  background?: string;
}

export function Breadcrumbs({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  const linkClass =
    tone === "light" ? "text-white underline-offset-4 hover:underline" : "text-brand-700 hover:underline";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {item.to ? (
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHero({ title, lead, eyebrow, breadcrumbs, children, background }: PageHeroProps) {
  return (
    <section
      className={`text-white ${background ? "" : "bg-gradient-to-br from-brand-900 via-brand-800 to-[#5b21b6]"}`}
      style={background ? { backgroundColor: background } : undefined}
    >
      <div className={`${container} py-14 sm:py-20`}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {eyebrow ? (
          <p className="mt-4 text-sm font-semibold tracking-widest text-amber-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-5 max-w-2xl text-lg leading-8 text-indigo-50">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  title,
  children,
  id,
  className = "",
}: {
  title?: string;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section id={id} className={`${container} py-14 ${className}`}>
      {title ? <h2 className="text-3xl font-bold tracking-tight text-ink">{title}</h2> : null}
      <div className={title ? "mt-6" : ""}>{children}</div>
    </section>
  );
}
