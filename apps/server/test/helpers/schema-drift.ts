import { is, sql, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  isPgSequence,
  PgDialect,
  PgTable,
  type IndexedColumn,
  type PgSequence,
} from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import { rowsOf } from '../../src/lib/rows';

/**
 * Compares a migrated database with the Drizzle schema. The Drizzle tables are written out as DDL
 * into a scratch schema of the same database, then both schemas are read back from the catalog
 * (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef), so PostgreSQL itself spells
 * both sides the same way: `status IN ('a', 'b')` and `status = ANY (ARRAY['a'::text, ...])` match.
 * Compared: tables, columns (type, NOT NULL, default, generated expression), primary key, unique,
 * check and foreign-key constraints (by definition: PostgreSQL names them in the migrations),
 * indexes (by name and definition) and free-standing sequences (name and start).
 */
export async function schemaDrift(
  database: Database,
  definitions: readonly unknown[],
  options: { databaseSchema?: string; scratchSchema?: string } = {},
): Promise<string[]> {
  const { databaseSchema = 'public', scratchSchema = 'drizzle_schema' } = options;
  await database.withConnection(async (exec) => {
    await exec(`DROP SCHEMA IF EXISTS ${scratchSchema} CASCADE`);
    for (const statement of drizzleDdl(definitions, scratchSchema)) {
      await exec(statement).catch((error: Error) => {
        throw new Error(`The Drizzle schema does not make valid SQL: ${error.message}\n${statement}`);
      });
    }
  });
  try {
    const strip = [databaseSchema, scratchSchema, 'public'];
    const [inDatabase, inDrizzle] = [
      await describeSchema(database, databaseSchema, strip),
      await describeSchema(database, scratchSchema, strip),
    ];
    return compare(inDatabase, inDrizzle);
  } finally {
    await database.withConnection((exec) => exec(`DROP SCHEMA ${scratchSchema} CASCADE`));
  }
}

/** Every difference, one sentence each: what exists on one side only, and what is spelled differently. */
export function compare(inDatabase: Map<string, string>, inDrizzle: Map<string, string>): string[] {
  const differences: string[] = [];
  for (const [key, value] of inDatabase) {
    const other = inDrizzle.get(key);
    if (other === undefined) differences.push(`${key}: only in the database`);
    else if (other !== value) differences.push(`${key}: database "${value}", Drizzle "${other}"`);
  }
  for (const key of inDrizzle.keys()) if (!inDatabase.has(key)) differences.push(`${key}: only in Drizzle`);
  return differences.sort();
}

/** What one schema holds, as `thing → its definition`, with schema names removed. */
export async function describeSchema(
  database: Database,
  schema: string,
  strip: string[],
): Promise<Map<string, string>> {
  const clean = (text: string) =>
    strip.reduce((t, name) => t.replaceAll(`${name}.`, '').replaceAll(`"${name}".`, ''), text);
  const facts = new Map<string, string>();
  const query = async <T>(statement: SQL) => rowsOf<T>(await database.db.execute(statement));

  const columns = await query<{
    tbl: string;
    col: string;
    type: string;
    notnull: boolean;
    def: string | null;
    gen: string;
  }>(sql`
    SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS def, a.attgenerated AS gen
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = ${schema} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      AND c.relname <> 'schema_migrations'`);
  for (const c of columns) {
    facts.set(`table ${c.tbl}`, 'present');
    const def = c.def === null ? '' : c.gen === 's' ? ` GENERATED ALWAYS AS (${c.def}) STORED` : ` DEFAULT ${c.def}`;
    facts.set(`column ${c.tbl}.${c.col}`, clean(`${c.type}${c.notnull ? ' NOT NULL' : ''}${def}`));
  }

  // contype n (NOT NULL, PostgreSQL 18) is compared with the columns; t (constraint triggers) is not described.
  const constraints = await query<{ tbl: string; def: string }>(sql`
    SELECT c.relname AS tbl, pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND k.contype IN ('p', 'u', 'c', 'f') AND c.relname <> 'schema_migrations'`);
  for (const k of constraints) facts.set(`constraint on ${k.tbl}: ${clean(k.def)}`, 'present');

  const indexes = await query<{ tbl: string; name: string; def: string }>(sql`
    SELECT c.relname AS tbl, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND NOT EXISTS (
      SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = x.indrelid AND k.contype IN ('p', 'u', 'x'))`);
  for (const i of indexes) facts.set(`index ${i.tbl}.${i.name}`, clean(i.def));

  // Sequences of serial columns belong to their column (its default names them); the others are described.
  const sequences = await query<{ name: string; start: string }>(sql`
    SELECT s.sequencename AS name, s.start_value::text AS start FROM pg_sequences s
    JOIN pg_class c ON c.relname = s.sequencename JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = s.schemaname
    WHERE s.schemaname = ${schema} AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))`);
  for (const s of sequences) facts.set(`sequence ${s.name}`, `start ${s.start}`);
  return facts;
}

