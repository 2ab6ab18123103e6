import { useEffect, useRef, useState } from "react";
import { site } from "~/config/site";

interface InlineWidget {
  initInlineWidget?: (options: { url: string; parentElement: HTMLElement }) => void;
}

type Status = "idle" | "loading" | "ready" | "failed";

/** How long the scheduler may take to draw its calendar before the fallback is offered. */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * The 30-minute demo scheduler, embedded inline at its fixed height. Its script comes from the
 * scheduler's host (allowed by the CSP) and is fetched only when the section nears the viewport,
 * so the page stays light for visitors who never scroll there. If the script fails or draws
 * nothing in time, a clear fallback link opens the same scheduler in a new tab; the link is
 * also there from the start for visitors without JavaScript.
 */
export function SchedulerEmbed({ url, height = site.demo.embedHeight }: { url: string; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let timer: number | undefined;
    const fail = () => setStatus((current) => (current === "ready" ? current : "failed"));
    const draw = () => {
      const widget = (window as unknown as { Calendly?: InlineWidget }).Calendly;
      if (!widget?.initInlineWidget) return fail();
      if (!element.querySelector("iframe")) widget.initInlineWidget({ url, parentElement: element });
      setStatus("ready");
    };
    const start = () => {
      setStatus("loading");
      timer = window.setTimeout(() => {
        if (!element.querySelector("iframe")) fail();
      }, LOAD_TIMEOUT_MS);
      const existing = document.getElementById(site.booking.scriptId) as HTMLScriptElement | null;
      if (existing && (window as unknown as { Calendly?: InlineWidget }).Calendly) return draw();
      const script = existing ?? document.createElement("script");
      script.addEventListener("load", draw, { once: true });
      script.addEventListener("error", fail, { once: true });
      if (!existing) {
        script.id = site.booking.scriptId;
        script.src = site.booking.widgetScript;
        script.async = true;
        document.body.appendChild(script);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [url]);

  return (
    <div>
      <div
        ref={host}
        data-scheduler=""
        data-status={status}
        className="relative w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-50"
        style={{ height, minWidth: 320 }}
      >
        {status === "failed" ? (
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center"
          >
            <p className="text-lg font-semibold text-ink">The calendar could not be loaded here.</p>
            <p className="max-w-md text-slate-700">
              A browser extension or network filter may be blocking it. You can still pick a time on the
              scheduler's own page.
            </p>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Open the demo scheduler<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        ) : status === "ready" ? null : (
          <p className="flex h-full items-center justify-center p-8 text-slate-600">
            {status === "loading"
              ? "Loading the calendar…"
              : "The booking calendar appears here. If it does not, use the link below."}
          </p>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Calendar not showing?{" "}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          Open the scheduler in a new tab
        </a>
        .
      </p>
    </div>
  );
}
