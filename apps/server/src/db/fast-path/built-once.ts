import * as drizzle from 'drizzle-orm';
import { DrizzleQueryError, fillPlaceholders, is, NoopLogger } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from '../client';

/** The handle's parts a built query depends on: its dialect (shared by a database and its transactions) and its client. */
interface HandleInternals {
  dialect: object;
  session?: { client?: unknown };
}
export const dialectOf = (db: DbOrTx) => (db as unknown as HandleInternals).dialect;
const clientOf = (db: DbOrTx) => (db as unknown as HandleInternals).session?.client;
/** Whether a query built for another handle of `db`'s database can run on `db` (it has a client of its own). */
export const canRebind = (db: DbOrTx) => clientOf(db) !== undefined;

/** The queries `withQuickExecute` made quick: only these are rebound to another handle's client. */
const quick = new WeakSet<object>();
export const isQuick = (query: unknown) => typeof query === 'object' && query !== null && quick.has(query);

/**
 * A quick query run on `db`'s connection: the same query (its SQL text, parameters and row mapping shared) with
 * `db`'s client in place of the one it was built with. A transaction's handle has the database's dialect and its own
 * client (its connection), so a statement built once for the database serves every transaction without being built
 * again (a receipt's job page inside a booking's transaction was built on every booking).
 */
export function boundTo<Q>(query: Q, db: DbOrTx): Q {
  const client = clientOf(db);
  const q = query as unknown as PreparedInternals;
  if (!quick.has(q) || q.client === client) return query;
  if (client === undefined) throw new Error('boundTo: the handle has no client of its own');
  return Object.assign(Object.create(q) as PreparedInternals, { client }) as unknown as Q;
}

/**
 * A query built once per database (`build` returns a Drizzle query prepared with `.prepare('')` and
 * `sql.placeholder(...)` for its inputs), so the SQL text and the row mapping are assembled once instead of on every
 * request (a cheap call spent a tenth to a fifth of its CPU there; docs/decisions/request-path.md); a transaction
 * runs the same query on its own connection (`boundTo`). The empty name keeps it an unnamed statement: PostgreSQL
 * plans it on every call as before, and PGlite's shared session has no named statement to collide on
 * (docs/decisions/jobs-speed.md). Its `execute` is Drizzle's without the promises (see `withQuickExecute`). Anything
 * `build` returns that is not such a query (a map of statements) is kept per handle.
 */
export function builtOnce<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const first = new WeakMap<object, Q>();
  const perHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = perHandle.get(db);
    if (query === undefined) {
      const built = first.get(dialectOf(db));
      const rebind = isQuick(built) && canRebind(db);
      query = rebind ? boundTo(built!, db) : withQuickExecute(build(db));
      if (built === undefined) first.set(dialectOf(db), query);
      perHandle.set(db, query);
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
 * the result cache's check, the driver call), each a promise to make and resolve (docs/decisions/request-path.md).
 * Without a logger or a cache (ours), this does the same in one:
 * fills the placeholders, sends the same query config, maps the rows with Drizzle's own `mapResultRow` (or the
 * relational mapper) and wraps a failure in the same `DrizzleQueryError`. Anything else is left as Drizzle made it.
 */
export function withQuickExecute<Q>(query: Q): Q {
  if (!is(query, NodePgPreparedQuery)) return query;
  const q = query as unknown as PreparedInternals;
  if (!is(q.logger, NoopLogger) || (q.cache !== undefined && !is(q.cache, NoopCache))) return query;
  // `this`: the query, or a copy of it bound to a transaction's client (boundTo).
  q.execute = function (this: PreparedInternals, values = {}) {
    const { client, fields, customResultMapper, joinsNotNullableMap } = this;
    const plain = !fields && !customResultMapper;
    const config = plain ? this.rawQueryConfig : this.queryConfig;
    const params = fillPlaceholders(this.params, values);
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
  quick.add(q);
  return query;
}
