import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Writes whose answers nobody reads, sent as one statement (one round trip instead of one each): all but the last
 * in a WITH, the last as the statement itself. PostgreSQL runs every part whatever the statement returns. The parts
 * see the database as it was when the statement began, so none may read what another writes; a foreign key naming a
 * row another part inserts is checked at the statement's end, when the row is there. Used where a change ends with
 * its records (a cancellation and its audit entry, a receipt's message and its timeline entry).
 */
export async function writeTogether(db: DbOrTx, writes: readonly SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return;
  const first = writes.slice(0, -1).map((write, index) => sql`w${sql.raw(String(index))} AS (${write.getSQL()})`);
  const last = writes[writes.length - 1]!.getSQL();
  await db.execute(first.length ? sql`WITH ${sql.join(first, sql`, `)} ${last}` : last);
}

/** A column's bare name, for the column list of an INSERT written in SQL (Drizzle's own would be table-qualified). */
export const columnName = (column: { name: string }) => sql.identifier(column.name);
