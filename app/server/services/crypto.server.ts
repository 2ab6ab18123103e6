import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Constant-time comparison of two strings (tokens, link keys); false when lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random token of `bytes` bytes, base64url (32 bytes: 43 characters). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("base64url");
