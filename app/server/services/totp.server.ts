import { Secret, TOTP } from "otpauth";

/**
 * Time-based one-time passwords (RFC 6238, the authenticator-app kind) through the `otpauth`
 * library: SHA-1, 6 digits, 30-second steps, which every authenticator app understands.
 */

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;

function totpFor(secretBase32: string, account = "", issuer = "") {
  return new TOTP({
    issuer,
    label: account,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a code was made for: the current one or one either side (clocks a little apart). */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** A fresh 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, account: string, issuer: string): string {
  return totpFor(secretBase32, account, issuer).toString();
}

/** The otpauth URL as a QR code (SVG markup) for the authenticator app's camera. */
export async function otpauthQrSvg(url: string): Promise<string> {
  // Only staff turning on an authenticator see one: the encoder loads then, not at start-up.
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
