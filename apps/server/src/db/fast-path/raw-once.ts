import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { boundTo, builtOnce, canRebind, dialectOf, isQuick, withQuickExecute } from './built-once';
import type { DbOrTx } from '../client';

/** A raw statement with its SQL text and parameters assembled: `execute` fills its `sql.placeholder(...)` values. */
export interface RawStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** What `db.execute(sql)` does inside Drizzle (0.45, node-postgres and PGlite alike), split in two. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string } };
  session: {
    prepareQuery(query: unknown, fields: undefined, name: string | undefined, arrayMode: boolean): RawStatement;
  };
}

/**
 * Raw SQL assembled once per database and shape (`key`), as `builtOnce` does for query builders
 * (db/fast-path/built-once.ts): `db.execute(sql)` walks the SQL template, makes its text and a prepared-query object on every
 * call, a noticeable share of a list request's CPU (docs/decisions/request-path.md). `build` writes the statement
 * with `sql.placeholder(name)` for the request's values; a shape's SQL text must depend on `key` only. A transaction
 * runs the same statement on its own connection (`boundTo`). The statement stays unnamed (PostgreSQL plans it on
 * every call, as `db.execute` does) unless `named` (see `namedStatement`: not for a search's pattern), and answers as
 * `db.execute` would (rowsOf).
 */
export function rawOnce(): (db: DbOrTx, key: string, build: () => SQL, named?: boolean) => RawStatement {
  const shared = new WeakMap<object, Map<string, RawStatement>>();
  const ownOf = builtOnce(() => new Map<string, RawStatement>());
  return (db, key, build, named = false) => {
    const common = shared.get(dialectOf(db))?.get(key);
    if (common && canRebind(db)) return boundTo(common, db);
    const own = ownOf(db);
    let statement = own.get(key);
    if (!statement) {
      statement = named ? namedStatement(db, build()) : rawStatement(db, build());
      own.set(key, statement);
      // Only a quick statement runs on another handle's connection (boundTo); any other stays with its handle.
      if (isQuick(statement)) {
        const shapes = shared.get(dialectOf(db)) ?? new Map<string, RawStatement>();
        shared.set(dialectOf(db), shapes.set(key, statement));
      }
    }
    return statement;
  };
}

/** A raw statement prepared for one call only (what `db.execute(sql)` does), run like a `rawOnce` one. */
export function rawStatement(db: DbOrTx, query: SQL): RawStatement {
  const { dialect, session } = db as unknown as DrizzleInternals;
  return withQuickExecute(session.prepareQuery(dialect.sqlToQuery(query), undefined, undefined, false));
}

/** The databases whose every connection keeps its own named statements (a pool: PostgreSQL's, PGlite's worker). */
const naming = new WeakSet<object>();

/** Lets `namedStatement` name statements on this database (set where a pool is opened, db/pool.ts). */
export function keepNamedStatements(db: DbOrTx): void {
  naming.add(dialectOf(db));
}

/**
 * A large raw statement that PostgreSQL parses once per connection, and plans once when its plan does not depend on
 * the values (PostgreSQL's own choice after five runs): it is named after its text, so every call with the same
 * text reuses what the connection prepared (the month summary's statement spent a third of its database time being
 * parsed and planned; docs/decisions/reports.md). Unnamed, as `db.execute` sends it, where the database cannot keep
 * it (the tests' in-process PGlite). Only for statements whose best plan does not hang on a value (not a search
 * pattern).
 */
export function namedStatement(db: DbOrTx, query: SQL): RawStatement {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = naming.has(dialect)
    ? `q_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`
    : undefined;
  return withQuickExecute(session.prepareQuery(built, undefined, name, false));
}
