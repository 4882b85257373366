import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PageOutcome } from './page-outcome';

/**
 * What a list reads for its page's rows, in the same statement as the count and the page's ids: `select`
 * (columns, each with its own name) and `joins` (LEFT JOINs on `p.id`, the page's id, one row each), so
 * only the page's rows are read in full. Names taken by the paging itself: `list_n`, `list_id`, `list_key`,
 * `list_pinned`, `list_leaves`, and the aliases `c`, `p`, `m`.
 */
export interface PageColumns {
  select: SQL;
  joins: SQL;
}

/** A row of the page statement: the list's own columns and the paging's. */
export type ListedRow<Row> = Row & {
  list_n: number | string | null;
  list_id: number | string | null;
  list_key?: string | null;
  /** The list's count of leaves, on a list rows can leave (dated-page.ts). */
  list_leaves?: string | null;
};

/** A page's rows (at most pageSize, in the list's order) and the envelope around them. */
export interface PageOf<Row> {
  rows: Array<ListedRow<Row>>;
  envelope: Omit<PageOutcome, 'ids'>;
}

/**
 * A whole number written into a statement's text, not sent as a parameter: a cap or a first page's limit, the same on
 * every call of its shape. PostgreSQL plans `LIMIT $n` as if it kept a tenth of the rows, so a shape with parameters
 * there is planned again on every call; with the number in the text, a named statement can keep one plan.
 */
export const constant = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/**
 * A page's LIMIT and OFFSET in its statement: on the first page (`first`, its limit; no offset, no cursor) written
 * into the text (`constant`), so PostgreSQL can keep one plan; on any other, the placeholders named `names`.
 */
export function pageBounds(
  first: number | null,
  names: { limit: string; offset: string } = { limit: 'page_limit', offset: 'page_offset' },
): { limit: SQL | Placeholder; offset: SQL | Placeholder } {
  return first === null
    ? { limit: sql.placeholder(names.limit), offset: sql.placeholder(names.offset) }
    : { limit: constant(first), offset: constant(0) };
}

export function whereOf(conditions: SQL[]): SQL {
  return conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** The select list's and the joins' fragments of a page statement (nothing without columns). */
export function pageColumns(columns: PageColumns | undefined): { select: SQL; joins: SQL } {
  return columns
    ? { select: sql`, ${columns.select}`, joins: sql` ${columns.joins}` }
    : { select: sql``, joins: sql`` };
}

/**
 * The rows of `from` matching `where`, counted up to `cap + 1` (a one-row table `(n)`). A list longer than
 * the cap (the usual case) walks `cap + 1` index entries once without counting them (the EXISTS of the row
 * past the cap, about a fifth cheaper than the aggregate); a shorter one is then counted exactly.
 */
export function cappedCount(from: SQL, where: SQL, cap: number): SQL {
  return sql`(SELECT CASE WHEN EXISTS (SELECT 1 FROM ${from} ${where} OFFSET ${constant(cap)} LIMIT 1) THEN ${constant(cap + 1)}::int
    ELSE (SELECT n FROM ${countedUpTo(from, where, cap)} x) END AS n)`;
}

/** The same count as one aggregate, a one-row table `(n)` too. */
export function countedUpTo(from: SQL, where: SQL, cap: number): SQL {
  return sql`(SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT ${constant(cap + 1)}) counted)`;
}
