import { data } from "react-router";
import { type LeadAnswer, type LeadRefused, leadFieldsFromForm } from "~/domain/lead-fields";
import type { LeadKind } from "~/domain/lead-kinds";
import { safeReturnPath } from "~/lib/safe-path";
import { noStore, readJsonBody } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";

/**
 * The server side of every lead form: one function stores a submission (`submitLead`), the
 * /forms/:kind route action answers the form with it (`leadFormAction`, the same for a post
 * without JavaScript and for a fetcher's), and each JSON endpoint kept for outside callers is a
 * thin adapter over it (`leadJsonAction`, docs/api.md). The request policy has already admitted
 * the request (same origin, body type and size, rate limit).
 */

/** The path of the page that sent the request, from its Referer; null without a usable one. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/**
 * Stores one lead of `kind` from its fields (a form's or a JSON body's). Attribution comes with
 * the fields (the browser fills the hidden inputs from the visit); without it, the page the form
 * was on stands in for the landing path: the form's `return_to`, else the Referer.
 */
export function submitLead(kind: LeadKind, fields: Record<string, unknown>, request: Request) {
  const landing = fields.landing_path ?? safeReturnPath(fields.return_to) ?? refererPath(request);
  return runtime().leads.submit(kind, { ...fields, landing_path: landing });
}

/** What was typed, to draw the refused form again: text fields only, never the trap or the way back. */
function typedValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" && name !== "website" && name !== "return_to") values[name] = value;
  }
  return values;
}

/**
 * The /forms/:kind action: a post without JavaScript gets the page drawn again with this answer,
 * a fetcher gets the same answer as data. Refusals keep their status (400, 409, 422).
 */
export async function leadFormAction(kind: LeadKind, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const unreadable: LeadRefused = {
      ok: false,
      error: "The form could not be read. Please try again.",
      fieldErrors: {},
      values: {},
      returnTo: null,
    };
    return data<LeadAnswer>(unreadable, { status: 400, headers: noStore });
  }
  const fields = leadFieldsFromForm(form);
  const returnTo = safeReturnPath(fields.return_to);
  const result = await submitLead(kind, fields, request);
  if (!result.ok) {
    const refused: LeadRefused = {
      ok: false,
      error: result.error,
      fieldErrors: result.fieldErrors,
      values: typedValues(fields),
      returnTo,
    };
    return data<LeadAnswer>(refused, { status: result.status, headers: noStore });
  }
  const source = typeof fields.source === "string" && fields.source ? fields.source : null;
  const voucher = result.voucher
    ? { code: result.voucher.code, expires_at: result.voucher.expires_at }
    : null;
  return data<LeadAnswer>({ ok: true, voucher, source, returnTo }, { headers: noStore });
}

/**
 * A JSON endpoint over `submitLead` (/api/contact): 201 `{ ok, id }`; refusals `{ error,
 * fieldErrors }` with 400, 409 or 422; a body that is not a JSON object 400.
 */
export async function leadJsonAction(request: Request, kind: LeadKind): Promise<Response> {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const value = body.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return Response.json(
      { error: "Send the form fields as a JSON object.", fieldErrors: {} },
      { status: 400, headers: noStore },
    );
  }
  const result = await submitLead(kind, value as Record<string, unknown>, request);
  if (!result.ok) {
    return Response.json(
      { error: result.error, fieldErrors: result.fieldErrors },
      { status: result.status, headers: noStore },
    );
  }
  return Response.json({ ok: true, id: result.leadId }, { status: 201, headers: noStore });
}
