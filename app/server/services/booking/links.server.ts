import { createHmac } from "node:crypto";
import { safeEqual } from "~/server/services/crypto.server";

/**
 * The signed links of a booking. The key of a booking's links (manage, .ics, the thank-you
 * page): HMAC-SHA256 of the booking id with the runtime's cookie secret. Whoever holds the link
 * may see, move or cancel that booking.
 */
export function bookingKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking:${id}`, "utf8").digest("base64url");
}

export function bookingKeyMatches(id: string, key: unknown, secret: string): boolean {
  return typeof key === "string" && safeEqual(key, bookingKey(id, secret));
}

/**
 * The key of a pending booking's confirmation link, sent only to its email address: a different
 * HMAC from the booking's own key (which the booking page and the API answer carry), so only
 * someone who reads that mailbox can make the booking final.
 */
export function bookingConfirmKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`booking-confirm:${id}`, "utf8").digest("base64url");
}

/** Whether `key` is the confirmation key of booking `id`. */
export function bookingConfirmKeyMatches(id: string, key: unknown, secret: string): boolean {
  return typeof key === "string" && safeEqual(key, bookingConfirmKey(id, secret));
}

export function bookingPaths(id: string, secret: string) {
  const key = bookingKey(id, secret);
  return {
    key,
    manage: `/booking/${id}?key=${key}`,
    ics: `/booking/${id}/invite.ics?key=${key}`,
    thankYou: `/thank-you?booking=${id}&key=${key}`,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isBookingId = (value: unknown): value is string =>
  typeof value === "string" && uuidPattern.test(value);
