import { desc } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { voucherClaims } from "~/server/db/schema.server";

export type VoucherStatus = "active" | "expired" | "revoked";

export function voucherStatus(
  claim: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
): VoucherStatus {
  if (claim.revokedAt) return "revoked";
  return claim.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** Staff list of voucher claims, newest first. At 25 claims a month, a year fits in one page. */
export function createVoucherAdmin(db: Db) {
  return {
    async list(limit = 500) {
      return db
        .select({
          id: voucherClaims.id,
          code: voucherClaims.code,
          name: voucherClaims.name,
          email: voucherClaims.email,
          company: voucherClaims.company,
          claimMonth: voucherClaims.claimMonth,
          leadId: voucherClaims.leadId,
          createdAt: voucherClaims.createdAt,
          expiresAt: voucherClaims.expiresAt,
          revokedAt: voucherClaims.revokedAt,
        })
        .from(voucherClaims)
        .orderBy(desc(voucherClaims.createdAt), desc(voucherClaims.id))
        .limit(limit);
    },
  };
}
