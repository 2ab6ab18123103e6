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
      className="h-8 w-auto"
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
      <ul className="mx-auto mt-6 flex max-w-6xl flex-wrap items-center justify-center gap-x-10 gap-y-6 px-4">
        {logos.map((logo) => (
          <li key={logo.name} className="flex h-10 items-center">
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
