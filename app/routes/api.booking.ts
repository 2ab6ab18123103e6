import { isoUtc } from "~/domain/scheduling";
import { clientAddress, noStore, readJsonBody } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { readAttribution } from "~/server/services/leads.server";
import type { Route } from "./+types/api.booking";

/**
 * POST /api/booking: books an intro call or a live demo. 201 `{ id, start, end, status:
 * "confirmed", manageUrl }`; 202 with `status: "pending"` and `holdExpiresAt` when the booking
 * waits for its email to be confirmed (decision 043), without `holdExpiresAt` when its time is
 * not held meanwhile (decision 064); 409 `{ error }` when the time is taken or
 * no longer bookable; 422 `{ error, fieldErrors }` for invalid fields; 429 `{ error,
 * fieldErrors }` past a booking limit. The request policy has admitted the request (same origin,
 * JSON, size, rate limit).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const value = body.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return Response.json(
      { error: "Send the booking as a JSON object.", fieldErrors: {} },
      { status: 400, headers: noStore },
    );
  }
  const result = await runtime().bookings.book(value, {
    attribution: readAttribution(value as Record<string, unknown>),
    clientAddress: clientAddress(context),
  });
  if (!result.ok) {
    const payload =
      result.status === 409
        ? { error: result.error }
        : { error: result.error, fieldErrors: result.fieldErrors };
    return Response.json(payload, { status: result.status, headers: noStore });
  }
  const pending = result.status === "pending";
  return Response.json(
    {
      id: result.id,
      start: isoUtc(result.start),
      end: isoUtc(result.end),
      status: result.status,
      ...(pending && result.holdExpiresAt !== null ? { holdExpiresAt: isoUtc(result.holdExpiresAt) } : {}),
      manageUrl: result.manageUrl,
    },
    { status: pending ? 202 : 201, headers: noStore },
  );
}
