import type { createDeposits } from "~/server/services/deposits.server";

type Deposits = ReturnType<typeof createDeposits>;

/** Opens a deposit checkout session for a quote and reads it back; throws if either step fails. */
export async function openSession(deposits: Deposits, quoteId: string, owner: string) {
  const opened = await deposits.createSession(quoteId, owner);
  if (!opened.ok) throw new Error("no session");
  const session = await deposits.session(opened.sessionId);
  if (!session) throw new Error("session not stored");
  return { sessionId: opened.sessionId, session };
}

/** A valid quote request for a 40-person Survey Showdown with branding, under the client's reference. */
export const quoteRequest = (clientRef: string) => ({
  activity_slug: "survey-showdown",
  est_headcount: 40,
  contact_email: "Planner@Example.com",
  client_ref: clientRef,
  addons: ["branding"],
});

type QuoteFormFields = Record<string, string | number | readonly string[]>;

/** A form body as /billing's forms send it: every value of a list under its one name. */
function billingForm(intent: string, fields: QuoteFormFields): string {
  const body = new URLSearchParams({ intent });
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === "object" ? value : [value]) body.append(name, String(item));
  }
  return body.toString();
}

/** POSTs one of /billing's forms from the site's own page (Origin), as a browser without JavaScript. */
export function postBillingForm(
  base: string,
  intent: "create" | "deposit" | "invoice",
  fields: QuoteFormFields,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/billing`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, ...headers },
    body: billingForm(intent, fields),
  });
}

/** The ids of the quotes a browser holds, newest first, as /billing lists them. */
export async function quoteIdsOf(base: string, cookie: string): Promise<string[]> {
  const page = await (await fetch(`${base}/billing`, { headers: { cookie } })).text();
  return [...page.matchAll(/data-quote-id="([^"]+)"/g)].map((match) => match[1] ?? "");
}

/**
 * Creates a quote through /billing's form (the quote form's one way in): the browser's signed
 * cookie (`cookie` when given, else the one the answer mints) and the new quote's id.
 */
export async function createQuoteByForm(
  base: string,
  fields: QuoteFormFields,
  headers: Record<string, string> = {},
): Promise<{ cookie: string; quoteId: string }> {
  const response = await postBillingForm(base, "create", fields, headers);
  await response.body?.cancel();
  if (response.status !== 303 || response.headers.get("location") !== "/billing?created=1") {
    throw new Error(`creating a quote answered ${response.status}`);
  }
  const minted = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const cookie = headers.cookie ?? minted;
  const [quoteId] = await quoteIdsOf(base, cookie);
  if (!cookie.startsWith("rr_browser=") || !quoteId) throw new Error("the quote is not this browser's");
  return { cookie, quoteId };
}
