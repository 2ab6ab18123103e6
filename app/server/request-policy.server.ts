import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/config/site";
import { addressKey, methodNotAllowed, noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { type RateLimiter, type RateLimitTier, rateLimitTiers } from "~/server/services/rate-limit.server";

/**
 * The one request policy. The host (server/host.ts) runs `checkRequest` on every request it hands
 * to the app, before anything reads a body, and says what the route at the path takes, read from
 * the route's own module: GET (and HEAD) where it has a page or a loader, POST where it has an
 * action. Any other method, or one the route does not take, is answered 405 with `Allow`.
 *
 * A POST must then declare a body of at most 64 KB (a row's `maxBody` where it takes a file),
 * come from a page of this site, send a body type its path takes, and stay within its bucket's
 * count per client address. How those differ is the table below, by path prefix; the first row
 * that matches decides. Routes repeat none of it.
 */

/** Reads one request header; a fetch `Headers` object is one. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** What the policy looks at: the host's view of a request. */
export interface PolicyRequest {
  method: string;
  /** The URL this site was addressed by: its origin (as the browser saw it) and the path. */
  url: string;
  headers: HeaderReader;
  clientIp: string;
  /** What the route at this path takes (the host reads it from the route's module). */
  takes: readonly ("GET" | "POST")[];
}

interface Rule {
  /** Path prefixes, by whole segments, matched without regard to case; `*` is any one segment. */
  paths: readonly string[];
  /**
   * `site`: Origin or Referer names this site. `site-or-none`: so does a browser's, and a request
   * with neither (a server, a mail client) passes; it carries no visitor's cookies. `anyone`: the
   * request proves itself another way.
   */
  from: "site" | "site-or-none" | "anyone";
  /** Media types accepted in Content-Type (parameters such as charset are ignored). */
  body: readonly string[];
  /** Paths of a row share one count per address; `quiet` leaves out Retry-After (no timing a guess). */
  limit: { tier: RateLimitTier; bucket: string; quiet?: true } | null;
  /** Other methods than POST (PUT, DELETE) go on to the route as well. */
  anyMethod?: true;
  /** The largest body the path takes, in bytes, where it is not MAX_BODY (a file upload). */
  maxBody?: number;
}

const form = ["application/x-www-form-urlencoded", "multipart/form-data"];
const json = ["application/json"];
const counted = (bucket: string, tier: RateLimitTier = "normal") => ({ tier, bucket });
const MAX_BODY = 64 * 1024;

const rules: readonly Rule[] = [
  // Stripe signs the raw body: that signature, not an origin or a count, admits it.
  { paths: ["/api/stripe/webhook"], from: "anyone", body: json, limit: null },
  // sendBeacon posts text/plain; a POST without Origin was not sent by a page, so it is no visit.
  {
    paths: ["/api/events"],
    from: "site",
    body: [...json, "text/plain"],
    limit: counted("events", "generous"),
  },
  // The staff API checks the session first (401), then refuses every change (405).
  { paths: ["/api/admin"], from: "anyone", body: [], limit: null, anyMethod: true },
  { paths: ["/api/booking"], from: "site-or-none", body: json, limit: counted("booking") },
  // The contact endpoint counts with the lead forms.
  { paths: ["/api"], from: "site-or-none", body: json, limit: counted("post") },
  {
    paths: ["/admin/sign-in"],
    from: "site",
    body: form,
    limit: { ...counted("sign-in", "strict"), quiet: true },
  },
  // The vendor pack's upload: a PDF of at most 4 MB in a multipart form.
  { paths: ["/admin/vendor-pack"], from: "site", body: form, limit: null, maxBody: 5 * 1024 * 1024 },
  // Admin changes: counted per signed-in staff member after the session and CSRF checks
  // (requireStaffPost), never by address first, where a stranger could use up staff's quota.
  { paths: ["/admin"], from: "site", body: form, limit: null },
  // Confirm and one-click unsubscribe (RFC 8058): mail clients post with no Origin.
  { paths: ["/newsletter"], from: "site-or-none", body: form, limit: counted("newsletter", "mailLinks") },
  // An attendee's page (answer, zone, kit address) and its one-click unsubscribe, from their emails.
  { paths: ["/attend"], from: "site-or-none", body: form, limit: counted("attend", "mailLinks") },
  // The survey after an event: its own page posts it (a browser always names it); the people of
  // one office answer from one address, hence the mail links' tier.
  { paths: ["/survey"], from: "site", body: form, limit: counted("survey", "mailLinks") },
  // The organiser's workspace (issue 43): a sign-in link is asked for on the site's own page and
  // counted strictly per address (its per-email count is the sign-in service's); the link's button,
  // and every change a signed-in organiser makes (after its session's CSRF token), come from the site.
  {
    paths: ["/account/sign-in"],
    from: "site",
    body: form,
    limit: { ...counted("account-sign-in", "strict"), quiet: true },
  },
  { paths: ["/account/verify"], from: "site", body: form, limit: counted("account-verify", "strict") },
  { paths: ["/account"], from: "site", body: form, limit: counted("account", "lists") },
  { paths: ["/billing"], from: "site-or-none", body: form, limit: counted("billing") },
  { paths: ["/booking/*/confirm"], from: "site-or-none", body: form, limit: counted("booking-confirm") },
  // An organiser's attendee list takes a post per person removed or re-sent (its own tier).
  {
    paths: ["/events/*/attendees"],
    from: "site-or-none",
    body: form,
    limit: counted("attendee-lists", "lists"),
  },
  {
    paths: ["/book", "/booking", "/events", "/activities/*/book"],
    from: "site-or-none",
    body: form,
    limit: counted("booking"),
  },
  // Every other form: the lead forms (/forms/:kind).
  { paths: [""], from: "site-or-none", body: form, limit: counted("post") },
];

/** A path's segments as React Router reads them: its data URL is the page's, case and a trailing slash do not count. */
function segmentsOf(pathname: string): string[] {
  const path = pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.replace(/\.data$/, "");
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

const matches = (prefix: string, segments: string[]) =>
  prefix
    .split("/")
    .filter(Boolean)
    .every((part, i) => (part === "*" ? i < segments.length : part === segments[i]));

/** The row that decides for a path (the last row takes every path). */
export function ruleFor(pathname: string): Rule {
  const segments = segmentsOf(pathname);
  return rules.find((rule) => rule.paths.some((prefix) => matches(prefix, segments))) as Rule;
}

/**
 * Whether a request comes from a page of this site. A browser names the page that sent a POST
 * in Origin (or at least Referer) and says `Sec-Fetch-Site: cross-site` when it is another
 * site's: a cross-site request, an opaque origin ("null"), or a header naming another origin
 * (scheme, host and port) is refused. A request with neither Origin nor Referer was not sent by
 * a browser page: `headerless` says whether it passes.
 */
export function sameOrigin(
  request: { url: string; headers: HeaderReader },
  headerless: "pass" | "refuse" = "refuse",
): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const claimed = request.headers.get("origin") ?? request.headers.get("referer");
  if (claimed === null) return headerless === "pass";
  try {
    return new URL(claimed).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

export const crossSiteMessage = "This form can only be sent from the Rallyroom website.";
export const rateLimitedMessage =
  "Too many submissions from your network. Please wait a few minutes and try again.";

/** Methods that reach a route's action in React Router. */
const actionMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The request's verdict: null when it may go on to the app, else the answer to send. Only a
 * counted POST touches the database (`limiter` defaults to the runtime's).
 */
export async function checkRequest(
  request: PolicyRequest,
  limiter?: Pick<RateLimiter, "hit">,
): Promise<Response | null> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Response.json({ error: "Bad request." }, { status: 400, headers: noStore });
  }
  const method = request.method.toUpperCase();
  const reads = request.takes.includes("GET");
  const acts = request.takes.includes("POST");
  const allow = [...(reads ? ["GET", "HEAD"] : []), ...(acts ? ["POST"] : [])].join(", ");
  if (method === "GET" || method === "HEAD") return reads ? null : methodNotAllowed(allow);
  const rule = ruleFor(url.pathname);
  if (acts && rule.anyMethod && actionMethods.has(method)) return null;
  if (method !== "POST" || !acts) return methodNotAllowed(allow);

  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    refusal(request, status, error, headers);
  const declared = request.headers.get("content-length");
  if (declared === null && request.headers.get("transfer-encoding") !== null) {
    return refuse(411, "Send the request body with a Content-Length header.");
  }
  const maxBody = rule.maxBody ?? MAX_BODY;
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBody)) {
    const size = maxBody >= 1024 * 1024 ? `${maxBody / 1024 / 1024} MB` : `${maxBody / 1024} KB`;
    return refuse(413, `The request body is larger than ${size}.`);
  }
  if (rule.from !== "anyone" && !sameOrigin(request, rule.from === "site" ? "refuse" : "pass")) {
    return refuse(403, crossSiteMessage);
  }
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!rule.body.includes(type)) return refuse(415, `Send the request body as ${rule.body.join(" or ")}.`);
  if (!rule.limit) return null;
  const { tier, bucket, quiet } = rule.limit;
  const counted = await (limiter ?? runtime().rateLimiter).hit(
    `${bucket}:${addressKey(request.clientIp)}`,
    rateLimitTiers[tier],
  );
  if (counted.allowed) return null;
  return refuse(429, rateLimitedMessage, {
    ...(quiet ? {} : { "Retry-After": String(counted.retryAfterSeconds) }),
    "X-RateLimit-Scope": bucket,
  });
}

