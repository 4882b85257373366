/**
 * The statements one request of a benchmark call sends, in order, as the app sends them (named statements marked):
 * how many round trips a write costs, what a list runs. The real app (startTarget) on an already seeded PostgreSQL
 * database, signed in; one request first (connections warm, statements named), then one captured
 * (bench/lib/capture.ts; the session lookup left out). A write changes that database, so use a copy.
 *   node --import tsx bench/capture-call.ts --database bench_rp --call "free checkout" [--full]
 * --full prints each statement whole (else its first 160 characters).
 * PostgreSQL: DATABASE_URL (the server), else postgres://postgres@127.0.0.1:5432/postgres (benchServerUrl).
 */
import { parseArgs } from 'node:util';
import { captureSql, installCapture } from './lib/capture';
import { buildCalls } from './lib/calls';
import { startOnSeededCopy } from './lib/target';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_rp' },
    call: { type: 'string', default: 'free checkout' },
    full: { type: 'boolean', default: false },
  },
});
const target = await startOnSeededCopy(values.database);
try {
  const calls = await buildCalls(target.ctx, target.baseUrl, target.token);
  const call = calls.find((c) => c.name.includes(values.call));
  if (!call) throw new Error(`No call named like "${values.call}": ${calls.map((c) => c.name).join(', ')}`);
  // A write on rows made for it (the bench's Start, a cancellation) makes two of them: one warm-up, one captured.
  await call.rows?.prepare(2);
  const { method, body, pathOf, path } = call.request;
  const send = async () => {
    const response = await fetch(target.baseUrl + (pathOf?.() ?? path), {
      method,
      headers: { authorization: `Bearer ${target.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body()) } : {}),
    });
    await response.arrayBuffer();
    return response.status;
  };
  await send();
  let status = 0;
  installCapture();
  const queries = await captureSql(async () => {
    status = await send();
  });
  const statements = queries.filter((q) => !/from\s+"sessions"/i.test(q.text));
  console.log(`${call.name}: ${method} answered ${status}, ${statements.length} statements`);
  for (const [index, query] of statements.entries()) {
    const text = query.text.replace(/\s+/g, ' ').trim();
    const shown = values.full || text.length <= 160 ? text : `${text.slice(0, 160)} …`;
    console.log(`${String(index + 1).padStart(3)}. ${query.name ? `[named] ` : ''}${shown}`);
  }
  await call.rows?.finish();
} finally {
  await target.close();
}
