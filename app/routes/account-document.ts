import { data } from "react-router";
import { requireAccount } from "~/server/account-http.server";
import { countDocument, pdfResponse, receiptOf } from "~/server/documents/serve.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-document";

/**
 * An event's document from the workspace (`/account/events/:id/documents/receipt.pdf` or
 * `…/INV-000042.pdf`, issue 43): for an address whose role sees documents (finance, organisers).
 * The same PDFs as the signed links draw; anyone else, or no such file, gets a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const account = await requireAccount(request);
  await countDocument(context);
  const found = await runtime().workspace.document(account.email, params.id, params.file);
  if (!found) throw data({ error: "Document not found" }, { status: 404, headers: noStore });
  const { bytes, filename } = found.kind === "receipt" ? await receiptOf(found.event) : found;
  return pdfResponse(bytes, filename);
}
