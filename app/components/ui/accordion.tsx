import { useId } from "react";

export interface AccordionItem {
  q: string;
  a: string;
}

/**
 * One item open at a time, each collapsible: native <details> sharing a name (an exclusive
 * accordion), so it works with keyboard, screen readers and without JavaScript.
 */
export function Accordion({
  items,
  headingLevel = 3,
  name,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
  /** Share one name across several accordions to keep a single item open among all of them. */
  name?: string;
}) {
  const ownGroup = useId();
  const group = name ?? ownGroup;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {items.map((item) => (
        <details key={item.q} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-semibold text-ink">{item.q}</Heading>
            <svg
              width="20"
              height="20"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
              className="shrink-0 transition group-open:rotate-180"
            >
              <path
                d="M5 8l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <p className="px-5 pb-5 leading-7 text-slate-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
