/**
 * The checkout of an activity's event (`/activities/:slug/book`), carrying what the buyer chose
 * so far: the headcount and the add-ons (repeated `addOns`, as the checkout's own form sends
 * them). A plain URL, so every "Book this event" link works without JavaScript.
 */
export function eventCheckoutHref(
  slug: string,
  choices: { headcount?: number | null; addOns?: readonly string[] } = {},
): string {
  const query = new URLSearchParams();
  if (choices.headcount !== undefined && choices.headcount !== null)
    query.set("headcount", String(choices.headcount));
  for (const id of choices.addOns ?? []) query.append("addOns", id);
  const search = query.toString();
  return `/activities/${encodeURIComponent(slug)}/book${search ? `?${search}` : ""}`;
}
