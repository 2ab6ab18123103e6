import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "~/config/site";
import { type PostRuleName, postRoutes } from "~/content/route-table";
import { addressKey, methodNotAllowed, noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { type RateLimiter, type RateLimitTier, rateLimitTiers } from "~/server/services/rate-limit.server";

/**
 * The one request policy. The host runs `checkRequest` on every request it hands to the app,
 * before anything reads a body: the table row for the path says which methods it takes, whether
 * a POST must come from this site, which body types and sizes it accepts, and how often one
 * client address may send it. Routes repeat none of these checks.
 */

/** Reads one request header; a fetch `Headers` object is one. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** What the policy looks at: a fetch `Request` fits, and so does the host's view of one. */
export interface PolicyRequest {
  method: string;
  /** The URL this site was addressed by: its origin (as the browser saw it) and the path. */
  url: string;
  headers: HeaderReader;
  clientIp: string;
}

export type OriginRule =
  /** Origin or Referer must name this site; a request with neither is refused. */
  | "this-site"
  /** A browser's request must name this site; one with neither header passes (see `sameOrigin`). */
  | "this-site-or-none"
  /** Not checked: the request proves itself another way (a signature). */
  | "any";

/** What a POST must satisfy before its route sees it. */
export interface PostRule {
  origin: OriginRule;
  /** Media types accepted in Content-Type (parameters such as charset are ignored). */
  contentTypes: readonly string[];
  maxBodyBytes: number;
  /**
   * Rows that name the same bucket share one count per client address; `quiet` leaves out
   * Retry-After (it would tell a guesser when to guess next).
   */
  rateLimit: { tier: RateLimitTier; bucket: string; quiet?: boolean } | null;
}

export type PolicyRow =
  | {
      /** Literal segments and `:name` for any one segment, matched without regard to case. */
      path: string;
      methods: readonly ["POST"] | readonly ["GET", "POST"];
      post: PostRule;
    }
  | {
      path: string;
      methods: readonly ["GET"];
      /**
       * A staff endpoint's other methods go on to its route, which checks the session first
       * (401) and only then answers 405: an anonymous caller learns nothing about it.
       */
      otherMethods?: "after-auth";
    };

const KB = 1024;
const formBody = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
const jsonBody = ["application/json"] as const;

/** A POST rule with the usual 64 KB body limit, counted per client address in `bucket`. */
const post = (
  origin: OriginRule,
  contentTypes: readonly string[],
  tier: RateLimitTier,
  bucket: string,
): PostRule => ({ origin, contentTypes, maxBodyBytes: 64 * KB, rateLimit: { tier, bucket } });

const posts: Record<PostRuleName, PostRule> = {
  /** The lead forms' JSON adapters (docs/api.md); server-to-server calls send neither header and pass. */
  leadJson: post("this-site-or-none", jsonBody, "normal", "post"),
  /** The lead forms themselves (/forms/:kind, with or without JavaScript): one count with the JSON adapters. */
  leadForm: post("this-site-or-none", formBody, "normal", "post"),
  /** Confirm and unsubscribe: mail clients' one-click POST (RFC 8058) sends no Origin. */
  mailLink: post("this-site-or-none", formBody, "mailLinks", "newsletter"),
  billingJson: post("this-site-or-none", jsonBody, "normal", "billing"),
  billingForm: post("this-site-or-none", formBody, "normal", "billing"),
  /** Booking a call or a demo, and moving or cancelling it from its emailed link. */
  bookingJson: post("this-site-or-none", jsonBody, "normal", "booking"),
  bookingForm: post("this-site-or-none", formBody, "normal", "booking"),
  /** A pending booking's emailed confirm link: the page's own form, counted apart from bookings. */
  bookingConfirm: post("this-site-or-none", formBody, "normal", "booking-confirm"),
  /**
   * sendBeacon posts text/plain. Only the site's own pages count visits: a browser sends Origin
   * with every POST, so a request without it is not a page view and would only inflate the funnel.
   */
  analytics: post("this-site", ["application/json", "text/plain"], "generous", "events"),
  /** Stripe signs the raw body; that signature, not the origin or a count, admits it. */
  stripeWebhook: { origin: "any", contentTypes: jsonBody, maxBodyBytes: 64 * KB, rateLimit: null },
  staffSignIn: {
    ...post("this-site", formBody, "strict", "sign-in"),
    rateLimit: { tier: "strict", bucket: "sign-in", quiet: true },
  },
  /**
   * Admin changes and sign-out. Not counted here, by address, before anyone knows who asks: a
   * stranger's posts from a staff member's network would use up that person's quota. Changes
   * are counted per signed-in staff member after the session and CSRF checks
   * (requireStaffPost, tier `staffWrites`); signing out is never counted.
   */
  staffWrite: { origin: "this-site", contentTypes: formBody, maxBodyBytes: 64 * KB, rateLimit: null },
};

const POST = ["POST"] as const;
const GET_POST = ["GET", "POST"] as const;

/**
 * Every path that takes more than GET and HEAD, from the route table (app/content/route-table.ts,
 * where each route names its rule). Any path not listed takes only those two.
 */
export const requestPolicy: readonly PolicyRow[] = postRoutes.map(
  (route): PolicyRow =>
    route.post
      ? { path: route.pattern, methods: route.postOnly ? POST : GET_POST, post: posts[route.post] }
      : { path: route.pattern, methods: ["GET"], otherMethods: "after-auth" },
);

const readOnly: PolicyRow = { path: "*", methods: ["GET"] };

const compiled = requestPolicy.map((row) => ({ row, segments: segmentsOf(row.path) }));

/**
 * The path's segments as React Router matches them: its data requests (`/billing.data`,
 * `/_.data` for `/`) belong to the page, trailing slashes and case do not matter.
 */
function segmentsOf(pathname: string): string[] {
  const path = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
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

/** The row for a path: the first that matches, or read-only. */
export function policyFor(pathname: string): PolicyRow {
  const segments = segmentsOf(pathname);
  const found = compiled.find(
    (entry) =>
      entry.segments.length === segments.length &&
      entry.segments.every((part, i) => part.startsWith(":") || part === segments[i]),
  );
  return found?.row ?? readOnly;
}

/** The `Allow` header for a row: HEAD goes with GET. */
export function allowedMethods(row: PolicyRow): string {
  return row.methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
}

/**
 * Whether a request comes from a page of this site. A browser names the page that sent a POST
 * in Origin (or at least Referer) and says `Sec-Fetch-Site: cross-site` when it is another
 * site's: a cross-site request, an opaque origin ("null"), or a header naming another origin
 * (scheme, host and port) is refused. A request with neither Origin nor Referer was not sent by
 * a browser page, so it carries no visitor's cookies: `headerless` says whether it passes.
 */
export function sameOrigin(
  request: { url: string; headers: HeaderReader },
  headerless: "pass" | "refuse" = "refuse",
): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const own = new URL(request.url).origin;
  const claimed = request.headers.get("origin") ?? request.headers.get("referer");
  if (claimed === null) return headerless === "pass";
  try {
    return new URL(claimed).origin === own;
  } catch {
    return false;
  }
}

export const crossSiteMessage = "This form can only be sent from the Rallyroom website.";
export const rateLimitedMessage =
  "Too many submissions from your network. Please wait a few minutes and try again.";

/** Methods that reach a route's action in React Router (the rest never get that far). */
const actionMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The request's verdict: null when it may go on to the app, else the answer to send. Only a
 * POST with a rate-limited row touches the database (`limiter` defaults to the runtime's).
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
  const row = policyFor(url.pathname);
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") {
    return row.methods.some((m) => m === "GET") ? null : methodNotAllowed(allowedMethods(row));
  }
  if (!("post" in row)) {
    if (row.otherMethods === "after-auth" && actionMethods.has(method)) return null;
    return methodNotAllowed(allowedMethods(row));
  }
  if (method !== "POST") return methodNotAllowed(allowedMethods(row));

  const rule = row.post;
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    refusal(request, status, error, headers);
  const declared = request.headers.get("content-length");
  if (declared === null && request.headers.get("transfer-encoding") !== null) {
    return refuse(411, "Send the request body with a Content-Length header.");
  }
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > rule.maxBodyBytes)) {
    return refuse(413, `The request body is larger than ${rule.maxBodyBytes / KB} KB.`);
  }
  if (rule.origin !== "any" && !sameOrigin(request, rule.origin === "this-site" ? "refuse" : "pass")) {
    return refuse(403, crossSiteMessage);
  }
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!rule.contentTypes.includes(type)) {
    return refuse(415, `Send the request body as ${rule.contentTypes.join(" or ")}.`);
  }
  if (rule.rateLimit) {
    const { tier, bucket } = rule.rateLimit;
    const result = await (limiter ?? runtime().rateLimiter).hit(
      `${bucket}:${addressKey(request.clientIp)}`,
      rateLimitTiers[tier],
    );
    if (!result.allowed) {
      return refuse(429, rateLimitedMessage, {
        ...(rule.rateLimit.quiet ? {} : { "Retry-After": String(result.retryAfterSeconds) }),
        "X-RateLimit-Scope": bucket,
      });
    }
  }
  return null;
}

const pageTitles: Record<number, string> = {
  403: "This form cannot be sent from here",
  429: "Please wait a moment",
};

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
 * page for a form a browser posted without JavaScript, linking back to the page it came from.
 */
function refusal(
  request: PolicyRequest,
  status: number,
  error: string,
  headers: Record<string, string>,
): Response {
  const navigation =
    request.headers.get("sec-fetch-mode") === "navigate" ||
    (request.headers.get("accept") ?? "").includes("text/html");
  if (!navigation) {
    const body = status === 403 || status === 429 ? { error, fieldErrors: {} } : { error };
    return Response.json(body, { status, headers: { ...noStore, ...headers } });
  }
  const title = pageTitles[status] ?? "This request was not accepted";
  // React escapes every text and attribute, as it does for the site's pages and emails.
  const h = createElement;
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
  const html = `<!doctype html>${renderToStaticMarkup(page)}`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...noStore, ...headers },
  });
}
