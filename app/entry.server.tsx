import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import type { PageHandle } from "./lib/handle";
import { NonceProvider } from "./lib/nonce";
import { requestInfoContext } from "./lib/request-info";
import { logError } from "./server/log.server";
import { type CachedPage, type RenderLookup, withNonce } from "./server/render-cache.server";
import { runtime } from "./server/runtime.server";
import { createScriptsAfterFirstPaint, type HydrateWhen } from "./server/scripts-after-paint.server";

// The host server reaches the server-side runtime through this module, so one process has
// exactly one database client (see docs/decisions/003-host-and-runtime.md).
export { checkRequest } from "~/server/request-policy.server";
export { startRuntime, stopRuntime } from "~/server/runtime.server";
export { publicOrigin } from "./config/origin";
export { requestInfoContext };
export type ServerEntry = typeof import("./entry.server");
export type { CachedPage };

export const streamTimeout = 5_000;

/**
 * The host asks the render cache before React Router runs (docs/decisions/032-render-cache.md):
 * a hit is sent as it is with the response's own nonce (`renderedWithNonce`), a miss gives the
 * render a ticket to store itself under.
 */
export function lookupRender(request: {
  method: string;
  key: string;
  cookie: string | null | undefined;
}): RenderLookup {
  return runtime().renderCache.lookup(request);
}

export function renderedWithNonce(page: CachedPage, nonce: string): Buffer {
  return withNonce(page, nonce);
}

/** The handles of the routes matched for the page being rendered, root first. */
function matchedHandles(routerContext: EntryContext): (PageHandle | undefined)[] {
  return routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle as PageHandle | undefined,
  );
}

/** The render cache tags of the page being rendered, when its route takes part. */
function renderCacheTags(routerContext: EntryContext) {
  return matchedHandles(routerContext).at(-1)?.renderCache?.tags ?? null;
}

/** When the page's scripts load: "load" when any matched route asks for it, else at intent. */
function hydrateWhen(routerContext: EntryContext): HydrateWhen {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const load = matchedHandles(routerContext).some((handle, i) => {
    const hydrate = handle?.hydrate;
    return typeof hydrate === "function"
      ? hydrate(loaderData[matches[i]?.route.id ?? ""]) === "load"
      : hydrate === "load";
  });
  return load ? "load" : "intent";
}

/**
 * Errors that escape a loader or action: logged without the submitted values (a failed query's
 * error would otherwise print every field of the lead it was storing). A request the visitor
 * abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering runs without the host: no nonce, and the host hashes the inline scripts.
  const info = loadContext.get(requestInfoContext);
  const nonce = info.nonce || undefined;
  // A cache miss on a page that takes part: keep a copy of the body and store it once complete.
  const tags = info.renderTicket && nonce ? renderCacheTags(routerContext) : null;
  const capture =
    info.renderTicket && tags && request.method.toUpperCase() === "GET" && !responseHeaders.has("set-cookie")
      ? { ticket: info.renderTicket, tags, chunks: [] as Buffer[], failed: false }
      : null;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that is complete stays where it is in the HTML (the lead-form
        // islands). By default React moves one found after 12.8 KB of page to the end of the
        // document and swaps it in by script: the form would appear late, shift the page, and
        // be missing for a visitor without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const keep = capture && responseStatusCode === 200 ? capture : null;
          // The page is painted before its scripts load, which wait for the visitor's first
          // intent unless the page asks otherwise (app/server/scripts-after-paint.server.ts).
          const decoder = new StringDecoder("utf8");
          const rewrite = import.meta.env.PROD
            ? createScriptsAfterFirstPaint(hydrateWhen(routerContext))
            : null;
          const body = new Transform({
            transform(chunk: Buffer | string, _encoding, callback) {
              if (!rewrite) {
                keep?.chunks.push(Buffer.from(chunk));
                return callback(null, chunk);
              }
              const out = Buffer.from(rewrite.push(typeof chunk === "string" ? chunk : decoder.write(chunk)));
              keep?.chunks.push(out);
              callback(null, out.length ? out : undefined);
            },
            final(callback) {
              if (rewrite) {
                const rest = Buffer.from(rewrite.flush() + decoder.end());
                if (rest.length) {
                  keep?.chunks.push(rest);
                  this.push(rest);
                }
              }
              clearTimeout(timeoutId);
              timeoutId = undefined;
              if (keep && !keep.failed && nonce) {
                runtime().renderCache.store({
                  ticket: keep.ticket,
                  tags: keep.tags,
                  status: responseStatusCode,
                  headers: responseHeaders,
                  body: Buffer.concat(keep.chunks),
                  nonce,
                });
              }
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (keep) responseHeaders.set("X-Render-Cache", "miss");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          if (capture) capture.failed = true;
          responseStatusCode = 500;
          if (shellRendered) logError("Rendering failed", error);
        },
      },
    );
  });
}
