// Helpers that write the migrations' CHECK constraints in the Drizzle tables (compared with the
// database by test/core/schema-drift.test.ts). Names are PostgreSQL's own: <table>_<column>_check.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

const nameOf = (column: PgColumn) => `${getTableName(column.table)}_${column.name}_check`;
const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/** CHECK (column IN (...)): the column holds one of the listed values (the domain's own list). */
export const oneOf = (column: PgColumn, values: readonly string[]) =>
  check(nameOf(column), sql`${column} IN (${quoted(values)})`);

/** CHECK (column >= min), e.g. money in fils that is never negative. */
export const atLeast = (column: PgColumn, min: number) =>
  check(nameOf(column), sql`${column} >= ${sql.raw(String(min))}`);

/** A CHECK on one column with its own condition. */
export const checkOn = (column: PgColumn, condition: SQL) => check(nameOf(column), condition);

/** CHECK (column > min), e.g. an amount that is never zero. */
export const above = (column: PgColumn, min: number) => check(nameOf(column), sql`${column} > ${sql.raw(String(min))}`);
