import { Column, is, Name, Param, SQL, StringChunk, type Query } from 'drizzle-orm';

/** The configuration Drizzle's dialect passes to `buildQueryFromSourceParams` (with the parts filled on the way). */
type BuildConfig = Parameters<SQL['buildQueryFromSourceParams']>[1] & {
  inlineParams?: boolean;
  paramStartIndex?: { value: number };
};
type Chunk = Parameters<SQL['buildQueryFromSourceParams']>[0][number];
type Built = Query & { typings?: unknown[] };
type Build = (this: SQL, chunks: Chunk[], config: BuildConfig) => Built;
/** `shouldInlineParams` is private in Drizzle's types (set by `.inlineParams()`). */
const inlined = (query: SQL): boolean => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** Drizzle's own statement building (0.45), kept for every chunk the quick path does not handle. */
export const drizzleBuild = SQL.prototype.buildQueryFromSourceParams as unknown as Build;

/**
 * The same statement text, parameters and typings as Drizzle's `buildQueryFromSourceParams`, with less work for the
 * chunks that make up nearly every statement: a piece of text, a name, a column, a nested SQL, a parameter (a value
 * of an insert or a condition), a bare value of a template and a list (an insert's columns, each row of its values).
 * Drizzle tests each chunk against up to fourteen kinds in turn, each failed test walking the chunk's class chain
 * (`is`), and a parameter's encoder against ten more for its typing: a fifth of a checkout's CPU
 * (docs/decisions/payments.md); it builds a list's items with its own code, so before lists were handled here every
 * value of an insert went that way (docs/decisions/fast-path.md). Here those chunks are recognised by
 * `instanceof` at once and built exactly as Drizzle builds them (test/core/quick-sql.test.ts compares both); any
 * other chunk (a table, a placeholder, a subquery, an object value, anything in an inlined SQL...) is handed to
 * Drizzle's own code, alone. Drizzle 0.45: check this file against `sql/sql.js` when Drizzle is upgraded.
 */
export function quickBuild(this: SQL, chunks: Chunk[], given: BuildConfig): Built {
  const config: BuildConfig = Object.assign({}, given, {
    inlineParams: given.inlineParams || inlined(this),
    paramStartIndex: given.paramStartIndex || { value: 0 },
  });
  const { escapeName, escapeParam, prepareTyping, inlineParams } = config;
  const index = config.paramStartIndex!;
  const result: Built = { sql: '', params: [] };
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      result.sql += chunk.value.join('');
    } else if (chunk instanceof Name) {
      result.sql += escapeName(chunk.value);
    } else if (chunk instanceof Column) {
      result.sql += columnName(chunk, config);
    } else if (chunk instanceof SQL) {
      merge(
        result,
        quickBuild.call(this, chunk.queryChunks, { ...config, inlineParams: inlineParams || inlined(chunk) }),
      );
    } else if (Array.isArray(chunk)) {
      // Drizzle's list (an insert's columns, a row of its values): `(a, b, c)`, its items built in one pass.
      const items: Chunk[] = [OPEN];
      for (const item of chunk as Chunk[]) {
        if (items.length > 1) items.push(SEPARATOR);
        items.push(item);
      }
      items.push(CLOSE);
      merge(result, quickBuild.call(this, items, config));
    } else if (!inlineParams && chunk instanceof Param && !isObject(chunk.value)) {
      // Drizzle's parameter: the column's encoder, then `$n` (a placeholder is an object: left to Drizzle).
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (isObject(value) && is(value, SQL)) {
        merge(result, quickBuild.call(this, [value], config));
      } else {
        result.sql += escapeParam(index.value++, value);
        result.params.push(value);
        (result.typings ??= []).push(prepareTyping ? typingOf(prepareTyping, chunk.encoder) : 'none');
      }
    } else if (!inlineParams && (chunk === null || isPrimitive(chunk))) {
      // A bare value in a template: Drizzle tests it against every kind, then makes it `$n`.
      result.sql += escapeParam(index.value++, chunk);
      result.params.push(chunk);
      (result.typings ??= []).push('none');
    } else {
      merge(result, drizzleBuild.call(this, [chunk], config));
    }
  }
  return result;
}

/** The text around and between a list's items, as Drizzle writes them. */
const OPEN = new StringChunk('(');
const SEPARATOR = new StringChunk(', ');
const CLOSE = new StringChunk(')');

/** Drizzle's name of a column: `"table"."column"`, or `"schema"."table"."column"`, or `"column"` in an index. */
function columnName(column: Column, config: BuildConfig): string {
  const { escapeName } = config;
  const name = escapeName(config.casing.getColumnCasing(column));
  if (config.invokeSource === 'indexes') return name;
  const table = column.table as unknown as Record<symbol, unknown>;
  const schema = table[TABLE_SCHEMA] as string | undefined;
  const tableName = escapeName(table[TABLE_NAME] as string);
  return table[IS_ALIAS] || schema === undefined
    ? `${tableName}.${name}`
    : `${escapeName(schema)}.${tableName}.${name}`;
}
/** Drizzle's `Table.Symbol` keys (internal in its types, global symbols at run time). */
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const TABLE_NAME = Symbol.for('drizzle:Name');

function merge(result: Built, query: Built): void {
  result.sql += query.sql;
  result.params.push(...query.params);
  if (query.typings?.length) (result.typings ??= []).push(...query.typings);
}

type PrepareTyping = NonNullable<BuildConfig['prepareTyping']>;
type Encoder = Parameters<PrepareTyping>[0];
/** A parameter's typing depends only on its encoder's class (Drizzle tests it against ten): kept per encoder. */
const typings = new WeakMap<PrepareTyping, WeakMap<Encoder, ReturnType<PrepareTyping>>>();
function typingOf(prepareTyping: PrepareTyping, encoder: Encoder): ReturnType<PrepareTyping> {
  if (!isObject(encoder)) return prepareTyping(encoder);
  let known = typings.get(prepareTyping);
  if (!known) typings.set(prepareTyping, (known = new WeakMap()));
  let typing = known.get(encoder);
  if (typing === undefined) known.set(encoder, (typing = prepareTyping(encoder)));
  return typing;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function isPrimitive(value: unknown): boolean {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}

/** The parts of Drizzle's PgDialect (0.45) its `sqlToQuery` hands to the builder. */
interface DialectInternals {
  casing: BuildConfig['casing'];
  escapeName: BuildConfig['escapeName'];
  escapeParam: BuildConfig['escapeParam'];
  escapeString: BuildConfig['escapeString'];
  prepareTyping: BuildConfig['prepareTyping'];
  sqlToQuery(sql: SQL, invokeSource?: BuildConfig['invokeSource']): Built;
}

/**
 * Makes every statement of this database handle built by `quickBuild`: its dialect's `sqlToQuery` (through which
 * every query builder, `db.execute` and a transaction of the handle pass) calls it with the configuration Drizzle's
 * own passes. Only this handle's dialect changes; Drizzle's classes are left as they are.
 */
export function useQuickBuilding(db: object): void {
  const dialect = (db as unknown as { dialect: DialectInternals }).dialect;
  dialect.sqlToQuery = (query, invokeSource) =>
    quickBuild.call(query, query.queryChunks, {
      casing: dialect.casing,
      escapeName: dialect.escapeName,
      escapeParam: dialect.escapeParam,
      escapeString: dialect.escapeString,
      prepareTyping: dialect.prepareTyping,
      invokeSource,
    });
}
