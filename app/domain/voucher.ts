import { site } from "~/config/site";
import { addOnRule, formatPrice, type VoucherUpgradeId, voucherUpgradeIds } from "./pricing";

/** No 0/O, 1/I/L: a code read aloud on a call cannot be misheard. */
export const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const ALPHABET = codeAlphabet;

/** Codes such as RALLY-7KQ2-M9XD: 8 random symbols from a 31-letter alphabet (about 40 bits). */
export function generateVoucherCode(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => crypto.getRandomValues(b),
) {
  const symbols: string[] = [];
  while (symbols.length < 8) {
    const bytes = random(new Uint8Array(16));
    for (const byte of bytes) {
      // Rejection sampling keeps every symbol equally likely.
      if (byte < 248 && symbols.length < 8) symbols.push(ALPHABET[byte % ALPHABET.length] as string);
    }
  }
  return `RALLY-${symbols.slice(0, 4).join("")}-${symbols.slice(4).join("")}`;
}

export const voucherCodePattern =
  /^RALLY-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

/**
 * A formatter per zone: making one per call was 4% of /activities' server time under load (the
 * bench's profile), which asks for the month of the voucher slots on every render.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar month (YYYY-MM) an instant falls in, in the business time zone. */
export function claimMonth(at: Date, timeZone: string = site.businessTimeZone): string {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" });
    if (monthFormats.size < 50) monthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const year = parts.find((p) => p.type === "year")?.value;
  const month = parts.find((p) => p.type === "month")?.value;
  return `${year}-${month}`;
}

export function voucherExpiry(claimedAt: Date, days: number = site.voucher.expiryDays): Date {
  return new Date(claimedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

export function remainingSlots(claimedThisMonth: number, slots: number = site.voucher.monthlySlots): number {
  return Math.max(0, slots - claimedThisMonth);
}

/**
 * The upgrade choices a voucher offers: the customer picks one when booking, and the price
 * engine includes that add-on free (app/domain/pricing.ts). Names and values are the add-ons' own.
 */
export const upgradeChoices: readonly { id: string; name: string; value: string }[] = voucherUpgradeIds.map(
  (id) => {
    const rule = addOnRule(id);
    if (!rule) throw new Error(`The voucher upgrade "${id}" is not an add-on.`);
    return { id, name: `Free ${rule.label.toLowerCase()}`, value: `${formatPrice(rule.cents)} value` };
  },
);

/** "a, b or c": a list a sentence offers one of. */
export function oneOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/**
 * One upgrade as a sentence names it, from its add-on's label: "a custom theme" (the label up to
 * " and …"), "an extra 30 minutes", "an awards ceremony".
 */
export function upgradePhrase(id: VoucherUpgradeId): string {
  const rule = addOnRule(id);
  if (!rule) throw new Error(`The voucher upgrade "${id}" is not an add-on.`);
  const name = rule.label.toLowerCase().replace(/ and .*$/, "");
  return `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
}

/**
 * What the voucher adds, in the price engine's order: "a custom theme, an extra 30 minutes or an
 * awards ceremony". Every page, email and term that names the upgrades writes this.
 */
export const voucherUpgradeSummary = oneOf(voucherUpgradeIds.map(upgradePhrase));

export const voucherFinePrint = `New customers only. One upgrade per company. Not redeemable for cash. Minimum event fee applies. Expires ${site.voucher.expiryDays} days after claiming.`;

/** What the browser keeps after a claim: code, expires_at, claimed_at. */
export interface StoredVoucher {
  code: string;
  expires_at: string;
  claimed_at: string;
}

export const VOUCHER_STORAGE_KEY = "rallyroom_voucher";

export function parseStoredVoucher(raw: string | null): StoredVoucher | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredVoucher>;
    if (typeof value.code !== "string" || typeof value.expires_at !== "string") return null;
    if (Number.isNaN(Date.parse(value.expires_at))) return null;
    return { code: value.code, expires_at: value.expires_at, claimed_at: String(value.claimed_at ?? "") };
  } catch {
    return null;
  }
}

export function isVoucherExpired(voucher: StoredVoucher, now: Date = new Date()): boolean {
  return Date.parse(voucher.expires_at) <= now.getTime();
}
