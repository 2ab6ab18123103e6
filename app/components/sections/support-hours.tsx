import { site } from "~/config/site";

/** The support team's hours, day by day (from app/config/site.ts). */
export function SupportHours({ className = "" }: { className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-y-1 text-slate-700 ${className}`}>
      {site.supportHours.map((row) => (
        <div key={row.days} className="contents">
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
