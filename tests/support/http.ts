import { expect } from "vitest";

/** Requests the integration tests send to a running server, none of them following a redirect. */

type HeaderFields = Record<string, string>;

/** POSTs `body` as JSON to `url`; a string is sent as it is, to test what the server does with it. */
export function postJson(url: string, body: unknown, headers: HeaderFields = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** POSTs `fields` form-encoded to `url`, as a page without JavaScript does; pairs may repeat a name. */
export function postForm(
  url: string,
  fields: Record<string, string> | [string, string][],
  headers: HeaderFields = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Sends `send` 21 times, one more than a client address may post in the window, and returns the
 * statuses in order. Each 429 must say when to retry and that there were too many submissions;
 * `checkRefusal` checks what else a refusal carries.
 */
export async function statusesPastLimit(
  send: () => Promise<Response>,
  checkRefusal: (refused: Response) => void = () => {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const response = await send();
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      checkRefusal(response);
      expect(((await response.json()) as { error: string }).error).toMatch(/Too many submissions/);
    } else await response.body?.cancel();
  }
  return statuses;
}
