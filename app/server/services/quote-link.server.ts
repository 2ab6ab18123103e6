import { createHmac } from "node:crypto";
import { safeEqual } from "~/server/services/crypto.server";

/**
 * The key of a quote's emailed link: HMAC-SHA256 of the quote id with the runtime's cookie
 * secret, base64url. Whoever holds the link may view that quote and pay its deposit from any
 * browser; without the key the quote does not exist for them.
 */
export function quoteKey(quoteId: string, secret: string): string {
  return createHmac("sha256", secret).update(quoteId, "utf8").digest("base64url");
}

export function quoteKeyMatches(quoteId: string, key: unknown, secret: string): boolean {
  return typeof key === "string" && safeEqual(key, quoteKey(quoteId, secret));
}

export function quoteLinkPath(quoteId: string, secret: string): string {
  return `/billing/quote/${quoteId}?key=${quoteKey(quoteId, secret)}`;
}
