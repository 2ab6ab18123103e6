import { data } from "react-router";
import { countDocument, pdfResponse, receiptOf } from "~/server/documents/serve.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/event-receipt";

/**
 * The event's receipt, booking confirmation or quote (`/events/:id/receipt.pdf?key=…`), drawn
 * from the order as it stands and shown in the browser; a wrong key is a 404, like an unknown
 * event. Each client address may fetch 30 documents in 10 minutes (issue 40), so a few clients
 * cannot take the server from everyone else; the same document is drawn once a day.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await countDocument(context);
  const event = await runtime().events.find(params.id, new URL(request.url).searchParams.get("key"));
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: noStore });
  const { bytes, filename } = await receiptOf(event);
  return pdfResponse(bytes, filename);
}
