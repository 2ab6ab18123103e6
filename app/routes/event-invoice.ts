import { data } from "react-router";
import { countDocument, pdfResponse } from "~/server/documents/serve.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/event-invoice";

/**
 * An event's invoice or credit note as a PDF (`/events/:id/invoices/INV-000042.pdf?key=…`, issue
 * 42): the event's own key signs it, as its receipt. Shown in the browser, never cached by a
 * browser or indexed; a wrong key, number or event is a 404. Each client address counts against
 * the documents' limit as for the receipt; the invoices service keeps drawn invoices in memory.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await countDocument(context);
  const key = new URL(request.url).searchParams.get("key");
  const pdf = await runtime().invoices.pdf(params.id, key, params.file);
  if (!pdf) throw data({ error: "Invoice not found" }, { status: 404, headers: noStore });
  return pdfResponse(pdf.bytes, pdf.filename);
}
