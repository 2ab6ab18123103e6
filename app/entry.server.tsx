import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/lib/nonce";
import { requestInfoContext } from "~/lib/request-info";
import { logError } from "~/server/log.server";

// The host server reaches the server-side runtime through this module, so one process has
// exactly one database client (see docs/decisions/003-host-and-runtime.md).
export { publicOrigin } from "~/config/origin";
export { checkRequest } from "~/server/request-policy.server";
export { startRuntime, stopRuntime } from "~/server/runtime.server";
export { requestInfoContext };
export type ServerEntry = typeof import("./entry.server");

export const streamTimeout = 5_000;

/**
 * Errors that escape a loader or action: logged without the submitted values (a failed query's
 * error would otherwise print every field of the lead it was storing). A request the visitor
 * abandoned is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
};

/**
 * React Router's standard streaming entry (docs/decisions/042-standard-runtime.md), with the
 * response's CSP nonce on every script it writes. Prerendering runs without the host: no nonce
 * then, and the host allows the prerendered pages' inline scripts by their hashes.
 */
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
  const nonce = loadContext.get(requestInfoContext).nonce || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
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
          responseStatusCode = 500;
          if (shellRendered) logError("Rendering failed", error);
        },
      },
    );
  });
}
