import { Wordmark } from "~/components/ui/wordmark";
import type { ClientLogo } from "~/content/home";

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
