import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TopBanner } from "~/components/layout/top-banner";
import { container } from "~/components/ui/styles";
import { Toaster } from "~/components/ui/toaster";
import { track } from "~/lib/analytics";
import { rememberVisitStart } from "~/lib/attribution";
import type { PageHandle } from "~/lib/handle";
import { useNonce } from "~/lib/nonce";
import { organizationJsonLd } from "~/lib/seo";
import { isStaffPath } from "~/lib/staff-path";
import { rememberTimeZone } from "~/lib/time-zone-cookie";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import brandFont from "./assets/fonts/plus-jakarta-sans-latin-400-800.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/images/apple-touch-icon.png" },
];

/** Runs `run` in a task of its own; the returned function (an effect's cleanup) cancels it. */
function inOwnTask(run: () => void): () => void {
  const pending = setTimeout(run);
  return () => clearTimeout(pending);
}

/** Whether the document's first page is behind us; the pages after it are client navigations. */
let visitStarted = false;

/**
 * One page view per page, the document's and each client navigation's, and on the first page the
 * visit's start (attribution) and the visitor's time zone for the scheduler. In a task of its own,
 * after the effects of the page's start: the beacon and the browser's first storage access take
 * a few milliseconds that would lengthen the hydration's last task.
 */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(
    () =>
      inOwnTask(() => {
        if (!visitStarted) {
          visitStarted = true;
          if (!isStaffPath(pathname)) rememberVisitStart();
          rememberTimeZone();
        }
        // Staff reading the admin are not visitors: keep them out of the funnel.
        if (isStaffPath(pathname)) return;
        track("page_view", { path: pathname });
      }),
    [pathname],
  );
}

/**
 * A thrown answer renders this route's ErrorBoundary, so React Router asks this route for the
 * headers: the ones the answer was thrown with (a 404 behind a key says private, no-store).
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const ownFooter = matches.some((match) => (match.handle as PageHandle | undefined)?.ownFooter);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1330" />
        {/* With a precedence, React puts the stylesheet ahead of the script preloads in <head>:
            the only render-blocking request is then not queued behind 130 KB of JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The brand font's one file, fetched beside the stylesheet so it is ready by the first
            layout: with font-display optional a font that is late is not used at all. */}
        <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own config
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()) }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-40">
          <TopBanner />
          <SiteHeader />
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
        {ownFooter ? null : <SiteFooter />}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className={`${container} py-24 text-center`}>
      <h1 className="text-4xl font-extrabold text-ink">
        {notFound ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}
