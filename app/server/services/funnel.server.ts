import { sql } from "drizzle-orm";
import { site } from "~/config/site";
import type { Db } from "~/server/db/client.server";

export interface FunnelWeek {
  /** Monday of the week in the business time zone, YYYY-MM-DD. */
  week: string;
  pageViews: number;
  quizCompletions: number;
  leads: number;
  leadsBySource: Record<string, number>;
  /** Intro calls and live demos booked on the site's own scheduler (cancelled ones included). */
  callsBooked: number;
  /** Events bought on the site, by week of confirmation: orders paid, invoiced or completed. */
  eventsBooked: number;
  quotes: number;
  /** Deposits paid for real: by card (Stripe) or by invoice. */
  deposits: number;
  /** Deposits marked paid through the test checkout: no money taken, never in `deposits`. */
  testDeposits: number;
}

export interface Funnel {
  weeks: FunnelWeek[];
  /** True when no page_view events exist yet, so every analytics event stands in for a view. */
  pageViewsFromAllEvents: boolean;
  sources: string[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * The operator's funnel by week: page views → quiz completions → leads by source → calls and
 * events booked → quotes → deposits, in the business time zone.
 */
export function createFunnel(db: Db) {
  return {
    async weekly(weeks = 12): Promise<Funnel> {
      const tz = site.businessTimeZone;
      const from = sql`date_trunc('week', now() at time zone ${tz}) - make_interval(weeks => ${weeks - 1}::int)`;
      const week = (column: string) =>
        sql.raw(`to_char(date_trunc('week', ${column} at time zone '${tz}'), 'YYYY-MM-DD')`);
      const inRange = (column: string) => sql.raw(`(${column} at time zone '${tz}')`);

      const hasPageViews = rowsOf(
        await db.execute(
          sql`select exists (select 1 from analytics_events where name = 'page_view') as present`,
        ),
      );
      const pageViewsFromAllEvents = !hasPageViews[0]?.present;
      const viewFilter = pageViewsFromAllEvents ? sql`true` : sql`name = 'page_view'`;

      const events = rowsOf(
        await db.execute(sql`
          select ${week("created_at")} as week,
            count(*) filter (where ${viewFilter})::int as page_views,
            count(*) filter (where name = 'quiz_completed')::int as quiz_completions
          from analytics_events
          where ${inRange("created_at")} >= ${from}
          group by 1`),
      );
      // Stored leads, not `lead_submitted` events: the events miss no-JavaScript posts and
      // visitors who block the tracker, while every submission is a row in `leads`.
      const leads = rowsOf(
        await db.execute(sql`
          select ${week("created_at")} as week, coalesce(nullif(source, ''), 'unknown') as source,
            count(*)::int as n
          from leads
          where ${inRange("created_at")} >= ${from}
          group by 1, 2`),
      );
      const quotes = rowsOf(
        await db.execute(sql`
          select ${week("created_at")} as week, count(*)::int as n
          from quotes where ${inRange("created_at")} >= ${from} group by 1`),
      );
      const callsBooked = rowsOf(
        await db.execute(sql`
          select ${week("created_at")} as week, count(*)::int as n
          from bookings where ${inRange("created_at")} >= ${from}
            -- Meetings only: an event's booking is counted below, once its order is confirmed.
            and type in ('intro', 'demo')
            -- A hold nobody confirmed (decision 043) was never a call booked.
            and status not in ('pending', 'expired') group by 1`),
      );
      // An event counts in the week the buyer confirmed it (card paid or invoice chosen) while
      // its order stands: paid, invoiced or completed; a cancelled or lapsed order is left out.
      const eventsBooked = rowsOf(
        await db.execute(sql`
          select ${week("confirmed_at")} as week, count(*)::int as n
          from event_orders
          where confirmed_at is not null and ${inRange("confirmed_at")} >= ${from}
            and status in ('paid', 'invoiced', 'completed') group by 1`),
      );
      // Paid deposits by how they were paid: a test checkout payment took no money.
      const deposits = rowsOf(
        await db.execute(sql`
          select ${week("paid_at")} as week,
            count(*) filter (where payment_method <> 'test')::int as n,
            count(*) filter (where payment_method = 'test')::int as test
          from quotes
          where paid_at is not null and ${inRange("paid_at")} >= ${from}
          group by 1`),
      );

      const mondays = rowsOf(
        await db.execute(sql`
          select to_char(${from} + make_interval(weeks => g), 'YYYY-MM-DD') as week
          from generate_series(0, ${weeks - 1}::int) as g`),
      ).map((row) => String(row.week));
      const byWeek = new Map<string, FunnelWeek>(
        mondays.map((monday) => [
          monday,
          {
            week: monday,
            pageViews: 0,
            quizCompletions: 0,
            leads: 0,
            leadsBySource: {},
            callsBooked: 0,
            eventsBooked: 0,
            quotes: 0,
            deposits: 0,
            testDeposits: 0,
          },
        ]),
      );
      const at = (row: Row) => byWeek.get(String(row.week));
      for (const row of events) {
        const entry = at(row);
        if (!entry) continue;
        entry.pageViews = Number(row.page_views);
        entry.quizCompletions = Number(row.quiz_completions);
      }
      const sources = new Set<string>();
      for (const row of leads) {
        const entry = at(row);
        if (!entry) continue;
        const source = String(row.source);
        sources.add(source);
        entry.leadsBySource[source] = Number(row.n);
        entry.leads += Number(row.n);
      }
      for (const row of quotes) {
        const entry = at(row);
        if (entry) entry.quotes = Number(row.n);
      }
      for (const row of callsBooked) {
        const entry = at(row);
        if (entry) entry.callsBooked = Number(row.n);
      }
      for (const row of eventsBooked) {
        const entry = at(row);
        if (entry) entry.eventsBooked = Number(row.n);
      }
      for (const row of deposits) {
        const entry = at(row);
        if (!entry) continue;
        entry.deposits = Number(row.n);
        entry.testDeposits = Number(row.test);
      }
      return { weeks: [...byWeek.values()].reverse(), pageViewsFromAllEvents, sources: [...sources].sort() };
    },
  };
}
