import { randomBytes } from "node:crypto";
import { publicOrigin } from "~/config/origin";
import { site } from "~/config/site";
import type { Db } from "~/server/db/client.server";
import type { QuoteLinkOptions } from "~/server/services/quote/model.server";

export interface QuoteServiceOptions {
  /** The deposit's share of the total, in percent; the site's setting when left out. */
  depositPercent?: number;
  /** Origin and secret of the emailed quote links. */
  link?: QuoteLinkOptions;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued?: () => void;
}

/** What every part of the quote service shares: the database and its options, resolved once. */
export interface QuoteContext {
  db: Db;
  depositPercent: number;
  link: QuoteLinkOptions;
  onQueued: () => void;
}

export function quoteContext(db: Db, options: QuoteServiceOptions): QuoteContext {
  return {
    db,
    depositPercent: options.depositPercent ?? site.deposit.percent,
    // The runtime passes its cookie secret and public origin; a bare service (tests) signs with a
    // secret of its own on the build's public origin.
    link: options.link ?? { origin: publicOrigin, secret: randomBytes(32).toString("base64url") },
    onQueued: () => options.onQueued?.(),
  };
}
