import { data } from "react-router";
import { requireAccount } from "~/server/account-http.server";
import { countDocument, pdfResponse } from "~/server/documents/serve.server";
import { noStore } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-vendor-document";

/**
 * A vendor document's PDF (`/account/vendor-pack/:id`, issue 43), for a signed-in organiser, and
 * only while it is the current document of its kind: a superseded or expired one is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAccount(request);
  const { vendorPack } = runtime();
  await countDocument(context);
  const file = await vendorPack.download(params.id);
  if (!file) throw data({ error: "Document not found" }, { status: 404, headers: noStore });
  return pdfResponse(file.bytes, file.filename, "attachment");
}
