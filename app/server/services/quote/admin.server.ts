import { and, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type PaymentMethod, type QuoteStatus, quoteStatuses, quotes } from "~/server/db/schema.server";
import type { QuoteContext } from "~/server/services/quote/context.server";
import type { PaymentTotals, Quote } from "~/server/services/quote/model.server";

/** Quotes whose deposit went through the test checkout are kept out of staff's real figures. */
const notTestPaid = or(isNull(quotes.paymentMethod), ne(quotes.paymentMethod, "test")) as SQL;

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
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          totalCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
        .where(notTestPaid)
        .groupBy(quotes.status);
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
          test: sql<boolean>`${quotes.paymentMethod} = 'test'`,
          count: sql<number>`count(*)::int`,
          depositCents: sql<number>`coalesce(sum(${quotes.depositCents}), 0)::bigint`,
          totalCents: sql<number>`coalesce(sum(${quotes.totalCents}), 0)::bigint`,
        })
        .from(quotes)
        .where(sql`${quotes.paymentMethod} is not null`)
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
            ? isNull(quotes.paymentMethod)
            : eq(quotes.paymentMethod, payment);
      return db
        .select()
        .from(quotes)
        .where(and(status ? eq(quotes.status, status) : undefined, paymentFilter))
        .orderBy(desc(quotes.createdAt))
        .limit(options.limit ?? 200);
    },
  };
}
