/**
 * The Node floor of a read call: a bare Node HTTP server (node:http, no framework, no authentication,
 * no validation) that runs the call's captured SQL, the very statements pgbench runs, on a pg pool of
 * as many connections as the load has, and answers the last statement's rows as JSON. It runs in a
 * worker thread, so its event loop is its own, as the app's is; the same HTTP load measures it. What
 * one Node thread can answer with that SQL is the most the app could ever reach on this machine: the
 * ratio of the app to it is the app's own overhead, where the ratio to pgbench also counts the
 * platform's (bench/README.md, "Method", item 6: the Node floor).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { FloorStatement } from './capture';
import { load, type LoadResult } from './load';

const SERVER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const pg = require(workerData.pg);
const pool = new pg.Pool({ connectionString: workerData.url, max: workerData.connections });
const run = async () => {
  let rows = [];
  for (const statement of workerData.statements) rows = (await pool.query(statement)).rows;
  return JSON.stringify(rows);
};
const server = http.createServer((request, response) => {
  request.resume();
  run().then(
    (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
    (error) => response.writeHead(500).end(String(error && error.message)),
  );
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => pool.end().then(() => process.exit(0))));
`;

/** The floor's bare server, started in its worker thread: its address, and how to stop it (server, pool, thread). */
export interface RunningFloor {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the floor's server for `statements` on a pool of `connections` (used by floor() and profile-request.ts). */
export async function startFloor(options: {
  url: string;
  statements: FloorStatement[];
  connections: number;
}): Promise<RunningFloor> {
  const worker = new Worker(SERVER, {
    eval: true,
    workerData: {
      pg: createRequire(import.meta.url).resolve('pg'),
      url: options.url,
      statements: options.statements,
      connections: options.connections,
    },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const stop = async () => {
    worker.postMessage('stop');
    await exited;
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('message', (value: number) => resolve(value));
      worker.once('error', reject);
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

export async function floor(options: {
  url: string;
  /** The call's statements: inlined as the pgbench script holds them, or named as the app sent them (capture.ts). */
  statements: FloorStatement[];
  connections: number;
  seconds: number;
  requests?: number;
}): Promise<LoadResult> {
  const running = await startFloor(options);
  try {
    return await load({
      baseUrl: running.url,
      token: 'none',
      request: { method: 'GET', path: '/' },
      connections: options.connections,
      seconds: options.seconds,
      ...(options.requests ? { requests: options.requests } : {}),
    });
  } finally {
    await running.stop();
  }
}
