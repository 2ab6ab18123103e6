import { createHmac, randomBytes } from "node:crypto";

/** RFC 6238 time-based one-time passwords (the authenticator-app kind), on node:crypto alone. */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("The TOTP secret is not base32.");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export interface TotpOptions {
  /** Seconds per step (RFC 6238 X). */
  step?: number;
  digits?: number;
  algorithm?: "sha1" | "sha256" | "sha512";
}

/** The code for a key at a Unix time in seconds (RFC 4226 dynamic truncation). */
export function totp(key: Uint8Array, unixSeconds: number, options: TotpOptions = {}): string {
  const { step = 30, digits = 6, algorithm = "sha1" } = options;
  const counter = Math.floor(unixSeconds / step);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** Accepts the current step and one on either side, for clocks a little apart. */
export function verifyTotp(
  secretBase32: string,
  code: string,
  now = Date.now(),
  options: TotpOptions = {},
): boolean {
  const digits = options.digits ?? 6;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return false;
  const key = base32Decode(secretBase32);
  const seconds = Math.floor(now / 1000);
  const step = options.step ?? 30;
  let match = false;
  for (const drift of [-1, 0, 1]) {
    // No early return: the time taken does not tell which window matched.
    if (totp(key, seconds + drift * step, options) === code) match = true;
  }
  return match;
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
