import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonStyles, cardStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import type { MeetingTypeId } from "~/domain/meetings";
// The calendar's code (luxon) loads when the section nears the viewport, not with the page.
import { ClientScheduler } from "./lazy-scheduler";

/**
 * The on-site scheduler drawn in a page section (/book-live-demo). Until it loads, and without
 * JavaScript, a link opens the same scheduler as a page (/book/:type, with the chosen game).
 */
export function InlineScheduler({ type, game }: { type: MeetingTypeId; game?: string | null | undefined }) {
  const host = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const page = `/book/${type}${game ? `?game=${encodeURIComponent(game)}` : ""}`;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div className="flex flex-col items-start gap-4">
      <p className="text-slate-700">
        Pick a day and time for your {site.scheduler.meetingTypes[type].name}, shown in your own time zone.
      </p>
      <Link to={page} className={buttonStyles.primary}>
        Choose a time
      </Link>
    </div>
  );

  return (
    <div
      ref={host}
      data-scheduler="native"
      data-status={near ? "ready" : "idle"}
      className={`${cardStyles.panel} p-5 sm:p-8`}
    >
      {near ? (
        <Suspense fallback={<p className="text-slate-700">Loading the calendar…</p>}>
          <ClientScheduler type={type} game={game} headingLevel="h3" />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
