/**
 * The Rallyroom mark: three overlapping speech bubbles, one per teammate, in the brand's three
 * hues (sun, indigo, coral; docs/design-system.md). The same mark is public/favicon.svg and
 * public/images/logo.svg (which the PDFs and the raster images draw).
 */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="20" r="9" fill="#fbbf24" />
        <circle cx="11" cy="13" r="9" fill="#4338ca" fillOpacity="0.92" />
        <circle cx="21" cy="13" r="9" fill="#f97316" fillOpacity="0.9" />
      </svg>
      <span>Rallyroom</span>
    </span>
  );
}
