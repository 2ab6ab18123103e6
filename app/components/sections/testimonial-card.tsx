import { Icon } from "~/components/ui/icon";
import { cardStyles } from "~/components/ui/styles";
import type { Testimonial } from "~/content/home";
import type { IconName } from "~/content/shapes";

export function TestimonialCard({
  testimonial,
  tone = "light",
}: {
  testimonial: Testimonial;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <figure
      className={`flex h-full flex-col p-6 ${dark ? `${cardStyles.onDark} text-white` : cardStyles.base}`}
    >
      <p aria-hidden="true" className={`text-4xl leading-none ${dark ? "text-sun" : "text-brand-600"}`}>
        “
      </p>
      <blockquote className={`mt-2 flex-1 leading-7 ${dark ? "text-indigo-50" : "text-slate-700"}`}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full font-bold ${dark ? "bg-sun text-ink" : "bg-brand-100 text-brand-800"}`}
        >
          {testimonial.initials}
        </span>
        <span>
          <span className={`block font-semibold ${dark ? "text-white" : "text-ink"}`}>
            {testimonial.author}
          </span>
          <span className={`block text-sm ${dark ? "text-indigo-100" : "text-slate-600"}`}>
            {testimonial.role ? `${testimonial.role}, ` : ""}
            {testimonial.company} ({testimonial.companyType})
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export function BenefitGrid({
  items,
  columns = "lg:grid-cols-4",
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  columns?: string;
}) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className={`${cardStyles.base} p-6`}>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-3 text-lg font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Short reasons on tinted tiles, four to a row on wide screens: a lighter BenefitGrid, without icons. */
export function ReasonGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-brand-50 p-6">
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Testimonial cards in a grid, `columns` its column classes (e.g. "md:grid-cols-3"). */
export function TestimonialList({
  testimonials,
  columns,
}: {
  testimonials: readonly Testimonial[];
  columns: string;
}) {
  return (
    <ul className={`mt-8 grid gap-6 ${columns}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
