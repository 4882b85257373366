/**
 * The embedded database's worker thread: PGlite (PostgreSQL in WebAssembly, one session) serving
 * the PostgreSQL wire protocol on a Unix socket, so the web process talks to it through `pg`
 * exactly as to a server, and its queries never run on the web process's event loop.
 *
 * PGlite has one session, so the thread runs one unit at a time: a simple query, or an extended
 * query up to its Sync. A connection that leaves a unit inside a transaction keeps the session
 * until the transaction ends (other connections wait), so transactions stay isolated. Connections
 * named `control` (health checks) go to the front of the queue. While a unit runs, `busy[0]` holds
 * its start time so the parent can restart a thread stuck past the statement timeout.
 */
import { createServer, type Socket } from 'node:net';
import { rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dumpPglite } from './pglite-dump';

export interface ThreadData {
  dataDir: string;
  socketFile: string;
  busy: SharedArrayBuffer;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Messages that end a unit: Sync, simple Query, Flush. */
const UNIT_END = new Set(['S', 'Q', 'H']);

interface Connection {
  socket: Socket;
  started: boolean;
  control: boolean;
  buffer: Buffer;
  pending: Buffer[];
}
interface Unit {
  connection: Connection | null;
  bytes: Uint8Array;
  /** Work of the thread itself (a backup's dump) instead of bytes from a connection. */
  run?: () => Promise<void>;
}

const { dataDir, socketFile, busy } = workerData as ThreadData;
const busySince = new Float64Array(busy);
const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const queue: Unit[] = [];
let owner: Connection | null = null;
let running = false;
let pumping: Promise<void> = Promise.resolve();

function nextUnit(): Unit | undefined {
  const index = owner
    ? queue.findIndex((u) => u.connection === owner)
    : Math.max(
        0,
        queue.findIndex((u) => u.connection?.control),
      );
  return index === -1 ? undefined : queue.splice(index, 1)[0];
}

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let unit = nextUnit(); unit; unit = nextUnit()) {
      const { connection } = unit;
      if (unit.run) {
        // Between units (no transaction open), not watched by the statement timeout: a dump may take long.
        await unit.run();
        continue;
      }
      busySince[0] = Date.now();
      let reply: Uint8Array;
      try {
        // The synchronous call: the thread has nothing else to do meanwhile, and the asynchronous one adds a promise and
        // a file-system sync step (a no-op on a Node data folder) to every unit (docs/decisions/database.md).
        reply = db.execProtocolRawSync(unit.bytes);
      } catch (error) {
        // Not a SQL error (those come back as protocol messages): drop the connection, keep serving.
        parentPort?.postMessage({ error: (error as Error).message });
        connection?.socket.destroy();
        continue;
      } finally {
        busySince[0] = 0;
      }
      if (connection && !connection.socket.destroyed) connection.socket.write(reply);
      // The last message of a unit ending in Sync or Query is ReadyForQuery: 'I' idle, 'T'/'E' in a transaction.
      const status =
        reply.length >= 6 && reply[reply.length - 6] === 0x5a ? String.fromCharCode(reply[reply.length - 1]!) : 'T';
      owner = status === 'I' || !connection || connection.socket.destroyed ? null : connection;
      if (owner === null && connection?.socket.destroyed && status !== 'I')
        queue.unshift({ connection: null, bytes: simpleQuery('ROLLBACK') });
    }
  } finally {
    running = false;
  }
}

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

function enqueue(connection: Connection, bytes: Buffer): void {
  queue.push({ connection, bytes: new Uint8Array(bytes) });
  startPump();
}

function startPump(): void {
  if (running) return;
  pumping = pump().catch((error: unknown) => void parentPort?.postMessage({ error: (error as Error).message }));
}

function onData(connection: Connection, data: Buffer): void {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
  while (connection.buffer.length >= 5) {
    const buffer = connection.buffer;
    if (!connection.started) {
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) return;
      const code = buffer.readInt32BE(4);
      connection.buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        connection.socket.write('N');
      } else if (code === CANCEL_REQUEST) {
        connection.socket.end(); // one session in WebAssembly: a running statement cannot be interrupted
      } else {
        connection.started = true;
        connection.control = buffer.subarray(8, length).toString().split('\0').includes('control');
        enqueue(connection, buffer.subarray(0, length));
      }
      continue;
    }
    const type = String.fromCharCode(buffer[0]!);
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return;
    connection.buffer = buffer.subarray(length);
    if (type === 'X') {
      connection.socket.end();
      return;
    }
    connection.pending.push(buffer.subarray(0, length));
    if (UNIT_END.has(type)) {
      enqueue(connection, Buffer.concat(connection.pending));
      connection.pending = [];
    }
  }
}

function onClose(connection: Connection): void {
  for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]!.connection === connection) queue.splice(i, 1);
  if (owner === connection && !running) {
    owner = null;
    if (db.isInTransaction()) queue.unshift({ connection: null, bytes: simpleQuery('ROLLBACK') });
    startPump();
  }
}

await rm(socketFile, { force: true });
const server = createServer((socket) => {
  socket.setNoDelay(true);
  const connection: Connection = { socket, started: false, control: false, buffer: Buffer.alloc(0), pending: [] };
  socket.on('data', (data) => onData(connection, data));
  socket.on('error', () => socket.destroy());
  socket.on('close', () => onClose(connection));
});
server.listen(socketFile, () => parentPort?.postMessage({ ready: true }));

parentPort?.on('message', (message: { close?: boolean; dump?: number }) => {
  if (message.dump !== undefined) {
    const id = message.dump;
    const run = async () => {
      try {
        parentPort?.postMessage({ dumped: id, sql: await dumpPglite(db) });
      } catch (error) {
        parentPort?.postMessage({ dumped: id, error: (error as Error).message });
      }
    };
    queue.push({ connection: null, bytes: new Uint8Array(), run });
    startPump();
    return;
  }
  if (!message.close) return;
  server.close();
  // Waits for the running unit, then shuts PostgreSQL down cleanly (checkpoint) so the folder opens fast next time.
  const finish = async () => {
    await pumping;
    await db.close();
    parentPort?.postMessage({ closed: true });
  };
  void finish();
});