const dialect = new PgDialect();

/** An SQL fragment written in the schema, as text (columns unqualified, as in DDL). */
function text(fragment: SQL): string {
  const query = dialect.sqlToQuery(fragment, 'indexes');
  if (query.params.length > 0) throw new Error(`write literal SQL in the schema, not parameters: ${query.sql}`);
  return query.sql;
}

function literal(value: unknown): string {
  if (is(value, SQL)) return text(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${JSON.stringify(value).replaceAll("'", "''")}'`;
}

const list = (names: { name: string }[]) => names.map((c) => `"${c.name}"`).join(', ');

/** The Drizzle tables and sequences among `definitions`, as DDL statements creating them in `schema`. */
export function drizzleDdl(definitions: readonly unknown[], schema: string): string[] {
  const tables = definitions.filter((d): d is PgTable => is(d, PgTable)).map((t) => getTableConfig(t));
  const sequences = definitions.filter((d): d is PgSequence => isPgSequence(d));
  const statements = [`CREATE SCHEMA ${schema}`];
  for (const s of sequences) {
    const start = s.seqOptions?.startWith;
    statements.push(`CREATE SEQUENCE ${schema}."${s.seqName}"${start === undefined ? '' : ` START ${start}`}`);
  }
  for (const t of tables) {
    const parts = t.columns.map((c) => {
      const generated = c.generated ? ` GENERATED ALWAYS AS (${literal(c.generated.as)}) STORED` : '';
      const fallback = c.default !== undefined && !c.generated ? ` DEFAULT ${literal(c.default)}` : '';
      const unique = c.isUnique ? ' UNIQUE' : '';
      return `"${c.name}" ${c.getSQLType()}${c.primary ? ' PRIMARY KEY' : ''}${c.notNull ? ' NOT NULL' : ''}${fallback}${generated}${unique}`;
    });
    for (const pk of t.primaryKeys) parts.push(`PRIMARY KEY (${list(pk.columns)})`);
    for (const u of t.uniqueConstraints) parts.push(`UNIQUE (${list(u.columns)})`);
    for (const c of t.checks) parts.push(`CHECK (${text(c.value)})`);
    statements.push(`CREATE TABLE ${schema}."${t.name}" (${parts.join(', ')})`);
    for (const { config: i } of t.indexes) {
      const keys = i.columns.map((c) => {
        if (is(c, SQL)) return text(c);
        const column = c as IndexedColumn;
        const { opClass, order, nulls } = column.indexConfig ?? {};
        // Drizzle's default is ASC NULLS LAST; only btree indexes are ordered.
        const ordering = (i.method ?? 'btree') === 'btree' ? ` ${order ?? 'asc'} NULLS ${nulls ?? 'last'}` : '';
        return `"${column.name}"${opClass ? ` ${opClass}` : ''}${ordering}`;
      });
      const where = i.where ? ` WHERE ${text(i.where)}` : '';
      const using = `USING ${i.method ?? 'btree'}`;
      statements.push(
        `CREATE ${i.unique ? 'UNIQUE ' : ''}INDEX "${i.name}" ON ${schema}."${t.name}" ${using} (${keys.join(', ')})${where}`,
      );
    }
  }
  for (const t of tables) {
    for (const fk of t.foreignKeys) {
      const { columns, foreignColumns, foreignTable } = fk.reference();
      const onDelete = fk.onDelete ? ` ON DELETE ${fk.onDelete}` : '';
      statements.push(
        `ALTER TABLE ${schema}."${t.name}" ADD FOREIGN KEY (${list(columns)}) REFERENCES ${schema}."${getTableConfig(foreignTable).name}" (${list(foreignColumns)})${onDelete}`,
      );
    }
  }
  return statements;
}
