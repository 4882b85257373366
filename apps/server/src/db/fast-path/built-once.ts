import * as drizzle from 'drizzle-orm';
import { DrizzleQueryError, fillPlaceholders, is, NoopLogger } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from '../client';

/**
 * A query built once per database handle (the pool's `db`, or a transaction that uses it): `build` returns a
 * Drizzle query prepared with `.prepare('')` and `sql.placeholder(...)` for its inputs, so the SQL text and the
 * row mapping are assembled once instead of on every request (a cheap call spent a tenth to a fifth of its CPU
 * there; docs/decisions/request-path.md). The empty name keeps it an unnamed statement: PostgreSQL plans it
 * on every call as before, and PGlite's shared session has no named statement to collide on
 * (docs/decisions/jobs-speed.md). Its `execute` is Drizzle's without the promises (see `withQuickExecute`).
 */
export function builtOnce<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = withQuickExecute(build(db));
      built.set(db, query);
    }
    return query;
  };
}

/** The parts of Drizzle's prepared query (0.45, node-postgres; PGlite runs behind the same driver) its execute uses. */
interface PreparedInternals {
  client: { query(config: { text: string }, params: unknown[]): Promise<{ rows: unknown[] }> };
  params: unknown[];
  logger: unknown;
  cache: unknown;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: (rows: unknown[]) => unknown;
  rawQueryConfig: { text: string };
  queryConfig: { text: string };
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

type MapResultRow = (fields: unknown, row: unknown, joinsNotNullableMap: unknown) => unknown;
/** Drizzle's own row mapping (exported at run time, not in its types). */
const mapResultRow = (drizzle as unknown as { mapResultRow: MapResultRow }).mapResultRow;

/**
 * Drizzle's `execute` runs six async functions per statement (tracing spans that do nothing without OpenTelemetry,
 * the result cache's check, the driver call): with the request signal's AsyncLocalStorage Node runs its hooks on each
 * of their promises (docs/decisions/request-path.md). Without a logger or a cache (ours), this does the same in one:
 * fills the placeholders, sends the same query config, maps the rows with Drizzle's own `mapResultRow` (or the
 * relational mapper) and wraps a failure in the same `DrizzleQueryError`. Anything else is left as Drizzle made it.
 */
export function withQuickExecute<Q>(query: Q): Q {
  if (!is(query, NodePgPreparedQuery)) return query;
  const q = query as unknown as PreparedInternals;
  if (!is(q.logger, NoopLogger) || (q.cache !== undefined && !is(q.cache, NoopCache))) return query;
  q.execute = (values = {}) => {
    const { client, fields, customResultMapper, joinsNotNullableMap } = q;
    const plain = !fields && !customResultMapper;
    const config = plain ? q.rawQueryConfig : q.queryConfig;
    const params = fillPlaceholders(q.params, values);
    return client.query(config, params).then(
      (result) => {
        if (plain) return result;
        if (customResultMapper) return customResultMapper(result.rows);
        return result.rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
      },
      (error: unknown) => {
        throw new DrizzleQueryError(config.text, params, error as Error);
      },
    );
  };
  return query;
}
