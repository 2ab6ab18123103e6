import { isoUtc, parseSlotQuery } from "~/domain/scheduling";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/api.booking-slots";

/**
 * GET /api/booking/slots?type=intro|demo&from=YYYY-MM-DD&days=N&tz=IANA: the bookable slots of
 * `days` days of the visitor's calendar from `from` (both in `tz`), start and end in UTC, sorted.
 * A bad parameter answers 400 naming it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSlotQuery(new URL(request.url).searchParams);
  if (!query.ok)
    return Response.json(
      { error: query.error, parameter: query.parameter },
      { status: 400, headers: noStore },
    );
  const slots = await runtime().bookings.slots(query);
  return Response.json(
    {
      timeZone: query.timeZone,
      slots: slots.map((slot) => ({ start: isoUtc(slot.start), end: isoUtc(slot.end) })),
    },
    { headers: noStore },
  );
}
