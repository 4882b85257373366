/**
 * The database fast path (docs/decisions/fast-path.md): the only code that reaches into Drizzle's internals, so
 * that a Drizzle upgrade has one place to check. Three parts, each measured by the benchmark where it is used:
 *
 * - `useQuickBuilding(db)` (quick-sql.ts): the handle's statements built by a quicker builder than Drizzle's
 *   `SQL.buildQueryFromSourceParams` (the same text, parameters and typings; test/core/quick-sql.test.ts). Set on
 *   each database handle's own dialect when it is opened; Drizzle's classes are never patched.
 * - `builtOnce` (built-once.ts): a query builder prepared once per handle, run by `withQuickExecute` (Drizzle's
 *   execute without its six promises). Used only by the cheap calls the benchmark names (job page, tickets,
 *   notifications, addresses, store invoice, the customer lookup of a checkout).
 * - `rawOnce` / `rawStatement` (raw-once.ts): raw SQL assembled once per handle and shape (the lists' pages).
 *
 * Upgrade checklist (Drizzle 0.45.4 today; test/core/fast-path.test.ts fails on any other version and on each
 * internal below gone or changed):
 * 1. `sql/sql.js`: `SQL.buildQueryFromSourceParams` — compare its chunk kinds and parameter handling with
 *    `quickBuild`; the quick-sql test compares both builders' output on every kind of statement the app writes.
 * 2. `pg-core/dialect.js`: `PgDialect.sqlToQuery(sql, invokeSource)` still passes casing, escapeName, escapeParam,
 *    escapeString and prepareTyping, and every builder and `session.execute` still call `dialect.sqlToQuery`.
 * 3. `node-postgres/session.js`: `NodePgPreparedQuery` keeps client, params, logger, cache, fields,
 *    joinsNotNullableMap, customResultMapper, rawQueryConfig, queryConfig; `mapResultRow` is still exported.
 * 4. `pg-core/session.js`: `session.prepareQuery(query, fields, name, arrayMode)`; `dialect.sqlToQuery`.
 * 5. `table.js`: the `drizzle:Name`, `drizzle:Schema`, `drizzle:IsAlias` symbols.
 * Then run `npm run bench -- api` and compare with bench/README.md.
 */
export { useQuickBuilding } from './quick-sql';
export { builtOnce, withQuickExecute } from './built-once';
export { keepNamedStatements, namedStatement, rawOnce, rawStatement, type RawStatement } from './raw-once';

/** The Drizzle version this fast path was checked against (the checklist above). */
export const FAST_PATH_DRIZZLE_VERSION = '0.45.4';
