import type { DbOrTx } from './client';

/**
 * A query built once per database handle (the pool's `db`, or a transaction that uses it): `build` returns a
 * Drizzle query prepared with `.prepare('')` and `sql.placeholder(...)` for its inputs, so the SQL text and the
 * row mapping are assembled once instead of on every request (a cheap call spent a tenth to a fifth of its CPU
 * there; docs/decisions/request-path.md). The empty name keeps it an unnamed statement: PostgreSQL plans it
 * on every call as before, and PGlite's shared session has no named statement to collide on
 * (docs/decisions/jobs-speed.md).
 */
export function builtOnce<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
