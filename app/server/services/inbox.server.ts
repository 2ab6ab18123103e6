import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { site } from "~/config/site";
import { INBOX_PAGE_SIZE, type InboxFilters } from "~/domain/inbox-filters";
import type { Db } from "~/server/db/client.server";
import { leads, newsletterSubscribers, voucherClaims } from "~/server/db/schema.server";

export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed" | null;

export type InboxLead = typeof leads.$inferSelect & {
  newsletterStatus: NewsletterStatus;
};

export type InboxDetail = InboxLead & {
  voucher: { code: string; expiresAt: Date; revokedAt: Date | null } | null;
};

/** LIKE patterns treat % and _ as wildcards: a search for "50%" means the text itself. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function where(filters: InboxFilters): SQL | undefined {
  const day = sql`(${leads.createdAt} at time zone ${site.businessTimeZone})::date`;
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return and(
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.source ? eq(leads.source, filters.source) : undefined,
    filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
    pattern
      ? or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))
      : undefined,
  );
}

const newsletterStatus = sql<NewsletterStatus>`case
  when ${newsletterSubscribers.id} is null then null
  when ${newsletterSubscribers.unsubscribedAt} is not null then 'unsubscribed'
  when ${newsletterSubscribers.confirmedAt} is not null then 'confirmed'
  else 'pending' end`;

/** The staff inbox: every stored lead and request, newest first, with the address's newsletter status. */
export function createInbox(db: Db) {
  function select(filters: InboxFilters) {
    return db
      .select({ lead: leads, newsletterStatus })
      .from(leads)
      .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.email, leads.email))
      .where(where(filters))
      .orderBy(desc(leads.createdAt), desc(leads.id));
  }
  const flatten = (row: { lead: typeof leads.$inferSelect; newsletterStatus: NewsletterStatus }) => ({
    ...row.lead,
    newsletterStatus: row.newsletterStatus,
  });

  return {
    async list(
      filters: InboxFilters,
      page = 1,
      pageSize = INBOX_PAGE_SIZE,
    ): Promise<{ rows: InboxLead[]; total: number; page: number; pages: number }> {
      const [totalRow] = await db.select({ n: count() }).from(leads).where(where(filters));
      const total = Number(totalRow?.n ?? 0);
      const pages = Math.max(1, Math.ceil(total / pageSize));
      const current = Math.min(page, pages);
      const rows = await select(filters)
        .limit(pageSize)
        .offset((current - 1) * pageSize);
      return { rows: rows.map(flatten), total, page: current, pages };
    },

    /** Everything matching, for the CSV export; capped so one request cannot exhaust memory. */
    async all(filters: InboxFilters, limit = 50_000): Promise<InboxLead[]> {
      return (await select(filters).limit(limit)).map(flatten);
    },

    async get(id: number): Promise<InboxDetail | undefined> {
      if (!Number.isSafeInteger(id) || id < 1) return undefined;
      const [row] = await db
        .select({
          lead: leads,
          newsletterStatus,
          voucher: {
            code: voucherClaims.code,
            expiresAt: voucherClaims.expiresAt,
            revokedAt: voucherClaims.revokedAt,
          },
        })
        .from(leads)
        .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.email, leads.email))
        .leftJoin(voucherClaims, eq(voucherClaims.leadId, leads.id))
        .where(eq(leads.id, id));
      if (!row) return undefined;
      return { ...flatten(row), voucher: row.voucher?.code ? row.voucher : null };
    },

    /** The sources seen so far, for the filter's choices. */
    async sources(): Promise<string[]> {
      const rows = await db.selectDistinct({ source: leads.source }).from(leads).orderBy(leads.source);
      return rows.map((row) => row.source);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
