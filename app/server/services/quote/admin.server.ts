import { and, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type PaymentMethod, type QuoteStatus, quoteStatuses, quoteView } from "~/server/db/schema.server";
import type { QuoteContext } from "~/server/services/quote/context.server";
import type { PaymentTotals, Quote } from "~/server/services/quote/model.server";

/** Quotes whose deposit went through the test checkout are kept out of staff's real figures. */
const notTestPaid = or(isNull(quoteView.paymentMethod), ne(quoteView.paymentMethod, "test")) as SQL;

/** Staff's view of every client's quotes: counts and value by status, payments, the list. */
export function createQuoteAdmin({ db }: QuoteContext) {
  return {
    /**
     * Staff overview: how many quotes are in each status, and their value. Quotes paid through
     * the test checkout are left out (they are counted apart, in `paymentTotals`).
     */
    async countsByStatus(): Promise<Record<QuoteStatus, { count: number; totalCents: number }>> {
      const rows = await db
        .select({
          status: quoteView.status,
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${quoteView.totalCents}), 0)::bigint`,
        })
        .from(quoteView)
        .where(notTestPaid)
        .groupBy(quoteView.status);
      const counts = Object.fromEntries(
        quoteStatuses.map((status) => [status, { count: 0, totalCents: 0 }]),
      ) as Record<QuoteStatus, { count: number; totalCents: number }>;
      for (const row of rows) {
        if (row.status in counts)
          counts[row.status] = { count: Number(row.count), totalCents: Number(row.totalCents) };
      }
      return counts;
    },

    /** Staff overview: deposits paid for real (card or invoice), and test payments apart. */
    async paymentTotals(): Promise<PaymentTotals> {
      const rows = await db
        .select({
          test: sql<boolean>`${quoteView.paymentMethod} = 'test'`,
          count: sql<number>`count(*)::int`,
          depositCents: sql<number>`coalesce(sum(${quoteView.depositCents}), 0)::bigint`,
          totalCents: sql<number>`coalesce(sum(${quoteView.totalCents}), 0)::bigint`,
        })
        .from(quoteView)
        .where(sql`${quoteView.paymentMethod} is not null`)
        .groupBy(sql`1`);
      const totals: PaymentTotals = {
        paid: { count: 0, depositCents: 0, totalCents: 0 },
        test: { count: 0, depositCents: 0, totalCents: 0 },
      };
      for (const row of rows) {
        totals[row.test ? "test" : "paid"] = {
          count: Number(row.count),
          depositCents: Number(row.depositCents),
          totalCents: Number(row.totalCents),
        };
      }
      return totals;
    },

    /** Staff: every client's quotes, newest first, by status and by how the deposit was paid. */
    async listAll(
      options: { status?: QuoteStatus; payment?: PaymentMethod | "unpaid"; limit?: number } = {},
    ): Promise<Quote[]> {
      const { status, payment } = options;
      const paymentFilter =
        payment === undefined
          ? undefined
          : payment === "unpaid"
            ? isNull(quoteView.paymentMethod)
            : eq(quoteView.paymentMethod, payment);
      return db
        .select()
        .from(quoteView)
        .where(and(status ? eq(quoteView.status, status) : undefined, paymentFilter))
        .orderBy(desc(quoteView.createdAt))
        .limit(options.limit ?? 200);
    },
  };
}
