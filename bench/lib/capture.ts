/**
 * The SQL an endpoint runs, captured from the PostgreSQL driver while one request is in flight
 * (pg.Client#query, which the app's pool calls), and written as a pgbench script: the parameters
 * inlined as quoted literals exactly as the driver sends them (pg's own prepareValue), one
 * transaction per request. So pgbench always runs the product's current SQL, whatever the services
 * become. The session lookup of authentication is left out: pgbench measures the endpoint's work.
 */
import { createRequire } from 'node:module';
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
  /** The statement's name when the app sent it named (prepared once per connection, db/fast-path/raw-once.ts). */
  name?: string;
}

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

let recording: CapturedQuery[] | null = null;
let installed = false;

type QueryArgs = [config: string | { text?: string; values?: unknown[]; name?: string }, values?: unknown];

/** Patches pg.Client#query once for the process; queries are kept only while captureSql runs. */
export function installCapture(): void {
  if (installed) return;
  installed = true;
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function patchedQuery(this: unknown, ...args: unknown[]) {
    if (recording) {
      const [config, values] = args as QueryArgs;
      const text = typeof config === 'string' ? config : (config?.text ?? '');
      const params = Array.isArray(values) ? values : typeof config === 'object' ? (config?.values ?? []) : [];
      const name = typeof config === 'object' ? config?.name : undefined;
      recording.push({ text, values: params, ...(name ? { name } : {}) });
    }
    return original.apply(this, args);
  };
}

/** The queries run while `fn` runs (one request at a time). */
export async function captureSql(fn: () => Promise<void>): Promise<CapturedQuery[]> {
  recording = [];
  try {
    await fn();
    return recording;
  } finally {
    recording = null;
  }
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'::bytea`;
  return quote(String(prepared));
}

/** The authentication's session lookup (not the endpoint's own work). */
const isSessionLookup = (text: string) => /from\s+"sessions"/i.test(text);

/** One statement with its $n parameters replaced by literals, on one line. */
export function inlineQuery(query: CapturedQuery): string {
  const flat = query.text.replace(/\s+/g, ' ').trim().replace(/;$/, '');
  return flat.replace(/\$(\d+)/g, (_, n: string) => literal(query.values[Number(n) - 1]));
}

/** The endpoint's statements, in order, parameters inlined (the session lookup left out). */
export function endpointStatements(queries: CapturedQuery[]): string[] {
  return queries.filter((q) => !isSessionLookup(q.text)).map(inlineQuery);
}

/** A statement of the Node floor: inlined text, or, where the app named it, the same name, text and values. */
export type FloorStatement = string | { name: string; text: string; values: unknown[] };

/**
 * The endpoint's statements as the Node floor sends them: inlined as pgbench runs them, except those the app sent
 * named (prepared once per connection, db/fast-path/raw-once.ts), which the floor sends named too, with the same
 * text and values, so it prepares and plans them as the app's connections do.
 */
export function floorStatements(queries: CapturedQuery[]): FloorStatement[] {
  return queries
    .filter((q) => !isSessionLookup(q.text))
    .map((q) => (q.name ? { name: q.name, text: q.text, values: q.values } : inlineQuery(q)));
}

/** A pgbench script: the endpoint's statements (endpointStatements), in order. */
export function pgbenchScript(statements: string[], title: string): string {
  return (
    [`-- ${title}: SQL captured from the app (session lookup left out)`, ...statements.map((s) => `${s};`)].join('\n') +
    '\n'
  );
}
