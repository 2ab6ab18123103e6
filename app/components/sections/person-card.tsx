import { cardStyles } from "~/components/ui/styles";
import type { PersonCardData } from "~/content/shapes";

/** "America/Los_Angeles" → "Los Angeles": the city a time zone is named after. */
export const zoneCity = (zone: string) => (zone.split("/").pop() ?? zone).replaceAll("_", " ");

/** A person's round illustrated portrait, `size` px square; decorative beside their name unless `alt` says more. */
export function Portrait({
  src,
  size,
  alt = "",
  className,
}: {
  src: string;
  size: number;
  alt?: string;
  /** Its size in the layout (h-… w-…) and placement. */
  className: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      className={`${className} rounded-full bg-brand-50`}
    />
  );
}

/** A founder or host: illustrated portrait, name, role, a short bio, languages and time zone. */
export function PersonCard({
  person,
  headingLevel = "h3",
}: {
  person: PersonCardData;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article id={person.slug} className={`${cardStyles.base} flex h-full flex-col p-6`}>
      <div className="flex items-center gap-4">
        <Portrait src={person.portrait} alt={person.portraitAlt} size={96} className="h-24 w-24 shrink-0" />
        <div>
          <Heading className="text-xl font-bold text-ink">{person.name}</Heading>
          <p className="font-semibold text-brand-700">{person.role}</p>
        </div>
      </div>
      <p className="mt-4 text-slate-700">{person.bio}</p>
      <dl className="mt-4 grid gap-1 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="font-semibold text-ink">Languages:</dt>
          <dd>{person.languages.join(", ")}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold text-ink">Time zone:</dt>
          <dd>
            {zoneCity(person.timeZone)} <span className="text-slate-600">({person.timeZone})</span>
          </dd>
        </div>
        {person.hosts?.length ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-ink">Hosts:</dt>
            <dd>
              {person.hosts.map((activity, index) => (
                <span key={activity.slug}>
                  {index > 0 ? ", " : null}
                  <a href={`/activities/${activity.slug}`} className="text-brand-700 underline">
                    {activity.title}
                  </a>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
