// Column builders the tables share, so that one kind of column is written one way. They build the very
// same columns as writing them out (test/core/schema-drift.test.ts compares them with the migrations).
import { integer, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** A `timestamptz` column, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `<name> integer NOT NULL REFERENCES <target>`: the row this one belongs to (`onDelete` as in the migration). */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
