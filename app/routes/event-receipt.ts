import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { data } from "react-router";
import { renderEventReceipt } from "~/server/documents/event-receipt.server";
import { eventDocument } from "~/server/email/event-wording.server";
import { clientAddress, noStore } from "~/server/http.server";
import { rateLimitedMessage } from "~/server/request-policy.server";
import { runtime } from "~/server/runtime.server";
import { eventMail } from "~/server/services/events/view.server";
import { rateLimitTiers } from "~/server/services/rate-limit.server";
import type { Route } from "./+types/event-receipt";

/**
 * The event's receipt, booking confirmation or quote, as `eventDocument` names it and its file
 * (`/events/:id/receipt.pdf?key=…`), drawn from the order as it stands. Shown in the browser (`inline`), never cached by a browser
 * or indexed; a wrong key is a 404, like an unknown event.
 *
 * A PDF costs about 200 ms of CPU to draw: the same document (the same facts on the same day) is
 * drawn once a day and kept in memory (at most 8 MB), and each client address may fetch 30 in
 * 10 minutes (issue 40), so a few clients cannot take the server from everyone else.
 */
const drawn = new LRUCache<string, Uint8Array<ArrayBuffer>>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.byteLength,
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { events, origin, cookieSecret, rateLimiter } = runtime();
  const limited = await rateLimiter.hit(`documents:${clientAddress(context)}`, rateLimitTiers.documents);
  if (!limited.allowed) {
    throw data(
      { error: rateLimitedMessage },
      { status: 429, headers: { ...noStore, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const event = await events.find(params.id, new URL(request.url).searchParams.get("key"));
  if (!event) throw data({ error: "Event not found" }, { status: 404, headers: noStore });
  const mail = eventMail({ origin, secret: cookieSecret, uidDomain: new URL(origin).hostname }, event);
  const now = new Date();
  const key = createHash("sha256")
    .update(`${now.toISOString().slice(0, 10)}\n${JSON.stringify(mail)}`)
    .digest("base64url");
  let pdf = drawn.get(key);
  if (!pdf) {
    pdf = await renderEventReceipt(mail, now);
    drawn.set(key, pdf);
  }
  // The renderer's bytes may sit on any ArrayBuffer; a Response body takes a plain one.
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="${eventDocument(mail).filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
