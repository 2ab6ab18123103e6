import { data } from "react-router";
import { renderEventReceipt } from "~/server/documents/event-receipt.server";
import { eventDocumentTitle } from "~/server/email/event-emails.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import { eventMail } from "~/server/services/events/view.server";
import type { Route } from "./+types/event-receipt";

/**
 * The event's receipt, or its quote before any money has moved (`/events/:id/receipt.pdf?key=…`),
 * drawn for this moment from the order as it stands. Shown in the browser (`inline`), never cached
 * or indexed; a wrong key is a 404, like an unknown event.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { events, origin, cookieSecret } = runtime();
  const event = await events.find(params.id, new URL(request.url).searchParams.get("key"));
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: noStore });
  const mail = eventMail({ origin, secret: cookieSecret, uidDomain: new URL(origin).hostname }, event);
  const pdf = await renderEventReceipt(mail, new Date());
  const kind = eventDocumentTitle(mail).toLowerCase();
  // The renderer's bytes may sit on any ArrayBuffer; a Response body takes a plain one.
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="rallyroom-${kind}-${event.id.slice(0, 8)}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
