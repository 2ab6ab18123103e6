import { useState } from "react";
import { Image } from "~/components/ui/image";
import type { ClientLogo } from "~/content/home";

/** One wordmark; if its file cannot be loaded, the image is hidden and the name shown as text. */
function Logo({ logo }: { logo: ClientLogo }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span data-logo-fallback="" className="text-lg font-bold text-slate-700">
        {logo.name}
      </span>
    );
  }
  return (
    <Image
      src={logo.file}
      alt={logo.name}
      width={logo.width}
      height={40}
      className="h-auto max-h-8 w-auto max-w-full"
      onError={() => setFailed(true)}
      // A file that failed before hydration never fires onError again: check on mount.
      ref={(element) => {
        if (element?.complete && element.naturalWidth === 0) setFailed(true);
      }}
    />
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
      <ul className="mx-auto mt-6 grid max-w-6xl grid-cols-2 items-center gap-x-6 gap-y-5 px-4 sm:grid-cols-3 md:grid-cols-4 lg:flex lg:flex-wrap lg:justify-center lg:gap-x-10 lg:gap-y-6">
        {logos.map((logo) => (
          <li
            key={logo.name}
            className="flex h-10 min-w-0 items-center justify-center max-sm:last:odd:col-span-2"
          >
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
