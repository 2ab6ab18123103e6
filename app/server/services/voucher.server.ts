import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { emailDomain } from "~/domain/email-policy";
import { claimMonth, generateVoucherCode, remainingSlots, voucherExpiry } from "~/domain/voucher";
import type { Db } from "~/server/db/client.server";
import { voucherClaims } from "~/server/db/schema.server";
import type { Executor } from "~/server/services/outbox.server";

/**
 * Every claim takes this transaction-scoped advisory lock first, so claims run one at a time:
 * count-then-insert cannot overbook, and the one-per-domain check cannot race either.
 */
const VOUCHER_LOCK_KEY = 72_011_725;

export const voucherMessages = {
  domainTaken:
    "Your company has already claimed an upgrade. Ask your colleague for the code, or contact us if it has expired.",
  soldOut: "All upgrades for this month have been claimed. Check back next month for more upgrades!",
} as const;

export async function countClaimsInMonth(db: Executor, month: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherClaims)
    .where(and(eq(voucherClaims.claimMonth, month), isNull(voucherClaims.revokedAt)));
  return Number(row?.n ?? 0);
}

export type ClaimOutcome =
  | { ok: true; code: string; expiresAt: Date; existing: boolean }
  | { ok: false; status: 409; error: string };

/** Runs inside the caller's transaction (the lead and its emails commit together with it). */
export async function claimVoucherInTx(
  tx: Executor,
  input: { name: string; email: string; company: string; teamSize: string | null; leadId: number | null },
  now: Date,
  slots: number = site.voucher.monthlySlots,
): Promise<ClaimOutcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(${VOUCHER_LOCK_KEY})`);
  const live = and(isNull(voucherClaims.revokedAt), gt(voucherClaims.expiresAt, now));
  const [mine] = await tx
    .select()
    .from(voucherClaims)
    .where(and(eq(voucherClaims.email, input.email), live))
    .orderBy(desc(voucherClaims.createdAt))
    .limit(1);
  if (mine) return { ok: true, code: mine.code, expiresAt: mine.expiresAt, existing: true };

  const domain = emailDomain(input.email);
  const [colleague] = await tx
    .select({ id: voucherClaims.id })
    .from(voucherClaims)
    .where(and(eq(voucherClaims.domain, domain), live))
    .limit(1);
  if (colleague) return { ok: false, status: 409, error: voucherMessages.domainTaken };

  const month = claimMonth(now);
  if ((await countClaimsInMonth(tx, month)) >= slots)
    return { ok: false, status: 409, error: voucherMessages.soldOut };

  const expiresAt = voucherExpiry(now);
  // 31^8 codes: a collision is astronomically rare, but the unique index would turn it into a 500.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generateVoucherCode();
    const [taken] = await tx
      .select({ id: voucherClaims.id })
      .from(voucherClaims)
      .where(eq(voucherClaims.code, code));
    if (taken) continue;
    await tx.insert(voucherClaims).values({
      code,
      email: input.email,
      domain,
      name: input.name,
      company: input.company,
      teamSize: input.teamSize,
      claimMonth: month,
      leadId: input.leadId,
      createdAt: now,
      expiresAt,
    });
    return { ok: true, code, expiresAt, existing: false };
  }
  throw new Error("Could not generate a unique voucher code.");
}

export function createVoucherService(db: Db, slots: number = site.voucher.monthlySlots) {
  return {
    async remaining(now = new Date()): Promise<number> {
      return remainingSlots(await countClaimsInMonth(db, claimMonth(now)), slots);
    },
    /** Staff revoke a claim (admin UI): its slot and its company's right to claim come back. */
    async revokeVoucher(code: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(voucherClaims)
        .set({ revokedAt: now })
        .where(and(eq(voucherClaims.code, code), isNull(voucherClaims.revokedAt)))
        .returning({ id: voucherClaims.id });
      return rows.length > 0;
    },
  };
}
