import { sql } from 'drizzle-orm';
import { FREE_STRINGING } from '@shop/domain/business';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { timesFils, toAed } from '@shop/domain/money';
import { addDays } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { hours, readFigure, within, type Figure, type ReportPeriod } from './period';

/** The tickets resolved in the period (a 'resolved' status change's audit entry), on audit_log_ticket_resolved_idx. */
export const resolvedIn = (period: ReportPeriod) => sql`
      (SELECT count(DISTINCT a.subject) FROM audit_log a
        WHERE a.action = 'ticket.status' AND a.details->>'to' = 'resolved'
          AND ${within(sql`a.created_at`, period)})::int`;

/**
 * Tickets opened in the period, tickets resolved in it (the status change's audit entry), and the median hours
 * from opening to the first response of the tickets opened in it (tickets.first_response_at, kept by a trigger on the
 * responses, migration 0030). Tickets belong to no store. Counted from the tickets themselves: the summary reads
 * the same figures from per-day totals (ticketsFromDays, day-figures.ts); tests check both agree.
 */
/** The tickets figure's one row: opened, resolved and the median hours, however they were counted. */
export type TicketsRow = { opened: number; resolved: number; median: string | number | null };

/** The tickets figure from its row (`tickets` here and `ticketsFromDays`, day-figures.ts, read the same row). */
export const ticketsFromRow: Figure<ReportSummary['tickets'], TicketsRow>['from'] = ([row]) => ({
  opened: Number(row?.opened ?? 0),
  resolved: Number(row?.resolved ?? 0),
  median_first_response_hours: hours(row?.median),
});

export function tickets(period: ReportPeriod): Figure<ReportSummary['tickets'], TicketsRow> {
  const query = sql`
      SELECT (SELECT count(*) FROM tickets t WHERE ${within(sql`t.created_at`, period)})::int AS opened,
             ${resolvedIn(period)} AS resolved,
             (SELECT percentile_cont(0.5) WITHIN GROUP (
                       ORDER BY extract(epoch FROM (t.first_response_at - t.created_at)) / 3600.0)
                FROM tickets t
               WHERE ${within(sql`t.created_at`, period)} AND t.first_response_at IS NOT NULL) AS median`;
  return { query, from: ticketsFromRow };
}

export const ticketsOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, tickets(period));

/**
 * The free stringings the shop still owes on `today` (a Dubai day): unused stringings of entitlements valid today
 * or later, at 75 AED each, and how many of them lapse within the next 30 days (last valid day before today + 30).
 */
export async function liabilityOf(db: DbOrTx, today: string): Promise<ReportSummary['liability']> {
  const soon = addDays(today, 30);
  // Unused = total_services − claims not released, summed: the entitlements' stringings less their open claims,
  // each side one pass (no count per entitlement).
  const [row] = rowsOf<{ unused: number; expiring: number }>(
    await db.execute(sql`
      WITH owed AS (
        SELECT coalesce(sum(e.total_services), 0) AS total,
               coalesce(sum(e.total_services) FILTER (WHERE e.valid_until < ${soon}::date), 0) AS soon
          FROM free_stringing_entitlements e WHERE e.valid_until >= ${today}::date
      ), claimed AS (
        SELECT count(*) AS total, count(*) FILTER (WHERE e.valid_until < ${soon}::date) AS soon
          FROM free_stringing_claims c JOIN free_stringing_entitlements e ON e.id = c.entitlement_id
         WHERE c.released_at IS NULL AND e.valid_until >= ${today}::date
      )
      SELECT (owed.total - claimed.total)::int AS unused, (owed.soon - claimed.soon)::int AS expiring
        FROM owed, claimed`),
  );
  return liabilityFigures(today, Number(row?.unused ?? 0), Number(row?.expiring ?? 0));
}

/** The liability's figures on `today` from the unused stringings and those lapsing within 30 days. */
export function liabilityFigures(today: string, unused: number, expiring: number): ReportSummary['liability'] {
  return {
    as_of: today,
    unused,
    value: toAed(timesFils(FREE_STRINGING.valueFils, unused)),
    expiring_30_days: expiring,
    expiring_30_days_value: toAed(timesFils(FREE_STRINGING.valueFils, expiring)),
  };
}
