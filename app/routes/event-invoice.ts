import { LRUCache } from "lru-cache";
import { data } from "react-router";
import { clientAddress, noStore } from "~/server/http.server";
import { rateLimitedMessage } from "~/server/request-policy.server";
import { runtime } from "~/server/runtime.server";
import { rateLimitTiers } from "~/server/services/rate-limit.server";
import type { Route } from "./+types/event-invoice";

/**
 * An event's invoice or credit note as a PDF (`/events/:id/invoices/INV-000042.pdf?key=…`, issue
 * 42): the event's own key signs it, as its receipt. Shown in the browser, never cached by a
 * browser or indexed; a wrong key, number or event is a 404. An issued invoice never changes,
 * so its bytes are kept in memory once drawn (at most 8 MB), and each client address counts
 * against the documents' limit as for the receipt.
 */
const drawn = new LRUCache<string, { bytes: Uint8Array<ArrayBuffer>; filename: string }>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.bytes.byteLength,
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { invoices, rateLimiter } = runtime();
  const limited = await rateLimiter.hit(`documents:${clientAddress(context)}`, rateLimitTiers.documents);
  if (!limited.allowed) {
    throw data(
      { error: rateLimitedMessage },
      { status: 429, headers: { ...noStore, "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const key = new URL(request.url).searchParams.get("key");
  const cacheKey = `${params.id}/${params.file}/${key}`;
  const pdf = drawn.get(cacheKey) ?? (await invoices.pdf(params.id, key, params.file));
  if (!pdf) throw data({ error: "Invoice not found" }, { status: 404, headers: noStore });
  drawn.set(cacheKey, pdf);
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.byteLength),
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
