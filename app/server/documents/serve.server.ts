import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { data, type RouterContextProvider } from "react-router";
import { renderEventReceipt } from "~/server/documents/event-receipt.server";
import { eventDocument } from "~/server/email/event-wording.server";
import { clientAddress, noStore } from "~/server/http.server";
import { rateLimitedMessage } from "~/server/request-policy.server";
import { runtime } from "~/server/runtime.server";
import { type EventView, eventMail } from "~/server/services/events/view.server";
import { rateLimitTiers } from "~/server/services/rate-limit.server";

/**
 * How every PDF route answers (the receipt, invoices, the workspace's documents and the vendor
 * pack): each client address may fetch `documents` a window (a PDF costs CPU to draw, issue 40),
 * and the file is sent never to be kept by a browser or a shared cache, never indexed.
 */

/** Counts the request against its address's documents; past the count, throws the 429. */
export async function countDocument(context: Readonly<RouterContextProvider>): Promise<void> {
  const limited = await runtime().rateLimiter.hit(
    `documents:${clientAddress(context)}`,
    rateLimitTiers.documents,
  );
  if (!limited.allowed) {
    throw data(
      { error: rateLimitedMessage },
      { status: 429, headers: { ...noStore, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
}

/** A PDF shown in the browser (`inline`) or saved (`attachment`). */
export function pdfResponse(
  bytes: Uint8Array,
  filename: string,
  disposition: "inline" | "attachment" = "inline",
) {
  // The renderer's bytes may sit on any ArrayBuffer; a Response body takes a plain one.
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * The event's receipt, booking confirmation or quote, as `eventDocument` names it, drawn from the
 * order as it stands. A PDF costs about 200 ms of CPU: the same document (the same facts on the
 * same day) is drawn once a day and kept in memory (at most 8 MB).
 */
const drawnReceipts = new LRUCache<string, Uint8Array<ArrayBuffer>>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.byteLength,
});

export async function receiptOf(event: EventView): Promise<{ bytes: Uint8Array; filename: string }> {
  const { origin, cookieSecret } = runtime();
  const mail = eventMail({ origin, secret: cookieSecret, uidDomain: new URL(origin).hostname }, event);
  const now = new Date();
  const key = createHash("sha256")
    .update(`${now.toISOString().slice(0, 10)}\n${JSON.stringify(mail)}`)
    .digest("base64url");
  let bytes = drawnReceipts.get(key);
  if (!bytes) {
    bytes = await renderEventReceipt(mail, now);
    drawnReceipts.set(key, bytes);
  }
  return { bytes, filename: eventDocument(mail).filename };
}