/** The page a refused form came from when it is one of ours, else the home page. */
function backLink(request: PolicyRequest): string {
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    return from.origin === new URL(request.url).origin ? `${from.pathname}${from.search}` : "/";
  } catch {
    return "/";
  }
}

/**
 * A refused POST: JSON for scripts (`{ error, fieldErrors }`, as the forms read it), and a short
 * page for a form a browser posted without JavaScript, leading back to the page it came from.
 */
function refusal(request: PolicyRequest, status: number, error: string, headers: Record<string, string>) {
  const navigation =
    request.headers.get("sec-fetch-mode") === "navigate" ||
    (request.headers.get("accept") ?? "").includes("text/html");
  if (!navigation) {
    const body = status === 403 || status === 429 ? { error, fieldErrors: {} } : { error };
    return Response.json(body, { status, headers: { ...noStore, ...headers } });
  }
  const title =
    status === 403
      ? "This form cannot be sent from here"
      : status === 429
        ? "Please wait a moment"
        : "This request was not accepted";
  // React escapes every text and attribute, as it does for the site's pages and emails.
  const page = h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "robots", content: "noindex" }),
      h("title", null, `${title} | ${site.name}`),
    ),
    h(
      "body",
      null,
      h(
        "main",
        null,
        h("h1", null, title),
        h("p", null, error),
        h("p", null, h("a", { href: backLink(request) }, "Go back")),
      ),
    ),
  );
  return new Response(`<!doctype html>${renderToStaticMarkup(page)}`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...noStore, ...headers },
  });
}
