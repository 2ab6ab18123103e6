import type { ReactNode } from "react";
import { Link } from "react-router";
import { Image } from "~/components/ui/image";
import { container, eyebrow as eyebrowStyle } from "~/components/ui/styles";
import type { Scene } from "~/content/scenes";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * What the page is for decides its hero (docs/design-system.md):
 * - `split`: product and marketing pages. Ink, the title and actions on the left, a product
 *   scene on the right from 1024 px (below that the scene is left out, so the title, lead and
 *   actions fill the first screen and the content starts right after).
 * - `editorial`: the blog and resources. Night, a large title for reading pages, the scene as a
 *   small tilted print from 1024 px.
 * - `compact`: utility pages (contact, help, billing, booking, forms, legal). Paper, no picture,
 *   the least height, so the form or answer is in the first screen.
 */
export type HeroVariant = "split" | "editorial" | "compact";

interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
  variant?: HeroVariant;
  /**
   * The product scene a split or editorial hero shows (`scenes[name]`). The page passes the scene
   * itself, so only pages with a picture load the scenes' alt texts.
   */
  visual?: Scene;
  /** Load the scene first (it is the page's largest paint): true for split heroes. */
  priority?: boolean;
  /** A colour for the glow behind a split hero (an activity's own colour); brand indigo by default. */
  accent?: string;
}

export function Breadcrumbs({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  const linkClass =
    tone === "light"
      ? "text-slate-200 underline-offset-4 hover:text-white hover:underline"
      : "text-brand-700 underline-offset-4 hover:underline";
  return (
    <nav aria-label="Breadcrumb">
      <ol
        className={`flex flex-wrap items-center gap-2 text-sm ${tone === "light" ? "text-white" : "text-slate-700"}`}
      >
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

/** The screens that show a hero's scene: from 1024 px, beside the title. */
const sceneMedia = "(min-width: 64rem)";

/**
 * A hero's scene, in its frame, shown only from 1024 px: smaller screens get a blank pixel and
 * fetch nothing (Image's `media`); a priority scene is also preloaded from the <head> for the same
 * screens (React hoists the <link>), as the largest paint of the page.
 */
function HeroScene({
  scene,
  priority,
  frameClass,
  imageClass,
}: {
  scene: Scene;
  priority: boolean;
  frameClass: string;
  imageClass: string;
}) {
  return (
    <div className="hidden lg:block">
      <div className={frameClass}>
        <Image
          {...scene}
          media={sceneMedia}
          priority={priority}
          decoding="async"
          className={`block h-auto w-full ${imageClass}`}
        />
      </div>
    </div>
  );
}

function HeroText({
  title,
  lead,
  eyebrow,
  breadcrumbs,
  children,
  dark,
  titleClass,
}: Pick<PageHeroProps, "title" | "lead" | "eyebrow" | "breadcrumbs" | "children"> & {
  dark: boolean;
  titleClass: string;
}) {
  return (
    <>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} tone={dark ? "light" : "dark"} /> : null}
      {eyebrow ? (
        <p className={`${eyebrowStyle} ${breadcrumbs ? "mt-5" : ""} ${dark ? "text-sun" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h1 className={`${breadcrumbs || eyebrow ? "mt-3" : ""} ${titleClass}`}>{title}</h1>
      {lead ? (
        <p
          className={`mt-4 max-w-2xl text-lg leading-8 sm:mt-5 ${dark ? "text-slate-300" : "text-slate-700"}`}
        >
          {lead}
        </p>
      ) : null}
      {children ? <div className="mt-7 flex flex-wrap items-center gap-3 sm:mt-8">{children}</div> : null}
    </>
  );
}

export function PageHero({
  title,
  lead,
  eyebrow,
  breadcrumbs,
  children,
  variant = "compact",
  visual: scene,
  priority = false,
  accent = "#4f46e5",
}: PageHeroProps) {
  const text = { title, lead, eyebrow, breadcrumbs, children };

  if (variant === "split") {
    return (
      <section data-surface="dark" className="relative isolate overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10"
          style={{
            backgroundImage: `radial-gradient(56rem 32rem at 90% -20%, color-mix(in srgb, ${accent} 42%, transparent), transparent 70%), radial-gradient(36rem 22rem at -10% 120%, color-mix(in srgb, #f97316 16%, transparent), transparent 70%)`,
          }}
        />
        <div
          className={`${container} grid items-center gap-12 py-10 sm:py-14 lg:py-20 ${scene ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]" : ""}`}
        >
          <div>
            <HeroText {...text} dark titleClass="text-display font-extrabold text-white" />
          </div>
          {scene ? (
            <HeroScene
              scene={scene}
              priority={priority}
              frameClass="rounded-panel bg-white/5 p-2 shadow-frame ring-1 ring-white/15"
              imageClass="rounded-[1.125rem]"
            />
          ) : null}
        </div>
      </section>
    );
  }

  if (variant === "editorial") {
    return (
      <section data-surface="dark" className="relative isolate overflow-hidden bg-night text-white">
        <div
          className={`${container} grid items-center gap-12 py-10 sm:py-14 lg:py-16 ${scene ? "lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}`}
        >
          <div>
            <HeroText {...text} dark titleClass="max-w-3xl text-display font-extrabold text-white" />
          </div>
          {scene ? (
            <HeroScene
              scene={scene}
              priority={priority}
              frameClass="rotate-2 rounded-card bg-white p-1.5 shadow-frame"
              imageClass="rounded-[0.75rem]"
            />
          ) : null}
        </div>
        <div aria-hidden="true" className="h-1 bg-gradient-to-r from-accent-500 via-sun to-brand-600" />
      </section>
    );
  }

  return (
    <section className="border-b border-line bg-paper">
      <div className={`${container} py-8 sm:py-12`}>
        <HeroText {...text} dark={false} titleClass="text-title font-extrabold text-ink" />
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
      {title ? <h2 className="text-title font-bold text-ink">{title}</h2> : null}
      <div className={title ? "mt-6" : ""}>{children}</div>
    </section>
  );
}
