import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../app/lib/nonce";

/** The client's address as the host server determined it (trusted proxies only). */
export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfoContext).clientIp ?? "unknown";
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

const jsonError = (status: number, error: string) => ({
  ok: false as const,
  response: Response.json({ error }, { status }),
});

/**
 * Reads a JSON request body, answering 415 for another content type and 400 for text that is
 * not JSON. sendBeacon posts text/plain, so the analytics endpoint may allow it.
 */
export async function readJsonBody(request: Request, { allowTextPlain = false } = {}): Promise<JsonBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const accepted = type === "application/json" || (allowTextPlain && type === "text/plain");
  if (!accepted) return jsonError(415, "Send the request body as application/json.");
  let text: string;
  try {
    text = await request.text();
  } catch {
    return jsonError(400, "The request body could not be read.");
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return jsonError(400, "The request body is not valid JSON.");
  }
}
