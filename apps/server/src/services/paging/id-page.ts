import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { countCap, cursorOf, pageOutcome, refuseDeepOffset, type PageOutcome, type PagingQuery } from './page-outcome';

/** A list sorted by id ascending, optionally with one id pinned first (an exact id typed in a search). */
export interface IdList {
  from: SQL;
  id: SQL;
  where: SQL | undefined;
  search: boolean;
  pinnedId: number | null;
}

/**
 * The ids of one page of an id-sorted list, and the envelope around it: counted up to the cap on
 * whichever index fits (`cap + 1` rows at most), then the page from the primary key, by OFFSET
 * below the cap or after the cursor's id. A cursor key of 0 means "after the pinned row".
 */
export async function idPageIds(db: DbOrTx, list: IdList, query: PagingQuery): Promise<PageOutcome> {
  const cap = countCap(list.search);
  const conditions: SQL[] = list.where ? [list.where] : [];
  const pin = list.pinnedId;
  const cursor = cursorOf(query, 2_147_483_647);
  if (cursor) {
    conditions.push(sql`${list.id} > ${Number(cursor.key)}`);
    if (pin !== null) conditions.push(sql`${list.id} <> ${pin}`);
  }
  const where = whereOf(conditions);
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${list.from} ${where} LIMIT ${cap + 1}) m`),
  );
  const matched = Number(counted?.n ?? 0);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  if (matched > cap) refuseDeepOffset(offset, cap);
  const limit = query.pageSize + 1;
  const rows =
    matched === 0 || offset >= matched
      ? []
      : rowsOf<{ id: number; pinned: boolean }>(
          await db.execute(
            pin !== null && !cursor
              ? sql`
                SELECT id, pinned FROM (
                  (SELECT ${list.id} AS id, true AS pinned FROM ${list.from} ${whereOf([...conditions, sql`${list.id} = ${pin}`])})
                  UNION ALL
                  (SELECT ${list.id}, false FROM ${list.from} ${whereOf([...conditions, sql`${list.id} <> ${pin}`])}
                   ORDER BY ${list.id} LIMIT ${offset + limit})
                ) page ORDER BY pinned DESC, id LIMIT ${limit} OFFSET ${offset}`
              : sql`SELECT ${list.id} AS id, false AS pinned FROM ${list.from} ${where} ORDER BY ${list.id} LIMIT ${limit} OFFSET ${offset}`,
          ),
        );
  const ids = rows.map((r) => ({
    id: Number(r.id),
    cursor: encodeListCursor({ key: r.pinned ? '0' : String(r.id), id: Number(r.id) }),
  }));
  return pageOutcome(query, { matched, cap, rows: ids });
}

function whereOf(conditions: SQL[]): SQL {
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}
