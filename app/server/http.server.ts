import ipaddr from "ipaddr.js";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/lib/request-info";

/**
 * The client an address stands for, as every limit counts it: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one too), an IPv6 address by its /64, the block one subscriber gets, so
 * rotating addresses inside it counts as one client (issue 40). Anything unparsable stays as is.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(":")}::/64`;
}

/** The client's address as the host server determined it (trusted proxies only), as limits count it. */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  const ip = context.get(requestInfoContext).clientIp;
  return ip ? addressKey(ip) : "unknown";
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body, answering 400 for text that is not JSON. The request policy has
 * already refused other content types (415) and bodies over the size limit (413).
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const fail = (error: string): JsonBody => ({
    ok: false,
    response: Response.json({ error }, { status: 400 }),
  });
  let text: string;
  try {
    text = await request.text();
  } catch {
    return fail("The request body could not be read.");
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail("The request body is not valid JSON.");
  }
}

/** Headers of every answer that must never be stored by a browser or a shared cache. */
export const noStore = { "Cache-Control": "no-store" } as const;

/**
 * `Cache-Control` of a rendered page that is the same for every visitor: browsers revalidate it
 * each time, a shared cache in front (a CDN, a proxy) may answer it for 10 s and serve it stale
 * for a minute while it refetches (docs/decisions/042-standard-runtime.md).
 */
export const sharedPageCache = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

/** A route's `headers` when its page is the same for every visitor with its URL. */
export const sharedPageHeaders = () => ({ "Cache-Control": sharedPageCache });

/** Headers of a page behind a signed key (an event, a booking, a quote link): never kept, never indexed. */
export const privatePage = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** A route's `headers` for a page behind a key: the document, its data, errors and action answers alike. */
export const privatePageHeaders = () => privatePage;

/** A route's `headers` when its loader decides how the page may be cached (who is asking). */
export const loaderCacheHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

/** The one 405 answer: names the methods the endpoint takes in `Allow`. */
export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { error: `Use ${allow} for this endpoint.` },
    { status: 405, headers: { Allow: allow, ...noStore } },
  );
}
