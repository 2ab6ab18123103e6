import type { ClientLogo } from "~/content/home";

/**
 * A client's wordmark: its emblem (inline SVG) and its name as text, in the client's colour and a
 * typeface of its own. Part of the page: no file to fetch, nothing that can fail to load (as
 * thirteen image files they were thirteen requests, and on a slow phone network the page's
 * largest paint waited for them), and the name is read and found like any other text. The size
 * comes from the font size the caller sets.
 */
export function Wordmark({ logo, className = "" }: { logo: ClientLogo; className?: string }) {
  return (
    <span
      data-wordmark=""
      className={`inline-flex items-center gap-[0.4em] font-[Helvetica,Arial,sans-serif] leading-none font-bold whitespace-nowrap ${className}`}
      style={{ color: logo.color }}
    >
      <svg aria-hidden="true" viewBox="0 0 40 36" className="h-[1.3em] w-[1.45em] shrink-0">
        {logo.emblem.map(({ d, stroke }) =>
          stroke ? (
            <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth={stroke} />
          ) : (
            <path key={d} d={d} fill="currentColor" />
          ),
        )}
      </svg>
      {logo.name}
    </span>
  );
}
