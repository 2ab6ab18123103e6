import type { Db } from "~/server/db/client.server";
import { createQuoteAdmin } from "~/server/services/quote/admin.server";
import { createQuoteClient } from "~/server/services/quote/client.server";
import { type QuoteServiceOptions, quoteContext } from "~/server/services/quote/context.server";
import { createQuoteStatus } from "~/server/services/quote/status.server";

/**
 * The quote service as the runtime holds it (`runtime().quotes`): one object made of the parts of
 * app/server/services/quote/, each owning one job: client.server.ts (catalogue, creation priced on
 * the server, the client's own quotes), status.server.ts (invoice request and staff's status
 * changes, with their emails from notify.server.ts) and admin.server.ts (staff's figures and
 * list). Types, statuses and row rules that need no database are imported from
 * app/server/services/quote/model.server.ts, never from here.
 */
export function createQuotes(db: Db, options: QuoteServiceOptions = {}) {
  const context = quoteContext(db, options);
  return {
    ...createQuoteClient(context),
    ...createQuoteStatus(context),
    ...createQuoteAdmin(context),
  };
}

export type QuoteService = ReturnType<typeof createQuotes>;
