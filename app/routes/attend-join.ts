import { data, redirect } from "react-router";
import { privatePage } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/attend-join";

/**
 * The join button (`/attend/:id/join?key=…`, issue 41): inside the window (from
 * `site.attendees.joinOpensMinutes` before the start to the end) of a booked event it records
 * the attendee's first join and answers 303 to the event's call, read at each press so staff may
 * change it, and only when it is an allowed https link. Before the window, after the end, for a
 * cancelled event or with no allowed link it records nothing and answers 303 back to the
 * attendee's page with `?join=early|ended|cancelled|not_booked|no_link`, which the page explains.
 * No referrer goes to the call's site (the key is in this URL); nothing is cached.
 */
const headers = { ...privatePage, "Referrer-Policy": "no-referrer" } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const result = await runtime().attendees.join(params.id, key);
  if ("redirect" in result) throw redirect(result.redirect, { status: 303, headers });
  if (result.refused === "not_found") throw data({ error: "Event not found" }, { status: 404, headers });
  const page = `/attend/${encodeURIComponent(params.id)}?key=${encodeURIComponent(key ?? "")}`;
  throw redirect(`${page}&join=${result.refused}#join`, { status: 303, headers });
}
