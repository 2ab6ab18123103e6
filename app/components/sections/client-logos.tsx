import type { ClientLogo, WordmarkShape } from "~/content/home";

function EmblemShape({ shape }: { shape: WordmarkShape }) {
  const paint =
    "stroke" in shape && shape.stroke !== undefined
      ? { fill: "none", stroke: "currentColor", strokeWidth: shape.stroke }
      : { fill: "currentColor" };
  if ("path" in shape) return <path d={shape.path} {...paint} />;
  if ("circle" in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} {...paint} />;
  }
  if ("ellipse" in shape) {
    const [cx, cy, rx, ry] = shape.ellipse;
    return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} {...paint} />;
  }
  const [x, y, width, height, radius] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={radius} {...paint} />;
}

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
        {logo.emblem.map((shape) => (
          <EmblemShape key={JSON.stringify(shape)} shape={shape} />
        ))}
      </svg>
      {logo.name}
    </span>
  );
}

export function ClientLogoStrip({ logos, title }: { logos: readonly ClientLogo[]; title: string }) {
  return (
    <section aria-labelledby="clients-heading" className="border-y border-slate-200 bg-white py-10">
      <h2
        id="clients-heading"
        className="text-center text-sm font-semibold tracking-widest text-slate-600 uppercase"
      >
        {title}
      </h2>
      {/* A grid on small screens (two wordmarks a row keeps the longest names legible), one centred run on wide ones. */}
      <ul className="mx-auto mt-6 grid max-w-6xl grid-cols-2 items-center gap-x-4 gap-y-6 px-4 sm:grid-cols-3 md:grid-cols-4 lg:flex lg:flex-wrap lg:justify-center lg:gap-x-12 lg:gap-y-7">
        {logos.map((logo) => (
          <li key={logo.name} className="flex min-w-0 items-center justify-center max-sm:last:odd:col-span-2">
            <Wordmark logo={logo} className="text-sm sm:text-lg lg:text-xl" />
          </li>
        ))}
      </ul>
    </section>
  );
}
